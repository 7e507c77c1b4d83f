import { POST_TITLE_MAX_LENGTH } from '@app/domain/post-limits.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/api/client.ts';
import { useDeleteExcitement, useRecordResults } from '@/api/excitement.ts';
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
import { useExercise, useUntitledPostTitle } from '@/lib/exercise-texts.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { formatPostDate } from '@/lib/post-display.ts';
import { formValuesToPostInput, isMoodTooLong, postToFormValues } from '@/lib/post-form-values.ts';
import { getPostStep } from '@/lib/post-steps.ts';

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

/**
 * Spec "Excitement end": date, title, mood, summary, unexpected things, share for research,
 * Delete and Save. Recording a new one (the current excitement, still a draft) ends it and
 * goes back to /excitement-start for the next step; an edit of earlier results returns home.
 */
export function ExcitementResultsForm({ post }: { post: Post }) {
  const { t } = useTranslation(['excitement', 'postPages']);
  const excitementType = useExercise('excitement');
  const summaryStep = getPostStep(excitementType, 'summary');
  const unexpectedStep = getPostStep(excitementType, 'unexpected');
  const untitledTitle = useUntitledPostTitle('excitement');
  const format = useFormat();
  const navigate = useNavigate();
  const recordResults = useRecordResults();
  const deleteExcitement = useDeleteExcitement();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const [values, setValues] = useState(() => toResultsValues(post));
  const [error, setError] = useState<string | null>(null);
  const moodInput = useRef<HTMLInputElement>(null);
  // A draft is the current excitement, recorded for the first time (docs/product.md section 4).
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
    const body = formValuesToPostInput(
      { ...postToFormValues(post), ...values, draft: false },
      untitledTitle,
    );
    try {
      await recordResults.mutateAsync({ postId: post._id, body });
    } catch (cause) {
      // Everything written stays in the form for another try.
      setError(getErrorMessage(cause));
      return;
    }
    notifications.show({ color: 'green', message: t('results.saved') });
    leaveTo(isNew ? '/excitement-start' : '/urnb');
  }

  async function handleDelete() {
    const isConfirmed = await confirm({
      title: t('results.deleteTitle'),
      body: t('results.deleteBody'),
      confirmLabel: t('postPages:actions.delete'),
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
    notifications.show({ message: t('results.deleted') });
    leaveTo(isNew ? '/excitement-start' : '/urnb');
  }

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="lg">
          {/* Small enough to stay on one line on a phone at any hour, so the first box stays
              on the first screen (decision 0065). */}
          <Text size="sm">
            <Text span fw={600} inherit>
              {t('results.date')}
            </Text>
            <time dateTime={post.created}>{formatPostDate(post.created, format.locale)}</time>
          </Text>
          <TextInput
            label={excitementType.titleField}
            description={t('postPages:form.defaultTitle', { title: excitementType.defaultTitle })}
            placeholder={excitementType.titlePlaceholder}
            maxLength={POST_TITLE_MAX_LENGTH}
            value={values.title}
            onChange={(event) => setField('title', event.currentTarget.value)}
          />
          <MoodInput
            inputRef={moodInput}
            description={t('results.moodDescription')}
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
            label={t('postPages:form.shareForResearch')}
            description={t('results.shareForResearchDescription')}
            checked={values.shareForResearch}
            onChange={(event) => setField('shareForResearch', event.currentTarget.checked)}
          />

          {error && <SaveErrorAlert title={t('results.notSaved')}>{error}</SaveErrorAlert>}

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
