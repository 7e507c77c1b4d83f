import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, firstSupportedLanguage } from './languages.ts';

describe('firstSupportedLanguage', () => {
  it('takes the first tag whose language we have, region or not', () => {
    expect(firstSupportedLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(firstSupportedLanguage(['EN-gb'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(firstSupportedLanguage(['fr', 'de'])).toBe('en');
    expect(firstSupportedLanguage([])).toBe('en');
  });
});

describe('acceptLanguageTags', () => {
  it('orders by weight, then by place', () => {
    expect(acceptLanguageTags('fr;q=0.5, es;q=0.8, en-US, de')).toEqual([
      'en-US',
      'de',
      'es',
      'fr',
    ]);
  });

  it('drops refused languages, the wildcard and nonsense', () => {
    expect(acceptLanguageTags('en;q=0, *, es;q=abc, ,es-ES;q=0.3')).toEqual(['es-ES']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('feeds firstSupportedLanguage as a browser would', () => {
    expect(firstSupportedLanguage(acceptLanguageTags('es-ES,es;q=0.9,en;q=0.8'))).toBe('es');
    expect(firstSupportedLanguage(acceptLanguageTags('en;q=0.4, es-AR;q=0.6'))).toBe('es');
  });
});
