import fs from 'node:fs';
import path from 'node:path';
import { HOME_HERO_PLACEHOLDERS, type HomeHero, homePageFile } from '@app/domain/home-hero.ts';
import { imageFallbackUrl, imageSrcSet } from '@app/domain/image-urls.ts';
import { LANGUAGES, type Language } from '@app/domain/languages.ts';

/** Text made safe for HTML, inside an element or an attribute's double quotes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const { data, name, imageId, width, height } = HOME_HERO_PLACEHOLDERS;

/** The placeholders' text in the template with a picture, as the build's React wrote them. */
const pictureMarks = {
  src: `"${imageFallbackUrl(imageId, width)}"`,
  srcSet: `"${imageSrcSet(imageId, width)}"`,
  width: ` width="${width}"`,
  height: ` height="${height}"`,
};

/** Replaces `mark` by `value`, taken as it is (no `$` patterns). */
function fill(template: string, mark: string, value: string): string {
  return template.replaceAll(mark, () => value);
}

/**
 * /urnb drawn for a signed-in person (decision 0025): the build's templates (apps/web/build.ts,
 * a shell with the dashboard's hero holding HOME_HERO_PLACEHOLDERS, one with the default picture
 * and one with a person's own, per language), filled in with the person's name and picture.
 * Null when the build made none (an older build): the plain shell is sent then.
 */
export function loadHomePages(webDist: string) {
  const templates = new Map<string, string>();
  for (const language of LANGUAGES) {
    for (const withPicture of [false, true]) {
      const file = homePageFile(language, withPicture);
      const filePath = path.join(webDist, file);
      if (!fs.existsSync(filePath)) return null;
      const template = fs.readFileSync(filePath, 'utf8');
      // A template that does not hold every placeholder would send one person's page half
      // filled: refused at start-up instead.
      const marks = [`"${data}"`, name, ...(withPicture ? Object.values(pictureMarks) : [])];
      const missing = marks.filter((mark) => !template.includes(mark));
      if (missing.length > 0) {
        throw new Error(`${file} lacks ${missing.join(', ')}: apps/web/build.ts and this disagree`);
      }
      templates.set(file, template);
    }
  }

  return function homePage(language: Language, hero: HomeHero): string {
    const file = homePageFile(language, hero.picture !== null);
    let page = templates.get(file) as string;
    // Each value escaped, so none can hold a later placeholder, which are all quoted.
    page = fill(page, name, escapeHtml(hero.name));
    page = fill(page, `"${data}"`, `"${escapeHtml(JSON.stringify(hero))}"`);
    const { picture } = hero;
    if (picture) {
      const id = escapeHtml(picture.imageId);
      page = fill(page, pictureMarks.src, `"${imageFallbackUrl(id, picture.width)}"`);
      page = fill(page, pictureMarks.srcSet, `"${imageSrcSet(id, picture.width)}"`);
      page = fill(page, pictureMarks.width, picture.width ? ` width="${picture.width}"` : '');
      const heightAttribute = picture.height ? ` height="${picture.height}"` : '';
      page = fill(page, pictureMarks.height, heightAttribute);
    }
    return page;
  };
}
