/**
 * The browser's time zone: sent with every insights request so that weeks, months and today
 * are the person's own, and the reminders' zone until the person picks one; UTC when the
 * browser cannot tell.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
