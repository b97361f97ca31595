/**
 * The peers side by side (issue 21, items 3 and 4): react-big-calendar and FullCalendar's resource
 * time grid on the schedule's data, TanStack Table, a plain <table>, Fluent's Table components and
 * Fluent's DataGrid on the contacts list's data. Their pages (scripts/bench/peer-pages/*.html) are built
 * here, by a Vite build of their own into a temporary folder (never dist/: the peers are dev
 * dependencies of the bench, never in the console's bundle), answered to Chromium through
 * Playwright's routing on the bench server's origin, and fed the very API calls the console made
 * in the same run (same server, same data, same token kind). Marks as the console's: the data
 * call's responseEnd → the rows or events in the DOM (MutationObserver) → the next frame (rAF +
 * setTimeout 0); full load and Next day / Next page, medians with min and max.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { distDir } from '../console-build';
import { ms, stats } from './timing';

type Stats = ReturnType<typeof stats>;

/** At least 15 runs (BENCH_RUNS to change), as the console's own figures. */
export const PEER_RUNS = Math.max(15, Number(process.env.BENCH_RUNS ?? 15));
/** Issue 21's targets. */
export const LIST_LOAD_TARGET_MS = 45;
export const LIST_NEXT_TARGET_MS = 35;
export const SCHEDULE_LEAD = 2;

const pagesDir = path.join(import.meta.dirname, 'peer-pages');
const outDir = path.join(os.tmpdir(), 'sideline-bench-peers');
const BASE = '/peers/';

const PAGES = ['big-calendar', 'fullcalendar', 'tanstack', 'plain-table', 'fluent-table', 'fluent-datagrid'] as const;
type PeerPage = (typeof PAGES)[number];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Whole first load of a page: gzip of every JavaScript file in the static closure of `keys` in a Vite manifest. */
export function firstLoadGzip(dir: string, keys: string[]): number {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key]!.imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return [...seen]
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f))).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Builds the peer pages (once per process) and answers each page's whole first-load JS gzip. */
let built: Promise<Map<PeerPage, number>> | null = null;
export function buildPeers(): Promise<Map<PeerPage, number>> {
  built ??= (async () => {
    await build({
      configFile: false,
      root: pagesDir,
      base: BASE,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        chunkSizeWarningLimit: 5000,
        rolldownOptions: { input: Object.fromEntries(PAGES.map((p) => [p, path.join(pagesDir, `${p}.html`)])) },
      },
    });
    return new Map(PAGES.map((p) => [p, firstLoadGzip(outDir, [`${p}.html`])]));
  })();
  return built;
}

/** Sideline's page weights from the console's build: entry + shell + the screen's chunk (as scripts/bench-bundle.ts adds them up). */
function sidelinePageGzip(screen: (key: string) => boolean): number | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const key = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).find(screen);
  return key ? firstLoadGzip(distDir, ['index.html', 'src/layouts/content-layout.tsx', key]) : null;
}

interface PeerSetup {
  token: string;
  fieldsUrl?: string;
  dayUrls?: string[];
  dates?: string[];
  listUrl?: string;
}

/** In the page: when `count` first reaches `n`, and when that frame is painted. */
const watchScript = (count: string, n: number) => `(() => {
  performance.setResourceTimingBufferSize(10000);
  const marks = { dom: null, painted: null };
  window.__peerMarks = marks;
  const observer = new MutationObserver(() => {
    if (marks.dom !== null || (${count}) < ${n}) return;
    marks.dom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** In the page: notes `snapshot` as `before`, clicks `button` and answers when `done` holds, painted, with the last matching call's arrival. */
const stepScript = (button: string, { snapshot, done }: { snapshot: string; done: string }, call: string) => `new Promise((resolve, reject) => {
  const before = ${snapshot};
  const observer = new MutationObserver(() => {
    if (!(${done})) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      const painted = performance.now();
      const entry = performance.getEntriesByType('resource').filter((e) => e.startTime >= clicked && e.name.includes(${JSON.stringify(call)})).at(-1);
      resolve({ painted, arrived: entry ? entry.responseEnd : null });
    }, 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error('the next view was not shown within 15 s')), 15000);
  const clicked = performance.now();
  document.querySelector(${JSON.stringify(button)}).click();
})`;

interface Contender {
  page: PeerPage;
  label: string;
  /** In the page: how many rows or events are drawn (full load). */
  count: string;
  /** In the page, for step `k` (1-based): what to note before the click (`before`), and whether step k's rows or events are drawn. */
  step: (k: number) => { snapshot: string; done: string };
}

/** Full loads and steps (Next day / Next page) of one peer page; answers data → painted of each. */
async function measurePeer(
  browser: Browser,
  baseURL: string,
  contender: Contender,
  setup: PeerSetup,
  opts: { n: number; calls: string[]; step: { button: string; call: string }; steps: number; timezoneId?: string },
): Promise<{ load: Stats; next: Stats }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 1000 }, timezoneId: opts.timezoneId });
  try {
    await context.route(
      (url) => url.pathname.startsWith(BASE),
      async (route) => {
        const file = path.join(outDir, new URL(route.request().url()).pathname.slice(BASE.length));
        await route.fulfill({ path: file });
      },
    );
    await context.addInitScript(`window.__peer = ${JSON.stringify(setup)};`);
    await context.addInitScript(watchScript(contender.count, opts.n));
    const page = await context.newPage();
    const load: number[] = [];
    for (let i = 0; i <= PEER_RUNS; i++) {
      await page.goto(`${BASE}${contender.page}.html`, { waitUntil: 'commit' });
      await page.waitForFunction('window.__peerMarks?.painted != null', undefined, { timeout: 30_000 });
      const r = (await page.evaluate(`(() => {
        const arrived = ${JSON.stringify(opts.calls)}.map((part) => performance.getEntriesByType('resource').filter((e) => e.name.includes(part)).at(-1)?.responseEnd);
        return { painted: window.__peerMarks.painted, arrived: arrived.some((a) => a === undefined) ? null : Math.max(...arrived) };
      })()`)) as { painted: number; arrived: number | null };
      if (i > 0 && r.arrived !== null) load.push(r.painted - r.arrived); // the first load warms the caches up
    }
    const next: number[] = [];
    for (let k = 1; k <= opts.steps; k++) {
      const r = (await page.evaluate(stepScript(opts.step.button, contender.step(k), opts.step.call))) as { painted: number; arrived: number | null };
      if (k > 1 && r.arrived !== null) next.push(r.painted - r.arrived);
    }
    return { load: stats(load), next: stats(next) };
  } finally {
    await context.close();
  }
}

const figure = (s: Stats) => `${ms(s.median)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`;
const ratio = (ours: Stats, peer: Stats) => `×${(ours.median / peer.median).toFixed(2)}`;

function printTable(rows: { label: string; load: Stats; next: Stats; gzip: number | null }[], ours: { load: Stats; next: Stats }, nextLabel: string) {
  console.log(`  ${''.padEnd(34)}${'full load, median (min–max)'.padEnd(38)}${`${nextLabel}, median (min–max)`.padEnd(38)}first-load JS gzip`);
  for (const r of rows) {
    const isOurs = r.load === ours.load;
    const load = `${figure(r.load)}${isOurs ? '' : ` ${ratio(ours.load, r.load)}`}`;
    const next = `${figure(r.next)}${isOurs ? '' : ` ${ratio(ours.next, r.next)}`}`;
    console.log(`  ${r.label.padEnd(34)}${load.padEnd(38)}${next.padEnd(38)}${r.gzip === null ? '–' : kb(r.gzip)}`);
  }
  console.log('  (×: Sideline / peer, medians; under 1 Sideline is faster)');
}

export interface ScheduleBenchContext {
  browser: Browser;
  baseURL: string;
  token: string;
  /** The console's own calls, in order: the fields, and the bookings of each day it showed. */
  fieldsUrl: string;
  dayUrls: string[];
  dates: string[];
  zone: string;
  bookings: number;
  /** Sideline's figures, data → bookings, slots and drag handles painted. */
  sideline: { load: Stats; next: Stats };
}

/** The calendar peers on the schedule's data, printed beside Sideline's figures with the ratios and the 2× target. */
export async function benchSchedulePeers(ctx: ScheduleBenchContext): Promise<void> {
  const weights = await buildPeers();
  const setup: PeerSetup = { token: ctx.token, fieldsUrl: ctx.fieldsUrl, dayUrls: ctx.dayUrls, dates: ctx.dates };
  const steps = Math.min(ctx.dayUrls.length - 1, PEER_RUNS + 1);
  const calendars: Contender[] = [
    {
      page: 'big-calendar',
      label: 'react-big-calendar (resource day)',
      count: `document.querySelectorAll('.rbc-event').length`,
      step: (k) => ({ snapshot: 'null', done: `document.querySelectorAll('.rbc-event.peer-day-${k}').length >= ${ctx.bookings}` }),
    },
    {
      page: 'fullcalendar',
      label: 'FullCalendar resource time grid',
      count: `document.querySelectorAll('.fc-event').length`,
      step: (k) => ({ snapshot: 'null', done: `document.querySelectorAll('.fc-event.peer-day-${k}').length >= ${ctx.bookings}` }),
    },
  ];
  const results = [];
  for (const c of calendars) {
    const r = await measurePeer(ctx.browser, ctx.baseURL, c, setup, {
      n: ctx.bookings,
      calls: ['/field/active/', '/reservation/facility/'],
      step: { button: 'button[aria-label="Next day"]', call: '/reservation/facility/' },
      steps,
      timezoneId: ctx.zone,
    });
    results.push({ label: c.label, ...r, gzip: weights.get(c.page) ?? null });
  }
  const ours = { label: 'Sideline (slots + drag handles)', ...ctx.sideline, gzip: sidelinePageGzip((k) => k === 'src/features/bookings/schedule-page.tsx') };
  console.log(`\nSchedule beside its peers (same ${ctx.bookings} bookings and fields from the same calls, same Chromium; data → painted, ms, ${PEER_RUNS} runs)`);
  printTable([ours, ...results], ctx.sideline, 'Next day');
  const lead = Math.min(...results.flatMap((r) => [r.load.median / ctx.sideline.load.median, r.next.median / ctx.sideline.next.median]));
  console.log(`  target: Sideline at least ${SCHEDULE_LEAD}× faster than both calendars (full load and Next day): ${lead >= SCHEDULE_LEAD ? 'met' : 'NOT MET'} (smallest lead ${lead.toFixed(2)}×)`);
}

export interface ListBenchContext {
  browser: Browser;
  baseURL: string;
  token: string;
  /** The console's first list call (a full load of ?count=100). */
  listUrl: string;
  rows: number;
  sideline: { load: Stats; next: Stats };
}

/** The table peers on the contacts list's data, printed beside Sideline's figures with the ratios and the targets. */
export async function benchListPeers(ctx: ListBenchContext): Promise<void> {
  const weights = await buildPeers();
  const tableRows = `document.querySelectorAll('table tbody tr').length`;
  const gridRows = `document.querySelectorAll('.fui-DataGridBody .fui-DataGridRow').length`;
  // A new page's first cell differs from the one before the click.
  const cell = (selector: string) => `document.querySelector(${JSON.stringify(selector)})?.textContent ?? ''`;
  const changed = (selector: string) => ({ snapshot: cell(selector), done: `${cell(selector)} !== before` });
  const tables: Contender[] = [
    { page: 'tanstack', label: 'TanStack Table + <table>', count: tableRows, step: () => changed('table tbody tr td') },
    { page: 'plain-table', label: 'plain <table>', count: tableRows, step: () => changed('table tbody tr td') },
    { page: 'fluent-table', label: 'Fluent Table components, bare', count: tableRows, step: () => changed('table tbody tr td') },
    { page: 'fluent-datagrid', label: 'Fluent DataGrid', count: gridRows, step: () => changed('.fui-DataGridBody .fui-DataGridCell') },
  ];
  const results = [];
  for (const c of tables) {
    const r = await measurePeer(
      ctx.browser,
      ctx.baseURL,
      c,
      { token: ctx.token, listUrl: ctx.listUrl },
      {
        n: ctx.rows,
        calls: ['/api/v1/contact/?'],
        step: { button: 'button[aria-label="Next page"]', call: '/api/v1/contact/?' },
        steps: PEER_RUNS + 1,
      },
    );
    results.push({ label: c.label, ...r, gzip: weights.get(c.page) ?? null });
  }
  const ours = { label: 'Sideline contacts list', ...ctx.sideline, gzip: sidelinePageGzip((k) => k.includes('resource-list-page')) };
  console.log(`\nContacts list beside its peers (the same ${ctx.rows} contacts from the same call, same Chromium; data → painted, ms, ${PEER_RUNS} runs)`);
  printTable([ours, ...results], ctx.sideline, 'Next page');
  const met = (value: number, target: number) => `${value < target ? 'met' : 'NOT MET'}`;
  console.log(
    `  targets: full load median under ${LIST_LOAD_TARGET_MS} ms: ${met(ctx.sideline.load.median, LIST_LOAD_TARGET_MS)}; Next page under ${LIST_NEXT_TARGET_MS} ms: ${met(ctx.sideline.next.median, LIST_NEXT_TARGET_MS)}`,
  );
}
