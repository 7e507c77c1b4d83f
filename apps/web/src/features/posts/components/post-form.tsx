import { RESTORE_DAYS } from '@app/domain/limits.ts';
import type { PostCategory } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteImage } from '@/api/images.ts';
import { useCreatePost, useDeletePost, useUpdatePost } from '@/api/posts.ts';
import { useCurrentUser } from '@/api/session.ts';
import { useConfirmDialog } from '@/components/confirm-dialog.tsx';
import {
  DeleteButton,
  FormActions,
  SaveButton,
  SaveErrorAlert,
  useSaveError,
} from '@/components/form-actions/form-actions.tsx';
import { DraftKeptNote, DraftRestoredAlert } from '@/components/guided-form/draft-status.tsx';
import guidedClasses from '@/components/guided-form/guided-form.module.css';
import { GuidedFormIntro } from '@/components/guided-form/guided-form-intro.tsx';
import { GuidedStep } from '@/components/guided-form/guided-step.tsx';
import type { ImageInputValue } from '@/components/image-input/image-input.tsx';
import { useLeaveConfirmation } from '@/components/leave-confirmation.tsx';
import { useExercise, useUntitledPostTitle } from '@/lib/exercise-texts.ts';
import { postPath } from '@/lib/post-display.ts';
import {
  emptyPostFormValues,
  formValuesToPostInput,
  isMoodTooLong,
  isSamePostContent,
  type PostFormValues,
  type PostImageSize,
  postToFormValues,
  type SetPostField,
  sharePreviewOf,
} from '@/lib/post-form-values.ts';
import { useClearToSaved } from '@/lib/use-clear-to-saved.ts';
import { postDraftKey, readPostDraft, usePostDraft } from '@/lib/use-post-draft.ts';
import { PostBasicsBlock } from './post-basics-block.tsx';
import { PostMoodBlock } from './post-mood-block.tsx';
import { PostSharingBlock } from './post-sharing-block.tsx';
import { SharePreviewDialog } from './share-preview-dialog.tsx';

function imageSizeOf(post: Post | null): PostImageSize | null {
  return post?.image ? { width: post.imageWidth, height: post.imageHeight } : null;
}

interface PostFormProps {
  /** The saved post; null for a new one. */
  post: Post | null;
  /** A new post's category (from `?category=`); ignored for a saved post. */
  initialCategory: PostCategory;
  /** Fetches the saved post afresh, for Clear; null for a new post. */
  reloadPost: (() => Promise<Post>) | null;
}

/**
 * Spec "Post form": the basics, the category's guided steps, the mood, sharing, and Save,
 * Clear and Delete; with a draft in session storage (docs/product.md section 4 "Drafts").
 */
export function PostForm({ post, initialCategory, reloadPost }: PostFormProps) {
  const titleId = useId();
  const { t } = useTranslation('postPages');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const isSealed = (user?.journal ?? 'open') !== 'open';
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const deletePost = useDeletePost();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();

  const baseline = useMemo(
    () => (post ? postToFormValues(post) : emptyPostFormValues(initialCategory)),
    [post, initialCategory],
  );
  const draftKey = postDraftKey(post?._id ?? null, initialCategory);
  // A draft equal to the saved post (saved in another tab, say) is no draft at all.
  const [initialDraft] = useState(() => {
    const stored = readPostDraft(draftKey);
    return stored && !isSamePostContent(stored.values, baseline) ? stored : null;
  });
  const [values, setValues] = useState<PostFormValues>(() => initialDraft?.values ?? baseline);
  const [imageSize, setImageSize] = useState(() =>
    initialDraft ? initialDraft.imageSize : imageSizeOf(post),
  );
  const [restoredAt, setRestoredAt] = useState(initialDraft?.savedAt ?? null);
  const [uploadsRunning, setUploadsRunning] = useState(0);
  const { error, setError, showError, alertRef: errorAlert } = useSaveError();
  // A new post's id, made here: Save pressed again after a lost answer finds the same post.
  const [newPostId] = useState(() => crypto.randomUUID());
  const moodInput = useRef<HTMLInputElement>(null);
  // Turning feedback sharing on first shows the post as others will see it (decision 0063).
  const [sharePreview, setSharePreview] = useState<Post | null>(null);
  const [isSharePreviewOpen, setSharePreviewOpen] = useState(false);

  const isDirty = !isSamePostContent(values, baseline);
  const draft = usePostDraft({
    key: draftKey,
    restoredAt: initialDraft?.savedAt ?? null,
    content: { values, imageSize },
    isDirty,
  });

  /*
   * Leaving removes the draft (docs/product.md section 4), so leaving with unsaved words asks first.
   * A reload or a closed tab is not asked about: the draft keeps the words for those.
   */
  const leaveConfirmation = useLeaveConfirmation(isDirty, {
    body: t('form.leaveBody'),
    onLeave: () => discardUnsavedImage(values.image),
  });

  const { isClearing, clear } = useClearToSaved({
    post,
    reloadPost,
    onCleared: (saved) => {
      discardUnsavedImage(values.image === saved?.image ? null : values.image);
      draft.removeDraft();
      setRestoredAt(null);
      setValues(saved ? postToFormValues(saved) : emptyPostFormValues(initialCategory));
      setImageSize(imageSizeOf(saved));
    },
    onError: showError,
  });

  const type = useExercise(values.category);
  const untitledTitle = useUntitledPostTitle(values.category);
  const showGuidance = user?.verboseMode ?? true;
  const isSaving = createPost.isPending || updatePost.isPending;
  const isBusy = isSaving || deletePost.isPending || isClearing;

  const setField: SetPostField = useCallback(
    (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setError(null);
    },
    [setError],
  );

  function leaveTo(path: string) {
    draft.removeDraft();
    leaveConfirmation.allowLeaving();
    void navigate(path);
  }

  /** An upload replaced before any save is referenced by nothing: delete it, best effort. */
  function discardUnsavedImage(imageId: string | null) {
    if (imageId && imageId !== post?.image) deleteImage(imageId).catch(() => undefined);
  }

  function changeImage(image: ImageInputValue | null) {
    discardUnsavedImage(values.image);
    setField('image', image?.id ?? null);
    setImageSize(image ? { width: image.width, height: image.height } : null);
  }

  function trackUpload(isUploading: boolean) {
    setUploadsRunning((count) => Math.max(0, count + (isUploading ? 1 : -1)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || uploadsRunning > 0) return;
    if (isMoodTooLong(values.mood)) {
      moodInput.current?.focus();
      return;
    }
    setError(null);
    const body = formValuesToPostInput(values, untitledTitle);
    const onSuccess = (saved: Post) => {
      notifications.show({ color: 'green', message: t('form.saved') });
      leaveTo(postPath(saved));
    };
    // Everything written stays in the form (and in the draft) for another try.
    if (post) {
      updatePost.mutate({ postId: post._id, body }, { onSuccess, onError: showError });
      return;
    }
    createPost.mutate(
      { ...body, id: newPostId },
      {
        onSuccess: (result) => {
          if (!result.isQueued) return onSuccess(result.answer);
          // No connection: the post waits on this device; the list shows it until it syncs.
          notifications.show({ message: t('outboxNote') });
          leaveTo('/posts');
        },
        onError: showError,
      },
    );
  }

  function openSharePreview() {
    setSharePreview(
      sharePreviewOf(values, {
        postId: post?._id ?? newPostId,
        saved: post,
        imageSize,
        untitledTitle,
        now: new Date(),
      }),
    );
    setSharePreviewOpen(true);
  }

  /** docs/product.md section 4: Clear removes the draft and reloads the saved post, or blanks a new one. */
  function handleClear() {
    setError(null);
    void clear();
  }

  /** A sealed journal sends a shared post readable: said, and confirmed, first. */
  async function confirmResearchShare() {
    const isConfirmed = await confirm({
      title: t('sealedShare.title'),
      body: t('sealedShare.research'),
      confirmLabel: t('sealedShare.confirm'),
    });
    if (isConfirmed) setField('shareForResearch', true);
  }

  async function handleDelete() {
    if (!post) return;
    const isConfirmed = await confirm({
      title: t('form.deleteTitle'),
      body: t('form.deleteBody', { days: RESTORE_DAYS }),
      confirmLabel: t('form.deleteConfirm'),
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setError(null);
    deletePost.mutate(post._id, {
      onSuccess: () => {
        // The notification sits outside the router: its link navigates through the form's.
        const id = notifications.show({
          message: (
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t('form.deleted')}</Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  notifications.hide(id);
                  void navigate('/posts/deleted');
                }}
              >
                {t('list.recentlyDeleted')}
              </Anchor>
            </Stack>
          ),
        });
        leaveTo('/posts');
      },
      onError: showError,
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="lg" className={guidedClasses.form}>
        <GuidedFormIntro
          kicker={post ? t('form.editTitle') : t('form.newTitle')}
          title={type.title}
          titleId={titleId}
          purpose={type.purpose}
          showGuidance={showGuidance}
        />

        {restoredAt && (
          <DraftRestoredAlert
            restoredAt={restoredAt}
            isSaved={post !== null}
            emptyName={t('form.emptyName')}
          />
        )}

        <PostBasicsBlock
          values={values}
          setField={setField}
          imageSize={imageSize}
          onImageChange={changeImage}
          onUploadingChange={trackUpload}
        />

        {type.steps.map((step) => (
          <GuidedStep
            key={`${values.category}:${step.key}`}
            step={step}
            values={values}
            setField={setField}
            showHelper={showGuidance}
          />
        ))}

        <PostMoodBlock
          mood={values.mood}
          onChange={(mood) => setField('mood', mood)}
          inputRef={moodInput}
        />

        <PostSharingBlock
          shareForResearch={values.shareForResearch}
          shareForFeedback={values.shareForFeedback}
          isShareable={type.shareable}
          onChange={(patch) => {
            if (patch.shareForResearch === true && isSealed) void confirmResearchShare();
            else if (patch.shareForResearch !== undefined) {
              setField('shareForResearch', patch.shareForResearch);
            }
            // Off at once; on only through the preview's confirm button.
            if (patch.shareForFeedback === true) openSharePreview();
            if (patch.shareForFeedback === false) setField('shareForFeedback', false);
          }}
        />

        {error && (
          <SaveErrorAlert ref={errorAlert} title={t('form.notSaved')}>
            {error}
          </SaveErrorAlert>
        )}

        <div>
          <FormActions>
            <SaveButton isSaving={isSaving} disabled={isBusy || uploadsRunning > 0} />
            {draft.hasDraft && (
              <Button variant="default" onClick={handleClear} disabled={isBusy}>
                {isClearing ? t('form.clearing') : t('form.clear')}
              </Button>
            )}
            {post && (
              <DeleteButton
                isDeleting={deletePost.isPending}
                disabled={isBusy}
                onClick={() => void handleDelete()}
              />
            )}
          </FormActions>
          {draft.savedAt && <DraftKeptNote savedAt={draft.savedAt} />}
          {uploadsRunning > 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('form.waitingForUpload')}
            </Text>
          )}
        </div>
      </Stack>

      {sharePreview && (
        <SharePreviewDialog
          opened={isSharePreviewOpen}
          post={sharePreview}
          isSealed={isSealed}
          onConfirm={() => {
            setField('shareForFeedback', true);
            setSharePreviewOpen(false);
          }}
          onCancel={() => setSharePreviewOpen(false)}
        />
      )}
      {confirmDialog}
      {leaveConfirmation.dialog}
    </form>
  );
}
