/*
 * A limit of `max` in any `windowMs` (the login codes' sends, visitors' ideas): what was done
 * inside the window counts, and the oldest of it ends the wait.
 */

/**
 * How long until one more fits under `max` per `windowMs`, given what was done (`rows`, newest
 * first); null while it fits now.
 */
export function rollingLimitWaitMs(
  rows: readonly { createdAt: Date }[],
  max: number,
  windowMs: number,
  now: Date,
): number | null {
  const inWindow = rows.filter((r) => now.getTime() - r.createdAt.getTime() < windowMs);
  if (inWindow.length < max) return null;
  const oldest = inWindow[inWindow.length - 1]?.createdAt.getTime() ?? now.getTime();
  return oldest + windowMs - now.getTime();
}
