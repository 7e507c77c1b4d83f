import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_MODULE, schemaSourcesAtStart } from './chunk-report.ts';

/**
 * A build in miniature: the entry imports a shared chunk statically, and a page and the
 * dashboard's route lazily; `shared`, `page` and `home` name the sources each chunk's source
 * map lists.
 */
function writeBuild(sources: { shared: string[]; page: string[]; home?: string[] }): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-report-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/page.tsx', HOME_MODULE],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_shared.js'] },
    [HOME_MODULE]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
  };
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const chunks = { index: ['../../src/app/main.tsx'], home: [], ...sources };
  for (const [name, chunkSources] of Object.entries(chunks)) {
    fs.writeFileSync(path.join(dist, `assets/${name}.js`), '');
    fs.writeFileSync(
      path.join(dist, `assets/${name}.js.map`),
      JSON.stringify({ sources: chunkSources }),
    );
  }
  return dist;
}

const builds: string[] = [];
afterEach(() => {
  for (const dist of builds.splice(0)) fs.rmSync(dist, { recursive: true });
});

describe('the schemas the first pages run', () => {
  it('are none when zod and the schema modules come only with a lazy chunk', () => {
    const dist = writeBuild({
      shared: ['../../src/api/client.ts'],
      page: [
        '../../node_modules/zod/v4/core/core.js',
        '../../../../packages/domain/src/posts.schemas.ts',
      ],
    });
    builds.push(dist);
    expect(schemaSourcesAtStart(dist)).toEqual([]);
  });

  it('are named when a chunk the entry imports statically holds them', () => {
    const dist = writeBuild({
      shared: [
        '../../node_modules/zod/v4/core/core.js',
        '../../../../packages/domain/src/posts.schemas.ts',
      ],
      page: [],
    });
    builds.push(dist);
    expect(schemaSourcesAtStart(dist)).toEqual([
      'node_modules/zod/v4/core/core.js',
      'packages/domain/src/posts.schemas.ts',
    ]);
  });

  it("are named when the dashboard's route holds them", () => {
    const dist = writeBuild({
      shared: [],
      page: [],
      home: ['../../../../packages/domain/src/insights.schemas.ts'],
    });
    builds.push(dist);
    expect(schemaSourcesAtStart(dist)).toEqual(['packages/domain/src/insights.schemas.ts']);
  });
});
