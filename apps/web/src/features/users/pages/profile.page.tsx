import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import { LanguageSelect } from '../components/language-select.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/**
 * docs/product.md section 2 "Profile": name, avatar, background image, Save. `sections` are other
 * features' parts of the page, put here by the app (src/app/profile-route.tsx).
 */
export function ProfilePage({ sections }: { sections?: ReactNode }) {
  const { t } = useTranslation('users');
  const { data: user } = useCurrentUser();
  // The guarded layout renders pages only once someone is signed in.
  if (!user) return null;

  return (
    <Stack gap="lg" maw={640}>
      <DocumentTitle title={t('profile')} />
      <div>
        <Title order={1}>{t('profile')}</Title>
        <Text c="dimmed" mt={4}>
          {t('profileIntro', { product: PRODUCT_NAME })}
        </Text>
      </div>
      {/* Keyed by person: a different account must never inherit the typed values. */}
      <ProfileForm key={user._id} user={user} />
      <LanguageSelect />
      {sections}
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', xs: 'xl' }}
        component="section"
        aria-labelledby="danger-zone-title"
        style={{ borderColor: 'var(--mantine-color-red-4)' }}
      >
        <Title order={2} size="h3" id="danger-zone-title">
          {t('dangerZone')}
        </Title>
        <Text mt="xs">{t('dangerText')}</Text>
        <Button
          component={Link}
          to="/delete-account"
          variant="outline"
          color="red"
          mt="md"
          leftSection={<IconTrash size={18} aria-hidden />}
        >
          {t('deleteAccount')}
        </Button>
      </Paper>
    </Stack>
  );
}
