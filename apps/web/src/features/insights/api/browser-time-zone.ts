/**
 * The browser's time zone, sent with every insights request so that weeks, months and today
 * are the person's own; UTC when the browser cannot tell.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
