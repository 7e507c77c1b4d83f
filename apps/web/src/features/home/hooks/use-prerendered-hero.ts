import { type HomeHero, parseHomeHero } from '@app/domain/home-hero.ts';

/** The hero the server drew into the page this tab opened on, until the dashboard draws its own. */
let prerenderedHero: HomeHero | null = null;

/**
 * Keeps the hero the server drew into /urnb (decision 0025), read from the page before the
 * app's first render replaces it, so the app can go on drawing it while the dashboard's code
 * and data arrive rather than let it blink out.
 */
export function rememberPrerenderedHero(root: HTMLElement): void {
  prerenderedHero = parseHomeHero(root.querySelector<HTMLElement>('[data-hero]')?.dataset.hero);
}

/** The dashboard drew its own hero, or the person turned out to be signed out: never again. */
export function forgetPrerenderedHero(): void {
  prerenderedHero = null;
}

/**
 * The hero the server drew, while the app is still on /urnb and has not drawn its own. Read
 * from the address rather than the router's location: the router's hook here would split the
 * router into a chunk of its own, more JavaScript for the login page.
 */
export function usePrerenderedHero(): HomeHero | null {
  return prerenderedHero && window.location.pathname === '/urnb' ? prerenderedHero : null;
}
