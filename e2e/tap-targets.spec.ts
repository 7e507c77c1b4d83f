import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createPostThroughApi } from './support/posts.ts';

/*
 * On a phone every control in the top bar and the page is at least 44x44 CSS px: what a
 * finger can hit without hitting its neighbour (WCAG 2.5.5, Apple's and Google's guidance).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN_SIZE = 44;

interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * The controls under 44x44 in the banner and main. Left out, each for its reason:
 * - links within a sentence (in a paragraph, or a list item's text), whose size is the text's
 *   (WCAG 2.5.8 exempts inline targets);
 * - what nobody can reach: hidden, inert (the hero's other slides), or visually hidden (1 px);
 * - a checkbox or radio counts with its label, which takes the same tap;
 * - a link whose ::after is stretched over its card (the post cards' titles) counts as the
 *   card, which is where the tap lands.
 */
function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((minSize) => {
    const selector =
      'a[href], button, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"]';
    const scopes = [...document.querySelectorAll('header, main')];
    const found: SmallTarget[] = [];
    for (const element of scopes.flatMap((scope) => [...scope.querySelectorAll(selector)])) {
      if (!(element instanceof HTMLElement)) continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element instanceof HTMLAnchorElement) {
        const parent = element.parentElement;
        const inSentence =
          element.closest('p') !== null ||
          (parent?.tagName === 'LI' &&
            (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim());
        if (inSentence) continue;
      }
      let rect = element.getBoundingClientRect();
      const after = getComputedStyle(element, '::after');
      if (
        after.content !== 'none' &&
        after.position === 'absolute' &&
        after.inset === '0px' &&
        getComputedStyle(element).position === 'static' &&
        element.offsetParent
      ) {
        rect = element.offsetParent.getBoundingClientRect();
      }
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (element instanceof HTMLInputElement && element.labels) {
        for (const label of element.labels) {
          const box = label.getBoundingClientRect();
          const left = Math.min(rect.left, box.left);
          const top = Math.min(rect.top, box.top);
          rect = new DOMRect(
            left,
            top,
            Math.max(rect.right, box.right) - left,
            Math.max(rect.bottom, box.bottom) - top,
          );
        }
      }
      // Half a pixel for rounding of rem sizes.
      if (rect.width + 0.5 < minSize || rect.height + 0.5 < minSize) {
        const name =
          element.getAttribute('aria-label') ||
          element.textContent?.trim().slice(0, 40) ||
          element.outerHTML.slice(0, 80);
        found.push({ name, width: Math.round(rect.width), height: Math.round(rect.height) });
      }
    }
    // Targets grown past their room would cover each other: a tap would hit the wrong one.
    const boxes = [...document.querySelectorAll('header button, main button')]
      .filter((button) => button.checkVisibility() && !button.closest('[inert]'))
      .map((button) => ({ button, rect: button.getBoundingClientRect() }));
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        if (a.button.contains(b.button) || b.button.contains(a.button)) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 2) {
          found.push({
            name: `overlaps: ${a.button.getAttribute('aria-label') ?? a.button.textContent} / ${b.button.getAttribute('aria-label') ?? b.button.textContent}`,
            width: Math.round(across),
            height: Math.round(down),
          });
        }
      }
    }
    return found;
  }, MIN_SIZE);
}

/** Waits for the page and its data, then notes its small controls under its name. */
async function collectSmallTargets(
  page: Page,
  name: string,
  small: Record<string, SmallTarget[]>,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await smallTargets(page);
  if (found.length > 0) small[name] = found;
}

test('every control on the main signed-in pages is at least 44x44 on a phone', async ({
  page,
  email,
  login,
}) => {
  test.setTimeout(120_000);
  await login(page, email);
  const post = await createPostThroughApi(page, {
    category: 'anxiety',
    title: 'A big presentation',
    currentSituation: 'I present on Friday.',
    feelingsList: ['restless'],
    actionItems: [{ action: 'Rehearse twice', complete: false }],
  });

  await page.goto('/trackers');
  // The three trackers made on first opening, with their calendars.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  const small: Record<string, SmallTarget[]> = {};
  await collectSmallTargets(page, '/trackers', small);

  for (const path of [
    '/urnb',
    '/posts',
    `/posts/${post._id}`,
    '/feelings',
    '/insights',
    '/profile',
  ]) {
    await page.goto(path);
    await collectSmallTargets(page, path, small);
  }
  // Every page's, at once: one run names them all.
  expect(small).toEqual({});
});
