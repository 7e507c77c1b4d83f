/**
 * The web stack's floor: what calibrated Lighthouse scores a page whose app starts at once,
 * when that app is nothing but the stack docs/architecture.md names, drawing twelve cards with no request
 * and no data of its own (decision 0054). Six pages of the same view, runs alternating:
 *
 *   html              the view as Mantine draws it, with its stylesheet and no JavaScript
 *   react-only        React renders the view's markup, unstyled
 *   react-dates       the same, each card's day written by Intl (ICU's data loads in one task)
 *   mantine           React and Mantine render the view
 *   full-stack        the same, inside React Router, TanStack Query and i18next, all evaluated
 *                     and rendered at once
 *   full-stack-split  the same, each library evaluated in a task of its own, the render a
 *                     transition
 *
 *   node --import tsx bench/stack-floor.ts [--runs 3]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { BENCH_CHROMIUM, calibratedReport } from './web.ts';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(options.runs);
const root = path.join(import.meta.dirname, 'stack-floor');
const outDir = path.join(import.meta.dirname, '.data/stack-floor');
const variants = ['html', 'react-only', 'react-dates', 'mantine', 'full-stack', 'full-stack-split'];

await build({
  root,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // The html page is written below, from what the mantine page draws.
      input: Object.fromEntries(
        variants.filter((v) => v !== 'html').map((v) => [v, path.join(root, `${v}.html`)]),
      ),
    },
  },
});

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
const server = http.createServer((request, response) => {
  const file = path.join(outDir, new URL(request.url ?? '/', 'http://x').pathname);
  if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': 'no-cache',
  });
  response.end(zlib.gzipSync(fs.readFileSync(file)));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

// The html page holds what the mantine page draws, its scripts taken out.
const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM });
const page = await browser.newPage();
await page.goto(`${origin}/mantine.html`);
await page.locator('article').nth(11).waitFor();
await page.locator('script, link[rel=modulepreload]').evaluateAll((nodes) => {
  for (const node of nodes) node.remove();
});
const drawn = `<!doctype html>\n${await page.locator('html').evaluate((html) => html.outerHTML)}`;
await browser.close();
fs.writeFileSync(path.join(outDir, 'html.html'), drawn);

const results = new Map(
  variants.map((v) => [v, [] as { perf: number; tbt: number; lcp: number; slowdown: number }[]]),
);
try {
  for (let run = 0; run < runs; run++) {
    const order = run % 2 ? [...variants].reverse() : variants;
    for (const variant of order) {
      const { lhr, cpuSlowdown } = await calibratedReport(
        BENCH_CHROMIUM,
        `${origin}/${variant}.html`,
        {},
      );
      const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      results.get(variant)?.push({ perf, tbt, lcp, slowdown: cpuSlowdown });
      console.log(
        `run ${run + 1} ${variant.padEnd(16)} slowdown ${cpuSlowdown.toFixed(1)}x: ` +
          `performance ${perf}, TBT ${tbt} ms, LCP ${lcp} ms`,
      );
    }
  }
} finally {
  server.close();
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log('\nmedians:');
for (const [variant, rows] of results) {
  const of = (key: 'perf' | 'tbt' | 'lcp' | 'slowdown') => median(rows.map((row) => row[key]));
  console.log(
    `  ${variant.padEnd(16)} performance ${of('perf')}, TBT ${of('tbt')} ms, ` +
      `LCP ${of('lcp')} ms, slowdown ${of('slowdown').toFixed(1)}x`,
  );
}
