import {
  type FeedbackApprovalStatus,
  type FeedbackItem,
  moderateFeedbackRequestSchema,
  SUGGESTION_MAX_LENGTH,
} from '@app/domain/community.schemas.ts';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useModerateFeedback } from '@/api/community.ts';
import { Pseudonym, usePseudonymName } from '@/components/pseudonym.tsx';
import { useFormat } from '@/lib/i18n/format.ts';
import { formatPostDate } from '@/lib/post-display.ts';
import { CountedTextarea } from './counted-textarea.tsx';
import { FEEDBACK_STATUS_COLOR } from './feedback-status.ts';
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
  const { t } = useTranslation(['community', 'common']);
  const format = useFormat();
  const pseudonymName = usePseudonymName();
  const max = format.number(SUGGESTION_MAX_LENGTH);
  const moderateFeedback = useModerateFeedback();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Said after the button's word to screen readers: "Approve the suggestion from Quiet Heron".
  const whose = item.isOwn
    ? t('suggestion.ofYou')
    : t('suggestion.ofWriter', { writer: pseudonymName(item.fakeUser) });
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
      // The schema's own words are English: its refusal is empty or too long.
      setError(
        parsed.error.issues[0]?.code === 'too_big'
          ? t('suggestion.atMost', { max })
          : t('suggestion.writeFirst'),
      );
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
          <Badge color={FEEDBACK_STATUS_COLOR[item.approvalStatus]} variant="light" tt="none">
            {t(`status.${item.approvalStatus}`)}
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
            label={t('suggestion.editLabel')}
            description={t('suggestion.editDescription', { max })}
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
              {moderateFeedback.isPending ? t('common:saving') : t('common:save')}
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
              {t('common:cancel')}
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
                {pendingStatus === 'approved' ? t('suggestion.approving') : t('suggestion.approve')}
                <VisuallyHidden> {whose}</VisuallyHidden>
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
                {pendingStatus === 'rejected' ? t('suggestion.rejecting') : t('suggestion.reject')}
                <VisuallyHidden> {whose}</VisuallyHidden>
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
              {t('suggestion.edit')}
              <VisuallyHidden> {whose}</VisuallyHidden>
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
