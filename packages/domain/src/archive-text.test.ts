import { describe, expect, it } from 'vitest';
import { markdownFileNames } from './archive-markdown.ts';
import { escapeHtml, reportPeriod, summariseMoods } from './archive-report.ts';

describe("the report's period", () => {
  const periodOf = (from: string, to: string, timeZone: string) => {
    const { from: start, before } = reportPeriod({ from, to, timeZone, categories: undefined });
    return [start.toISOString(), before.toISOString()];
  };

  it('runs from the first midnight to the midnight after the last day, summer time included', () => {
    expect(periodOf('2026-01-15', '2026-01-15', 'UTC')).toEqual([
      '2026-01-15T00:00:00.000Z',
      '2026-01-16T00:00:00.000Z',
    ]);
    expect(periodOf('2026-07-01', '2026-07-31', 'Europe/Lisbon')).toEqual([
      '2026-06-30T23:00:00.000Z',
      '2026-07-31T23:00:00.000Z',
    ]);
    // New York moves its clocks on 8 March 2026 at 2 am: that day still starts at UTC-5.
    expect(periodOf('2026-03-08', '2026-03-08', 'America/New_York')).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    expect(periodOf('2026-04-01', '2026-04-01', 'Asia/Kolkata')).toEqual([
      '2026-03-31T18:30:00.000Z',
      '2026-04-01T18:30:00.000Z',
    ]);
  });
});

describe('the mood summary', () => {
  it('counts moods in any case, most frequent first, and the posts without one', () => {
    expect(
      summariseMoods([{ mood: 'calm' }, { mood: 'Calm ' }, { mood: 'sad' }, { mood: '' }]),
    ).toEqual({
      moods: [
        { mood: 'calm', count: 2 },
        { mood: 'sad', count: 1 },
      ],
      withoutMood: 1,
    });
  });
});

describe('escaping', () => {
  it('turns markup into text', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('Markdown file names', () => {
  it('are the date and a slug of the title, unique within the archive', () => {
    const created = '2026-05-01T10:00:00.000Z';
    expect(
      markdownFileNames([
        { title: 'Crème brûlée, finally!', category: 'journal', created },
        { title: 'Crème Brûlée: finally', category: 'journal', created },
        { title: '¿?', category: 'anxiety', created },
        { title: '../../etc/passwd', category: 'journal', created },
      ]),
    ).toEqual([
      'posts/2026-05-01-creme-brulee-finally.md',
      'posts/2026-05-01-creme-brulee-finally-2.md',
      'posts/2026-05-01-anxiety.md',
      'posts/2026-05-01-etc-passwd.md',
    ]);
  });
});
