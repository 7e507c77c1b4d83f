import { POST_TYPES } from '@app/domain/post-types.ts';
import { POST_TITLE_MAX_LENGTH, type Post } from '@app/domain/posts.schemas.ts';
import { Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmDialog } from '@/components/confirm-dialog.tsx';
import {
  DeleteButton,
  FormActions,
  SaveButton,
  SaveErrorAlert,
} from '@/components/form-actions/form-actions.tsx';
import { StepTextarea } from '@/components/guided-form/step-textarea.tsx';
import { useLeaveConfirmation } from '@/components/leave-confirmation.tsx';
import { MoodInput } from '@/components/mood-input.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { formatPostDate } from '@/lib/post-display.ts';
import { formValuesToPostInput, isMoodTooLong, postToFormValues } from '@/lib/post-form-values.ts';
import { getPostStep } from '@/lib/post-steps.ts';
import { useDeleteExcitement } from '../api/delete-excitement.ts';
import { useRecordResults } from '../api/record-results.ts';

/** What "Record Your Results" edits; the rest of the post is sent back as it is. */
type ResultsValues = Pick<Post, 'title' | 'mood' | 'summary' | 'unexpected' | 'shareForResearch'>;

function toResultsValues(post: Post): ResultsValues {
  return {
    title: post.title,
    mood: post.mood,
    summary: post.summary,
    unexpected: post.unexpected,
    shareForResearch: post.shareForResearch,
  };
}

const excitementType = POST_TYPES.excitement;
const summaryStep = getPostStep('excitement', 'summary');
const unexpectedStep = getPostStep('excitement', 'unexpected');

/**
 * Spec "Excitement end": date, title, mood, summary, unexpected things, share for research,
 * Delete and Save. Recording a new one (the current excitement, still a draft) ends it and
 * goes back to /excitement-start for the next step; an edit of earlier results returns home.
 */
export function ExcitementResultsForm({ post }: { post: Post }) {
  const format = useFormat();
  const navigate = useNavigate();
  const recordResults = useRecordResults();
  const deleteExcitement = useDeleteExcitement();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const [values, setValues] = useState(() => toResultsValues(post));
  const [error, setError] = useState<string | null>(null);
  const moodInput = useRef<HTMLInputElement>(null);
  // A draft is the current excitement, recorded for the first time (spec section 4).
  const isNew = post.draft;
  const leave = useLeaveConfirmation(
    JSON.stringify(values) !== JSON.stringify(toResultsValues(post)),
  );
  const isBusy = recordResults.isPending || deleteExcitement.isPending;

  function setField<K extends keyof ResultsValues>(field: K, value: ResultsValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  function leaveTo(path: string) {
    leave.allowLeaving();
    void navigate(path);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (isMoodTooLong(values.mood)) {
      moodInput.current?.focus();
      return;
    }
    setError(null);
    // The generic posts API saves the whole post: everything else goes back unchanged.
    const body = formValuesToPostInput({ ...postToFormValues(post), ...values, draft: false });
    try {
      await recordResults.mutateAsync({ postId: post._id, body });
    } catch (cause) {
      // Everything written stays in the form for another try.
      setError(getErrorMessage(cause));
      return;
    }
    notifications.show({ color: 'green', message: 'Your results are saved.' });
    leaveTo(isNew ? '/excitement-start' : '/urnb');
  }

  async function handleDelete() {
    const isConfirmed = await confirm({
      title: 'Delete this excitement?',
      body: 'It disappears from your posts, with anything you wrote about it. You cannot undo this.',
      confirmLabel: 'Delete',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setError(null);
    try {
      await deleteExcitement.mutateAsync(post._id);
    } catch (cause) {
      setError(getErrorMessage(cause));
      return;
    }
    notifications.show({ message: 'The excitement is deleted.' });
    leaveTo(isNew ? '/excitement-start' : '/urnb');
  }

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="lg">
          <Text>
            <Text span fw={600}>
              Date:{' '}
            </Text>
            <time dateTime={post.created}>{formatPostDate(post.created, format.locale)}</time>
          </Text>
          <TextInput
            label={excitementType.titleField}
            description={`Left empty, it is called “${excitementType.defaultTitle}”.`}
            placeholder={excitementType.titlePlaceholder}
            maxLength={POST_TITLE_MAX_LENGTH}
            value={values.title}
            onChange={(event) => setField('title', event.currentTarget.value)}
          />
          <MoodInput
            inputRef={moodInput}
            description="How you feel now that you acted, in a word or two."
            value={values.mood}
            onChange={(mood) => setField('mood', mood)}
          />
          <StepTextarea
            step={summaryStep}
            minRows={4}
            value={values.summary}
            onChange={(summary) => setField('summary', summary)}
          />
          <StepTextarea
            step={unexpectedStep}
            minRows={3}
            value={values.unexpected}
            onChange={(unexpected) => setField('unexpected', unexpected)}
          />
          <Checkbox
            label="Share privately for research"
            description="Lets the Inner Compass team read this post to improve the exercises. It is never shown to other people."
            checked={values.shareForResearch}
            onChange={(event) => setField('shareForResearch', event.currentTarget.checked)}
          />

          {error && <SaveErrorAlert title="Your results were not saved">{error}</SaveErrorAlert>}

          <FormActions>
            <SaveButton isSaving={recordResults.isPending} disabled={isBusy} />
            <DeleteButton
              isDeleting={deleteExcitement.isPending}
              disabled={isBusy}
              onClick={() => void handleDelete()}
            />
          </FormActions>
        </Stack>
      </form>
      {confirmDialog}
      {leave.dialog}
    </Paper>
  );
}
