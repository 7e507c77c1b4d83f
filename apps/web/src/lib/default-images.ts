/*
 * Spec section 9: a default avatar and a default background are used when none is set.
 * Files in apps/web/public, served beside the app; SVG, so one small file is sharp at every
 * width and needs no srcset.
 */
export const DEFAULT_AVATAR_URL = '/images/default-avatar.svg';
export const DEFAULT_BACKGROUND_URL = '/images/default-background.svg';
