import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic-job.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runPeriodically', () => {
  it('runs at start, joins a run still going instead of doubling it, and closing waits for it', async () => {
    const app = Fastify({ logger: false });
    let started = 0;
    let finished = 0;
    runPeriodically(app, {
      name: 'test',
      intervalMs: 10,
      run: async () => {
        started++;
        await pause(400);
        finished++;
        return 0;
      },
      done: 'done',
    });
    await app.ready();
    expect(finished).toBe(1);
    // Turns fall due every 10 ms while a run takes 400 ms: they join it.
    await pause(150);
    expect(started).toBe(2);
    await app.close();
    // The database closes after the app: no run may still be going then.
    expect(finished).toBe(started);
  });

  it('logs a failed run and tries again at the next turn', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    let runs = 0;
    runPeriodically(app, {
      name: 'test',
      intervalMs: 20,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
        return 0;
      },
      done: 'done',
    });
    await app.ready();
    await pause(70);
    await app.close();
    expect(runs).toBeGreaterThan(1);
    expect(lines.join('')).toContain('test: the periodic run failed');
  });
});
