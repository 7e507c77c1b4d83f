import type { Passkey } from '@app/domain/passkeys.schemas.ts';
import type { JournalSeal } from '@app/domain/seal.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconKey, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@/api/client.ts';
import { isPasskeyCeremonyCancelled, usePasskeys } from '@/api/passkeys.ts';
import { currentUserQueryKey, sealQueryKey } from '@/api/query-keys.ts';
import {
  addPasskeyWayIn,
  changeJournalKey,
  journalKeyBytesFrom,
  removeWrap,
  startUnsealing,
  useSeal,
  type WayInAtHand,
  WritesWaitError,
} from '@/api/seal.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { WayInRefusedError } from '@/lib/seal/journal-crypto.ts';
import { forgetJournalHere, getOpenJournal } from '@/lib/seal/open-journal.ts';
import { PrfUnavailableError } from '@/lib/seal/passkey-prf.ts';
import { recoveryKeyBytes } from '@/lib/seal/recovery-key.ts';
import { SealJournalDialog } from './seal-journal-dialog.tsx';

/**
 * /profile, "Sealed journal" (decision 0068): sealing, and once sealed what opens it, what
 * stays readable by the server, and forgetting this browser's key.
 */
export function SealSection({ user }: { user: User }) {
  const { t } = useTranslation('seal');
  const titleId = useId();
  // The dashboard's offer leads here with ?seal=open: the sealing starts at once.
  const [searchParams, setSearchParams] = useSearchParams();
  const [sealing, setSealing] = useState(searchParams.get('seal') === 'open');
  const closeSealing = () => {
    setSealing(false);
    if (searchParams.has('seal')) setSearchParams({}, { replace: true });
  };

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
            <SealJournalDialog user={user} opened={sealing} onClose={closeSealing} />
          </>
        ) : (
          <SealedJournal user={user} />
        )}
      </Stack>
    </Paper>
  );
}

const STATE_TEXTS = {
  open: 'openText',
  sealing: 'sealingText',
  sealed: 'sealedText',
  unsealing: 'unsealingText',
  rekeying: 'rekeyingText',
} as const;

function SealedJournal({ user }: { user: User }) {
  const { t } = useTranslation('seal');
  const seal = useSeal();
  const passkeys = usePasskeys();
  const queryClient = useQueryClient();
  const [forgotten, setForgotten] = useState(false);
  const [unsealing, setUnsealing] = useState(false);
  const [adding, setAdding] = useState<Passkey | null>(null);
  const [changingKey, setChangingKey] = useState(false);
  // While the key changes, each way in has a wrap of both keys: it is listed once.
  const wraps = (seal.data?.wraps ?? []).filter((wrap) => wrap.keyId === seal.data?.keyId);
  const isSealed = user.journal === 'sealed';
  const opensJournal = new Set(wraps.flatMap((wrap) => (wrap.passkeyId ? [wrap.passkeyId] : [])));

  /** A new key made here and wrapped for every way in; the gate then seals everything again. */
  async function changeKey(current: JournalSeal) {
    const journal = getOpenJournal();
    if (!journal) return;
    const changed = await changeJournalKey(journal, current);
    queryClient.setQueryData(sealQueryKey, changed.seal);
    queryClient.setQueryData(currentUserQueryKey, { ...user, journal: 'rekeying' as const });
  }

  async function stopPasskey(wrapId: string) {
    const next = await removeWrap(wrapId);
    queryClient.setQueryData(sealQueryKey, next);
  }

  return (
    <>
      <Text>{t(STATE_TEXTS[user.journal])}</Text>
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
              <Group gap="xs" wrap="wrap">
                <Text span>{t('passkeySignsInOnly', { name: passkey.name })}</Text>
                {passkey.prfSupported && seal.data && isSealed && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setAdding(passkey)}
                  >
                    {t('letItOpen')}
                  </Anchor>
                )}
              </Group>
            </List.Item>
          ))}
      </List>
      <Title order={3} size="h4">
        {t('changeKeyTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('changeKeyText')}
      </Text>
      <Group>
        <Button variant="default" onClick={() => setChangingKey(true)} disabled={!isSealed}>
          {t('changeKey')}
        </Button>
      </Group>
      {seal.data && (
        <ConfirmedChange
          opened={changingKey}
          onClose={() => setChangingKey(false)}
          title={t('changeKeyTitle')}
          text={t('changeKeyConfirmText')}
          confirmLabel={t('changeKeyConfirm')}
          start={() => changeKey(seal.data)}
        />
      )}
      <Title order={3} size="h4">
        {t('unsealTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('unsealText')}
      </Text>
      <Group>
        <Button
          variant="default"
          onClick={() => setUnsealing(true)}
          disabled={user.journal === 'unsealing' || user.journal === 'rekeying'}
        >
          {t('unseal')}
        </Button>
      </Group>
      <ConfirmedChange
        opened={unsealing}
        onClose={() => setUnsealing(false)}
        title={t('unsealTitle')}
        text={t('unsealConfirmText')}
        confirmLabel={t('unsealConfirm')}
        start={async () => {
          await startUnsealing();
          queryClient.setQueryData(currentUserQueryKey, { ...user, journal: 'unsealing' as const });
        }}
      />
      {seal.data && (
        <AddWayInDialog
          user={user}
          seal={seal.data}
          passkey={adding}
          onClose={() => setAdding(null)}
        />
      )}
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

/**
 * A change of the whole journal (unsealing it, changing its key), confirmed first with what it
 * means said plainly; once started, it runs over the page (the journal's gate). A refusal is
 * said in the dialog, which stays open for another try.
 */
function ConfirmedChange({
  opened,
  onClose,
  title,
  text,
  confirmLabel,
  start,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  start: () => Promise<void>;
}) {
  const { t } = useTranslation('seal');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await start();
      onClose();
    } catch (caught) {
      setError(caught instanceof WritesWaitError ? t('writesWait') : getErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      body={
        <Stack gap="sm">
          <Text>{text}</Text>
          {error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      }
      confirmLabel={confirmLabel}
      isConfirming={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/**
 * Let another passkey open the journal: its key is opened first with a way in the person has
 * at hand (a passkey that opens it, or the recovery key), then wrapped for the new passkey,
 * which the browser asks for by itself.
 */
function AddWayInDialog({
  user,
  seal,
  passkey,
  onClose,
}: {
  user: User;
  seal: JournalSeal;
  passkey: Passkey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('seal');
  const queryClient = useQueryClient();
  const [words, setWords] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasPasskeyWay = seal.wraps.some((wrap) => wrap.kind === 'passkey');

  async function add(via: WayInAtHand) {
    if (!passkey) return;
    setBusy(true);
    setError(null);
    let bytes: Uint8Array<ArrayBuffer> | null = null;
    try {
      bytes = await journalKeyBytesFrom(user, seal, via);
      queryClient.setQueryData(
        sealQueryKey,
        await addPasskeyWayIn(seal, passkey.credentialId, bytes),
      );
      setWords('');
      onClose();
    } catch (caught) {
      if (isPasskeyCeremonyCancelled(caught)) return;
      setError(
        caught instanceof WayInRefusedError
          ? t('wrongKey')
          : caught instanceof PrfUnavailableError
            ? t('passkeyNoPrf')
            : getErrorMessage(caught),
      );
    } finally {
      bytes?.fill(0);
      setBusy(false);
    }
  }

  function withWords(event: FormEvent) {
    event.preventDefault();
    const recoveryKey = recoveryKeyBytes(words);
    if (!recoveryKey) {
      setError(t('notARecoveryKey'));
      return;
    }
    void add({ recoveryKey });
  }

  return (
    <Modal opened={passkey !== null} onClose={onClose} title={t('letItOpenTitle')} centered>
      <Stack gap="md">
        <Text>{t('letItOpenText', { name: passkey?.name ?? '' })}</Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        {hasPasskeyWay && (
          <Button onClick={() => void add({ passkey: true })} loading={busy}>
            {t('openWithPasskey')}
          </Button>
        )}
        <form onSubmit={withWords}>
          <Stack gap="xs">
            <Textarea
              label={t('recoveryLabel')}
              description={t('recoveryDescription')}
              value={words}
              onChange={(event) => setWords(event.currentTarget.value)}
              autosize
              minRows={2}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <Group>
              <Button type="submit" variant={hasPasskeyWay ? 'default' : 'filled'} loading={busy}>
                {t('useRecoveryKey')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
