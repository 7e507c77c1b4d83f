import type { User } from '@app/domain/users.schemas.ts';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasskeys } from '@/api/passkeys.ts';
import { sealQueryKey } from '@/api/query-keys.ts';
import { removeWrap, useSeal } from '@/api/seal.ts';
import { forgetJournalHere } from '@/lib/seal/open-journal.ts';
import { SealJournalDialog } from './seal-journal-dialog.tsx';

/**
 * /profile, "Sealed journal" (decision 0068): sealing, and once sealed what opens it, what
 * stays readable by the server, and forgetting this browser's key.
 */
export function SealSection({ user }: { user: User }) {
  const { t } = useTranslation('seal');
  const titleId = useId();
  const [sealing, setSealing] = useState(false);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('sectionTitle')}
        </Title>
        {user.journal === 'open' ? (
          <>
            <Text>{t('openText')}</Text>
            <Text size="sm" c="dimmed">
              {t('whatStaysPlain')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('notYetSealed')}
            </Text>
            <Group>
              <Button
                leftSection={<IconLock size={18} aria-hidden />}
                onClick={() => setSealing(true)}
              >
                {t('sealMyJournal')}
              </Button>
            </Group>
            <SealJournalDialog user={user} opened={sealing} onClose={() => setSealing(false)} />
          </>
        ) : (
          <SealedJournal user={user} />
        )}
      </Stack>
    </Paper>
  );
}

function SealedJournal({ user }: { user: User }) {
  const { t } = useTranslation('seal');
  const seal = useSeal();
  const passkeys = usePasskeys();
  const queryClient = useQueryClient();
  const [forgotten, setForgotten] = useState(false);
  const wraps = seal.data?.wraps ?? [];
  const opensJournal = new Set(wraps.flatMap((wrap) => (wrap.passkeyId ? [wrap.passkeyId] : [])));

  async function stopPasskey(wrapId: string) {
    const next = await removeWrap(wrapId);
    queryClient.setQueryData(sealQueryKey, next);
  }

  return (
    <>
      <Text>{user.journal === 'sealing' ? t('sealingText') : t('sealedText')}</Text>
      <Text size="sm" c="dimmed">
        {t('whatStaysPlain')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('notYetSealed')}
      </Text>
      <Title order={3} size="h4">
        {t('waysInTitle')}
      </Title>
      <List spacing="xs" icon={<IconKey size={16} aria-hidden />}>
        {seal.data?.recoveryKeySaved && <List.Item>{t('recoveryKeyWay')}</List.Item>}
        {wraps
          .filter((wrap) => wrap.kind === 'passkey')
          .map((wrap) => (
            <List.Item key={wrap._id}>
              <Group gap="xs" wrap="wrap">
                <Text span>{t('passkeyWay', { name: wrap.passkeyName ?? '' })}</Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void stopPasskey(wrap._id)}
                >
                  {t('stopPasskey')}
                </Anchor>
              </Group>
            </List.Item>
          ))}
        {(passkeys.data ?? [])
          .filter((passkey) => !opensJournal.has(passkey._id))
          .map((passkey) => (
            <List.Item key={passkey._id} icon={<IconLockOpen size={16} aria-hidden />}>
              {t('passkeySignsInOnly', { name: passkey.name })}
            </List.Item>
          ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('forgetDeviceText')}
      </Text>
      <Group>
        <Button
          variant="default"
          disabled={forgotten}
          onClick={() => {
            setForgotten(true);
            void forgetJournalHere(user._id);
          }}
        >
          {t('forgetDevice')}
        </Button>
      </Group>
    </>
  );
}
