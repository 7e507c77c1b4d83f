/**
 * Lighthouse on one page for two or more checkouts of the app, runs alternating between them,
 * so that each build meets the same minutes of a shared machine (a single Lighthouse run's
 * blocking time on /urnb can move by a factor of two from one run to the next), each with its
 * CPU slowdown calibrated from the machine's index of that minute.
 *
 *   git worktree add /work/before <commit> && (cd /work/before && npm ci)
 *   node --import tsx bench/compare-builds.ts /work/before . [--runs 8] [--page /urnb] [--returning]
 *
 * Each checkout is built when stale and served by its own server code on a fresh database
 * (`startSignedInApp`); /login is loaded signed out, every other page signed in. `--returning`
 * loads a signed-in page as a returning person meets it (`returningVisitReport`): a first visit
 * with a session cookie is what Lighthouse measures by default, a state no signed-in person is in.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_CHROMIUM,
  calibratedReport,
  headersFor,
  returningVisitReport,
  startSignedInApp,
} from './web.ts';

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '8' },
    page: { type: 'string', default: '/urnb' },
    returning: { type: 'boolean', default: false },
  },
});
if (builds.length < 2) throw new Error('give two or more checkouts of the app');
const runs = Number(options.runs);

const apps: Awaited<ReturnType<typeof startSignedInApp>>[] = [];
for (const build of builds) apps.push(await startSignedInApp(path.resolve(build)));
const results = builds.map(() => ({
  performance: [] as number[],
  tbt: [] as number[],
  lcp: [] as number[],
}));
try {
  for (let run = 0; run < runs; run++) {
    // Every other round in the reverse order: neither build always goes first.
    const order = builds.map((_, index) => index);
    if (run % 2) order.reverse();
    for (const index of order) {
      const app = apps[index];
      const result = results[index];
      if (!app || !result) continue;
      const { lhr } = options.returning
        ? await returningVisitReport(BENCH_CHROMIUM, app.origin, options.page, app.token)
        : await calibratedReport(
            BENCH_CHROMIUM,
            `${app.origin}${options.page}`,
            headersFor(options.page, app.token),
          );
      if (lhr.runtimeError) continue;
      result.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      result.tbt.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
      result.lcp.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
    }
  }
} finally {
  await Promise.all(apps.map((app) => app.stop()));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log(
  `\nLighthouse ${options.page}${options.returning ? ' (returning)' : ''}, ${runs} runs each, alternating:`,
);
builds.forEach((build, index) => {
  const result = results[index];
  if (!result) return;
  console.log(
    `  ${build}: performance ${result.performance.join(', ')} (median ${median(result.performance)}); ` +
      `blocking time ${result.tbt.join(', ')} ms (median ${median(result.tbt)}); LCP median ${median(result.lcp)} ms`,
  );
});
