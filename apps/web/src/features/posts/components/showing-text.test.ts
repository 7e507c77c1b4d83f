import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@/locales/en/index.ts';
import { es } from '@/locales/es/index.ts';
import { showingText } from './showing-text.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en, es }, defaultNS: 'common' });
});

const inLanguage = (language: 'en' | 'es') => {
  const format = new Intl.NumberFormat(language);
  return (page: number, shown: number, total: number) =>
    showingText(page, shown, total, i18next.getFixedT(language, 'posts'), (n) => format.format(n));
};

describe('the posts list status (docs/product.md, "Posts list")', () => {
  it('says which posts of how many, grouping digits as the language does', () => {
    const english = inLanguage('en');
    expect(english(1, 12, 30)).toBe('Showing 1-12 of 30 posts');
    expect(english(3, 6, 30)).toBe('Showing 25-30 of 30 posts');
    expect(english(1, 1, 1)).toBe('Showing 1 of 1 post');
    expect(english(1, 0, 0)).toBe('Showing 0 of 0 posts');
    expect(english(1, 12, 123_799)).toBe('Showing 1-12 of 123,799 posts');
    expect(english(100, 12, 123_799)).toBe('Showing 1,189-1,200 of 123,799 posts');
    const spanish = inLanguage('es');
    expect(spanish(1, 12, 123_799)).toBe('Mostrando 1-12 de 123.799 entradas');
    expect(spanish(1, 1, 1)).toBe('Mostrando 1 de 1 entrada');
  });
});
