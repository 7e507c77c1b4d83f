/*
 * A limit of `max` in any `windowMs` (the login codes' sends, visitors' ideas): what was done
 * inside the window counts, and the wait ends when fewer than `max` of it are left inside.
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
  // Past `max` (a higher ceiling let more in), one leaving is not enough: the max-th newest must.
  const freeing = inWindow[max - 1]?.createdAt.getTime() ?? now.getTime();
  return freeing + windowMs - now.getTime();
}
