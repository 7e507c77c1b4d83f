/**
 * The dashboard's hero as the server draws it into the page it sends for /urnb (decisions
 * 0025, 0043): the person's name and background, so the largest thing on the page paints with
 * the HTML instead of after the app's JavaScript. The web app keeps drawing it from the same
 * data (the root's data-hero) until its own dashboard replaces it.
 */
export interface HomeHero {
  /** As the dashboard greets them (getUserDisplayName). */
  name: string;
  /** Their background image, or null for the default picture. */
  picture: { imageId: string; width: number | null; height: number | null } | null;
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
