import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '@/test/render.tsx';
import { TabBar } from './tab-bar.tsx';

const TABS = [
  ['Home', '/urnb'],
  ['Posts', '/posts'],
  ['Feelings', '/feelings'],
  ['Habits', '/trackers'],
  ['Insights', '/insights'],
] as const;

describe('the tab bar', () => {
  // A phone's width: from Mantine's `sm` up the bar is hidden.
  beforeAll(() => page.viewport(390, 844));
  afterAll(() => page.viewport(1280, 800));

  it('names its five tabs with visible labels and marks the open one as the current page', async () => {
    const screen = await renderInApp(<TabBar />, { path: '/feelings' });
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    await expect.element(bar).toBeInTheDocument();
    const links = bar.getByRole('link');
    expect(links.elements()).toHaveLength(TABS.length);
    for (const [name, href] of TABS) {
      const tab = bar.getByRole('link', { name, exact: true });
      await expect.element(tab).toHaveAttribute('href', href);
      await expect.element(tab.getByText(name, { exact: true })).toBeVisible();
      if (href === '/feelings') await expect.element(tab).toHaveAttribute('aria-current', 'page');
      else await expect.element(tab).not.toHaveAttribute('aria-current');
    }
  });

  it('keeps Posts current on a post and its form, and moves with the person', async () => {
    const screen = await renderInApp(<TabBar />, { path: '/posts/new?category=journal' });
    const posts = screen.getByRole('link', { name: 'Posts' });
    await expect.element(posts).toHaveAttribute('aria-current', 'page');
    await screen.getByRole('link', { name: 'Habits' }).click();
    expect(screen.router.state.location.pathname).toBe('/trackers');
    await expect
      .element(screen.getByRole('link', { name: 'Habits' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(posts).not.toHaveAttribute('aria-current');
  });

  it('has tap targets at least 44 px tall, and speaks Spanish', async () => {
    const screen = await renderInApp(<TabBar />, { path: '/urnb', language: 'es' });
    await expect.element(screen.getByRole('navigation', { name: 'Secciones' })).toBeInTheDocument();
    for (const name of ['Inicio', 'Entradas', 'Emociones', 'Hábitos', 'Evolución']) {
      const tab = screen.getByRole('link', { name, exact: true });
      expect(tab.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect
      .element(screen.getByRole('link', { name: 'Inicio' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('is hidden on a desktop', async () => {
    await page.viewport(1280, 800);
    const screen = await renderInApp(<TabBar />, { path: '/urnb' });
    await expect.element(screen.getByRole('navigation', { includeHidden: true })).not.toBeVisible();
  });
});
