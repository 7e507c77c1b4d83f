import { PASSKEY_FRESH_PROOF_MS, PASSKEY_NAME_MAX_LENGTH } from '@app/domain/limits.ts';
import type { Passkey } from '@app/domain/passkeys.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconKey, IconPencil, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSendCode } from '@/api/auth.ts';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import {
  browserSupportsPasskeys,
  isPasskeyAlreadyOnAuthenticator,
  isPasskeyCeremonyCancelled,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
  useSignInWithPasskey,
} from '@/api/passkeys.ts';
import { useCurrentUser } from '@/api/session.ts';
import { useConfirmDialog } from '@/components/confirm-dialog.tsx';
import { thisDeviceName } from '@/lib/device-name.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { isUnsentWritesError } from '@/lib/offline/offline-session.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';

/** "Chrome on Linux", in the person's language: the name a new passkey gets unless changed. */
function defaultPasskeyName(t: TFunction<'passkeys'>): string {
  return thisDeviceName((parts) => t('defaultName', parts), t('passkey'));
}

/**
 * /profile's passkeys (decision 0046): each with its name (renamed in place), when it was
 * added and last used, and Remove; below them, Add a passkey. A browser without WebAuthn still
 * lists, renames and removes them, and says why it cannot add one.
 */
export function PasskeysSection() {
  const { t } = useTranslation(['passkeys', 'common']);
  const titleId = useId();
  const passkeys = usePasskeys();
  const { data: user } = useCurrentUser();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {t('title')}
          </Title>
          <Text c="dimmed" mt="xs">
            {t('intro', { product: PRODUCT_NAME })}
          </Text>
        </div>
        {passkeys.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('loading')}</Text>
          </Group>
        ) : passkeys.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('loadFailed')}>
            {getErrorMessage(passkeys.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void passkeys.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </Alert>
        ) : passkeys.data.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <Stack
            component="ul"
            aria-label={t('listLabel')}
            gap={0}
            p={0}
            m={0}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            {passkeys.data.map((passkey) => (
              <PasskeyItem key={passkey._id} passkey={passkey} />
            ))}
          </Stack>
        )}
        {!browserSupportsPasskeys() ? (
          <Alert color="gray" icon={<IconKey aria-hidden />}>
            {t('unsupported', { product: PRODUCT_NAME })}
          </Alert>
        ) : (
          user && <AddPasskeyForm user={user} hasPasskeys={(passkeys.data?.length ?? 0) > 0} />
        )}
      </Stack>
    </Paper>
  );
}

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation('passkeys');
  const format = useFormat();
  const remove = useRemovePasskey();
  const { confirm, dialog } = useConfirmDialog();
  const [isEditing, setIsEditing] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the name's field, the keyboard is where it was: on the rename button.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  async function askToRemove() {
    setRemoveError(null);
    const confirmed = await confirm({
      title: t('removeTitle'),
      body: (
        <Stack gap="xs">
          <Text>{t('removeBody', { name: passkey.name })}</Text>
          {passkey.signedInThisSession && <Text fw={600}>{t('removeBodyThisSession')}</Text>}
        </Stack>
      ),
      confirmLabel: passkey.signedInThisSession ? t('removeAndSignOut') : t('removeConfirm'),
      isDestructive: true,
    });
    if (!confirmed) return;
    remove.mutate(passkey, {
      onSuccess: () => {
        if (!passkey.signedInThisSession) {
          notifications.show({ color: 'green', message: t('removed') });
        }
      },
      onError: (error) =>
        setRemoveError(
          isUnsentWritesError(error)
            ? t('unsentWrites', { count: error.count })
            : getErrorMessage(error),
        ),
    });
  }

  const lastUsed = passkey.lastUsed
    ? t('lastUsed', { ago: format.ago(Date.parse(passkey.lastUsed), Date.now()) })
    : t('neverUsed');

  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', listStyle: 'none' }}
    >
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        {isEditing ? (
          <RenamePasskeyForm passkey={passkey} onDone={() => setIsEditing(false)} />
        ) : (
          <Group gap={4} wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            <ActionIcon
              ref={editButton}
              variant="subtle"
              color="gray"
              aria-label={t('rename', { name: passkey.name })}
              onClick={() => setIsEditing(true)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {t('added', { date: format.date(passkey.created) })} · {lastUsed}
        </Text>
        {passkey.signedInThisSession && (
          <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('thisSession')}
          </Badge>
        )}
        {removeError && (
          <Text size="sm" c="red" role="alert">
            {t('removeFailed')}: {removeError}
          </Text>
        )}
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="compact-md"
        aria-label={t('removeLabel', { name: passkey.name })}
        onClick={() => void askToRemove()}
        loading={remove.isPending}
      >
        {t('remove')}
      </Button>
      {dialog}
    </Group>
  );
}

/** The name in a field: Enter or the check saves, Escape or the cross puts the old one back. */
function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation(['passkeys', 'common']);
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || rename.isPending) return;
    if (trimmed === passkey.name) {
      onDone();
      return;
    }
    setError(null);
    rename.mutate(
      { id: passkey._id, name: trimmed },
      { onSuccess: onDone, onError: (cause) => setError(getErrorMessage(cause)) },
    );
  }

  return (
    <form onSubmit={save} noValidate>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('nameLabel')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          error={error && `${t('renameFailed')}: ${error}`}
          disabled={rename.isPending}
          data-autofocus
          autoFocus
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon
          type="submit"
          size="input-sm"
          variant="light"
          aria-label={t('saveName')}
          loading={rename.isPending}
          disabled={!name.trim()}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          size="input-sm"
          variant="subtle"
          color="gray"
          aria-label={t('common:cancel')}
          onClick={onDone}
          disabled={rename.isPending}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}

type AddProblem = { kind: 'proof' } | { kind: 'message'; message: string };

function AddPasskeyForm({ user, hasPasskeys }: { user: User; hasPasskeys: boolean }) {
  const { t } = useTranslation('passkeys');
  const add = useAddPasskey();
  const [name, setName] = useState(() => defaultPasskeyName(t));
  const [problem, setProblem] = useState<AddProblem | null>(null);
  const [proved, setProved] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || add.isPending) return;
    setProblem(null);
    setProved(false);
    add.mutate(
      { name: trimmed },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('addedNotice') });
          setName(defaultPasskeyName(t));
        },
        onError: (error) => {
          if (isPasskeyCeremonyCancelled(error)) return;
          if (isApiRequestError(error) && error.code === 'proof_not_fresh') {
            setProblem({ kind: 'proof' });
          } else if (isPasskeyAlreadyOnAuthenticator(error)) {
            setProblem({ kind: 'message', message: t('alreadyOnDevice') });
          } else if (isApiRequestError(error)) {
            setProblem({ kind: 'message', message: getErrorMessage(error) });
          } else {
            setProblem({ kind: 'message', message: t('browserFailed') });
          }
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {problem?.kind === 'message' && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('notAdded')}>
            {problem.message}
          </Alert>
        )}
        {problem?.kind === 'proof' && (
          <ProveAgain
            user={user}
            hasPasskeys={hasPasskeys}
            onProved={() => {
              setProblem(null);
              setProved(true);
            }}
          />
        )}
        {proved && (
          <Alert color="teal" icon={<IconCheck aria-hidden />}>
            {t('proved')}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('newName')}
            description={t('newNameDescription')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            disabled={add.isPending}
            style={{ flex: '1 1 14rem' }}
          />
          <Button
            type="submit"
            leftSection={<IconKey size={18} aria-hidden />}
            disabled={!name.trim() || add.isPending}
            style={{ flex: '0 0 auto' }}
          >
            {add.isPending ? t('adding') : t('add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A passkey is added only within 10 minutes of signing in: a passkey signs in again here (a new
 * session, on this page), or a code sent to the person's contact does, coming back here.
 */
function ProveAgain({
  user,
  hasPasskeys,
  onProved,
}: {
  user: User;
  hasPasskeys: boolean;
  onProved: () => void;
}) {
  const { t } = useTranslation(['passkeys', 'auth']);
  const navigate = useNavigate();
  const byPasskey = useSignInWithPasskey();
  const sendCode = useSendCode();
  const [error, setError] = useState<string | null>(null);
  const contact = user.contacts[0];
  const isBusy = byPasskey.isPending || sendCode.isPending || sendCode.isSuccess;

  function proveWithPasskey() {
    setError(null);
    byPasskey.mutate(
      {},
      {
        onSuccess: onProved,
        onError: (cause) => {
          if (isPasskeyCeremonyCancelled(cause)) return;
          setError(isApiRequestError(cause) ? getErrorMessage(cause) : t('auth:passkeyFailed'));
        },
      },
    );
  }

  function proveWithCode() {
    if (!contact) return;
    setError(null);
    sendCode.mutate(
      { contact: contact.contact, contactType: contact.contactType },
      {
        onSuccess: (sent) => {
          const params = new URLSearchParams({
            contact: sent.contact,
            contactType: sent.contactType,
            back: '/profile',
          });
          void navigate(`/enter-code?${params.toString()}`);
        },
        onError: (cause) => setError(getErrorMessage(cause)),
      },
    );
  }

  return (
    <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} title={t('proofTitle')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('proofText', { minutes: Math.round(PASSKEY_FRESH_PROOF_MS / 60_000) })}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {t('proofFailed')}: {error}
          </Text>
        )}
        <Group gap="sm">
          {hasPasskeys && (
            <Button size="sm" variant="default" onClick={proveWithPasskey} disabled={isBusy}>
              {byPasskey.isPending ? t('proving') : t('proveWithPasskey')}
            </Button>
          )}
          {contact && (
            <Button size="sm" variant="default" onClick={proveWithCode} disabled={isBusy}>
              {t('proveWithCode')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
