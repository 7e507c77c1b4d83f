import { POST_TYPES } from '@app/domain/post-types.ts';
import type { Page } from '@playwright/test';
import { allEn as en } from '../apps/web/src/locales/en/all.ts';
import { allEs as es } from '../apps/web/src/locales/es/all.ts';
import { expect, skipFirstRun, test } from './support/fixtures.ts';
import { createPostsThroughApi, createPostThroughApi } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

type Tree = { [key: string]: string | Tree };

/** [key path, English, Spanish] for every text of the resources. */
function leaves(english: Tree, spanish: Tree, prefix = ''): [string, string, string][] {
  return Object.entries(english).flatMap(([key, value]) => {
    const other = spanish[key];
    if (typeof value === 'string') return [[`${prefix}${key}`, value, String(other)]];
    return leaves(value, other as Tree, `${prefix}${key}.`);
  });
}

/*
 * The English texts a Spanish page must not show: each English value that Spanish says
 * differently, cut at its placeholders ({{name}}) and markup (<link>) into the pieces a page
 * would show verbatim. Pieces under four letters ("of", "Post") could be part of anything.
 */
const ENGLISH_PIECES = [
  ...new Set(
    leaves(en, es as unknown as Tree)
      .filter(([, english, spanish]) => english !== spanish)
      .flatMap(([, english]) => english.split(/\{\{[^}]*\}\}|<\/?\w+>/))
      .map((piece) => piece.trim().replace(/^[:,.]\s*|[:,.]$/g, ''))
      .filter((piece) => piece.replace(/[^A-Za-z]/g, '').length >= 4),
  ),
];

/**
 * English words Spanish never uses, for texts written into components rather than the
 * resources (which ENGLISH_PIECES cannot know of).
 */
const ENGLISH_WORDS = ['the', 'your', 'you', 'and', 'with', 'this', 'optional', 'not', 'what'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the page shows and says: visible text, plus names and hints only assistive tech reads. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)),
      )
      .filter(Boolean);
    const hidden = [...document.querySelectorAll('.mantine-VisuallyHidden-root')].map(
      (element) => element.textContent,
    );
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden markup.
    return [document.title, document.body.innerText, ...attributes, ...hidden].join('\n');
  });
}

async function expectNoEnglish(page: Page, where: string): Promise<void> {
  // The person's e-mail address is theirs, and these tests' addresses hold English words; the
  // apps the import reads keep their names in every language.
  const words = (await pageWords(page))
    .replace(/\S+@\S+/g, '')
    .replaceAll('Loop Habit Tracker', '');
  // Whole words only: Spanish "Manifestar" is not English "Manifest".
  const wholeWord = (piece: string, flags: string) =>
    new RegExp(`(?<!\\p{L})${escapeRegExp(piece)}(?!\\p{L})`, flags).test(words);
  const found = [
    ...ENGLISH_PIECES.filter((piece) => wholeWord(piece, 'u')),
    ...ENGLISH_WORDS.filter((word) => wholeWord(word, 'iu')),
  ];
  expect(found, `English on ${where}`).toEqual([]);
}

test.describe('languages', () => {
  test('the English category names are the domain’s', () => {
    for (const [category, label] of Object.entries(en.categories.label)) {
      expect(label).toBe(POST_TYPES[category as keyof typeof POST_TYPES].label);
    }
  });

  test.describe('a browser in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test('shows the main pages in Spanish, and English once chosen on the profile', async ({
      page,
      email,
      mailbox,
    }) => {
      // A long journey through many pages: more than the usual 45 s on a busy machine.
      test.setTimeout(90_000);
      expect(ENGLISH_PIECES.length, 'the list of English texts to look for').toBeGreaterThan(100);

      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { name: 'Zona de clientes', level: 1 })).toBeVisible();
      await expectNoEnglish(page, '/login');

      // Signing in, in Spanish.
      const after = await mailbox.mark();
      await page.getByLabel('Móvil o correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page).toHaveURL(/\/enter-code\?/);
      await expect(page.getByRole('heading', { name: 'Escribe tu código' })).toBeVisible();
      await expect(page.getByText('Vale durante 10 minutos.')).toBeVisible();
      await expectNoEnglish(page, '/enter-code');
      const code = await mailbox.waitForCode(email, { after });
      // The code comes in the page's language.
      const mail = await mailbox.waitForMail(email, { after });
      expect(mail.subject).toBe('Tu código para entrar en Inner Compass');
      expect(mail.text).toContain(`Tu código para entrar:\n\n${code}\n`);
      // The server refuses in English; the page says it in Spanish, by the refusal's code.
      await page.getByLabel('Código de verificación').fill(code === '000000' ? '111111' : '000000');
      await expect(page.getByText(/^Ese código no es correcto o ha caducado/)).toBeVisible();
      await expectNoEnglish(page, '/enter-code after a wrong code');
      await expect(page.getByLabel('Código de verificación')).toBeFocused();
      await page.keyboard.type(code);

      // A new account's first run, in Spanish, skipped.
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(
        page.getByRole('heading', { name: 'Te damos la bienvenida a Inner Compass' }),
      ).toBeVisible();
      await expectNoEnglish(page, '/welcome');
      await skipFirstRun(page, 'Omitir la bienvenida');
      await expect(page).toHaveURL(/\/urnb$/);
      await expect(page.getByRole('heading', { name: 'Tu panel', level: 1 })).toBeVisible();
      await expect(page.getByText(/^Mostrando 0 de 0 entradas$/)).toBeVisible();
      // The footer's counts are asked for when it shows.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('site-stats')).toContainText(/\d persona/);
      await expectNoEnglish(page, '/urnb');

      // Cards: the category, the date and the stand-in title in Spanish (the titles written
      // here are the person's own words, in Spanish; a question gets no default title from
      // the server, whose default titles are English, decision 21).
      await createPostsThroughApi(page, [
        { category: 'journal', title: 'Un día tranquilo' },
        { category: 'question', title: '' },
      ]);
      await page.reload();
      await expect(page.getByText(/^Mostrando 1-2 de 2 entradas$/)).toBeVisible();
      const cards = page.getByRole('list', { name: 'Entradas' }).getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Título provisional');
      await expect(cards.first()).toContainText('Pregunta');
      await expect(cards.last()).toContainText('Diario');
      await expect(cards.first().locator('time')).toHaveText(
        /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de \w+ de \d{4}/,
      );
      await expectNoEnglish(page, '/urnb with posts');
      await checkAtScreenWidths(page, 'languages-es-urnb');

      // Feelings: the log, its counts and the relative times.
      await page.getByRole('link', { name: 'Emociones', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Emociones', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Aún no hay nada' })).toBeVisible();
      await expectNoEnglish(page, '/feelings, empty');
      await page.getByLabel('¿Cómo te sientes?').fill('tranquila');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText('Guardado «tranquila».')).toBeVisible();
      await expect(page.getByText('De 1 emoción registrada.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Recientes' }).locator('time')).toHaveText(
        /^hace /,
      );
      await page.getByRole('button', { name: 'Vaciar' }).click();
      await expect(page.getByRole('dialog', { name: '¿Vaciar tus emociones?' })).toBeVisible();
      await expectNoEnglish(page, '/feelings and its dialog');
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.goto('/urnb');

      // Pages whose texts come with their route (a namespace fetched on first use).
      await page.goto('/coffee');
      await expect(page.getByRole('heading', { name: 'Café', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'invitar al equipo a un café' })).toBeVisible();
      await expectNoEnglish(page, '/coffee');
      await page.goto('/no-such-page');
      await expect(
        page.getByRole('heading', { name: 'Página no encontrada', level: 1 }),
      ).toBeVisible();
      await expectNoEnglish(page, 'a page that does not exist');
      await page.goto('/urnb');

      // The account menu.
      await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
      await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
      await expectNoEnglish(page, 'the account menu');
      await page.getByRole('menuitem', { name: 'Perfil' }).click();

      await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
      // The account pages' sidebar (the profile's other sections are not translated yet).
      await expect(page.getByRole('navigation', { name: 'Cuenta' })).toHaveText(
        /^Perfil\s*Facturación\s*Facturas\s*Cerrar sesión$/,
      );
      await checkAtScreenWidths(page, 'languages-es-profile');

      // English, chosen on the profile: applied at once and remembered.
      await page.getByRole('combobox', { name: 'Idioma' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
      await page.goto('/urnb');
      await expect(page.getByRole('heading', { name: 'Your dashboard', level: 1 })).toBeVisible();

      // Automatic follows the browser again: Spanish.
      await page.goto('/profile');
      await page.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'Automatic (browser)' }).click();
      await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });

    test('every main page of a signed-in person reads in Spanish', async ({
      page,
      email,
      mailbox,
    }) => {
      // Fifteen pages, each at three widths.
      test.setTimeout(180_000);
      // Signed in through the Spanish login page (the login fixture reads the English one).
      await page.goto('/login');
      const after = await mailbox.mark();
      await page.getByLabel('Móvil o correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      const code = await mailbox.waitForCode(email, { after });
      await page.getByLabel('Código de verificación').click();
      await page.keyboard.type(code);
      await skipFirstRun(page, 'Omitir la bienvenida');
      await expect(page).toHaveURL(/\/urnb$/);
      const post = await createPostThroughApi(page, {
        category: 'relabel',
        title: 'Una creencia vieja',
        negativeBeliefs: ['No sé hacerlo'],
      });
      /**
       * Opens `path`, waits for its heading and for anything still loading, then looks for
       * English, and at phone and desktop widths (Spanish runs longer than English).
       */
      const look = async (path: string, heading: string | RegExp) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByText('Cargando', { exact: false })).toHaveCount(0);
        await expectNoEnglish(page, path);
        await checkAtScreenWidths(
          page,
          `languages-es${path.replace(post._id, 'post').replace(/[/?=&]+/g, '-')}`,
        );
      };
      await look('/posts', 'Tus entradas');
      await look(`/posts/${post._id}`, 'Una creencia vieja');
      await look('/posts/new?category=relabel', /./);
      await look('/search?q=creencia', 'Busca en tus publicaciones');
      await look('/trackers', /./);
      await look('/daily-intention', /./);
      await look('/excitement-start', /./);
      await look('/identity', /./);
      // The identity the server starts with reads in Spanish until the person changes it.
      await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Cómo me defino');
      await expect(page.getByRole('textbox', { name: 'Así soy yo' })).toHaveValue('Así soy yo...');
      // Saved with the starter untouched, it is still not the person's own: "Who Are You?" stays.
      await page.getByRole('textbox', { name: 'Estado de ánimo' }).fill('tranquila');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Tu identidad está guardada.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Cómo me defino');
      await page.goto('/urnb');
      // The habits slide comes first here, so the show is taken to "Who Are You?" rather than
      // waited for (a slide stays 8 s).
      const hero = page.getByTestId('dashboard-hero');
      await hero.getByRole('button', { name: /^Diapositiva \d: ¿Quién eres\?$/ }).click();
      await expect(hero.getByRole('heading', { name: '¿Quién eres?' })).toBeVisible();
      await look('/insights', /./);
      await look('/challenge', /./);
      await look('/billing', 'Facturación');
      await look('/invoices', 'Facturas');
      await look('/profile', 'Perfil');
      await look('/delete-account', 'Eliminar tu cuenta');
      await look('/privacy', 'Privacidad');
    });
  });
});
