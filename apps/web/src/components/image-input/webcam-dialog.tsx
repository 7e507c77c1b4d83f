import { WEBCAM_HEIGHT, WEBCAM_JPEG_QUALITY, WEBCAM_WIDTH } from '@app/domain/images.schemas.ts';
import { Alert, Box, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Webcam from 'react-webcam';
import { cameraProblem, cameraStartupError } from './camera-support.ts';
import classes from './image-input.module.css';

/** What a capture yields (docs/product.md section 2, "Webcam dialog"). */
export interface WebcamCapture {
  dataUrl: string;
  /** The image bytes alone, without the `data:...;base64,` prefix. */
  base64: string;
  mimeType: string;
}

const SCREENSHOT_FORMAT = 'image/jpeg';

/** docs/product.md section 9: 640x480, the rear camera where there is one (a phone), JPEG at 0.92. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: WEBCAM_WIDTH,
  height: WEBCAM_HEIGHT,
  facingMode: 'environment',
};

interface WebcamDialogProps {
  opened: boolean;
  onClose: () => void;
  onSave: (capture: WebcamCapture) => void;
}

export function WebcamDialog({ opened, onClose, onSave }: WebcamDialogProps) {
  const { t } = useTranslation('imageInput');
  return (
    <Modal opened={opened} onClose={onClose} title={t('webcam.title')} size="lg" centered>
      {/* Mounted only while open: closing unmounts the camera, which turns its light off. */}
      {opened && <WebcamDialogBody onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function toCapture(dataUrl: string): WebcamCapture {
  const [header = '', base64 = ''] = dataUrl.split(',', 2);
  const mimeType = /^data:([^;,]+)/.exec(header)?.[1] ?? SCREENSHOT_FORMAT;
  return { dataUrl, base64, mimeType };
}

/** The device's own words for a start-up failure: "Permission denied", "Device in use"... */
function describeUserMediaError(error: string | DOMException, t: TFunction<'imageInput'>): string {
  if (typeof error === 'string') return cameraProblem(error, t) || t('webcam.couldNotStart');
  return error.message || error.name || t('webcam.couldNotStart');
}

function WebcamDialogBody({ onClose, onSave }: Omit<WebcamDialogProps, 'opened'>) {
  const { t } = useTranslation(['imageInput', 'common']);
  const webcamRef = useRef<Webcam>(null);
  const [capture, setCapture] = useState<WebcamCapture | null>(null);
  const [isStreaming, setIsStreaming] = useState(false);
  const [error, setError] = useState<string | null>(cameraStartupError);
  const [captureProblem, setCaptureProblem] = useState<string | null>(null);

  function handleCapture() {
    const dataUrl = webcamRef.current?.getScreenshot();
    if (!dataUrl) {
      setCaptureProblem(t('webcam.notYet'));
      return;
    }
    setCaptureProblem(null);
    setCapture(toCapture(dataUrl));
  }

  function handleRetake() {
    setCapture(null);
    setIsStreaming(false);
  }

  if (error) {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('webcam.didNotStart')}>
          {cameraProblem(error, t)}
        </Alert>
        <Group justify="flex-end">
          <Button size="sm" variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (capture) {
    return (
      <Stack gap="md">
        <img
          src={capture.dataUrl}
          alt={t('webcam.captured')}
          className={classes.cameraFrame}
          width={WEBCAM_WIDTH}
          height={WEBCAM_HEIGHT}
        />
        {/* A size smaller than the app's buttons: all three share one row in a phone's dialog. */}
        <Group justify="flex-end" gap="xs" wrap="nowrap">
          <Button size="sm" variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button size="sm" variant="light" onClick={handleRetake}>
            {t('webcam.retake')}
          </Button>
          <Button size="sm" onClick={() => onSave(capture)}>
            {t('common:save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Box pos="relative">
        <Webcam
          ref={webcamRef}
          audio={false}
          width={WEBCAM_WIDTH}
          height={WEBCAM_HEIGHT}
          videoConstraints={VIDEO_CONSTRAINTS}
          screenshotFormat={SCREENSHOT_FORMAT}
          screenshotQuality={WEBCAM_JPEG_QUALITY}
          // The capture keeps the camera's full 640x480, not the size it shows at on a phone.
          forceScreenshotSourceSize
          className={classes.cameraFrame}
          aria-label={t('webcam.view')}
          // Not onUserMedia: the stream can exist a moment before its first frame, and a
          // capture then would be empty. The video element says when a frame is there.
          onLoadedData={() => setIsStreaming(true)}
          onUserMediaError={(cause) => setError(describeUserMediaError(cause, t))}
        />
        {!isStreaming && (
          <Center pos="absolute" inset={0} role="status">
            <Loader aria-label={t('webcam.starting')} />
          </Center>
        )}
      </Box>
      {captureProblem ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {captureProblem}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('webcam.holdStill')}
        </Text>
      )}
      <Group justify="flex-end" gap="xs" wrap="nowrap">
        <Button size="sm" variant="default" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button
          size="sm"
          onClick={handleCapture}
          disabled={!isStreaming}
          leftSection={<IconCamera size={18} aria-hidden />}
        >
          {t('webcam.capture')}
        </Button>
      </Group>
    </Stack>
  );
}
