import { POST_TYPES } from '@app/domain/post-types.ts';
import { describe, expect, it } from 'vitest';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { DashboardLinks } from './dashboard-links.tsx';

describe('the guided exercises on the dashboard', () => {
  it('say what each exercise is for and about how long it takes, named by the exercise alone', async () => {
    const screen = await renderInApp(
      <DashboardLinks identityId={null} hasCurrentExcitement={false} />,
      { path: '/urnb', user: aPerson() },
    );
    const exercises = screen.getByRole('navigation', { name: 'Guided exercises' });
    const anxiety = exercises.getByRole('link', { name: 'Anxiety', exact: true });
    await expect.element(anxiety).toHaveAttribute('href', '/posts/new?category=anxiety');
    await expect
      .element(anxiety)
      .toHaveAccessibleDescription(
        `Look at a worry plainly and choose a calmer story about ${POST_TYPES.anxiety.minutes} min`,
      );
    await expect
      .element(exercises.getByRole('link', { name: 'Daily Intention', exact: true }))
      .toHaveAccessibleDescription('Set the tone of your day about 5 min');
    // Every exercise says both, in its description.
    const links = exercises.getByRole('link').elements();
    expect(links).toHaveLength(13);
    for (const link of links) {
      const about = document.getElementById(link.getAttribute('aria-describedby') ?? '');
      expect(about?.textContent).toMatch(/^\w.+ about \d+ min$/);
    }
  });

  it('speak Spanish', async () => {
    const screen = await renderInApp(
      <DashboardLinks identityId={null} hasCurrentExcitement={false} />,
      { path: '/urnb', user: aPerson(), language: 'es' },
    );
    await expect
      .element(screen.getByRole('link', { name: 'Diario', exact: true }))
      .toHaveAccessibleDescription('Escribe libremente y despeja la mente unos 5 min');
  });
});
