import type { Challenge } from '@app/domain/community.schemas.ts';
import dayjs from 'dayjs';

const CHALLENGE_DATE_FORMAT = 'dddd, MMMM D, YYYY';

/**
 * The first and last day of the challenge, as words ("Sunday, August 1, 2027"). The start is a
 * calendar day (YYYY-MM-DD), read as a local date, never as an instant in another time zone.
 */
export function challengeDates(challenge: Pick<Challenge, 'startDate' | 'days'>): {
  start: string;
  end: string;
} {
  // dayjs reads a bare YYYY-MM-DD as local midnight (Date would read it as UTC).
  const start = dayjs(challenge.startDate);
  return {
    start: start.format(CHALLENGE_DATE_FORMAT),
    end: start.add(challenge.days - 1, 'day').format(CHALLENGE_DATE_FORMAT),
  };
}

export function placesLeft(challenge: Pick<Challenge, 'places' | 'placesTaken'>): number {
  return Math.max(0, challenge.places - challenge.placesTaken);
}
