import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_OPTIONS, SERVER_SCRIPT } from './lib/server-start.ts';

describe('npm start', () => {
  // `exec`: the shell npm runs gives its process to the server, so the SIGTERM npm forwards
  // (docker stop, systemd) reaches the server instead of ending the shell and orphaning it.
  it("runs the server as the benchmark and the resilience suite do, in the shell's place", () => {
    const packageJson = path.resolve(import.meta.dirname, '../package.json');
    const { scripts } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {
      scripts: { start: string };
    };
    const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(scripts.start).toMatch(
      new RegExp(
        `&& ${[...environment, 'exec', 'node', ...SERVER_NODE_OPTIONS, SERVER_SCRIPT].join(' ')}$`,
      ),
    );
  });
});
