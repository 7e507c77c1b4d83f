import { describe, expect, it } from 'vitest';
import {
  instantOfLocalTime,
  isKnownTimeZone,
  localDateOf,
  nextCalendarDay,
  nextOccurrenceAfter,
} from './local-time.ts';

describe('instantOfLocalTime', () => {
  it('is 06:30Z in Paris winter and 05:30Z in summer for 07:30 local', () => {
    expect(instantOfLocalTime('2026-03-28', '07:30', 'Europe/Paris').toISOString()).toBe(
      '2026-03-28T06:30:00.000Z',
    );
    expect(instantOfLocalTime('2026-03-29', '07:30', 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T05:30:00.000Z',
    );
    expect(instantOfLocalTime('2026-10-25', '07:30', 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T06:30:00.000Z',
    );
  });

  it('moves a time in the spring-forward gap past the jump', () => {
    // 02:30 does not exist in Paris on 2026-03-29: the clock goes from 02:00 to 03:00.
    expect(instantOfLocalTime('2026-03-29', '02:30', 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of a time that happens twice when the clock falls back', () => {
    // 02:30 happens at 00:30Z (summer time) and again at 01:30Z on 2026-10-25.
    expect(instantOfLocalTime('2026-10-25', '02:30', 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('handles zones east of UTC across the date line and half-hour offsets', () => {
    expect(instantOfLocalTime('2026-06-01', '07:00', 'Pacific/Auckland').toISOString()).toBe(
      '2026-05-31T19:00:00.000Z',
    );
    expect(instantOfLocalTime('2026-06-01', '07:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T01:30:00.000Z',
    );
    expect(instantOfLocalTime('2026-06-01', '07:00', 'UTC').toISOString()).toBe(
      '2026-06-01T07:00:00.000Z',
    );
  });
});

describe('localDateOf and nextCalendarDay', () => {
  it('gives the day in the zone, not in UTC', () => {
    expect(localDateOf(new Date('2026-05-31T23:30:00Z'), 'Europe/Paris')).toBe('2026-06-01');
    expect(localDateOf(new Date('2026-06-01T03:00:00Z'), 'America/New_York')).toBe('2026-05-31');
  });
  it('rolls over months and leap years', () => {
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('nextOccurrenceAfter', () => {
  it("is today's time while it is still ahead, otherwise tomorrow's", () => {
    const zone = 'Europe/Paris';
    expect(nextOccurrenceAfter(new Date('2026-03-28T06:00:00Z'), '07:30', zone).toISOString()).toBe(
      '2026-03-28T06:30:00.000Z',
    );
    // Exactly at the occurrence: the next one is tomorrow's, already in summer time.
    expect(nextOccurrenceAfter(new Date('2026-03-28T06:30:00Z'), '07:30', zone).toISOString()).toBe(
      '2026-03-29T05:30:00.000Z',
    );
    expect(nextOccurrenceAfter(new Date('2026-10-24T05:30:00Z'), '07:30', zone).toISOString()).toBe(
      '2026-10-25T06:30:00.000Z',
    );
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA names and refuses the rest', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone('Europe/Paris; drop table')).toBe(false);
  });
});
