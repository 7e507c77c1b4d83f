/**
 * Ends the current task: the browser may paint and answer a tap before the rest runs. Start-up
 * work split this way holds the main thread in shorter stretches (Lighthouse's blocking time
 * counts every task's time past 50 ms; docs/performance.md).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
