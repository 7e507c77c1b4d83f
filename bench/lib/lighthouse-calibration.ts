/**
 * The CPU slowdown that makes this machine the device Lighthouse's mobile preset stands for,
 * from the machine's `benchmarkIndex` (Lighthouse's own calculator,
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator, which Lighthouse's throttling
 * documentation points to): its fixed 4x fits a machine of index 1,533 only, so a fixed
 * slowdown makes a score that follows the machine.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
