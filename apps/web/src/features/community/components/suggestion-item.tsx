import {
  type FeedbackApprovalStatus,
  type FeedbackItem,
  moderateFeedbackRequestSchema,
  SUGGESTION_MAX_LENGTH,
} from '@app/domain/community.schemas.ts';
import { displayUserOf } from '@app/domain/display-users.ts';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Pseudonym } from '@/components/pseudonym.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { formatPostDate } from '@/lib/post-display.ts';
import { useModerateFeedback } from '../api/moderate-feedback.ts';
import { CountedTextarea } from './counted-textarea.tsx';
import { FEEDBACK_STATUS } from './feedback-status.ts';
import classes from './post-feedback.module.css';

interface SuggestionItemProps {
  postId: string;
  item: FeedbackItem;
  /** Show each suggestion's review state (moderators see every state; authors only approved). */
  showStatus: boolean;
  /** A moderator on someone else's post, and not the suggestion's writer (decision 10). */
  canModerate: boolean;
}

/**
 * One suggestion under its writer's pseudonym. A moderator may edit its text and approve or
 * reject it: Approve while it is not approved, Reject while it is not rejected, as for posts.
 */
export function SuggestionItem({ postId, item, showStatus, canModerate }: SuggestionItemProps) {
  const format = useFormat();
  const moderateFeedback = useModerateFeedback();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = FEEDBACK_STATUS[item.approvalStatus];
  const writer = item.isOwn ? 'you' : displayUserOf(item.fakeUser).name;
  const pendingStatus = moderateFeedback.isPending
    ? moderateFeedback.variables.body.approvalStatus
    : null;
  const isEditing = draft !== null;
  const editor = useRef<HTMLTextAreaElement>(null);

  // The editor opens where the text was, with the cursor in it.
  useEffect(() => {
    if (isEditing) editor.current?.focus();
  }, [isEditing]);

  function send(feedback: string, approvalStatus: FeedbackApprovalStatus, onDone?: () => void) {
    const parsed = moderateFeedbackRequestSchema.safeParse({ feedback, approvalStatus });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a suggestion first.');
      return;
    }
    setError(null);
    moderateFeedback.mutate(
      { postId, feedbackId: item._id, body: parsed.data },
      { onSuccess: onDone, onError: (cause) => setError(getErrorMessage(cause)) },
    );
  }

  function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null || moderateFeedback.isPending) return;
    // The text changes; the state stays what it was.
    send(draft, item.approvalStatus, () => setDraft(null));
  }

  return (
    <Stack gap={6} className={classes.item}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Pseudonym fakeUser={item.fakeUser} isYou={item.isOwn} size="sm" />
        {showStatus && (
          <Badge color={status.color} variant="light" tt="none">
            {status.label}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <time dateTime={item.created}>{formatPostDate(item.created, format.locale)}</time>
      </Text>

      {isEditing ? (
        <form onSubmit={handleSave} noValidate>
          <CountedTextarea
            textareaRef={editor}
            label="Edit the suggestion"
            description={`At most ${SUGGESTION_MAX_LENGTH} characters. The writer is not told.`}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={SUGGESTION_MAX_LENGTH}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setError(null);
            }}
            error={error}
            disabled={moderateFeedback.isPending}
          />
          <Group gap="sm" mt="sm">
            <Button type="submit" size="sm" disabled={moderateFeedback.isPending}>
              {moderateFeedback.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              variant="default"
              size="sm"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
              disabled={moderateFeedback.isPending}
            >
              Cancel
            </Button>
          </Group>
        </form>
      ) : (
        <Text className={classes.text}>{item.feedback}</Text>
      )}

      {canModerate && !isEditing && (
        <>
          <Group gap="xs" mt={4}>
            {item.approvalStatus !== 'approved' && (
              <Button
                size="compact-md"
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => send(item.feedback, 'approved')}
                disabled={moderateFeedback.isPending}
              >
                {pendingStatus === 'approved' ? 'Approving...' : 'Approve'}
                <VisuallyHidden> the suggestion from {writer}</VisuallyHidden>
              </Button>
            )}
            {item.approvalStatus !== 'rejected' && (
              <Button
                size="compact-md"
                variant="light"
                color="red"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => send(item.feedback, 'rejected')}
                disabled={moderateFeedback.isPending}
              >
                {pendingStatus === 'rejected' ? 'Rejecting...' : 'Reject'}
                <VisuallyHidden> the suggestion from {writer}</VisuallyHidden>
              </Button>
            )}
            <Button
              size="compact-md"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => {
                setDraft(item.feedback);
                setError(null);
              }}
              disabled={moderateFeedback.isPending}
            >
              Edit<VisuallyHidden> the suggestion from {writer}</VisuallyHidden>
            </Button>
          </Group>
          {error && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {error}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
