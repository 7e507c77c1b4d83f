import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import { DeleteAccountForm } from '../components/delete-account-form.tsx';

/** /delete-account (docs/product.md, "Delete account" and section 5 "Account deletion"). */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const { data: user } = useCurrentUser();
  // The guarded layout renders pages only once someone is signed in.
  if (!user) return null;

  return (
    <Stack gap="lg" maw={640}>
      <DocumentTitle title={t('title')} />
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('intro', { product: PRODUCT_NAME })}
        </Text>
      </div>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', xs: 'xl' }}
        style={{ borderColor: 'var(--mantine-color-red-4)' }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('removedTitle')}
          </Title>
          <List spacing={4}>
            <List.Item>{t('removed.posts')}</List.Item>
            <List.Item>{t('removed.feelings')}</List.Item>
            <List.Item>{t('removed.suggestions')}</List.Item>
            <List.Item>{t('removed.profile')}</List.Item>
            <List.Item>{t('removed.subscription')}</List.Item>
          </List>
          <Text>{t('later')}</Text>
          {/* Keyed by person: a different account must never inherit what was typed. */}
          <DeleteAccountForm key={user._id} user={user} />
        </Stack>
      </Paper>
    </Stack>
  );
}
