import defaultBackgroundUrl from './default-background.svg';

/*
 * docs/product.md section 9: a default avatar and a default background are used when none is set. SVG,
 * so one small file is sharp at every width and needs no srcset. The avatar is a file in
 * apps/web/public, served beside the app. The background is the dashboard's largest picture
 * (what Lighthouse times as its LCP), so the build inlines it as a data: URL (under Vite's
 * 4 KB limit): it shows with the hero instead of one more request after it renders.
 */
export const DEFAULT_AVATAR_URL = '/images/default-avatar.svg';
export const DEFAULT_BACKGROUND_URL = defaultBackgroundUrl;
