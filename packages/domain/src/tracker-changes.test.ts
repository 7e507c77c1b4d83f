import { describe, expect, it } from 'vitest';
import { applyTrackerChanges, trackerChangesBetween } from './tracker-changes.ts';

const walk = { _id: 'a', title: 'Walk', dates: ['2026-05-01', '2026-05-02'] };
const read = { _id: 'b', title: 'Read', dates: [] as string[] };

describe('tracker saves kept as changes (offline)', () => {
  it('records the days marked and unmarked and a new title, only for trackers that changed', () => {
    const changes = trackerChangesBetween(
      [walk, read],
      [
        { ...walk, title: 'Walk far', dates: ['2026-05-02', '2026-05-03'] },
        { ...read, dates: [] },
      ],
    );
    expect(changes).toEqual([
      { _id: 'a', title: 'Walk far', added: ['2026-05-03'], removed: ['2026-05-01'] },
    ]);
  });

  it('keeps what another device saved meanwhile: both marks stay, the unmarked day goes', () => {
    const changes = trackerChangesBetween(
      [walk],
      [{ ...walk, dates: ['2026-05-02', '2026-05-04'] }],
    );
    const onServerNow = [{ ...walk, dates: ['2026-05-01', '2026-05-02', '2026-05-10'] }, read];
    expect(applyTrackerChanges(onServerNow, changes)).toEqual([
      { ...walk, dates: ['2026-05-02', '2026-05-04', '2026-05-10'] },
      read,
    ]);
  });

  it('leaves a title renamed elsewhere alone unless this save renamed it too', () => {
    const marked = trackerChangesBetween(
      [walk],
      [{ ...walk, dates: [...walk.dates, '2026-05-03'] }],
    );
    const renamedElsewhere = [{ ...walk, title: 'Morning walk' }];
    expect(applyTrackerChanges(renamedElsewhere, marked)[0]?.title).toBe('Morning walk');
    const renamed = trackerChangesBetween([walk], [{ ...walk, title: 'Evening walk' }]);
    expect(applyTrackerChanges(renamedElsewhere, renamed)[0]?.title).toBe('Evening walk');
  });

  it('changes nothing more when applied twice (a retried send)', () => {
    const changes = trackerChangesBetween(
      [walk],
      [{ ...walk, dates: ['2026-05-02', '2026-05-09'] }],
    );
    const once = applyTrackerChanges([walk, read], changes);
    expect(applyTrackerChanges(once, changes)).toEqual(once);
  });

  it('applies saves in order: a day marked, then unmarked, ends unmarked', () => {
    const first = trackerChangesBetween([read], [{ ...read, dates: ['2026-05-05'] }]);
    const second = trackerChangesBetween([{ ...read, dates: ['2026-05-05'] }], [read]);
    expect(applyTrackerChanges([read], [...first, ...second])).toEqual([read]);
  });

  it('drops a change to a tracker removed on another device, and returns unchanged trackers as they were', () => {
    const changes = trackerChangesBetween([walk], [{ ...walk, dates: [] }]);
    const after = applyTrackerChanges([read], changes);
    expect(after).toEqual([read]);
    expect(after[0]).toBe(read);
  });
});

describe('rest days, goals and pauses kept as changes', () => {
  const run = {
    _id: 'c',
    title: 'Run',
    dates: ['2026-05-01'],
    restDates: ['2026-05-02'],
    pauses: [] as { from: string; to: string | null }[],
    daysPerWeek: 7,
  };

  it('records rest days marked and unmarked, a new goal and new pauses', () => {
    const pauses = [{ from: '2026-05-10', to: null }];
    const [change] = trackerChangesBetween(
      [run],
      [{ ...run, dates: [], restDates: ['2026-05-01'], daysPerWeek: 3, pauses }],
    );
    expect(change).toEqual({
      _id: 'c',
      title: null,
      added: [],
      removed: ['2026-05-01'],
      restAdded: ['2026-05-01'],
      restRemoved: ['2026-05-02'],
      daysPerWeek: 3,
      pauses,
    });
    expect(applyTrackerChanges([run], change ? [change] : [])).toEqual([
      { ...run, dates: [], restDates: ['2026-05-01'], daysPerWeek: 3, pauses },
    ]);
  });

  it('keeps a day in one list: marked done here, made a rest day elsewhere, it is done', () => {
    const changes = trackerChangesBetween([run], [{ ...run, dates: ['2026-05-01', '2026-05-03'] }]);
    const elsewhere = [{ ...run, restDates: ['2026-05-02', '2026-05-03'] }];
    expect(applyTrackerChanges(elsewhere, changes)[0]).toMatchObject({
      dates: ['2026-05-01', '2026-05-03'],
      restDates: ['2026-05-02'],
    });
  });

  it('applies a change kept before rest days (no rest, goal or pause keys) as it was', () => {
    const old = { _id: 'c', title: null, added: ['2026-05-04'], removed: [] };
    expect(applyTrackerChanges([run], [old])).toEqual([
      { ...run, dates: ['2026-05-01', '2026-05-04'] },
    ]);
  });
});
