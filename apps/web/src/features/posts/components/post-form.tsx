import { POST_TYPES, type PostCategory } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ConfirmDialog, useConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { ImageInputValue } from '@/components/image-input/image-input.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { deleteImage } from '@/lib/delete-image.ts';
import { postPath } from '@/lib/post-display.ts';
import {
  emptyPostFormValues,
  formValuesToPostInput,
  isMoodTooLong,
  isSamePostContent,
  type PostFormValues,
  type PostImageSize,
  postToFormValues,
} from '@/lib/post-form-values.ts';
import { useCreatePost } from '../api/create-post.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useSaveVerboseMode } from '../api/save-verbose-mode.ts';
import { useUpdatePost } from '../api/update-post.ts';
import { postDraftKey, readPostDraft, usePostDraft } from '../hooks/use-post-draft.ts';
import { PostBasicsBlock } from './post-basics-block.tsx';
import classes from './post-form.module.css';
import { PostMoodBlock } from './post-mood-block.tsx';
import { PostSharingBlock } from './post-sharing-block.tsx';
import { PostStepBlock, type SetPostField } from './post-step-block.tsx';

function imageSizeOf(post: Post | null): PostImageSize | null {
  return post?.image ? { width: post.imageWidth, height: post.imageHeight } : null;
}

/** The time alone today; a draft kept in a tab left open overnight also says its day. */
function formatDraftTime(date: Date): string {
  const when = dayjs(date);
  return when.isSame(dayjs(), 'day') ? when.format('h:mm A') : when.format('ddd, MMM D, h:mm A');
}

export interface PostFormProps {
  /** The saved post; null for a new one. */
  post: Post | null;
  /** A new post's category (from `?category=`); ignored for a saved post. */
  initialCategory: PostCategory;
  /** Fetches the saved post afresh, for Clear; null for a new post. */
  reloadPost: (() => Promise<Post>) | null;
}

/**
 * Spec "Post form": the basics, the category's guided steps, the mood, sharing, and Save,
 * Clear and Delete; with a draft in session storage (spec section 4 "Drafts").
 */
export function PostForm({ post, initialCategory, reloadPost }: PostFormProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const saveVerboseMode = useSaveVerboseMode();
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
  const [error, setError] = useState<string | null>(null);
  const [isClearing, setIsClearing] = useState(false);
  const moodInput = useRef<HTMLInputElement>(null);
  const errorAlert = useRef<HTMLDivElement>(null);

  const isDirty = !isSamePostContent(values, baseline);
  const draft = usePostDraft({
    key: draftKey,
    restoredAt: initialDraft?.savedAt ?? null,
    content: { values, imageSize },
    isDirty,
  });

  /*
   * Leaving removes the draft (spec section 4), so leaving with unsaved words asks first.
   * A reload or a closed tab is not asked about: the draft keeps the words for those.
   */
  const isLeavingOnPurpose = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeavingOnPurpose.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  const type = POST_TYPES[values.category];
  const showGuidance = user?.verboseMode ?? true;
  const isSaving = createPost.isPending || updatePost.isPending;
  const isBusy = isSaving || deletePost.isPending || isClearing;

  const setField: SetPostField = useCallback((field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  }, []);

  function leaveTo(path: string) {
    draft.removeDraft();
    isLeavingOnPurpose.current = true;
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

  function showError(message: string) {
    setError(message);
    // The alert sits by the buttons; on a phone the person may have scrolled past it.
    requestAnimationFrame(() => errorAlert.current?.scrollIntoView({ block: 'nearest' }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || uploadsRunning > 0) return;
    if (isMoodTooLong(values.mood)) {
      moodInput.current?.focus();
      return;
    }
    setError(null);
    const body = formValuesToPostInput(values);
    const onSuccess = (saved: Post) => {
      notifications.show({ color: 'green', message: 'Your post is saved.' });
      leaveTo(postPath(saved));
    };
    // Everything written stays in the form (and in the draft) for another try.
    const onError = (cause: unknown) => showError(getErrorMessage(cause));
    if (post) updatePost.mutate({ postId: post._id, body }, { onSuccess, onError });
    else createPost.mutate(body, { onSuccess, onError });
  }

  /** Spec section 4: Clear removes the draft and reloads the saved post, or blanks a new one. */
  async function handleClear() {
    setError(null);
    let saved: Post | null = null;
    if (post && reloadPost) {
      setIsClearing(true);
      try {
        saved = await reloadPost();
      } catch (cause) {
        showError(getErrorMessage(cause));
        return;
      } finally {
        setIsClearing(false);
      }
    }
    discardUnsavedImage(values.image === saved?.image ? null : values.image);
    draft.removeDraft();
    setRestoredAt(null);
    setValues(saved ? postToFormValues(saved) : emptyPostFormValues(initialCategory));
    setImageSize(imageSizeOf(saved));
  }

  async function handleDelete() {
    if (!post) return;
    const isConfirmed = await confirm({
      title: 'Delete this post?',
      body: 'It disappears from your posts, and from the community if you shared it. You cannot undo this.',
      confirmLabel: 'Delete post',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setError(null);
    deletePost.mutate(post._id, {
      onSuccess: () => {
        notifications.show({ message: 'Your post is deleted.' });
        leaveTo('/posts');
      },
      onError: (cause) => showError(getErrorMessage(cause)),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {post ? 'Edit post' : 'New post'}
          </Text>
          <Title order={1} id={titleId} mt={2}>
            {type.title}
          </Title>
          <Text mt="xs" size="lg">
            {type.purpose}
          </Text>
          <Checkbox
            mt="md"
            label="Show guidance"
            description="Coaching under each step. Your choice is remembered."
            checked={showGuidance}
            onChange={(event) => saveVerboseMode.mutate(event.currentTarget.checked)}
          />
        </div>

        {restoredAt && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconHistory aria-hidden />}
            title="Draft restored"
            role="status"
          >
            We brought back what you wrote at {formatDraftTime(restoredAt)}, before it was saved.
            Clear goes back to {post ? 'the saved version' : 'an empty post'}.
          </Alert>
        )}

        <PostBasicsBlock
          values={values}
          setField={setField}
          imageSize={imageSize}
          onImageChange={changeImage}
          onUploadingChange={trackUpload}
        />

        {type.steps.map((step) => (
          <PostStepBlock
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
            if (patch.shareForResearch !== undefined) {
              setField('shareForResearch', patch.shareForResearch);
            }
            if (patch.shareForFeedback !== undefined) {
              setField('shareForFeedback', patch.shareForFeedback);
            }
          }}
        />

        {error && (
          <Alert
            ref={errorAlert}
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title="Your post was not saved"
            role="alert"
          >
            {error}
          </Alert>
        )}

        <div>
          <div className={classes.actions}>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              disabled={isBusy || uploadsRunning > 0}
            >
              {isSaving ? 'Saving...' : 'Save'}
            </Button>
            {draft.hasDraft && (
              <Button variant="default" onClick={() => void handleClear()} disabled={isBusy}>
                {isClearing ? 'Clearing...' : 'Clear'}
              </Button>
            )}
            {post && (
              <Button
                variant="subtle"
                color="red"
                className={classes.deleteButton}
                onClick={() => void handleDelete()}
                disabled={isBusy}
              >
                {deletePost.isPending ? 'Deleting...' : 'Delete'}
              </Button>
            )}
          </div>
          {draft.savedAt && (
            <Text size="sm" c="dimmed" mt="xs">
              Draft kept in this tab at {formatDraftTime(draft.savedAt)}.
            </Text>
          )}
          {uploadsRunning > 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              Save waits for the image to finish uploading.
            </Text>
          )}
        </div>
      </Stack>

      {confirmDialog}
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title="Leave without saving?"
        body="What you wrote since the last save will be lost. To keep it, stay and press Save."
        confirmLabel="Leave"
        cancelLabel="Stay"
        isDestructive
        onConfirm={() => {
          discardUnsavedImage(values.image);
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  );
}
