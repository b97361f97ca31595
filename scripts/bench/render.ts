/**
 * Time to show a page of the contacts list in Chromium (issue 5): a real browser against the real
 * app, signed in as the owner at Madrid. Measured in the page: the list call's responseEnd
 * (Resource Timing) and the first frame painted after the table holds its rows (a
 * MutationObserver, then requestAnimationFrame + setTimeout 0, which runs once that frame is out).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, signedInPage } from './browser';
import type { ListBenchContext } from './peers';
import { ms, stats } from './timing';

/** At least 15 runs: the figures are medians of a noisy machine (BENCH_RUNS to change). */
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** The page size measured against the peers (the list offers more: domain/resources/resource.ts, LIST_PAGE_SIZES). */
const LARGEST_PAGE = 100;
/** The list's largest page (issue 21): drawn a window of rows at a time (src/ui/window-rows.ts); its first window holds at least this many. */
const BIG_PAGE = 1000;
const FIRST_WINDOW = 30;

declare global {
  interface Window {
    __bench?: { rows: number; dom: number | null; painted: number | null };
  }
}

/** Installed in every document: records when the table first holds `rows` rows, and when that frame is painted. */
function watchRows(rows: number) {
  performance.setResourceTimingBufferSize(10_000);
  const bench = { rows, dom: null as number | null, painted: null as number | null };
  window.__bench = bench;
  const observer = new MutationObserver(() => {
    if (bench.dom !== null || document.querySelectorAll('table tbody tr').length < bench.rows) return;
    bench.dom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (bench.painted = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * In the page: clicks Next page and answers when the new rows are painted. A string, not a
 * function: tsx would name the inner arrow functions with a helper the page does not have.
 */
const nextPageScript = (rows: number) => `new Promise((resolve, reject) => {
  const firstCell = () => document.querySelector('table tbody tr td')?.textContent ?? '';
  const before = firstCell();
  const observer = new MutationObserver(() => {
    // One React commit writes the whole page: once its first cell changed, all ${rows} rows are there.
    if (firstCell() === before) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        const painted = performance.now();
        const call = performance.getEntriesByType('resource').filter((e) => e.startTime >= clicked && /\\/api\\/v1\\/contact\\/\\?/.test(e.name)).at(-1);
        resolve({ clicked, painted, arrived: call ? call.responseEnd : null });
      }, 0),
    );
  });
  observer.observe(document.querySelector('table'), { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error('the next page was not shown within 15 s')), 15000);
  const next = document.querySelector('button[aria-label="Next page"]');
  const clicked = performance.now();
  (next.disabled ? document.querySelector('button[aria-label="Previous page"]') : next).click();
})`;

/** In the page: scrolls a long list to its end and answers the time until its last row is painted (a string, as nextPageScript). */
const scrollToEndScript = (rows: number) => `new Promise((resolve, reject) => {
  const start = performance.now();
  window.scrollTo(0, document.documentElement.scrollHeight);
  const check = () => {
    const drawn = document.querySelectorAll('table tbody tr[data-row]');
    if (drawn[drawn.length - 1]?.getAttribute('aria-rowindex') === '${rows + 1}') requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    else requestAnimationFrame(check);
  };
  check();
  setTimeout(() => reject(new Error('the end of the list was not drawn within 15 s')), 15000);
})`;

/** When the last contacts list call was sent and answered, on the page's clock. */
const listCall = (page: Page) =>
  page.evaluate(() => {
    const calls = performance.getEntriesByType('resource').filter((e) => /\/api\/v1\/contact\/\?/.test(e.name)) as PerformanceResourceTiming[];
    const last = calls.at(-1);
    return last ? { sent: last.startTime, arrived: last.responseEnd } : null;
  });

/** Answers the console's files from another build (`assets`), the API from the server: two builds compared in one run. */
async function serveBuild(page: Page, assets: string) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(assets, pathname);
      await route.fulfill({ path: pathname.startsWith('/assets/') && existsSync(file) ? file : path.join(assets, 'index.html') });
    },
  );
}

/**
 * Prints the figures of the contacts list in Chromium and answers them (data → painted, full load and
 * next page); `peers` (scripts/bench/peers.ts) then measures the table peers in the same Chromium,
 * fed the list call the console made.
 */
export async function benchListRender(baseURL: string, assets?: string, peers?: (ctx: Omit<ListBenchContext, 'token'>) => Promise<void>) {
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, baseURL, { width: 1440, height: 900 }, 'owner', assets ? (p) => serveBuild(p, assets) : undefined);
    await page.goto('/views/contact/list');
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Madrid Padel Center' }).click();
    await page.getByRole('table', { name: 'Contacts' }).locator('tbody tr').nth(9).waitFor();

    console.log(`\nContacts list in Chromium (owner at Madrid, 100,000 contacts)${assets ? `, the build in ${assets}` : ''}`);
    // A full load of the list address, as after a reload or a shared link.
    await page.addInitScript(watchRows, LARGEST_PAGE);
    const load = { sent: [] as number[], data: [] as number[], toDom: [] as number[], fromData: [] as number[], painted: [] as number[] };
    for (let i = 0; i <= RUNS; i++) {
      await page.goto(`/views/contact/list?count=${LARGEST_PAGE}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench?.painted != null, undefined, { timeout: 30_000 });
      const { dom, painted } = await page.evaluate(() => ({ dom: window.__bench!.dom!, painted: window.__bench!.painted! }));
      const call = await listCall(page);
      if (i === 0 || call === null) continue; // the first load warms the caches up
      load.sent.push(call.sent);
      load.data.push(call.arrived);
      load.toDom.push(dom - call.arrived);
      load.fromData.push(painted - call.arrived);
      load.painted.push(painted);
    }
    const rows = await page.getByRole('table', { name: 'Contacts' }).locator('tbody tr').count();
    const median = (samples: number[]) => ms(stats(samples).median);
    console.log(`  full load of ?count=${LARGEST_PAGE} (${rows} rows), ${RUNS} runs, medians:`);
    console.log(`    navigation start → list call sent      ${median(load.sent)}`);
    console.log(`    navigation start → list data arrived   ${median(load.data)}`);
    console.log(`    data arrived → rows in the DOM         ${median(load.toDom)}`);
    console.log(`    data arrived → ${LARGEST_PAGE} rows painted        ${median(load.fromData)}   (min ${ms(stats(load.fromData).min)}, max ${ms(stats(load.fromData).max)})`);
    console.log(`    navigation start → rows painted        ${median(load.painted)}`);

    // Inside the console: Next page, until the new rows are painted.
    const next = { painted: [] as number[], fromData: [] as number[] };
    for (let i = 0; i <= RUNS; i++) {
      const result = (await page.evaluate(nextPageScript(LARGEST_PAGE))) as { clicked: number; painted: number; arrived: number | null };
      if (i === 0 || result.arrived === null) continue;
      next.painted.push(result.painted - result.clicked);
      next.fromData.push(result.painted - result.arrived);
    }
    console.log(`  Next page (${LARGEST_PAGE} rows), ${RUNS} runs, medians:`);
    console.log(`    click → rows painted                   ${median(next.painted)}`);
    console.log(`    data arrived → rows painted            ${median(next.fromData)}   (min ${ms(stats(next.fromData).min)}, max ${ms(stats(next.fromData).max)})`);
    const result = { load: stats(load.fromData), next: stats(next.fromData) };
    if (peers) {
      // The console's first list call of its last document: the full load of ?count=100.
      const first = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => e.name).find((n) => /\\/api\\/v1\\/contact\\/\\?/.test(n))`)) as string | undefined;
      if (!first) throw new Error('the contacts list made no list call the peers replay');
      const url = new URL(first);
      await peers({ browser, baseURL, listUrl: url.pathname + url.search, rows: LARGEST_PAGE, sideline: result });
    }

    // A page of 1,000 (issue 21): its first rows painted on a full load, and a jump to its end until the last row is painted.
    await page.addInitScript(watchRows, FIRST_WINDOW);
    const big = { fromData: [] as number[], toEnd: [] as number[] };
    let drawn = 0;
    for (let i = 0; i <= RUNS; i++) {
      await page.goto(`/views/contact/list?count=${BIG_PAGE}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench?.painted != null, undefined, { timeout: 30_000 });
      const painted = await page.evaluate(() => window.__bench!.painted!);
      const call = await listCall(page);
      drawn = await page.locator('table tbody tr[data-row]').count();
      const toEnd = (await page.evaluate(scrollToEndScript(BIG_PAGE))) as number;
      if (i === 0 || call === null) continue;
      big.fromData.push(painted - call.arrived);
      big.toEnd.push(toEnd);
    }
    console.log(`  a page of ${BIG_PAGE} (${drawn} rows drawn at a time), ${RUNS} runs, medians:`);
    console.log(`    data arrived → first rows painted      ${median(big.fromData)}   (min ${ms(stats(big.fromData).min)}, max ${ms(stats(big.fromData).max)})`);
    console.log(`    scroll to its end → last row painted   ${median(big.toEnd)}   (min ${ms(stats(big.toEnd).min)}, max ${ms(stats(big.toEnd).max)})`);
    return result;
  } finally {
    await browser.close();
  }
}
