export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True when the error, or one in its cause chain, carries one of these SQLSTATEs. */
export function hasDatabaseCode(error: unknown, ...sqlStates: string[]): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && sqlStates.includes(code)) return true;
    current = cause;
  }
  return false;
}
