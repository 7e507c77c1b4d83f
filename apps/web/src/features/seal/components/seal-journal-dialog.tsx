import type { JournalKeyWrapInput } from '@app/domain/seal.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import {
  browserSupportsPasskeys,
  isPasskeyCeremonyCancelled,
  usePasskeys,
} from '@/api/passkeys.ts';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { makeNewSeal, type NewSeal, passkeyWrap, startSealing } from '@/api/seal.ts';
import { PrfUnavailableError } from '@/lib/seal/passkey-prf.ts';
import {
  makeRecoveryKey,
  normalizeRecoveryWords,
  type RecoveryKey,
  wordsToAskBack,
} from '@/lib/seal/recovery-key.ts';
import classes from './seal-journal-dialog.module.css';

type Step = 'warning' | 'passkey' | 'words' | 'check';

/** What one opening of the dialog makes on the device, before anything is sent. */
type Secrets = { seal: NewSeal; recovery: RecoveryKey; asked: [number, number] };

const makeSecrets = (): Secrets => ({
  seal: makeNewSeal(),
  recovery: makeRecoveryKey(),
  asked: wordsToAskBack(),
});

/**
 * Sealing a journal (decision 0068), step by step: the warning; a passkey that gives PRF, if
 * the person has one; the recovery key's 12 words, shown once, with Print; two of them asked
 * back. Only then is anything sent: the wraps, and from then on sealed writing. The batches of
 * what is already written go on over the page (journal-gate.tsx).
 */
export function SealJournalDialog({
  user,
  opened,
  onClose,
}: {
  user: User;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('seal');
  return (
    <Modal opened={opened} onClose={onClose} title={t('warningTitle')} centered size="lg">
      {opened && <SealSteps user={user} onClose={onClose} />}
    </Modal>
  );
}

function SealSteps({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('seal');
  const queryClient = useQueryClient();
  const passkeys = usePasskeys();
  const [secrets] = useState(makeSecrets);
  const [step, setStep] = useState<Step>('warning');
  const [passkey, setPasskey] = useState<JournalKeyWrapInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answers, setAnswers] = useState<[string, string]>(['', '']);
  const [wrongAnswers, setWrongAnswers] = useState<[boolean, boolean]>([false, false]);
  const prfPasskeys = (passkeys.data ?? []).filter((p) => p.prfSupported);
  const offersPasskey = prfPasskeys.length > 0 && browserSupportsPasskeys();

  async function wrapWithPasskey() {
    setError(null);
    setBusy(true);
    try {
      // The browser lists the person's passkeys that answer for this site; any that gives PRF will do.
      setPasskey(await passkeyWrap([], secrets.seal.prfSalt, secrets.seal.journalKeyBytes));
      setStep('words');
    } catch (caught) {
      if (isPasskeyCeremonyCancelled(caught)) return;
      setError(caught instanceof PrfUnavailableError ? t('passkeyNoPrf') : getErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const wrong = secrets.asked.map(
      (position, i) =>
        normalizeRecoveryWords(answers[i] ?? '')[0] !== secrets.recovery.words[position],
    ) as [boolean, boolean];
    setWrongAnswers(wrong);
    if (wrong.some(Boolean)) return;
    setError(null);
    setBusy(true);
    try {
      await startSealing(user, secrets.seal, secrets.recovery, passkey);
      queryClient.setQueryData(currentUserQueryKey, { ...user, journal: 'sealing' as const });
      onClose();
    } catch (caught) {
      setError(getErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      {step === 'warning' && (
        <>
          <Text>{t('warning')}</Text>
          <Text size="sm" c="dimmed">
            {t('whatStaysPlain')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button onClick={() => setStep(offersPasskey ? 'passkey' : 'words')}>
              {t('warningAccept')}
            </Button>
          </Group>
        </>
      )}
      {step === 'passkey' && (
        <>
          <Text fw={600}>{t('passkeyStepTitle')}</Text>
          <Text>{t('passkeyStepText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('words')} disabled={busy}>
              {t('skipPasskey')}
            </Button>
            <Button onClick={() => void wrapWithPasskey()} loading={busy}>
              {t('usePasskey')}
            </Button>
          </Group>
        </>
      )}
      {step === 'words' && (
        <>
          {passkey && (
            <Group gap={4} c="teal" role="status">
              <IconCheck size={18} aria-hidden />
              <Text size="sm">{t('passkeyAdded')}</Text>
            </Group>
          )}
          <Text fw={600}>{t('recoveryTitle')}</Text>
          <Text>{t('recoveryText')}</Text>
          <SimpleGrid
            cols={{ base: 2, xs: 3 }}
            spacing="xs"
            component="ol"
            className={classes.words}
            aria-label={t('recoveryTitle')}
            data-private
          >
            {secrets.recovery.words.map((word, index) => (
              // The same word may appear twice: its place is its key.
              // biome-ignore lint/suspicious/noArrayIndexKey: a word's position is what it is.
              <li key={index} className={classes.word}>
                <span className={classes.number}>{index + 1}.</span> {word}
              </li>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('print')}
            </Button>
            <Button onClick={() => setStep('check')}>{t('savedNext')}</Button>
          </Group>
        </>
      )}
      {step === 'check' && (
        <form onSubmit={(event) => void confirm(event)}>
          <Stack gap="sm">
            <Text fw={600}>{t('checkTitle')}</Text>
            <Text>{t('checkText')}</Text>
            {secrets.asked.map((position, i) => (
              <TextInput
                key={position}
                label={t('wordNumber', { number: position + 1 })}
                value={answers[i]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAnswers((current) => (i === 0 ? [value, current[1]] : [current[0], value]));
                }}
                error={wrongAnswers[i] ? t('wrongWord', { number: position + 1 }) : undefined}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                data-autofocus={i === 0 ? true : undefined}
              />
            ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('words')} disabled={busy}>
                {t('back')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('confirmSaved')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
