import { Anchor, Badge, Container, Flex, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteStats } from '@/features/site/components/site-stats.tsx';
import { PRODUCT_NAME, SUPPORT_EMAIL, THANKS_URL } from '@/lib/site-config.ts';
import classes from './shell.module.css';

/*
 * The ideas box (its autosizing field, schema and request) arrives after the page: it sits at
 * the foot of every page, and the login page's JavaScript has a budget (docs/performance.md).
 * The counts and the box wait until the footer shows (it starts below the screen): on a
 * phone, formatting the first number (Intl's data) and measuring the autosizing field are
 * among the longest tasks of a page's load.
 */
const IdeasForm = lazy(async () => ({
  default: (await import('@/features/site/components/ideas-form.tsx')).IdeasForm,
}));

/*
 * The screen's bottom edge pulled up by a pixel: the footer starts exactly where the screen
 * ends, and an IntersectionObserver counts touching as intersecting.
 */
const SHOWN_MARGIN = '0px 0px -1px 0px';

/** About the box's height, so the footer does not move when it arrives. */
const IDEAS_FORM_HEIGHT = 270;

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { ref: footerRef, entry } = useIntersection<HTMLElement>({ rootMargin: SHOWN_MARGIN });
  // Once shown, for good: scrolling back up must not drop the counts or a half-typed idea.
  const [inView, setInView] = useState(false);
  if (entry?.isIntersecting && !inView) setInView(true);
  return (
    <footer ref={footerRef} className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            <SiteStats enabled={inView} />
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                {t('beta')}
              </Badge>
              <Text size="sm">{t('betaText', { product: PRODUCT_NAME })}</Text>
            </Group>
            <nav aria-label={t('footer')}>
              <Flex wrap="wrap" columnGap="md" rowGap={4} className={classes.footerLinks}>
                <Anchor component={Link} to="/delete-account" size="sm">
                  {t('deleteAccount')}
                </Anchor>
                <Anchor component={Link} to="/privacy" size="sm">
                  {t('privacy')}
                </Anchor>
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
                  {t('support')}
                </Anchor>
                <Anchor href={THANKS_URL} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('thanks')}
                </Anchor>
              </Flex>
            </nav>
          </Stack>
          {inView ? (
            <Suspense fallback={<div style={{ minHeight: IDEAS_FORM_HEIGHT }} />}>
              <IdeasForm />
            </Suspense>
          ) : (
            <div style={{ minHeight: IDEAS_FORM_HEIGHT }} />
          )}
        </SimpleGrid>
      </Container>
    </footer>
  );
}
