/*
 * Wall-clock times in IANA time zones with plain Intl (no library: these three functions are
 * all the reminders need, and Intl carries the time zone database the platform keeps current).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows this IANA time zone name ("Europe/Paris", "UTC"). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone)) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function wallClockAt(instant: Date, timeZone: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Paris in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(new Date(instant), timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a wall-clock time happens on a calendar day in a time zone. On the day a
 * clock jumps forward, a time in the gap (02:30 in Paris on the last Sunday of March) is
 * moved forward by the jump (03:30); on the day it falls back, a time that happens twice
 * takes the first. Temporal calls this "compatible".
 */
export function instantOfLocalTime(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Any transition near this day lies between these two offsets.
  const offsetBefore = offsetAt(wallAsUtc - DAY_MS, timeZone);
  const offsetAfter = offsetAt(wallAsUtc + DAY_MS, timeZone);
  const matches = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wallAsUtc - instant)
    .sort((a, b) => a - b);
  // No match: the time is in the gap; the offset from before the jump lands just past it.
  return new Date(matches[0] ?? wallAsUtc - offsetBefore);
}

/** The next calendar day after YYYY-MM-DD. */
export function nextCalendarDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The first instant strictly after `after` at which the zone's clock shows `time` (HH:MM). */
export function nextOccurrenceAfter(after: Date, time: string, timeZone: string): Date {
  let date = localDateOf(after, timeZone);
  // Today's occurrence if it is still ahead, otherwise tomorrow's (a gap day may need one more).
  for (let i = 0; i < 3; i++) {
    const candidate = instantOfLocalTime(date, time, timeZone);
    if (candidate.getTime() > after.getTime()) return candidate;
    date = nextCalendarDay(date);
  }
  return instantOfLocalTime(date, time, timeZone);
}
