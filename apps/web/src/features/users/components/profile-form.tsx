import { AVATAR_WIDTH } from '@app/domain/images.schemas.ts';
import { USER_NAME_MAX_LENGTH } from '@app/domain/limits.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { Alert, Button, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { deleteImage } from '@/api/images.ts';
import { useUpdateCurrentUser } from '@/api/users.ts';
import {
  type ImageCrop,
  ImageInput,
  type ImageInputValue,
} from '@/components/image-input/image-input.tsx';
import { DEFAULT_AVATAR_URL, DEFAULT_BACKGROUND_URL } from '@/lib/default-images.ts';

/** docs/product.md section 2 "Profile": square, round guide, 400 px wide JPEG. */
const AVATAR_CROP: ImageCrop = { aspect: 1, round: true, outputWidth: AVATAR_WIDTH };

/*
 * The background is not cropped: the dashboard hero is nearly square on a phone (400 px
 * tall) and a wide strip on a desktop (350 px tall), and it covers itself from the centre.
 * Any fixed crop would cut away what one of the two needs; the whole picture serves both.
 */

interface FormImage {
  id: string;
  width: number | null;
  height: number | null;
}

function toFormImage(
  id: string | null,
  width: number | null,
  height: number | null,
): FormImage | null {
  return id ? { id, width, height } : null;
}

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'common']);
  const updateUser = useUpdateCurrentUser();
  const [name, setName] = useState(user.name);
  const [avatar, setAvatar] = useState(() =>
    toFormImage(user.image, user.imageWidth, user.imageHeight),
  );
  const [background, setBackground] = useState(() =>
    toFormImage(user.backgroundImage, user.backgroundImageWidth, user.backgroundImageHeight),
  );
  const [uploadsRunning, setUploadsRunning] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const isSaving = updateUser.isPending;

  /**
   * An upload that is replaced or removed before any save is referenced by nothing: delete it
   * now rather than leave it stored. The saved image stays until a save replaces it, which
   * the server then deletes itself, so leaving without saving loses nothing.
   */
  function discardUnsaved(previous: FormImage | null, savedId: string | null) {
    if (previous && previous.id !== savedId) {
      // Best effort: a failure leaves one unused image behind, not worth troubling anyone.
      deleteImage(previous.id).catch(() => undefined);
    }
  }

  function changeAvatar(image: ImageInputValue | null) {
    discardUnsaved(avatar, user.image);
    setAvatar(image);
    setError(null);
  }

  function changeBackground(image: ImageInputValue | null) {
    discardUnsaved(background, user.backgroundImage);
    setBackground(image);
    setError(null);
  }

  function trackUpload(isUploading: boolean) {
    setUploadsRunning((count) => Math.max(0, count + (isUploading ? 1 : -1)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving || uploadsRunning > 0) return;
    setError(null);
    updateUser.mutate(
      {
        name: name.trim(),
        image: avatar?.id ?? null,
        backgroundImage: background?.id ?? null,
      },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          notifications.show({ color: 'green', message: t('saved') });
        },
        // Everything typed and uploaded stays in the form for another try.
        onError: (cause) => setError(getErrorMessage(cause)),
      },
    );
  }

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          {error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('notSaved')}>
              {error}
            </Alert>
          )}
          <TextInput
            label={t('name')}
            description={t('nameDescription')}
            name="name"
            autoComplete="name"
            maxLength={USER_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            disabled={isSaving}
          />
          <ImageInput
            label={t('avatar')}
            description={t('avatarDescription')}
            value={avatar?.id ?? null}
            valueSize={avatar}
            onChange={changeAvatar}
            crop={AVATAR_CROP}
            fallbackImageSrc={DEFAULT_AVATAR_URL}
            onUploadingChange={trackUpload}
            disabled={isSaving}
          />
          <ImageInput
            label={t('background')}
            description={t('backgroundDescription')}
            value={background?.id ?? null}
            valueSize={background}
            onChange={changeBackground}
            fallbackImageSrc={DEFAULT_BACKGROUND_URL}
            onUploadingChange={trackUpload}
            disabled={isSaving}
          />
          <Button
            type="submit"
            disabled={isSaving || uploadsRunning > 0}
            style={{ alignSelf: 'flex-start' }}
          >
            {isSaving ? t('common:saving') : t('common:save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
