#!/usr/bin/env node
// Fails when the Drizzle schema and the checked-in migrations disagree, i.e. when
// `drizzle-kit generate` would write a new migration. The migrations folder is put back
// exactly as it was afterwards, uncommitted work included, whatever generate did.
//
//   node scripts/check-migrations.mjs

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = join(REPO_ROOT, 'apps/api');
const CONFIG = join(API_DIR, 'drizzle.config.ts');
const MIGRATIONS = join(API_DIR, 'drizzle');
const DRIZZLE_KIT = join(REPO_ROOT, 'node_modules/.bin/drizzle-kit');
// generate stops to ask when it cannot tell a rename from a drop-and-create; with no one to
// answer (CI has no stdin) it would wait for ever.
const GENERATE_TIMEOUT_MS = 120_000;
// What drizzle-kit prints when the schema and the migrations agree.
const NO_CHANGES = /No schema changes, nothing to migrate/;

function fail(message) {
  console.error(`check-migrations: ${message}`);
  process.exitCode = 1;
}

/** Every file under `dir` with its contents, keyed by its path relative to `dir`. */
function snapshot(dir) {
  const files = new Map();
  if (!existsSync(dir)) {
    return files;
  }
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else {
        files.set(relative(dir, path), readFileSync(path));
      }
    }
  };
  walk(dir);
  return files;
}

function differences(before, after) {
  const changed = [];
  for (const [path, contents] of after) {
    if (!before.has(path)) {
      changed.push(`new:     ${path}`);
    } else if (!before.get(path).equals(contents)) {
      changed.push(`changed: ${path}`);
    }
  }
  for (const path of before.keys()) {
    if (!after.has(path)) {
      changed.push(`removed: ${path}`);
    }
  }
  return changed.sort();
}

function runGenerate() {
  return new Promise((resolveRun) => {
    const child = spawn(DRIZZLE_KIT, ['generate', '--config', 'drizzle.config.ts'], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, GENERATE_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolveRun({ code: null, output: `${output}\n${error.message}`, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, output, timedOut });
    });
  });
}

if (!existsSync(CONFIG)) {
  fail(`${relative(REPO_ROOT, CONFIG)} is missing, so there is no schema to check.`);
  process.exit();
}
if (!existsSync(DRIZZLE_KIT)) {
  fail('drizzle-kit is not installed: run npm ci (or npm install) first.');
  process.exit();
}

const before = snapshot(MIGRATIONS);
const backup = mkdtempSync(join(tmpdir(), 'check-migrations-'));
const hadMigrations = existsSync(MIGRATIONS);
if (hadMigrations) {
  cpSync(MIGRATIONS, join(backup, 'drizzle'), { recursive: true });
}

function restore() {
  rmSync(MIGRATIONS, { recursive: true, force: true });
  if (hadMigrations) {
    cpSync(join(backup, 'drizzle'), MIGRATIONS, { recursive: true });
  }
  rmSync(backup, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(1);
  });
}

let result;
let after;
try {
  result = await runGenerate();
  after = snapshot(MIGRATIONS);
} finally {
  restore();
}

const changes = differences(before, after);
const tail = result.output.trim().split('\n').slice(-15).join('\n');
if (result.timedOut) {
  fail(
    `drizzle-kit generate did not finish within ${GENERATE_TIMEOUT_MS / 1000} s; it was ` +
      'probably asking whether a column or table was renamed. The migrations are stale: run ' +
      '`npm run db:generate`, answer its questions, and commit apps/api/drizzle.\n' +
      tail,
  );
} else if (changes.length > 0) {
  fail(
    'the schema has changes that no checked-in migration holds; drizzle-kit generate ' +
      `would write:\n  ${changes.join('\n  ')}\n` +
      'Run `npm run db:generate` and commit apps/api/drizzle.',
  );
} else if (result.code !== 0 || !NO_CHANGES.test(result.output)) {
  // drizzle-kit exits 0 even when it gives up, e.g. on a rename question without a terminal.
  fail(
    `drizzle-kit generate did not confirm that nothing changed (exit ${result.code}):\n` +
      `${tail}\n` +
      'If it asked about a rename, run `npm run db:generate` in a terminal, answer, and commit ' +
      'apps/api/drizzle.',
  );
} else {
  console.log('check-migrations: migrations match the schema.');
}
