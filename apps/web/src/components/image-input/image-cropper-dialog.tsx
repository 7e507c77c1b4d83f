import {
  CROPPER_KEYBOARD_STEP,
  CROPPER_LOAD_RETRIES,
  CROPPER_LOAD_RETRY_MS,
  CROPPER_MIN_SIZE_PX,
} from '@app/domain/images.schemas.ts';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { cropImageToJpeg } from './crop-image.ts';
import classes from './image-input.module.css';

/** How a picked image is cut before upload; the avatar's is `{ aspect: 1, round: true, outputWidth: 400 }`. */
export interface ImageCrop {
  /** Width divided by height; the crop always keeps it. */
  aspect: number;
  /** A round guide (for avatars); the file itself stays rectangular. */
  round?: boolean;
  /** The JPEG's width in pixels; the crop's own width when not given. */
  outputWidth?: number;
}

export interface ImageCropperDialogProps {
  opened: boolean;
  /** An object URL or data URL of the picked file or camera capture. */
  source: string | null;
  crop: ImageCrop;
  onCancel: () => void;
  onCrop: (jpeg: Blob) => void;
}

const MAX_ZOOM = 4;

/**
 * docs/product.md section 8: keeping the aspect ratio with a zero ratio raises an error. A crop config
 * is written by a developer, so a bad one should fail loudly, not produce a squashed image.
 */
export function assertKeepableAspect(aspect: number): void {
  if (!Number.isFinite(aspect) || aspect <= 0) {
    throw new Error(`The image cropper cannot keep an aspect ratio of ${aspect}.`);
  }
}

export function ImageCropperDialog({
  opened,
  source,
  crop,
  onCancel,
  onCrop,
}: ImageCropperDialogProps) {
  const { t } = useTranslation('imageInput');
  assertKeepableAspect(crop.aspect);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('crop.title')}
      size="lg"
      centered
      // A drag that ends outside the dialog must not throw the crop away.
      closeOnClickOutside={false}
    >
      {opened && source && (
        <CropperBody key={source} source={source} crop={crop} onCancel={onCancel} onCrop={onCrop} />
      )}
    </Modal>
  );
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; image: HTMLImageElement }
  | { status: 'failed' };

/**
 * Loads the picture before the cropper shows it, reporting a failure (docs/product.md section 8) when it
 * does not load, or when it loads without a size and still has none after 40 checks 50 ms
 * apart (some SVG-like or damaged files do that).
 */
function useLoadedImage(source: string): LoadState {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      let retries = 0;
      const checkSize = () => {
        if (isCancelled) return;
        if (image.naturalWidth > 0 && image.naturalHeight > 0) {
          setState({ status: 'ready', image });
        } else if (retries >= CROPPER_LOAD_RETRIES) {
          setState({ status: 'failed' });
        } else {
          retries += 1;
          timer = setTimeout(checkSize, CROPPER_LOAD_RETRY_MS);
        }
      };
      checkSize();
    };
    image.onerror = () => {
      if (!isCancelled) setState({ status: 'failed' });
    };
    image.src = source;
    return () => {
      isCancelled = true;
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [source]);

  return state;
}

/**
 * The most the slider may zoom in so that the crop never covers fewer than 20 source pixels
 * on its shorter side (docs/product.md section 9: minimum crop size).
 */
function getMaxZoom(image: HTMLImageElement, aspect: number): number {
  const { naturalWidth: width, naturalHeight: height } = image;
  const cropAtZoomOne =
    width / height >= aspect
      ? { width: height * aspect, height }
      : { width, height: width / aspect };
  const shorterSide = Math.min(cropAtZoomOne.width, cropAtZoomOne.height);
  return Math.max(1, Math.min(MAX_ZOOM, shorterSide / CROPPER_MIN_SIZE_PX));
}

interface CropperBodyProps {
  source: string;
  crop: ImageCrop;
  onCancel: () => void;
  onCrop: (jpeg: Blob) => void;
}

function CropperBody({ source, crop, onCancel, onCrop }: CropperBodyProps) {
  const { t } = useTranslation('imageInput');
  const loaded = useLoadedImage(source);

  if (loaded.status === 'loading') {
    return (
      <Center h={280} role="status">
        <Loader aria-label={t('crop.opening')} />
      </Center>
    );
  }
  if (loaded.status === 'failed') {
    return <CropFailure message={t('crop.couldNotOpen')} onCancel={onCancel} />;
  }
  const { naturalWidth, naturalHeight } = loaded.image;
  if (Math.min(naturalWidth, naturalHeight) < CROPPER_MIN_SIZE_PX) {
    return (
      <CropFailure message={t('crop.tooSmall', { min: CROPPER_MIN_SIZE_PX })} onCancel={onCancel} />
    );
  }
  return (
    <CropEditor
      image={loaded.image}
      source={source}
      crop={crop}
      onCancel={onCancel}
      onCrop={onCrop}
    />
  );
}

function CropFailure({ message, onCancel }: { message: string; onCancel: () => void }) {
  const { t } = useTranslation(['imageInput', 'common']);
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('crop.cannotCrop')}>
        {message}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

interface CropEditorProps extends CropperBodyProps {
  image: HTMLImageElement;
}

function CropEditor({ image, source, crop, onCancel, onCrop }: CropEditorProps) {
  const { t } = useTranslation(['imageInput', 'common']);
  const hintId = useId();
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [step, setStep] = useState(CROPPER_KEYBOARD_STEP);
  const [area, setArea] = useState<Area | null>(null);
  const [isCropping, setIsCropping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const maxZoom = getMaxZoom(image, crop.aspect);

  // docs/product.md section 9: digits 1 to 9 set how far one arrow-key press moves the image.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (/^[1-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      setStep(Number(event.key));
      event.preventDefault();
    }
  }

  async function handleConfirm() {
    if (!area || isCropping) return;
    if (area.width < CROPPER_MIN_SIZE_PX || area.height < CROPPER_MIN_SIZE_PX) {
      setError(t('crop.cropTooSmall', { min: CROPPER_MIN_SIZE_PX }));
      return;
    }
    setIsCropping(true);
    setError(null);
    try {
      onCrop(await cropImageToJpeg(image, area, crop.outputWidth));
    } catch (cause) {
      setError(getErrorMessage(cause));
      setIsCropping(false);
    }
  }

  return (
    <Stack gap="md">
      <Box className={classes.cropArea} onKeyDown={handleKeyDown}>
        <Cropper
          image={source}
          crop={position}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={crop.aspect}
          cropShape={crop.round ? 'round' : 'rect'}
          showGrid={!crop.round}
          keyboardStep={step}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropAreaChange={(_percentages, pixels) => setArea(pixels)}
          cropperProps={{ role: 'group', 'aria-label': t('crop.area'), 'aria-describedby': hintId }}
        />
      </Box>
      <Text id={hintId} size="sm" c="dimmed">
        {t('crop.hint', { step })}
      </Text>
      {maxZoom > 1 && (
        <div>
          <Text size="sm" fw={500} aria-hidden>
            {t('crop.zoom')}
          </Text>
          <Slider
            value={zoom}
            onChange={setZoom}
            min={1}
            max={maxZoom}
            step={0.01}
            label={(value) => `${value.toFixed(1)}x`}
            thumbLabel={t('crop.zoom')}
          />
        </div>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isCropping}>
          {t('common:cancel')}
        </Button>
        <Button onClick={() => void handleConfirm()} disabled={!area || isCropping}>
          {isCropping ? t('crop.cropping') : t('crop.use')}
        </Button>
      </Group>
    </Stack>
  );
}
