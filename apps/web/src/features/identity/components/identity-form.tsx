import type { SaveIdentityRequest } from '@app/domain/identity.schemas.ts';
import { DEFAULT_IDENTITY_TEXT, DEFAULT_IDENTITY_TITLE } from '@app/domain/post-fields.ts';
import { POST_TITLE_MAX_LENGTH } from '@app/domain/post-limits.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { Input, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useSaveIdentity } from '@/api/identity.ts';
import { deleteImage } from '@/api/images.ts';
import { SaveButton, SaveErrorAlert } from '@/components/form-actions/form-actions.tsx';
import { StepTextarea } from '@/components/guided-form/step-textarea.tsx';
import { ImageInput, type ImageInputValue } from '@/components/image-input/image-input.tsx';
import { useLeaveConfirmation } from '@/components/leave-confirmation.tsx';
import { MoodInput } from '@/components/mood-input.tsx';
import { NumberedListEditor } from '@/components/numbered-list-editor/numbered-list-editor.tsx';
import { useExercise, useUntitledPostTitle } from '@/lib/exercise-texts.ts';
import { isMoodTooLong } from '@/lib/post-form-values.ts';
import { getPostStep } from '@/lib/post-steps.ts';
import { useSealingJournal } from '@/lib/seal/use-sealing-journal.ts';

/** What the identity form edits (docs/product.md, "Identity"): the body of `PUT /identity`. */
type IdentityValues = Required<
  Pick<SaveIdentityRequest, 'title' | 'mood' | 'identity' | 'preferredThoughts'>
> &
  Pick<Post, 'image' | 'actionItems'>;

interface ImageSize {
  width: number | null;
  height: number | null;
}

/** The texts the server gives a new identity (docs/product.md, "Identity"), in the reader's language. */
interface StarterTexts {
  title: string;
  identity: string;
}

/** The record as the form edits it; one still as the server made it reads in `starter`. */
function toIdentityValues(identity: Post, starter: StarterTexts): IdentityValues {
  const isAsCreated =
    identity.title === DEFAULT_IDENTITY_TITLE && identity.identity === DEFAULT_IDENTITY_TEXT;
  return {
    image: identity.image,
    title: isAsCreated ? starter.title : identity.title,
    mood: identity.mood,
    identity: isAsCreated ? starter.identity : identity.identity,
    preferredThoughts: identity.preferredThoughts,
    actionItems: identity.actionItems,
  };
}

/**
 * The inverse on save: a starter kept untouched is stored as the server's own texts, so every
 * screen (the dashboard's "Who Are You?") still knows the person has not written their own,
 * whatever language they saved it in.
 */
function toSavedTexts(values: IdentityValues, starter: StarterTexts): IdentityValues {
  const isStarter = values.title === starter.title && values.identity === starter.identity;
  return isStarter
    ? { ...values, title: DEFAULT_IDENTITY_TITLE, identity: DEFAULT_IDENTITY_TEXT }
    : values;
}

function isSameContent(a: IdentityValues, b: IdentityValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Spec "Identity": image, title, mood, identity, preferred thoughts, action items (in its order), Save. */
export function IdentityForm({ identity }: { identity: Post }) {
  const { t } = useTranslation(['identityPage', 'postPages']);
  const identityType = useExercise('identity');
  const untitledTitle = useUntitledPostTitle('identity');
  const identityStep = getPostStep(identityType, 'identity');
  const thoughtsStep = getPostStep(identityType, 'preferredThoughts');
  const actionItemsStep = getPostStep(identityType, 'actionItems');
  const starter: StarterTexts = {
    title: identityType.defaultTitle ?? DEFAULT_IDENTITY_TITLE,
    identity: identityStep.placeholder ?? DEFAULT_IDENTITY_TEXT,
  };
  const id = useId();
  const actionItemsLabelId = `${id}-action-items-label`;
  const actionItemsDescriptionId = `${id}-action-items-description`;
  const saveIdentity = useSaveIdentity();
  const baseline = toIdentityValues(identity, starter);
  const [values, setValues] = useState(baseline);
  const [imageSize, setImageSize] = useState<ImageSize>({
    width: identity.imageWidth,
    height: identity.imageHeight,
  });
  const [uploadsRunning, setUploadsRunning] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const moodInput = useRef<HTMLInputElement>(null);

  /*
   * The record can change while the form is open: the top bar's "Preferred You" list saves
   * ticked items, another tab saves. An untouched form follows it, so a later Save here never
   * puts back what was there before; a form with changes of its own keeps them.
   */
  const [shownIdentity, setShownIdentity] = useState(identity);
  if (shownIdentity !== identity) {
    setShownIdentity(identity);
    if (isSameContent(values, toIdentityValues(shownIdentity, starter))) {
      setValues(baseline);
      setImageSize({ width: identity.imageWidth, height: identity.imageHeight });
    }
  }

  const isDirty = !isSameContent(values, baseline);
  const sealingJournal = useSealingJournal();
  const leave = useLeaveConfirmation(isDirty);
  const isSaving = saveIdentity.isPending;

  function setField<K extends keyof IdentityValues>(field: K, value: IdentityValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  /** An upload replaced before any save is referenced by nothing: delete it, best effort. */
  function discardUnsavedImage(imageId: string | null) {
    if (imageId && imageId !== identity.image) deleteImage(imageId).catch(() => undefined);
  }

  function changeImage(image: ImageInputValue | null) {
    discardUnsavedImage(values.image);
    setField('image', image?.id ?? null);
    setImageSize(
      image ? { width: image.width, height: image.height } : { width: null, height: null },
    );
  }

  function trackUpload(isUploading: boolean) {
    setUploadsRunning((count) => Math.max(0, count + (isUploading ? 1 : -1)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving || uploadsRunning > 0) return;
    if (isMoodTooLong(values.mood)) {
      moodInput.current?.focus();
      return;
    }
    setError(null);
    // Left empty, the server would name it in English: the default title in this language instead.
    const title = values.title.trim() === '' && untitledTitle ? untitledTitle : values.title;
    saveIdentity.mutate(toSavedTexts({ ...values, title }, starter), {
      onSuccess: (saved) => {
        // The server trims and fills the default title; the form shows what it keeps.
        setValues(toIdentityValues(saved, starter));
        notifications.show({ color: 'green', message: t('saved') });
      },
      // Everything written stays in the form for another try.
      onError: (cause) => setError(getErrorMessage(cause)),
    });
  }

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <ImageInput
            label={t('postPages:form.image')}
            description={t('imageDescription')}
            value={values.image}
            valueSize={imageSize}
            onChange={changeImage}
            onUploadingChange={trackUpload}
            sealWith={sealingJournal}
          />
          <TextInput
            label={identityType.titleField}
            description={t('postPages:form.defaultTitle', { title: identityType.defaultTitle })}
            placeholder={identityType.titlePlaceholder}
            maxLength={POST_TITLE_MAX_LENGTH}
            value={values.title}
            onChange={(event) => setField('title', event.currentTarget.value)}
          />
          <MoodInput
            inputRef={moodInput}
            description={t('moodDescription')}
            value={values.mood}
            onChange={(mood) => setField('mood', mood)}
          />
          <StepTextarea
            step={identityStep}
            minRows={4}
            value={values.identity}
            onChange={(text) => setField('identity', text)}
          />
          <StepTextarea
            step={thoughtsStep}
            minRows={3}
            value={values.preferredThoughts}
            onChange={(thoughts) => setField('preferredThoughts', thoughts)}
          />
          <div>
            <Input.Label id={actionItemsLabelId} component="div">
              {actionItemsStep.heading}
            </Input.Label>
            <Input.Description id={actionItemsDescriptionId} mb="xs">
              {actionItemsStep.helper}
            </Input.Description>
            <NumberedListEditor
              mode="checklist"
              labelledBy={actionItemsLabelId}
              describedBy={actionItemsDescriptionId}
              placeholder={actionItemsStep.placeholder}
              items={values.actionItems}
              onChange={(items) => setField('actionItems', items)}
            />
          </div>

          {error && <SaveErrorAlert title={t('notSaved')}>{error}</SaveErrorAlert>}

          <SaveButton
            isSaving={isSaving}
            disabled={isSaving || uploadsRunning > 0}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </form>
      {leave.dialog}
    </Paper>
  );
}
