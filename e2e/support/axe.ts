import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the product's promise. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until nothing moves: a modal fading in or a slide sliding would be checked
 * half-drawn, and axe measures contrast on what is painted at that moment. Endless
 * animations (a spinner, a skeleton's pulse) never settle and are left out.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * The WCAG A and AA rules whose outcome depends on colours: all that can change when the same
 * page is drawn in the other colour scheme. The app's schemes differ in CSS colours only (no
 * element is shown, hidden or labelled per scheme), so the structural rules would find again
 * what the first scheme's run found.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core over the whole page (or `include`, a selector) with the WCAG A and AA rules
 * (or only `rules`) and fails with one line per problem: the rule, what it says and where.
 */
export async function expectNoAxeViolations(
  page: Page,
  { label, include, rules }: { label?: string; include?: string; rules?: string[] } = {},
): Promise<void> {
  await waitForStillness(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  if (rules) builder = builder.withRules(rules);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const problems = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}` +
        `\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
    ),
  );
  const where = label ?? new URL(page.url()).pathname;
  // Soft: a page with problems does not hide the problems of the pages after it.
  expect.soft(problems, `axe found WCAG A/AA problems on ${where}`).toEqual([]);
}
