/**
 * Helpers for running the app (or another node server) as a child process on loopback: the
 * resilience suite (apps/api/test/resilience) and the benchmark (bench/) both do.
 */
import fs from 'node:fs';
import net from 'node:net';

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, in bytes (Linux /proc). */
export function residentBytes(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) * 1024;
}

/**
 * Polls `url` until it answers 2xx ('answering'), or the process ends first ('exited').
 * Throws after `timeoutMs`.
 */
export async function waitUntilAnswering(options: {
  url: string;
  hasExited: () => boolean;
  timeoutMs: number;
  intervalMs: number;
}): Promise<'answering' | 'exited'> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.hasExited()) return 'exited';
    try {
      if ((await fetch(options.url)).ok) return 'answering';
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${options.url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
