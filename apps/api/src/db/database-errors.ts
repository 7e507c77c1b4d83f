import { DomainError } from '../domain-errors.ts';

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** What PostgreSQL answers `at time zone` with a zone name its tz database lacks. */
const INVALID_PARAMETER_VALUE = '22023';

/** True when the error, or one in its cause chain, carries one of these SQLSTATEs. */
export function hasDatabaseCode(error: unknown, ...sqlStates: string[]): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && sqlStates.includes(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * A query given the person's time zone failed because PostgreSQL does not know the zone, which
 * the runtime did (its tz database can be older): the person's input, refused with a 400.
 */
export function refuseUnknownTimeZone(error: unknown): never {
  if (hasDatabaseCode(error, INVALID_PARAMETER_VALUE)) {
    throw new DomainError('invalid', 'invalid_request', 'That time zone is not known here.');
  }
  throw error;
}
