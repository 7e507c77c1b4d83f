import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '@/test/render.tsx';
import { GuidanceText } from './guidance-text.tsx';

const COACHING =
  'Stay with the facts of this moment, not the what-ifs. Where are you, what is actually in front of you, and what set the worry off? Write it as a friend would see it.';

afterEach(() => page.viewport(1280, 800));

describe('guidance on a phone', () => {
  it('takes one line until More is pressed, by pointer or keyboard, and says so with aria-expanded', async () => {
    await page.viewport(390, 844);
    const screen = await renderInApp(<GuidanceText id="coaching">{COACHING}</GuidanceText>);
    const text = screen.getByText(COACHING);
    const more = screen.getByRole('button', { name: 'More' });
    await expect.element(more).toBeVisible();
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    await expect.element(more).toHaveAttribute('aria-controls', 'coaching');
    const oneLine = text.element().clientHeight;
    expect(text.element().scrollHeight).toBeGreaterThan(oneLine);
    expect(oneLine).toBeLessThan(40);

    await more.click();
    const less = screen.getByRole('button', { name: 'Less' });
    await expect.element(less).toHaveAttribute('aria-expanded', 'true');
    expect(text.element().clientHeight).toBeGreaterThan(oneLine * 2);

    // The keyboard folds it again.
    (less.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    expect(text.element().clientHeight).toBe(oneLine);
  });

  it('speaks Spanish', async () => {
    await page.viewport(390, 844);
    const screen = await renderInApp(<GuidanceText>{COACHING}</GuidanceText>, { language: 'es' });
    await expect.element(screen.getByRole('button', { name: 'Más' })).toBeVisible();
  });

  it('shows a short text whole, with no button to press', async () => {
    await page.viewport(390, 844);
    const screen = await renderInApp(<GuidanceText>Name each feeling.</GuidanceText>);
    await expect.element(screen.getByText('Name each feeling.')).toBeVisible();
    // Kept in the layout but hidden, from eyes and from screen readers alike.
    await expect.element(screen.getByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows the whole text on a wide screen, with no button', async () => {
    await page.viewport(1280, 800);
    const screen = await renderInApp(<GuidanceText>{COACHING}</GuidanceText>);
    const text = screen.getByText(COACHING);
    await expect.element(text).toBeVisible();
    expect(text.element().scrollHeight).toBe(text.element().clientHeight);
    await expect.element(screen.getByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
