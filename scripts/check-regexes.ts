// Every regular expression the API runs (apps/api/src, and packages/domain/src, which the API
// runs too) is checked for super-linear backtracking and super-linear moves: such a pattern
// on text a stranger sent can take the square of its length or worse, and the server's one
// event loop with it. eslint-plugin-regexp analyses each pattern (regexp literals and `new
// RegExp` of a constant); esbuild first strips the types, since Biome, the project's linter,
// has no such rule (decision 0057).
//
//   node --import tsx scripts/check-regexes.ts
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import { Linter } from 'eslint';
import regexp from 'eslint-plugin-regexp';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['apps/api/src', 'packages/domain/src'];

const config: Linter.Config = {
  files: ['**/*.ts', '**/*.tsx'],
  plugins: { regexp },
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  rules: {
    'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
    'regexp/no-super-linear-move': [
      'error',
      { report: 'potential', ignoreSticky: false, ignorePartial: false },
    ],
  },
};

async function sourcesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const linter = new Linter({ configType: 'flat' });
let problems = 0;
for (const folder of FOLDERS) {
  for (const file of await sourcesUnder(folder)) {
    const source = await readFile(file, 'utf8');
    const { code } = await transform(source, {
      loader: file.endsWith('x') ? 'tsx' : 'ts',
      format: 'esm',
      target: 'esnext',
    });
    for (const message of linter.verify(code, config, { filename: file })) {
      problems++;
      console.error(
        `${path.relative(root, file)}: ${message.message} (${message.ruleId ?? 'parse'})`,
      );
    }
  }
}
if (problems > 0) {
  console.error(`${problems} regular expression(s) can take super-linear time on untrusted text.`);
  process.exit(1);
}
console.log('Regular expressions: none super-linear.');
