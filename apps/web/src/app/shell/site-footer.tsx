import { Anchor, Badge, Container, Flex, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IdeasForm } from '@/features/site/components/ideas-form.tsx';
import { SiteStats } from '@/features/site/components/site-stats.tsx';
import { PRODUCT_NAME, SUPPORT_EMAIL, THANKS_URL } from '@/lib/site-config.ts';
import classes from './shell.module.css';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            <SiteStats />
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                Beta
              </Badge>
              <Text size="sm">
                {PRODUCT_NAME} is in beta: it is still growing, and your ideas shape what comes
                next.
              </Text>
            </Group>
            <nav aria-label="Footer">
              <Flex wrap="wrap" columnGap="md" rowGap={4} className={classes.footerLinks}>
                <Anchor component={Link} to="/delete-account" size="sm">
                  Delete Your Account
                </Anchor>
                <Anchor component={Link} to="/privacy" size="sm">
                  Privacy
                </Anchor>
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
                  Support
                </Anchor>
                <Anchor href={THANKS_URL} target="_blank" rel="noopener noreferrer" size="sm">
                  Thanks
                </Anchor>
              </Flex>
            </nav>
          </Stack>
          <IdeasForm />
        </SimpleGrid>
      </Container>
    </footer>
  );
}
