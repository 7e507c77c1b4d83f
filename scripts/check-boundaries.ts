/**
 * Enforces the one-way dependencies of docs/architecture.md (run by `npm run check`):
 * - packages/domain imports neither app nor a framework, and zod only through its src/zod.ts;
 * - a web feature never imports a sibling feature;
 * - an API module never reaches into another module's tables;
 * - API modules import each other one way only: no circle, of two modules or more;
 * - apps/api/src/policies, the rules several modules share, imports no module (decision 0035);
 * - inside a module only its `*.repository.ts` files build queries: they alone take drizzle-orm
 *   or a table at run time (decision 0067).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Which module owns each table file in apps/api/src/db/schema. */
const TABLE_OWNERS: Record<string, string> = {
  'users.ts': 'users',
  'user-contacts.ts': 'users',
  'login-codes.ts': 'auth',
  'login-devices.ts': 'auth',
  'sessions.ts': 'auth',
  'passkeys.ts': 'auth',
  'ideas.ts': 'site',
  'posts.ts': 'posts',
  'images.ts': 'images',
  'feelings.ts': 'feelings',
  'habit-trackers.ts': 'trackers',
  'post-feedback.ts': 'community',
  'challenge-messages.ts': 'community',
  'billing-customers.ts': 'billing',
  'billing-payment-methods.ts': 'billing',
  'billing-subscriptions.ts': 'billing',
  'billing-invoices.ts': 'billing',
  'billing-events.ts': 'billing',
  'reminders.ts': 'reminders',
  'push-subscriptions.ts': 'reminders',
  'archive-import-ids.ts': 'archive',
  'notices.ts': 'notices',
  'journal-seals.ts': 'seal',
  // Kept by policies/storage-rooms.ts alone, whichever module writes: no module touches it.
  'writing-rooms.ts': 'policies',
};

const FORBIDDEN_IN_DOMAIN = [/^@app\/(api|web)/, /^react/, /^fastify/, /^drizzle-orm/, /^@mantine/];

/** The domain's one import of zod: its settings for pages hold wherever a schema is built. */
const ZOD_DOOR = path.join(root, 'packages/domain/src/zod.ts');

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name)) {
      yield full;
    }
  }
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern =
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) specifiers.push((match[1] ?? match[2]) as string);
  return specifiers;
}

/** The imports that load a module at run time (not `import type`). */
function valueImportsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const pattern = /(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1] as string);
}

/** A module's repository, or a test (which may read tables to check what a route did). */
function isRepository(file: string): boolean {
  return /\.repository\.ts$/.test(file) || /\.test\.tsx?$/.test(file);
}

function resolveWeb(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(root, 'apps/web/src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

export function findBoundaryViolations(): string[] {
  const problems: string[] = [];
  const rel = (p: string) => path.relative(root, p);

  const domainDir = path.join(root, 'packages/domain/src');
  for (const file of sourceFiles(domainDir)) {
    for (const specifier of importsOf(file)) {
      const escapes =
        specifier.startsWith('.') &&
        !path.resolve(path.dirname(file), specifier).startsWith(domainDir);
      if (escapes || FORBIDDEN_IN_DOMAIN.some((re) => re.test(specifier))) {
        problems.push(`${rel(file)}: the domain package may not import "${specifier}"`);
      }
      if (/^zod(\/|$)/.test(specifier) && file !== ZOD_DOOR) {
        problems.push(`${rel(file)}: the domain takes zod from ./zod.ts, which holds its settings`);
      }
    }
  }

  const featuresDir = path.join(root, 'apps/web/src/features');
  for (const file of sourceFiles(featuresDir)) {
    const feature = path.relative(featuresDir, file).split(path.sep)[0];
    for (const specifier of importsOf(file)) {
      const target = resolveWeb(file, specifier);
      if (!target?.startsWith(featuresDir + path.sep)) continue;
      const other = path.relative(featuresDir, target).split(path.sep)[0];
      if (other !== feature) {
        problems.push(`${rel(file)}: feature "${feature}" may not import feature "${other}"`);
      }
    }
  }

  const modulesDir = path.join(root, 'apps/api/src/modules');
  const schemaDir = path.join(root, 'apps/api/src/db/schema');
  /** Each module's imports of other modules, with the first file that makes each. */
  const moduleImports = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(modulesDir)) {
    const module = path.relative(modulesDir, file).split(path.sep)[0] as string;
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const other = target.startsWith(modulesDir + path.sep)
        ? path.relative(modulesDir, target).split(path.sep)[0]
        : undefined;
      if (other && other !== module) {
        const targets = moduleImports.get(module) ?? new Map<string, string>();
        if (!targets.has(other)) targets.set(other, `${rel(file)} imports ${rel(target)}`);
        moduleImports.set(module, targets);
      }
      if (path.dirname(target) !== schemaDir) continue;
      if (!isRepository(file) && valueImportsOf(file).includes(specifier)) {
        problems.push(`${rel(file)}: only a module's *.repository.ts files take its tables`);
      }
      const owner = TABLE_OWNERS[path.basename(target)];
      if (!owner) {
        problems.push(
          `${rel(file)}: table file ${path.basename(target)} has no owner in check-boundaries.ts`,
        );
      } else if (owner !== module && !file.endsWith('.test.ts')) {
        problems.push(
          `${rel(file)}: module "${module}" may not use the "${owner}" module's table ${path.basename(target)}`,
        );
      }
    }
  }
  for (const file of sourceFiles(modulesDir)) {
    if (!isRepository(file) && valueImportsOf(file).some((s) => /^drizzle-orm(\/|$)/.test(s))) {
      problems.push(
        `${rel(file)}: only a module's *.repository.ts files build queries (drizzle-orm)`,
      );
    }
  }
  problems.push(...findModuleCircles(moduleImports));

  // Below the modules: policies take nothing of them; plugins take at most their types (what
  // a plugin needs of a module, app.ts hands it).
  for (const [layer, imports] of [
    ['policies', importsOf],
    ['plugins', valueImportsOf],
  ] as const) {
    for (const file of sourceFiles(path.join(root, 'apps/api/src', layer))) {
      for (const specifier of imports(file)) {
        const target = path.resolve(path.dirname(file), specifier);
        if (specifier.startsWith('.') && target.startsWith(modulesDir + path.sep)) {
          problems.push(
            `${rel(file)}: the ${layer} sit below the modules and may not import "${specifier}"`,
          );
        }
      }
    }
  }
  return problems;
}

/** Every circle of modules importing each other, each told once with the imports that make it. */
function findModuleCircles(imports: Map<string, Map<string, string>>): string[] {
  const circles = new Map<string, string>();
  const walk = (trail: string[]) => {
    const current = trail[trail.length - 1] as string;
    for (const next of imports.get(current)?.keys() ?? []) {
      const start = trail.indexOf(next);
      if (start === -1) {
        walk([...trail, next]);
        continue;
      }
      const circle = trail.slice(start);
      // One name per circle whichever module it is met from: rotated to its smallest member.
      const first = circle.indexOf([...circle].sort()[0] as string);
      const rotated = [...circle.slice(first), ...circle.slice(0, first)];
      const key = rotated.join(' -> ');
      if (circles.has(key)) continue;
      const why = rotated.map((from, i) => {
        const to = rotated[(i + 1) % rotated.length] as string;
        return imports.get(from)?.get(to);
      });
      circles.set(
        key,
        `modules import each other in a circle, ${key} -> ${rotated[0]}: ${why.join('; ')}`,
      );
    }
  };
  for (const module of [...imports.keys()].sort()) walk([module]);
  return [...circles.values()];
}

const problems = findBoundaryViolations();
if (problems.length > 0) {
  console.error(`Dependency rules broken (docs/architecture.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
