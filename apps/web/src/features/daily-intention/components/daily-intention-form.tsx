import type { Post } from '@app/domain/posts.schemas.ts';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateDailyIntention, useUpdatePost } from '@/api/posts.ts';
import { useCurrentUser } from '@/api/session.ts';
import {
  FormActions,
  SaveButton,
  SaveErrorAlert,
  useSaveError,
} from '@/components/form-actions/form-actions.tsx';
import { DraftKeptNote, DraftRestoredAlert } from '@/components/guided-form/draft-status.tsx';
import { GuidedFormIntro } from '@/components/guided-form/guided-form-intro.tsx';
import { GuidedStep } from '@/components/guided-form/guided-step.tsx';
import { useLeaveConfirmation } from '@/components/leave-confirmation.tsx';
import { DAILY_INTENTION_CATEGORY, toDailyIntentionValues } from '@/lib/daily-intention.ts';
import { useExercise } from '@/lib/exercise-texts.ts';
import { postPath } from '@/lib/post-display.ts';
import {
  emptyPostFormValues,
  isSamePostContent,
  type PostFormValues,
  postToFormValues,
  type SetPostField,
} from '@/lib/post-form-values.ts';
import { useClearToSaved } from '@/lib/use-clear-to-saved.ts';
import { readPostDraft, usePostDraft } from '@/lib/use-post-draft.ts';
import { IntentionMood } from './intention-mood.tsx';

/**
 * One draft per post id (docs/product.md section 4), apart from the post form's: /posts/new?category=...
 * and this form never hand each other a draft of another shape.
 */
function intentionDraftKey(postId: string | null): string {
  return `daily-intention:${postId ?? 'new'}`;
}

function toFormValues(post: Post | null): PostFormValues {
  return toDailyIntentionValues(
    post ? postToFormValues(post) : emptyPostFormValues(DAILY_INTENTION_CATEGORY),
  );
}

interface DailyIntentionFormProps {
  /** The saved daily intention (/manifest/{id}/edit); null for a new one. */
  post: Post | null;
  /** Fetches the saved post afresh, for Clear; null for a new one. */
  reloadPost: (() => Promise<Post>) | null;
}

/**
 * Spec "Daily intention": 1 Intention, 2 Imagine, 3 Act, then the Mood, with Clear and Save.
 * Saving stores a post of category manifest titled "Daily Intention" whose mood is its first
 * three feelings (docs/product.md section 5), then opens the post. A draft is kept per post id in
 * session storage, written every 10 s (docs/product.md sections 4 and 9).
 */
export function DailyIntentionForm({ post, reloadPost }: DailyIntentionFormProps) {
  const { t } = useTranslation(['dailyIntention', 'postPages']);
  // Its steps are the dailyintention exercise's, though it is stored as a manifest post.
  const exercise = useExercise('dailyintention');
  const titleId = useId();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const createIntention = useCreateDailyIntention();
  const updateIntention = useUpdatePost();

  const baseline = useMemo(() => toFormValues(post), [post]);
  const draftKey = intentionDraftKey(post?._id ?? null);
  const [initialDraft] = useState(() => {
    const stored = readPostDraft(draftKey);
    if (!stored) return null;
    const values = toDailyIntentionValues(stored.values);
    return isSamePostContent(values, baseline) ? null : { values, savedAt: stored.savedAt };
  });
  const [values, setValues] = useState<PostFormValues>(() => initialDraft?.values ?? baseline);
  const [restoredAt, setRestoredAt] = useState(initialDraft?.savedAt ?? null);
  const { error, setError, showError, alertRef: errorAlert } = useSaveError();

  const isDirty = !isSamePostContent(values, baseline);
  const draft = usePostDraft({
    key: draftKey,
    restoredAt: initialDraft?.savedAt ?? null,
    // A daily intention has no picture of its own to remember.
    content: { values, imageSize: null },
    isDirty,
  });

  // Leaving removes the draft (docs/product.md section 4), so leaving with unsaved words asks first.
  const leaveConfirmation = useLeaveConfirmation(isDirty);

  const { isClearing, clear } = useClearToSaved({
    post,
    reloadPost,
    onCleared: (saved) => {
      draft.removeDraft();
      setRestoredAt(null);
      setValues(toFormValues(saved));
    },
    onError: showError,
  });

  const showGuidance = user?.verboseMode ?? true;
  const isSaving = createIntention.isPending || updateIntention.isPending;
  const isBusy = isSaving || isClearing;

  function change(patch: Partial<PostFormValues>) {
    // Every change goes through the daily intention's rules, so the mood follows the feelings.
    setValues((current) => toDailyIntentionValues({ ...current, ...patch }));
    setError(null);
  }

  const setField: SetPostField = (field, value) => {
    const patch: Partial<PostFormValues> = { [field]: value };
    // Step 2 edits `feelingsList`; the preferred feelings, which make the mood, are the same list.
    if (field === 'feelingsList') patch.preferredFeelingsList = patch.feelingsList;
    change(patch);
  };

  function leaveTo(path: string) {
    draft.removeDraft();
    leaveConfirmation.allowLeaving();
    void navigate(path);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setError(null);
    const body = toDailyIntentionValues(values);
    const onSuccess = (saved: Post) => {
      notifications.show({ color: 'green', message: t('saved') });
      leaveTo(postPath(saved));
    };
    if (post) updateIntention.mutate({ postId: post._id, body }, { onSuccess, onError: showError });
    else createIntention.mutate(body, { onSuccess, onError: showError });
  }

  /** docs/product.md section 4: Clear removes the draft and reloads the saved version, or blanks a new one. */
  function handleClear() {
    setError(null);
    void clear();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="lg">
        <GuidedFormIntro
          kicker={post ? t('kickerEdit') : t('kickerNew')}
          title={exercise.title}
          titleId={titleId}
          purpose={exercise.purpose}
          showGuidance={showGuidance}
        />

        {restoredAt && (
          <DraftRestoredAlert
            restoredAt={restoredAt}
            isSaved={post !== null}
            emptyName={t('emptyName')}
          />
        )}

        {exercise.steps.map((step) => (
          <GuidedStep
            key={step.key}
            step={step}
            values={values}
            setField={setField}
            showHelper={showGuidance}
          />
        ))}

        <IntentionMood feelings={values.preferredFeelingsList} />

        {error && (
          <SaveErrorAlert ref={errorAlert} title={t('notSaved')}>
            {error}
          </SaveErrorAlert>
        )}

        <div>
          <FormActions>
            <SaveButton isSaving={isSaving} disabled={isBusy} />
            <Button
              variant="default"
              onClick={handleClear}
              disabled={isBusy || (!isDirty && !draft.hasDraft)}
            >
              {isClearing ? t('postPages:form.clearing') : t('postPages:form.clear')}
            </Button>
          </FormActions>
          {draft.savedAt && <DraftKeptNote savedAt={draft.savedAt} />}
        </div>
      </Stack>

      {leaveConfirmation.dialog}
    </form>
  );
}
