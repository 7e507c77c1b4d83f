import { Anchor, Box, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/lib/site-config.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function PrivacyPage() {
  const { t } = useTranslation(['site', 'shell']);
  const product = { product: PRODUCT_NAME };

  return (
    <Box maw={720}>
      <DocumentTitle title={t('privacy.title')} />
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('privacy.title')}</Title>
          <Text mt="xs">{t('privacy.intro', product)}</Text>
        </div>

        <Section title={t('privacy.storeTitle')}>
          <List spacing="xs">
            <List.Item>{t('privacy.store.contact')}</List.Item>
            <List.Item>{t('privacy.store.profile')}</List.Item>
            <List.Item>{t('privacy.store.posts')}</List.Item>
            <List.Item>{t('privacy.store.records')}</List.Item>
            <List.Item>{t('privacy.store.ideas')}</List.Item>
            <List.Item>{t('privacy.store.billing')}</List.Item>
          </List>
          <Text>{t('privacy.images')}</Text>
        </Section>

        <Section title={t('privacy.sealedTitle')}>
          <Text>{t('privacy.sealed')}</Text>
        </Section>

        <Section title={t('privacy.neverTitle')}>
          <Text>{t('privacy.never')}</Text>
        </Section>

        <Section title={t('privacy.seeTitle')}>
          <List spacing="xs">
            <List.Item>{t('privacy.see.private')}</List.Item>
            <List.Item>{t('privacy.see.feedback')}</List.Item>
            <List.Item>{t('privacy.see.research', product)}</List.Item>
            <List.Item>{t('privacy.see.suggestions')}</List.Item>
          </List>
        </Section>

        <Section title={t('privacy.cookiesTitle')}>
          <Text>{t('privacy.cookies')}</Text>
        </Section>

        <Section title={t('privacy.deletingTitle')}>
          <Text>
            <Trans
              t={t}
              i18nKey="privacy.deleting"
              values={{ footerLink: t('shell:deleteAccount') }}
              components={{ deletion: <Anchor component={Link} to="/delete-account" inherit /> }}
            />
          </Text>
        </Section>

        <Section title={t('privacy.questionsTitle')}>
          <Text>
            <Trans
              t={t}
              i18nKey="privacy.questions"
              values={{ email: SUPPORT_EMAIL }}
              components={{ mail: <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit /> }}
            />
          </Text>
        </Section>
      </Stack>
    </Box>
  );
}
