import { firstSupportedLanguage, isLanguage, type Language } from '@app/domain/languages.ts';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en/index.ts';

/**
 * The person's choice on this device (the profile's Language select); unset: the browser's.
 * public/before-paint.js reads it too.
 */
const LANGUAGE_STORAGE_KEY = 'inner-compass-language';

/** Each language in itself (the Language select), the same whatever language is active. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The profile's choice on this device, null for "follow the browser". */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be blocked (private modes, policies): the browser's language then.
    return null;
  }
}

/** The browser's languages; none where there is no browser (the server's render). */
const navigatorLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/** The first of the browser's languages we have ("es-MX" gives "es"), else English. */
function browserLanguage(tags: readonly string[] = navigatorLanguages()): Language {
  return firstSupportedLanguage(tags);
}

/**
 * The locale dates and numbers are written in: the browser's own tag when it is in the active
 * language (en-GB writes 21 Nov, en-US Nov 21), else the language alone.
 */
export function formattingLocale(
  language: string,
  tags: readonly string[] = navigatorLanguages(),
): string {
  return tags.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}

/** The language the interface is shown in now: what the server writes messages in for us. */
export function activeLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

function chosenLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/*
 * English, which every language falls back to, is in the entry (en/index.ts: the texts of the
 * shell and the first pages); Spanish is its own chunk, fetched only by people who read it.
 */
async function loadResources(language: Language) {
  if (language === 'es') return (await import('@/locales/es/index.ts')).es;
  return en;
}

async function ensureLoaded(language: Language) {
  if (i18next.hasResourceBundle(language, 'common')) return;
  const resources = await loadResources(language);
  for (const [namespace, messages] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, messages);
  }
}

/**
 * The routes' namespace files, a chunk each: locales/<language>/routes/<namespace, in
 * kebab-case>.ts (`postPages` in post-pages.ts), as every file's name is.
 */
const namespaceFiles = import.meta.glob<Record<string, ResourceKey>>('../../locales/*/routes/*.ts');

/**
 * The namespaces of en/index.ts's LazyMessages: fetched when a component first calls
 * useTranslation('<namespace>') (it suspends until then: routes sit in Suspense), in the
 * active language and in English behind it.
 */
const routeNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const file = namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const load = namespaceFiles[`../../locales/${language}/routes/${file}.ts`];
    if (!load) {
      callback(new Error(`no texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module[namespace] ?? {}),
      (error: Error) => callback(error, false),
    );
  },
};

function followLanguage(language: Language) {
  document.documentElement.lang = language;
  // The API writes its refusals in English; other languages show them by code (src/api/client.ts).
  if (language !== 'en') void i18next.loadNamespaces('errors');
}

/** i18next in `language`, with the entry's texts; the server's render (document.tsx) starts it this way too. */
export async function initI18n(language: Language): Promise<void> {
  await i18next
    .use(routeNamespaces)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      ns: Object.keys(en),
      defaultNS: 'common',
      // The entry's namespaces given here; the backend fetches only the routes' ones.
      resources: language === 'en' ? { en } : { en, [language]: await loadResources(language) },
      partialBundledLanguages: true,
      // React escapes what it renders; escaping here too would show "&amp;".
      interpolation: { escapeValue: false },
    });
}

/** Another language's texts fetched if need be, then shown. */
export async function switchLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
}

/** Before the first render, so no page flashes in the wrong language. */
export async function startI18n(): Promise<void> {
  const language = chosenLanguage();
  await initI18n(language);
  followLanguage(language);
}

/** The profile's Language select: remembered on this device, applied at once. */
export async function chooseLanguage(language: Language | null): Promise<void> {
  try {
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  const next = language ?? browserLanguage();
  await switchLanguage(next);
  followLanguage(next);
}

export { i18next };
