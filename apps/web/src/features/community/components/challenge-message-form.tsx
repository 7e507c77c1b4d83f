import {
  CHALLENGE_MESSAGE_MAX_LENGTH,
  type ChallengeMessageResult,
  type Challenger,
  sendChallengeMessageRequestSchema,
} from '@app/domain/community.schemas.ts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useSendChallengeMessage } from '../api/send-challenge-message.ts';
import { ChallengersTable } from './challengers-table.tsx';
import { CountedTextarea } from './counted-textarea.tsx';

interface FormErrors {
  message?: string;
  users?: string;
  /** The server refused the whole send (rate limit, offline). */
  request?: string;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Spec "h100 page": a message and the participants to send it to. It is sent only when the
 * message is not blank and someone is chosen (spec section 5), checked by the domain schema.
 */
export function ChallengeMessageForm({ challengers }: { challengers: Challenger[] }) {
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
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'users' ? 'users' : 'message';
        next[key] ??= issue.message;
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
          label="Message"
          description={`At most ${CHALLENGE_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters. Each participant gets it by their own channel, e-mail or text message, with a line saying why it came and how to leave the challenge.`}
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
              Participants
            </Title>
            <Text size="sm" c="dimmed" role="status">
              {chosen.length} of {plural(challengers.length, 'participant', 'participants')}{' '}
              selected
            </Text>
          </Group>
          {challengers.length === 0 ? (
            <Text>Nobody has joined the challenge yet.</Text>
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
            {sendMessage.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Group>

        {errors.request && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title="The message was not sent"
          >
            {errors.request}
          </Alert>
        )}
        {result && (
          <Alert color="green" icon={<IconCheck aria-hidden />} title="Message sent" role="status">
            <Text size="sm">Sent to {plural(result.sent, 'participant', 'participants')}.</Text>
            {result.failed > 0 && (
              <Text size="sm">
                Could not be delivered to {plural(result.failed, 'participant', 'participants')}.
              </Text>
            )}
            {result.skipped > 0 && (
              <Text size="sm">
                Skipped {plural(result.skipped, 'person', 'people')} no longer in the challenge.
              </Text>
            )}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
