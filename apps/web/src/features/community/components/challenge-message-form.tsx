import {
  CHALLENGE_MESSAGE_MAX_LENGTH,
  CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
  type ChallengeMessageResult,
  type Challenger,
  sendChallengeMessageRequestSchema,
} from '@app/domain/community.schemas.ts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useSendChallengeMessage } from '@/api/community.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { ChallengersTable } from './challengers-table.tsx';
import { CountedTextarea } from './counted-textarea.tsx';

interface FormErrors {
  message?: string;
  users?: string;
  /** The server refused the whole send (rate limit, offline). */
  request?: string;
}

/**
 * Spec "h100 page": a message and the participants to send it to. It is sent only when the
 * message is not blank and someone is chosen (docs/product.md section 5), checked by the domain schema.
 */
export function ChallengeMessageForm({ challengers }: { challengers: Challenger[] }) {
  const { t } = useTranslation(['community', 'common']);
  const format = useFormat();
  const max = format.number(CHALLENGE_MESSAGE_MAX_LENGTH);
  const sendMessage = useSendChallengeMessage();
  const [message, setMessage] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [errors, setErrors] = useState<FormErrors>({});
  const [result, setResult] = useState<ChallengeMessageResult | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const participantsId = useId();

  const chosen = challengers.filter((challenger) => selected.has(challenger._id));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendMessage.isPending) return;
    setResult(null);
    const parsed = sendChallengeMessageRequestSchema.safeParse({
      message,
      users: chosen.map((challenger) => challenger._id),
    });
    if (!parsed.success) {
      const next: FormErrors = {};
      // The schema's own words are English: which field, and empty or too long, say it again.
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'users') next.users ??= t('messages.chooseSomeone');
        else
          next.message ??=
            issue.code === 'too_big' ? t('messages.atMost', { max }) : t('messages.writeFirst');
      }
      setErrors(next);
      if (next.message) field.current?.focus();
      return;
    }
    setErrors({});
    sendMessage.mutate(parsed.data, {
      onSuccess: (sent) => {
        setResult(sent);
        setMessage('');
      },
      onError: (cause) => setErrors({ request: getErrorMessage(cause) }),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CountedTextarea
          textareaRef={field}
          label={t('messages.message')}
          description={t('messages.description', { max })}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={CHALLENGE_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(value) => {
            setMessage(value);
            setErrors(({ message: _cleared, ...rest }) => rest);
          }}
          error={errors.message ?? null}
          disabled={sendMessage.isPending}
        />

        <Stack gap="xs">
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} size="h4" id={participantsId}>
              {t('messages.participants')}
            </Title>
            <Text size="sm" c="dimmed" role="status">
              {t('messages.selected', {
                count: challengers.length,
                selected: format.number(chosen.length),
                total: format.number(challengers.length),
              })}
            </Text>
          </Group>
          {challengers.length === 0 ? (
            <Text>{t('messages.nobody')}</Text>
          ) : (
            <ChallengersTable
              challengers={challengers}
              selected={selected}
              onChange={(next) => {
                setSelected(next);
                setErrors(({ users: _cleared, ...rest }) => rest);
              }}
            />
          )}
          {errors.users && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {errors.users}
            </Text>
          )}
        </Stack>

        <Group>
          <Button
            type="submit"
            leftSection={<IconSend size={18} aria-hidden />}
            disabled={sendMessage.isPending}
          >
            {sendMessage.isPending ? t('common:sending') : t('messages.send')}
          </Button>
        </Group>

        {errors.request && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('messages.notSent')}>
            {errors.request}
          </Alert>
        )}
        {result && (
          <Alert
            color="green"
            icon={<IconCheck aria-hidden />}
            title={t('messages.sent')}
            role="status"
          >
            <Text size="sm">
              {t('messages.sentTo', { count: result.sent, n: format.number(result.sent) })}
            </Text>
            {result.failed > 0 && (
              <Text size="sm">
                {t('messages.failed', { count: result.failed, n: format.number(result.failed) })}
              </Text>
            )}
            {result.skipped > 0 && (
              <Text size="sm">
                {t('messages.skipped', { count: result.skipped, n: format.number(result.skipped) })}
              </Text>
            )}
            {result.held > 0 && (
              <Text size="sm">
                {t('messages.held', {
                  count: result.held,
                  n: format.number(result.held),
                  limit: format.number(CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY),
                })}
              </Text>
            )}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
