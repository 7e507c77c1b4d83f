import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@/locales/en/index.ts';
import { postDurationText } from './post-display.ts';

const minute = 60_000;
const created = '2026-01-01T10:00:00.000Z';
const after = (ms: number) => ({
  created,
  lastUpdate: new Date(Date.parse(created) + ms).toISOString(),
});

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en }, defaultNS: 'common' });
});

describe('how long a post was worked on (docs/product.md section 9)', () => {
  const duration = (ms: number) => postDurationText(after(ms), i18next.getFixedT('en', 'posts'));

  it('shows nothing up to 5 seconds', () => {
    expect(duration(0)).toBeNull();
    expect(duration(5000)).toBeNull();
    expect(duration(5001)).toBe('Written in less than a minute');
  });

  it('shows days, hours and minutes, leaving out zero parts', () => {
    expect(duration(minute)).toBe('Written over 1 minute');
    expect(duration(90 * minute)).toBe('Written over 1 hour 30 minutes');
    expect(duration((2 * 24 * 60 + 3 * 60 + 4) * minute)).toBe(
      'Written over 2 days 3 hours 4 minutes',
    );
    expect(duration(24 * 60 * minute)).toBe('Written over 1 day');
  });
});
