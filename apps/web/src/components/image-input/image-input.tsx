import '@mantine/dropzone/styles.css';
import {
  ACCEPTED_IMAGE_MIME_TYPES,
  type ImageInfo,
  MAX_IMAGE_BYTES,
} from '@app/domain/images.schemas.ts';
import { Button, Group, Input, Loader, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconCamera, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import { uploadImage } from '@/api/images.ts';
import { uploadSealedPicture } from '@/api/sealed-pictures.ts';
import { PostPicture } from '@/components/post-picture.tsx';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import type { OpenJournal } from '@/lib/seal/journal-crypto.ts';
import { PictureRefusedError } from '@/lib/seal/picture-cut.ts';
import { cameraProblem, cameraStartupError } from './camera-support.ts';
import { base64ToBlob } from './crop-image.ts';
import type { ImageCrop } from './image-cropper-dialog.tsx';
import classes from './image-input.module.css';
import type { WebcamCapture } from './webcam-dialog.tsx';

export type { ImageCrop } from './image-cropper-dialog.tsx';

/*
 * The cropper and the camera arrive only when someone uses them: together they weigh more
 * than the rest of a form page. `cameraStartupError` is imported above on purpose, so it is
 * read before react-webcam loads (see camera-support.ts).
 */
const loadCropperDialog = () => import('./image-cropper-dialog.tsx');
const ImageCropperDialog = lazy(async () => ({
  default: (await loadCropperDialog()).ImageCropperDialog,
}));
const WebcamDialog = lazy(async () => ({
  default: (await import('./webcam-dialog.tsx')).WebcamDialog,
}));

/** What the input reports when an upload finishes: the stored image's id and size. */
export interface ImageInputValue {
  id: string;
  width: number;
  height: number;
}

interface ImageInputProps {
  label: string;
  description?: string;
  /** The stored image's id, or null when there is none. */
  value: string | null;
  onChange: (image: ImageInputValue | null) => void;
  /** The size of `value` when the caller knows it; lets the preview offer fitting widths. */
  valueSize?: { width: number | null; height: number | null } | null;
  /** When given, a picked file or a camera photo goes through the cropper before upload. */
  crop?: ImageCrop;
  /** What the app shows while this field is empty (a default avatar or background). */
  fallbackImageSrc?: string;
  /** Told when an upload starts and ends, so a form can hold its Save until the id is known. */
  onUploadingChange?: (isUploading: boolean) => void;
  /**
   * A sealed journal's post (decision 0073): the picture is cut and sealed on this device with
   * this journal before it is sent, and its preview is opened here.
   */
  sealWith?: OpenJournal | null;
  disabled?: boolean;
}

const ACCEPTED_TYPES: readonly string[] = ACCEPTED_IMAGE_MIME_TYPES;
const MAX_MEGABYTES = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/**
 * Checked before any upload: the same limits the server holds, said before the wait. An
 * unaccepted type says docs/product.md section 5's words, with what to do about it.
 */
function checkImageFile(file: File, t: TFunction<'imageInput'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return t('invalidType');
  if (file.size === 0) return t('empty');
  if (file.size > MAX_IMAGE_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return t('tooLarge', { megabytes, limit: MAX_MEGABYTES });
  }
  return null;
}

/** Refusals that would be the same on a second try; anything else offers "Try again". */
const FINAL_STATUSES = new Set([400, 401, 403, 413, 415, 422]);

function isWorthRetrying(error: unknown): boolean {
  return !(isApiRequestError(error) && FINAL_STATUSES.has(error.status));
}

function toJpegName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '') || 'image';
  return `${base}.jpg`;
}

interface PendingUpload {
  blob: Blob;
  fileName: string;
}

interface CropJob {
  source: string;
  fileName: string;
  /** Object URLs are released when the crop ends; data URLs need nothing. */
  isObjectUrl: boolean;
}

/**
 * docs/product.md section 2, "Image input": empty (a drop zone with Add Image and Camera), loading
 * (the stored image is on its way), uploading (with real progress) and has-image (a preview
 * with Remove Image). Problems show under the field and leave the current image in place.
 */
export function ImageInput({
  label,
  description,
  value,
  onChange,
  valueSize,
  crop,
  fallbackImageSrc,
  onUploadingChange,
  sealWith = null,
  disabled = false,
}: ImageInputProps) {
  const { t } = useTranslation(['imageInput', 'common']);
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const openFilePicker = useRef<() => void>(null);
  const uploadController = useRef<AbortController | null>(null);

  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState<PendingUpload | null>(null);
  const [cropJob, setCropJob] = useState<CropJob | null>(null);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const [lastUpload, setLastUpload] = useState<ImageInputValue | null>(null);
  const isUploading = progress !== null;

  // Leaving the page mid-upload cancels it rather than finishing into a form that is gone.
  useEffect(() => () => uploadController.current?.abort(), []);

  async function upload({ blob, fileName }: PendingUpload) {
    uploadController.current?.abort();
    const controller = new AbortController();
    uploadController.current = controller;
    setError(null);
    setRetry(null);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const options = { signal: controller.signal, onProgress: setProgress };
      const image: ImageInfo = sealWith
        ? await uploadSealedPicture(sealWith, blob, options)
        : await uploadImage(blob, fileName, options);
      const uploaded = { id: image._id, width: image.width, height: image.height };
      setLastUpload(uploaded);
      onChange(uploaded);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      if (cause instanceof PictureRefusedError) {
        setError(t(`sealRefused.${cause.reason}`));
        return;
      }
      setError(getErrorMessage(cause));
      if (isWorthRetrying(cause)) setRetry({ blob, fileName });
    } finally {
      if (uploadController.current === controller) {
        uploadController.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  }

  function handleFiles(files: FileWithPath[]) {
    const file = files[0];
    if (!file) return;
    const problem = checkImageFile(file, t);
    if (problem) {
      setError(problem);
      setRetry(null);
      return;
    }
    setError(null);
    if (crop) {
      setCropJob({
        source: URL.createObjectURL(file),
        fileName: toJpegName(file.name),
        isObjectUrl: true,
      });
    } else {
      void upload({ blob: file, fileName: file.name });
    }
  }

  function handleCameraSave(capture: WebcamCapture) {
    setIsCameraOpen(false);
    setError(null);
    const fileName = `camera-${Date.now()}.jpg`;
    if (crop) {
      setCropJob({ source: capture.dataUrl, fileName, isObjectUrl: false });
    } else {
      void upload({ blob: base64ToBlob(capture.base64, capture.mimeType), fileName });
    }
  }

  function endCrop() {
    if (cropJob?.isObjectUrl) URL.revokeObjectURL(cropJob.source);
    setCropJob(null);
  }

  function handleCropped(jpeg: Blob) {
    const fileName = cropJob?.fileName ?? 'image.jpg';
    endCrop();
    void upload({ blob: jpeg, fileName });
  }

  function handleAddImage() {
    // The file dialog takes a moment; fetch the cropper meanwhile so it opens at once.
    if (crop) void loadCropperDialog();
    openFilePicker.current?.();
  }

  const size = lastUpload?.id === value ? lastUpload : (valueSize ?? null);
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className={classes.fieldset} aria-describedby={describedBy || undefined}>
      <Input.Label component="legend" className={classes.legend}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={descriptionId} className={classes.pointerOnly}>
          {description}
        </Input.Description>
      )}
      <Stack gap="xs" mt={6}>
        {isUploading ? (
          <Stack gap="xs" className={classes.uploading} role="status">
            <Group justify="space-between" gap="sm">
              <Text size="sm" fw={500}>
                {sealWith && (progress ?? 0) < 0.5 ? t('sealing') : t('uploading')}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => uploadController.current?.abort()}
              >
                {t('common:cancel')}
              </Button>
            </Group>
            <Progress
              value={Math.round((progress ?? 0) * 100)}
              animated
              aria-label={t('uploadProgress')}
              transitionDuration={150}
            />
          </Stack>
        ) : value ? (
          <ImagePreview
            key={value}
            imageId={value}
            width={size?.width ?? null}
            height={size?.height ?? null}
            isRound={crop?.round ?? false}
            isSealed={sealWith !== null}
            label={label}
            disabled={disabled}
            onRemove={() => {
              setError(null);
              setRetry(null);
              onChange(null);
            }}
          />
        ) : (
          <Dropzone
            onDrop={() => undefined}
            onDropAny={(accepted, rejected) =>
              handleFiles([...accepted, ...rejected.map((rejection) => rejection.file)])
            }
            openRef={openFilePicker}
            accept={[...ACCEPTED_TYPES]}
            multiple={false}
            // The buttons open the picker; a click anywhere else in the zone should not.
            activateOnClick={false}
            activateOnKeyboard={false}
            enablePointerEvents
            // The hidden file input would be a second, unnamed "file upload" control for
            // screen readers; "Add Image" is the one to use.
            inputProps={{ 'aria-hidden': true }}
            disabled={disabled}
            className={classes.dropzone}
          >
            {/* On a touch screen nothing is dropped: only the buttons show, "Add a photo" first
                (docs/decisions/0065). */}
            <div className={classes.dropzoneContent}>
              {fallbackImageSrc ? (
                <img
                  src={fallbackImageSrc}
                  alt=""
                  className={`${classes.pointerOnly} ${
                    crop?.round
                      ? `${classes.fallbackThumb} ${classes.fallbackThumbRound}`
                      : classes.fallbackThumb
                  }`}
                  width={96}
                  height={64}
                />
              ) : (
                <IconPhotoPlus size={36} stroke={1.5} aria-hidden className={classes.pointerOnly} />
              )}
              <div className={classes.pointerOnly}>
                <Text fw={500}>{t('dropHere')}</Text>
                <Text size="sm" c="dimmed">
                  {t('accepted', { limit: MAX_MEGABYTES })}
                </Text>
              </div>
              <Group gap="sm" className={classes.dropzoneButtons}>
                <Button
                  size="sm"
                  leftSection={<IconPhotoPlus size={18} aria-hidden />}
                  onClick={handleAddImage}
                  disabled={disabled}
                >
                  <span className={classes.pointerOnly}>{t('addImage')}</span>
                  <span className={classes.touchOnly}>{t('addPhoto')}</span>
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconCamera size={18} aria-hidden />}
                  onClick={() => setIsCameraOpen(true)}
                  disabled={disabled}
                  title={cameraStartupError ? cameraProblem(cameraStartupError, t) : undefined}
                >
                  {t('camera')}
                </Button>
              </Group>
            </div>
          </Dropzone>
        )}
        {error && (
          <Group gap="xs" wrap="wrap" align="center">
            <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
              {error}
            </Text>
            {retry && !isUploading && (
              <Button variant="subtle" size="compact-sm" onClick={() => void upload(retry)}>
                {t('common:tryAgain')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Suspense fallback={null}>
        {cropJob && crop && (
          <ImageCropperDialog
            opened
            source={cropJob.source}
            crop={crop}
            onCancel={endCrop}
            onCrop={handleCropped}
          />
        )}
        {isCameraOpen && (
          <WebcamDialog opened onClose={() => setIsCameraOpen(false)} onSave={handleCameraSave} />
        )}
      </Suspense>
    </fieldset>
  );
}

interface ImagePreviewProps {
  imageId: string;
  width: number | null;
  height: number | null;
  isRound: boolean;
  /** A sealed journal's picture: it may be sealed, and then opens here. */
  isSealed: boolean;
  label: string;
  disabled: boolean;
  onRemove: () => void;
}

/** Keyed by the image id, so a new image starts over in the loading state. */
function ImagePreview({
  imageId,
  width,
  height,
  isRound,
  isSealed,
  label,
  disabled,
  onRemove,
}: ImagePreviewProps) {
  const { t } = useTranslation('imageInput');
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');

  return (
    <Stack gap="xs" align="flex-start">
      <div className={isRound ? `${classes.preview} ${classes.previewRound}` : classes.preview}>
        {isSealed ? (
          <PostPicture
            imageId={imageId}
            width={width}
            height={height}
            alt={t('preview', { label })}
            sizes={isRound ? '160px' : '(min-width: 600px) 480px, 100vw'}
            widestCss={isRound ? 160 : 600}
            isOwn
            loading="eager"
            className={classes.previewImage}
            data-pending={status === 'loaded' ? undefined : ''}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('failed')}
            onUnavailable={() => setStatus('loaded')}
          />
        ) : (
          <ResponsiveImage
            imageId={imageId}
            width={width}
            height={height}
            alt={t('preview', { label })}
            sizes={isRound ? '160px' : '(min-width: 600px) 480px, 100vw'}
            loading="eager"
            className={classes.previewImage}
            data-pending={status === 'loaded' ? undefined : ''}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('failed')}
          />
        )}
        {status === 'loading' && (
          <div className={classes.previewStatus} role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('loadingImage')}</Text>
          </div>
        )}
        {status === 'failed' && (
          <div className={classes.previewStatus} role="alert">
            <Text size="sm" c="var(--mantine-color-error)" px="sm" ta="center">
              {t('couldNotLoad')}
            </Text>
          </div>
        )}
      </div>
      <Button
        variant="default"
        size="sm"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={onRemove}
        disabled={disabled}
      >
        {t('removeImage')}
      </Button>
    </Stack>
  );
}
