/** Child processes of the benchmark: the app server, the reference server, `npm start`. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, residentBytes, waitUntilAnswering } from '../../scripts/lib/local-server.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type Server = {
  child: ChildProcess;
  origin: string;
  /** Resident memory of the server's node process in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
  output(): string;
};

/**
 * Starts `script` under node in its own process group and waits until `readyPath` answers 200.
 * `nodeArgs` go before the script (for example --cpu-prof).
 */
export async function startNodeServer(options: {
  script: string;
  env: NodeJS.ProcessEnv;
  readyPath: string;
  nodeArgs?: string[];
  /** Load TypeScript through tsx (default); off for plain JavaScript. */
  tsx?: boolean;
  /** The checkout the script runs in, and relative to which `script` is (this one's default). */
  cwd?: string;
  timeoutMs?: number;
}): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.tsx === false ? [] : ['--import', 'tsx']),
      options.script,
    ],
    {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...options.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = {
    child,
    origin: `http://127.0.0.1:${port}`,
    rss: () => residentBytes(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    output: () => output,
  };
  const state = await waitUntilAnswering({
    url: `${server.origin}${options.readyPath}`,
    hasExited: () => child.exitCode !== null,
    timeoutMs: options.timeoutMs ?? 180_000,
    intervalMs: 50,
  }).catch(async () => {
    await server.stop();
    throw new Error(`${options.script} did not answer in time: ${output}`);
  });
  if (state === 'exited') throw new Error(`${options.script} exited: ${output}`);
  return server;
}

/**
 * `npm start` as a person runs it, timed from the spawn to the first 200 of /api/health.
 * npm, the shell and the server share a process group, which is ended as a whole.
 */
export async function timeNpmStart(
  env: NodeJS.ProcessEnv,
  cwd = REPO_ROOT,
): Promise<{ ms: number; log: string }> {
  const port = await freePort();
  let log = '';
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    log = (log + String(chunk)).slice(-5_000);
  });
  child.stderr?.on('data', (chunk) => {
    log = (log + String(chunk)).slice(-5_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const state = await waitUntilAnswering({
      url: `http://127.0.0.1:${port}/api/health`,
      hasExited: () => child.exitCode !== null,
      timeoutMs: 120_000,
      intervalMs: 20,
    }).catch(() => {
      throw new Error(`npm start: no answer: ${log}`);
    });
    if (state === 'exited') throw new Error(`npm start exited: ${log}`);
    return { ms: performance.now() - started, log };
  } finally {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }
}
