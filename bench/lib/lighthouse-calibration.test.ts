import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse-calibration.ts';

describe('cpuSlowdownFor', () => {
  it("gives the slowdowns of Lighthouse's calculator at its anchor indexes", () => {
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5, 2);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('rises with the index between anchors and never slows a slow machine below 1x', () => {
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(2625)).toBeCloseTo(8.69, 2);
    expect(cpuSlowdownFor(100)).toBe(1);
  });
});
