import { CODE_LENGTH, CODE_TTL_MS } from '@app/domain/limits.ts';
import type { LockedSession } from '@app/domain/session.schemas.ts';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFingerprint, IconLock } from '@tabler/icons-react';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import { useLogout } from '@/api/logout.ts';
import { browserSupportsPasskeys, isPasskeyCeremonyCancelled } from '@/api/passkeys.ts';
import { sendUnlockCode, unlockWithCode, unlockWithPasskey } from '@/api/session-lock.ts';
import { retryLockedSession, unlockDevice, useDeviceLock } from '@/lib/device-lock.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import { CodeInput } from './code-input.tsx';
import classes from './lock-screen.module.css';

type Notice = { title: string; message: string };

/** Why the last try to unlock did not work. */
function NoticeAlert({ notice }: { notice: Notice }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={notice.title}>
      {notice.message}
    </Alert>
  );
}

/**
 * What the page shows while the device is locked (decision 0047), instead of everything else:
 * a heading that takes the focus, a way to unlock (a passkey for a person who has one, which
 * alone unlocks then; a code to their own contact otherwise), and a way to log out. Unlocking
 * puts the page back as it was.
 */
export function LockScreen() {
  const { t } = useTranslation('lock');
  const lock = useDeviceLock();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const logout = useLogout();
  const title = t('title', { product: PRODUCT_NAME });

  return (
    <main className={classes.page}>
      <title>{title}</title>
      <Paper
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'md', xs: 'xl' }}
        className={classes.card}
      >
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={1} size="h2" ref={headingRef} tabIndex={-1} className={classes.heading}>
            {title}
          </Title>
          <Text>{t('explained')}</Text>
          {lock.locked && lock.session ? (
            <UnlockChoices session={lock.session} />
          ) : lock.locked && lock.loadFailed ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {t('couldNotLoad', { product: PRODUCT_NAME })}
              <Button
                mt="sm"
                size="sm"
                variant="default"
                display="block"
                onClick={retryLockedSession}
              >
                {t('tryAgain')}
              </Button>
            </Alert>
          ) : (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text>{t('loading')}</Text>
            </Group>
          )}
          <Divider />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('notYou')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('logOutExplained')}
            </Text>
            <Button
              variant="default"
              mt="xs"
              onClick={() => logout.mutate()}
              loading={logout.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('logOut')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </main>
  );
}

function UnlockChoices({ session }: { session: LockedSession }) {
  const { t } = useTranslation('lock');
  const [codeSentTo, setCodeSentTo] = useState<LockedSession | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sendCode = useMutation({ mutationFn: sendUnlockCode, meta: { handlesOwnErrors: true } });
  const passkey = useMutation({
    mutationFn: unlockWithPasskey,
    meta: { handlesOwnErrors: true },
    onSuccess: (answer) => unlockDevice(answer.data),
    onError: (error) => {
      // A prompt the person closed needs no message: the buttons are still there.
      if (isPasskeyCeremonyCancelled(error)) return;
      setNotice({
        title: t('didNotWork'),
        message: isApiRequestError(error) ? getErrorMessage(error) : t('passkeyFailed'),
      });
    },
  });

  function askForCode() {
    setNotice(null);
    sendCode.mutate(undefined, {
      onSuccess: (sent) => setCodeSentTo({ ...session, contact: sent.contact }),
      onError: (error) => {
        // A code sent moments ago still works: the form opens with the reason none was sent.
        if (isApiRequestError(error) && error.status === 429) setCodeSentTo(session);
        // A passkey was added since the screen asked: it shows the passkey's way now.
        if (isUnlockByPasskeyOnly(error)) retryLockedSession();
        setNotice({ title: t('couldNotSend'), message: getErrorMessage(error) });
      },
    });
  }

  if (session.hasPasskeys) {
    return <UnlockWithPasskey notice={notice} setNotice={setNotice} passkey={passkey} />;
  }

  if (codeSentTo) {
    return (
      <UnlockWithCodeForm
        sentTo={codeSentTo}
        notice={notice}
        onBack={() => {
          setNotice(null);
          setCodeSentTo(null);
        }}
      />
    );
  }

  return (
    <Stack gap="sm">
      {notice && <NoticeAlert notice={notice} />}
      <Button size="md" onClick={askForCode} loading={sendCode.isPending}>
        {sendCode.isPending ? t('sending') : t('unlockWithCode')}
      </Button>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {session.contactType === 'email'
          ? t('codeGoesToEmail', { contact: session.contact })
          : t('codeGoesToPhone', { contact: session.contact })}
      </Text>
    </Stack>
  );
}

/**
 * A person with a passkey unlocks with it alone: a code could reach this very device. A browser
 * without passkeys is told so, and logging out is the way on.
 */
function UnlockWithPasskey({
  notice,
  setNotice,
  passkey,
}: {
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  passkey: UseMutationResult<unknown, Error, void>;
}) {
  const { t } = useTranslation('lock');
  if (!browserSupportsPasskeys()) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle aria-hidden />}>
        {t('passkeyNotHere')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {notice && <NoticeAlert notice={notice} />}
      <Button
        size="md"
        leftSection={<IconFingerprint size={20} aria-hidden />}
        onClick={() => {
          setNotice(null);
          passkey.mutate();
        }}
        loading={passkey.isPending}
        loaderProps={{ 'aria-label': t('waitingForPasskey') }}
      >
        {t('unlockWithPasskey')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('passkeyOnly')}
      </Text>
    </Stack>
  );
}

/** The server's refusal of a code to a person who has a passkey. */
const isUnlockByPasskeyOnly = (error: unknown) =>
  isApiRequestError(error) && error.code === 'unlock_with_passkey';

function UnlockWithCodeForm({
  sentTo,
  notice,
  onBack,
}: {
  sentTo: LockedSession;
  notice: Notice | null;
  onBack: () => void;
}) {
  const { t } = useTranslation('lock');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Notice | null>(notice);
  const [sentAgain, setSentAgain] = useState(false);
  const unlock = useMutation({
    mutationFn: unlockWithCode,
    meta: { handlesOwnErrors: true },
    onSuccess: (answer) => unlockDevice(answer.data),
    onError: (error) => {
      if (isUnlockByPasskeyOnly(error)) retryLockedSession();
      setProblem({ title: t('didNotWork'), message: getErrorMessage(error) });
    },
  });
  const resend = useMutation({
    mutationFn: sendUnlockCode,
    meta: { handlesOwnErrors: true },
    onSuccess: () => setSentAgain(true),
    onError: (error) => {
      if (isUnlockByPasskeyOnly(error)) retryLockedSession();
      setProblem({ title: t('couldNotSend'), message: getErrorMessage(error) });
    },
  });
  const isUnlocking = unlock.isPending || unlock.isSuccess;
  const isComplete = code.length === CODE_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || isUnlocking) return;
    setProblem(null);
    setSentAgain(false);
    unlock.mutate(code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          <Trans
            t={t}
            i18nKey={sentTo.contactType === 'email' ? 'sentByEmail' : 'sentByText'}
            values={{ contact: sentTo.contact, minutes: Math.round(CODE_TTL_MS / 60_000) }}
            components={{ contact: <Text span fw={700} /> }}
          />
        </Text>
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={problem.title}>
            {problem.message}
          </Alert>
        )}
        {sentAgain && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
            {t('codeSentAgain')}
          </Alert>
        )}
        <CodeInput
          label={t('codeLabel')}
          description={t('codeDescription', { length: CODE_LENGTH })}
          code={code}
          onCodeChange={setCode}
          disabled={isUnlocking}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button type="submit" disabled={!isComplete || isUnlocking}>
            {isUnlocking ? t('unlocking') : t('unlock')}
          </Button>
          <Button
            type="button"
            variant="default"
            onClick={() => {
              setProblem(null);
              setSentAgain(false);
              resend.mutate();
            }}
            loading={resend.isPending}
            disabled={isUnlocking}
          >
            {t('resend')}
          </Button>
        </SimpleGrid>
        <Button
          variant="subtle"
          onClick={onBack}
          disabled={isUnlocking}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('back')}
        </Button>
      </Stack>
    </form>
  );
}
