import type { Language } from './languages.ts';

/**
 * The dashboard's hero as the server draws it into the page it sends for /urnb (decision
 * 0025): the person's name and background, so the largest thing on the page paints with the
 * HTML instead of after the app's JavaScript. The web app keeps drawing it from the same data
 * until its own dashboard replaces it.
 */
export interface HomeHero {
  /** As the dashboard greets them (getUserDisplayName). */
  name: string;
  /** Their background image, or null for the default picture. */
  picture: { imageId: string; width: number | null; height: number | null } | null;
}

/**
 * What the build writes into the /urnb pages in place of a person's hero, and the server
 * replaces (apps/api/src/plugins/home-pages.ts). The width and height are numbers no image has,
 * wider than every width variant, so the template's srcset names them all.
 */
export const HOME_HERO_PLACEHOLDERS = {
  /** The root's data-hero attribute: the HomeHero as JSON. */
  data: '__HOME_HERO_DATA__',
  name: '__HOME_HERO_NAME__',
  imageId: '__HOME_HERO_IMAGE__',
  width: 99991,
  height: 99992,
} as const;

/** The prerendered /urnb page in `language`, with the default picture or with a person's own. */
export function homePageFile(language: Language, withPicture: boolean): string {
  return `home${withPicture ? '-picture' : ''}.${language}.html`;
}

/** The hero the server wrote into the page, or null when it is missing or not a HomeHero. */
export function parseHomeHero(json: string | undefined): HomeHero | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<HomeHero> | null;
    if (typeof value?.name !== 'string') return null;
    const picture = value.picture;
    if (picture === null) return { name: value.name, picture: null };
    if (typeof picture?.imageId !== 'string') return null;
    const size = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null);
    return {
      name: value.name,
      picture: {
        imageId: picture.imageId,
        width: size(picture.width),
        height: size(picture.height),
      },
    };
  } catch {
    return null;
  }
}
