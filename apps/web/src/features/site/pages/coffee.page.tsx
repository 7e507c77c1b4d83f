import { Anchor, Box, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PRODUCT_NAME, THANKS_URL } from '@/lib/site-config.ts';

export function CoffeePage() {
  return (
    <Box maw={720}>
      <DocumentTitle title="Coffee" />
      <Title order={1}>Coffee</Title>
      <Text mt="sm">
        Enjoying {PRODUCT_NAME}? A small team builds it, fuelled mostly by coffee. If it has helped
        you, you can{' '}
        <Anchor href={THANKS_URL} target="_blank" rel="noopener noreferrer" inherit>
          buy the team a coffee
        </Anchor>
        . Thank you!
      </Text>
    </Box>
  );
}
