import type { User } from '@app/domain/users.schemas.ts';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconKey, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { browserSupportsPasskeys, isPasskeyCeremonyCancelled } from '@/api/passkeys.ts';
import { openJournal, useSeal } from '@/api/seal.ts';
import { WayInRefusedError } from '@/lib/seal/journal-crypto.ts';
import { PrfUnavailableError } from '@/lib/seal/passkey-prf.ts';
import { recoveryKeyBytes } from '@/lib/seal/recovery-key.ts';
import classes from './open-journal-screen.module.css';
import { StartOverDialog } from './start-over-dialog.tsx';

/**
 * A sealed journal this browser cannot open yet (decision 0068): the person is signed in, and
 * opens it with a passkey that can or with their recovery key. Someone who lost them all can
 * start over, which the dialog explains before anything goes.
 */
export function OpenJournalScreen({ user }: { user: User }) {
  const { t } = useTranslation('seal');
  const seal = useSeal();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wordsId = useId();
  const [words, setWords] = useState('');
  const [showWords, setShowWords] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'passkey' | 'recovery' | null>(null);
  const [startingOver, setStartingOver] = useState(false);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const passkeyWraps = seal.data?.wraps.filter((wrap) => wrap.kind === 'passkey') ?? [];
  const canUsePasskey = passkeyWraps.length > 0 && browserSupportsPasskeys();

  /** Opened: every screen reads what it showed closed again, now opened. */
  const opened = () => queryClient.invalidateQueries();

  async function withPasskey() {
    if (!seal.data) return;
    setError(null);
    setBusy('passkey');
    try {
      await openJournal(user, seal.data, { passkey: true });
      await opened();
    } catch (caught) {
      if (isPasskeyCeremonyCancelled(caught)) return;
      setError(
        caught instanceof PrfUnavailableError || caught instanceof WayInRefusedError
          ? t('passkeyCannotOpen')
          : getErrorMessage(caught),
      );
    } finally {
      setBusy(null);
    }
  }

  async function withRecoveryKey(event: FormEvent) {
    event.preventDefault();
    if (!seal.data) return;
    const bytes = recoveryKeyBytes(words);
    if (!bytes) {
      setError(t('notARecoveryKey'));
      return;
    }
    setError(null);
    setBusy('recovery');
    try {
      await openJournal(user, seal.data, { recoveryKey: bytes });
      setWords('');
      await opened();
    } catch (caught) {
      setError(caught instanceof WayInRefusedError ? t('wrongKey') : getErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      maw={560}
      mx="auto"
      component="section"
    >
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} size="h2" ref={headingRef} tabIndex={-1} className={classes.heading}>
          {t('gateTitle')}
        </Title>
        <Text>{t('gateText')}</Text>
        {seal.isPending && <Loader size="sm" aria-label={t('checking')} />}
        {seal.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {getErrorMessage(seal.error)}
          </Alert>
        )}
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        {seal.data && (
          <Stack gap="sm">
            {canUsePasskey ? (
              <Button
                leftSection={<IconKey size={18} aria-hidden />}
                onClick={() => void withPasskey()}
                loading={busy === 'passkey'}
                disabled={busy !== null}
              >
                {t('openWithPasskey')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('noPasskeyOpens')}
              </Text>
            )}
            {showWords || !canUsePasskey ? (
              <form onSubmit={(event) => void withRecoveryKey(event)}>
                <Stack gap="xs">
                  <Textarea
                    id={wordsId}
                    label={t('recoveryLabel')}
                    description={t('recoveryDescription')}
                    value={words}
                    onChange={(event) => setWords(event.currentTarget.value)}
                    autosize
                    minRows={2}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    data-private
                  />
                  <Group>
                    <Button
                      type="submit"
                      variant={canUsePasskey ? 'default' : 'filled'}
                      loading={busy === 'recovery'}
                      disabled={busy !== null}
                    >
                      {t('open')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Button variant="default" onClick={() => setShowWords(true)}>
                {t('useRecoveryKey')}
              </Button>
            )}
          </Stack>
        )}
        <Divider />
        <Text size="sm">
          {t('lostEverything')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setStartingOver(true)}>
            {t('startOver')}
          </Anchor>
        </Text>
      </Stack>
      <StartOverDialog
        userId={user._id}
        opened={startingOver}
        onClose={() => setStartingOver(false)}
      />
    </Paper>
  );
}
