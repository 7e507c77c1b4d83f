import type { TFunction } from 'i18next';

/*
 * Read once, when the image input first loads and before react-webcam ever does: react-webcam
 * fills in a navigator.mediaDevices.getUserMedia of its own when the browser has none (on a
 * plain-http page, say), which would hide the missing camera API behind a vaguer message.
 */

const NO_USER_MEDIA_MESSAGE = 'Cannot read UserMedia from MediaDevices.';
const NO_ENUMERATE_DEVICES_MESSAGE = 'enumerateDevices() not supported.';

/** Why this browser cannot start a camera at all (docs/product.md section 8), or null when it can. */
function detectCameraStartupError(): string | null {
  if (typeof navigator === 'undefined') return NO_USER_MEDIA_MESSAGE;
  // Typed as always present, but browsers leave it out on pages that are not secure.
  const devices: Partial<MediaDevices> | undefined = navigator.mediaDevices;
  if (typeof devices?.getUserMedia !== 'function') return NO_USER_MEDIA_MESSAGE;
  if (typeof devices.enumerateDevices !== 'function') return NO_ENUMERATE_DEVICES_MESSAGE;
  return null;
}

export const cameraStartupError: string | null = detectCameraStartupError();

/** This app's own start-up problems (above) in the active language. */
export function cameraProblem(problem: string, t: TFunction<'imageInput'>): string {
  if (problem === NO_USER_MEDIA_MESSAGE) return t('webcam.noUserMedia');
  if (problem === NO_ENUMERATE_DEVICES_MESSAGE) return t('webcam.noEnumerateDevices');
  return problem;
}
