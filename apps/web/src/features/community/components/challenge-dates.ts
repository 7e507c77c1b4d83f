import type { Challenge } from '@app/domain/community.schemas.ts';

/** "Sunday, August 1, 2027" in English, "domingo, 1 de agosto de 2027" in Spanish. */
const CHALLENGE_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};

/**
 * The first and last day of the challenge, as words in the reader's locale
 * (useFormat().locale). The start is a calendar day (YYYY-MM-DD), read as a local date, never
 * as an instant in another time zone.
 */
export function challengeDates(
  challenge: Pick<Challenge, 'startDate' | 'days'>,
  locale: string,
): { start: string; end: string } {
  // new Date('YYYY-MM-DD') would read it as UTC midnight: the parts give local midnight.
  const [year = 0, month = 1, day = 1] = challenge.startDate.split('-').map(Number);
  const dateFormat = new Intl.DateTimeFormat(locale, CHALLENGE_DATE_FORMAT);
  return {
    start: dateFormat.format(new Date(year, month - 1, day)),
    end: dateFormat.format(new Date(year, month - 1, day + challenge.days - 1)),
  };
}

export function placesLeft(challenge: Pick<Challenge, 'places' | 'placesTaken'>): number {
  return Math.max(0, challenge.places - challenge.placesTaken);
}
