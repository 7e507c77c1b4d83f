/**
 * What a page's long tasks are made of: loads a page in Chromium with a trace (for
 * the tasks) and a CPU profile (for what ran in them), and names each sampled function by the
 * build's source maps. Lighthouse's blocking time is the sum of each task's time past 50 ms
 * after the first paint; its simulated phone multiplies the length of each task it measured
 * on this machine by 4, and so does this script by default (`--slowdown 1`: measured at full
 * speed, times 4). `--slowdown 4` has Chromium run 4× slower instead, as a phone would.
 *
 *   node --import tsx bench/page-tasks.ts [--page /urnb] [--runs 3] [--slowdown 1|4]
 *     [--tree 150] [--root .] [--posts 0]
 *
 * `--tree N` prints the call tree of each task longer than N ms. `--posts N` gives the person N
 * journal posts first (a page of cards on the dashboard, as a person who writes has). `--root`
 * is the checkout to load (built when stale, served by its own server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  GREATEST_LOWER_BOUND,
  LEAST_UPPER_BOUND,
  originalPositionFor,
  TraceMap,
} from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from './lib/processes.ts';
import { BENCH_CHROMIUM, headersFor, startSignedInApp } from './web.ts';

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', default: '/urnb' },
    runs: { type: 'string', default: '3' },
    slowdown: { type: 'string', default: '1' },
    tree: { type: 'string' },
    root: { type: 'string', default: REPO_ROOT },
    posts: { type: 'string', default: '0' },
  },
});
const slowdown = Number(options.slowdown);
/** Lighthouse's simulated phone is 4 times slower than this machine. */
const scale = 4 / slowdown;
const treeOver = options.tree === undefined ? Number.POSITIVE_INFINITY : Number(options.tree);
const root = path.resolve(options.root);
const dist = path.join(root, 'apps/web/dist');

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

const sourceMaps = new Map<string, TraceMap | null>();
function sourceMapOf(url: string): TraceMap | null {
  if (!sourceMaps.has(url)) {
    const file = `${path.join(dist, new URL(url).pathname)}.map`;
    sourceMaps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
  }
  return sourceMaps.get(url) ?? null;
}

const frameNames = new Map<ProfileNode, { name: string; source: string }>();

/** "function @ source file" for a profile node, through the source map when there is one. */
function frameName(node: ProfileNode): { name: string; source: string } {
  const known = frameNames.get(node);
  if (known) return known;
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  const native = functionName.startsWith('(') ? functionName : `(${functionName || 'native'})`;
  let source = url ? new URL(url).pathname : native;
  let name = functionName || '(anonymous)';
  const map = url.includes('/assets/') ? sourceMapOf(url) : null;
  if (map) {
    const at = { line: lineNumber + 1, column: columnNumber };
    let position = originalPositionFor(map, { ...at, bias: GREATEST_LOWER_BOUND });
    if (!position.source) position = originalPositionFor(map, { ...at, bias: LEAST_UPPER_BOUND });
    if (position.source) {
      // Sources are relative to the map: from the repository's root, or from node_modules.
      const file = path.resolve(
        path.join(dist, path.dirname(new URL(url).pathname)),
        position.source,
      );
      source = file.includes('node_modules/')
        ? file.replace(/.*node_modules\//, '')
        : path.relative(REPO_ROOT, file);
    }
    if (position.name) name = position.name;
  }
  frameNames.set(node, { name, source });
  return { name, source };
}

/** A package (node_modules) or the app's folder a source file belongs to. */
function packageOf(source: string): string {
  const parts = source.split('/');
  // apps/web/src/features/home, apps/web/src/app/main.tsx, packages/domain/src/posts.schemas.ts
  if (source.startsWith('apps/') || source.startsWith('packages/')) {
    return parts.slice(0, 5).join('/');
  }
  if (source.startsWith('(') || source.startsWith('/')) return source;
  return parts.slice(0, source.startsWith('@') ? 2 : 1).join('/');
}

const percent = (count: number, total: number) => `${Math.round((100 * count) / total)}%`;
const top = (counts: Map<string, number>, limit: number, total: number) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, count]) => `${key} ${percent(count, total)}`);

/**
 * The trace's events inside a task by self time (an event's length less its children's):
 * "(program)" in the profile is mostly these, style and layout above all.
 */
function browserWork(
  events: TraceEvent[],
  task: { start: number; end: number; thread: string },
): string {
  const inside = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name !== 'RunTask' &&
        `${event.pid}:${event.tid}` === task.thread &&
        event.ts >= task.start &&
        event.ts + (event.dur ?? 0) <= task.end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const selfTime = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of inside) {
    while (open.length && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) selfTime.set(parent.name, (selfTime.get(parent.name) ?? 0) - (event.dur ?? 0));
    selfTime.set(event.name, (selfTime.get(event.name) ?? 0) + (event.dur ?? 0));
    open.push(event);
  }
  return top(selfTime, 5, task.end - task.start).join(', ');
}

const app = await startSignedInApp(root);
for (let index = 0; index < Number(options.posts); index++) {
  const response = await fetch(`${app.origin}/api/v1/posts`, {
    method: 'POST',
    headers: {
      ...headersFor('/urnb', app.token),
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: JSON.stringify({
      category: 'journal',
      title: `A day worth writing down, number ${index + 1}`,
      mood: 'calm, grateful',
      summary: 'What happened, what it meant, and what I will do next. '.repeat(6),
    }),
  });
  if (!response.ok) throw new Error(`POST /posts: ${response.status} ${await response.text()}`);
}
const browser = await chromium.launch({
  executablePath: BENCH_CHROMIUM,
});
const blockingSums: number[] = [];
const busyTimes: number[] = [];
const selfByPackage = new Map<string, number>();
try {
  for (let run = 1; run <= Number(options.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.setExtraHTTPHeaders(headersFor(options.page, app.token));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 * slowdown });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        '__metadata',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${app.origin}${options.page}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    await context.close();

    const mainThreads = new Set(
      trace.traceEvents
        .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const firstPaint =
      trace.traceEvents.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
    const tasks = trace.traceEvents
      .filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.ts >= firstPaint &&
          mainThreads.has(`${event.pid}:${event.tid}`) &&
          (event.dur ?? 0) * scale > 50_000,
      )
      .map((event) => ({
        start: event.ts,
        end: event.ts + (event.dur ?? 0),
        samples: [] as number[],
        thread: `${event.pid}:${event.tid}`,
      }));

    // All the main thread's work after the first paint, short tasks too: what a change that
    // removes work (rather than splitting it) shows in, with less noise than blocking time.
    let busy = 0;
    let busyUntil = 0;
    for (const event of trace.traceEvents
      .filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.ts >= firstPaint &&
          mainThreads.has(`${event.pid}:${event.tid}`),
      )
      .sort((a, b) => a.ts - b.ts)) {
      if (event.ts < busyUntil) continue; // a task run inside another
      busy += event.dur ?? 0;
      busyUntil = event.ts + (event.dur ?? 0);
    }
    busyTimes.push(Math.round((busy * scale) / 1000));

    // Each busy sample goes to the task it fell in (trace and profile share one clock).
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      at += profile.timeDeltas[index] ?? 0;
      if (nodes.get(id)?.callFrame.functionName === '(idle)') return;
      tasks.find((task) => at >= task.start && at <= task.end)?.samples.push(id);
    });

    const lengthOf = (task: { start: number; end: number }) =>
      ((task.end - task.start) * scale) / 1000;
    const blocking = Math.round(tasks.reduce((sum, task) => sum + lengthOf(task) - 50, 0));
    blockingSums.push(blocking);
    console.log(
      `\nrun ${run}: tasks over 50 ms after the first paint ${tasks.map((task) => Math.round(lengthOf(task))).join(', ')}; ` +
        `blocking time ${blocking} ms; main thread busy ${busyTimes.at(-1)} ms`,
    );
    for (const task of tasks) {
      const total = task.samples.length || 1;
      const self = new Map<string, number>();
      const appFrames = new Map<string, number>();
      const tree = new Map<string, number>();
      for (const id of task.samples) {
        const leaf = nodes.get(id);
        if (!leaf) continue;
        const leafPackage = packageOf(frameName(leaf).source);
        self.set(leafPackage, (self.get(leafPackage) ?? 0) + 1);
        // A sample is 100 µs of the work at full speed, whatever the slowdown (interval scaled).
        selfByPackage.set(leafPackage, (selfByPackage.get(leafPackage) ?? 0) + 1);
        const stack: string[] = [];
        for (
          let current: number | undefined = id;
          current !== undefined;
          current = parents.get(current)
        ) {
          const node = nodes.get(current);
          if (!node) continue;
          const { name, source } = frameName(node);
          stack.unshift(`${name} @ ${source}`);
        }
        for (const frame of new Set(stack.filter((frame) => / @ (apps|packages)\//.test(frame)))) {
          appFrames.set(frame, (appFrames.get(frame) ?? 0) + 1);
        }
        stack.forEach((_, depth) => {
          const key = stack.slice(0, depth + 1).join('\n');
          tree.set(key, (tree.get(key) ?? 0) + 1);
        });
      }
      console.log(
        `  ${Math.round(lengthOf(task))} ms at ${Math.round((task.start - profile.startTime) / 1000)} ms: ` +
          `${top(self, 6, total).join(', ')}\n    the app's code in it: ${top(appFrames, 6, total).join(', ') || 'none'}` +
          `\n    the browser's work in it: ${browserWork(trace.traceEvents, task)}`,
      );
      if (lengthOf(task) > treeOver) {
        // Call paths with 4 % of the task or more; a path that only passes through is skipped.
        for (const [key, count] of [...tree.entries()].sort()) {
          const frames = key.split('\n');
          const parentCount = tree.get(frames.slice(0, -1).join('\n'));
          if (count / total < 0.04 || parentCount === count) continue;
          console.log(
            `    ${'  '.repeat(Math.min(frames.length, 30))}${percent(count, total)} ${frames.at(-1)}`,
          );
        }
      }
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

const sorted = [...blockingSums].sort((a, b) => a - b);
console.log(
  `\n${options.page}: blocking time ${blockingSums.join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]})`,
);
const busySorted = [...busyTimes].sort((a, b) => a - b);
console.log(
  `main thread busy after the first paint ${busyTimes.join(', ')} ms (median ${busySorted[Math.floor(busySorted.length / 2)]})`,
);
console.log(
  `self time in long tasks, by package (ms at full speed, all runs): ${[...selfByPackage.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, ms]) => `${name} ${Math.round(ms / 10)}`)
    .join(', ')}`,
);
