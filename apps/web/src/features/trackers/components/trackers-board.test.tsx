import {
  type HabitTracker,
  saveTrackersRequestSchema,
  trackersResponseSchema,
} from '@app/domain/trackers.schemas.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { TrackersBoard } from './trackers-board.tsx';

const EVERY_DAY = { restDates: [], pauses: [], daysPerWeek: 7, sealedTitle: null };
const trackers: HabitTracker[] = trackersResponseSchema.parse({
  data: [
    // 2026-03-12 is after the test's today: marked before the server refused such days.
    {
      _id: '00000000-0000-4000-8000-0000000000b1',
      title: 'Walk',
      dates: ['2026-03-02', '2026-03-12'],
      ...EVERY_DAY,
    },
    { _id: '00000000-0000-4000-8000-0000000000b2', title: 'Read', dates: [], ...EVERY_DAY },
  ],
}).data;

function renderBoard() {
  return renderInApp(<TrackersBoard trackers={trackers} waitingCount={0} />, {
    path: '/trackers',
    user: aPerson(),
  });
}

describe('the habit trackers board', () => {
  beforeEach(() => {
    // The calendars open on today's month: 10 March 2026 here.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves only the trackers that changed, with their days in order', async () => {
    fakeApi.on('PUT', '/habit-trackers', ({ body }) => {
      const sent = saveTrackersRequestSchema.parse(body);
      const data = trackers.map(
        (tracker) => sent.find((each) => each._id === tracker._id) ?? tracker,
      );
      return answer(trackersResponseSchema, { data });
    });
    const screen = await renderBoard();
    const walk = screen.getByRole('article', { name: 'Walk' });
    const save = screen.getByRole('button', { name: 'Save', exact: true });
    await expect.element(save).toBeDisabled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Every change is saved.');

    await walk.getByRole('button', { name: 'Wednesday, March 4, 2026', exact: true }).click();
    await walk.getByRole('button', { name: 'Tuesday, March 3, 2026', exact: true }).click();
    await expect.element(walk.getByText('Unsaved changes')).toBeVisible();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('One tracker has changes that are not saved yet.');
    await save.click();

    await expect.element(screen.getByText('Your habit trackers are saved.')).toBeVisible();
    // The day after today is not sent; the browser's time zone is, to say which days those are.
    expect(fakeApi.bodyOf('PUT', '/habit-trackers', saveTrackersRequestSchema)).toEqual([
      {
        _id: trackers[0]?._id,
        title: 'Walk',
        // An open journal's title goes plain.
        sealedTitle: null,
        dates: ['2026-03-02', '2026-03-03', '2026-03-04'],
        restDates: [],
        pauses: [],
        daysPerWeek: 7,
      },
    ]);
    expect(fakeApi.calls('PUT', '/habit-trackers')[0]?.query.get('tz')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('cannot mark a day after today, nor open a later month', async () => {
    const screen = await renderBoard();
    const read = screen.getByRole('article', { name: 'Read' });
    const tomorrow = read.getByRole('button', { name: 'Wednesday, March 11, 2026', exact: true });
    await expect.element(tomorrow).toBeDisabled();
    await expect.element(read.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  });

  it('cycles a day done, rest, clear, saying each in its name, and counts the round as no change', async () => {
    const screen = await renderBoard();
    const read = screen.getByRole('article', { name: 'Read' });
    const day = read.getByRole('button', { name: /^Monday, March 9, 2026/ });
    await day.click();
    await expect.element(day).toHaveAccessibleName('Monday, March 9, 2026, done');
    await expect.element(day).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    await day.click();
    await expect.element(day).toHaveAccessibleName('Monday, March 9, 2026, rest day');
    await expect.element(day).toHaveAttribute('aria-pressed', 'false');
    await expect.element(day).toHaveAttribute('data-state', 'rest');
    await day.click();
    await expect.element(day).toHaveAccessibleName('Monday, March 9, 2026');
    await expect.element(day).toHaveAttribute('aria-pressed', 'false');
    await expect.element(read.getByText('Unsaved changes')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Every change is saved.');
  });

  it('saves rest days, a weekly goal and a pause, and shows the streak kept by a rest day', async () => {
    fakeApi.on('PUT', '/habit-trackers', ({ body }) => {
      const sent = saveTrackersRequestSchema.parse(body);
      const data = trackers.map(
        (tracker) => sent.find((each) => each._id === tracker._id) ?? tracker,
      );
      return answer(trackersResponseSchema, { data });
    });
    const screen = await renderBoard();
    const read = screen.getByRole('article', { name: 'Read' });
    const press = (name: string, times: number) => async () => {
      const day = read.getByRole('button', { name: new RegExp(`^${name}`) });
      for (let i = 0; i < times; i++) await day.click();
    };
    await press('Saturday, March 7, 2026', 1)();
    await press('Sunday, March 8, 2026', 2)();
    await press('Monday, March 9, 2026', 1)();
    // 7 and 9 March done, 8 March rest: a streak of two days, the rest day neither counting nor breaking.
    await expect.element(read.getByText('2 days').first()).toBeVisible();
    await expect.element(read.getByText('2 of the last 13 days done.')).toBeVisible();

    await read.getByRole('combobox', { name: 'Goal' }).selectOptions('3');
    await expect.element(read.getByText('This week: 1 of 3 days.')).toBeVisible();

    await read.getByRole('button', { name: 'Pause Read' }).click();
    await screen.getByRole('menuitem', { name: 'Until I resume' }).click();
    await expect.element(read.getByText('Paused since March 10.')).toBeVisible();
    await expect
      .element(read.getByRole('button', { name: /^Tuesday, March 10, 2026/ }))
      .toHaveAccessibleName('Tuesday, March 10, 2026, paused');

    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(screen.getByText('Your habit trackers are saved.')).toBeVisible();
    expect(fakeApi.bodyOf('PUT', '/habit-trackers', saveTrackersRequestSchema)).toEqual([
      {
        _id: trackers[1]?._id,
        title: 'Read',
        sealedTitle: null,
        dates: ['2026-03-07', '2026-03-09'],
        restDates: ['2026-03-08'],
        pauses: [{ from: '2026-03-10', to: null }],
        daysPerWeek: 3,
      },
    ]);
  });

  it('lifts a pause begun today whole with Resume', async () => {
    const screen = await renderBoard();
    const walk = screen.getByRole('article', { name: 'Walk' });
    await walk.getByRole('button', { name: 'Pause Walk' }).click();
    await screen.getByRole('menuitem', { name: 'For one week' }).click();
    await expect.element(walk.getByText('Paused from March 10 to March 16.')).toBeVisible();
    await walk.getByRole('button', { name: 'Resume Walk' }).click();
    await expect.element(walk.getByRole('button', { name: 'Pause Walk' })).toBeVisible();
    // Back as it was: nothing to save.
    await expect.element(screen.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  });
});
