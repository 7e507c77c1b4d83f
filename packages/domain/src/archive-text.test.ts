import { describe, expect, it } from 'vitest';
import { markdownFileNames } from './archive-markdown.ts';
import { escapeHtml, startOfDayIn, summariseMoods } from './archive-report.ts';

describe("the report's days", () => {
  it('start at midnight in the time zone, summer time included', () => {
    expect(startOfDayIn('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfDayIn('2026-07-01', 'Europe/Lisbon').toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
    // New York moves its clocks on 8 March 2026 at 2 am: that day still starts at UTC-5.
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(startOfDayIn('2026-04-01', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
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
