import { expect, type Locator, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = 'e2e/.output/screenshots';

/** The phone, the narrowest phone still common, and the desktop window. */
export const SCREEN_WIDTHS = [390, 360, 1280] as const;

/** Widths whose pictures are kept for people to look at; 360 is only checked. */
const CAPTURED_WIDTHS: ReadonlySet<number> = new Set([390, 1280]);

/**
 * Page is no wider than the window: nothing to scroll sideways to on a phone. Checked once the
 * layout has settled after a resize (a busy machine may lay out a frame late); on failure the
 * message names the elements that stick out.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widerThanWindow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  const deadline = Date.now() + 5_000;
  while ((await widerThanWindow()) && Date.now() < deadline) await page.waitForTimeout(100);
  const overflow = await page.evaluate(() => {
    const window = document.documentElement.clientWidth;
    const content = document.documentElement.scrollWidth;
    const name = (element: Element) => {
      const classes = [...element.classList].join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    const elements = [...document.querySelectorAll('body *')];
    // Boxes past the window's edge, then boxes whose content spills out though they end inside
    // it (text, a pseudo-element, a child's margin): the last of those in the page's order, as
    // a box nested in another comes after it and names the cause more closely.
    const past = elements
      .filter((element) => element.getBoundingClientRect().right > window)
      .map((element) => `${name(element)} ends at ${element.getBoundingClientRect().right}`);
    const spilling = elements
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth &&
          element.clientWidth > 0 &&
          getComputedStyle(element).overflowX === 'visible',
      )
      .map((element) => `${name(element)} holds ${element.scrollWidth} in ${element.clientWidth}`);
    const outside = [...past, ...spilling.slice(-5)].slice(0, 8);
    return { content, window, outside };
  });
  expect(
    overflow.content,
    `the page is wider than the window: ${overflow.outside.join('; ')}`,
  ).toBeLessThanOrEqual(overflow.window);
}

/** No word of the element's text is broken across two lines (a column squeezed to letters). */
export async function expectWordsWhole(element: Locator): Promise<void> {
  const broken = await element.evaluate((root) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) words.push(match[0]);
      }
    }
    return words;
  });
  expect(broken, 'words broken across lines').toEqual([]);
}

/**
 * Shows the page at each width of SCREEN_WIDTHS, checks that nothing scrolls sideways, and
 * saves a full-page picture at the phone and desktop widths as `<name>-<width>.png`.
 */
export async function checkAtScreenWidths(page: Page, name: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height });
    // From the top, so the sticky top bar is drawn where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSidewaysScroll(page);
    if (CAPTURED_WIDTHS.has(width)) {
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/${name}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
}
