/**
 * Time to show a page of the contacts list in Chromium (issue 5): a real browser against the real
 * app, signed in as the owner at Madrid. Measured in the page: the list call's responseEnd
 * (Resource Timing) and the first frame painted after the table holds its rows (a
 * MutationObserver, then requestAnimationFrame + setTimeout 0, which runs once that frame is out).
 */
import { chromium, type Page } from '@playwright/test';
import { ms, stats } from './timing';

const RUNS = 10;
/** The page sizes the list offers (src/features/resources/resource-list-page.tsx, PAGE_SIZES). */
const LARGEST_PAGE = 50;

declare global {
  interface Window {
    __bench?: { rows: number; dom: number | null; painted: number | null };
  }
}

/** Installed in every document: records when the table first holds `rows` rows, and when that frame is painted. */
function watchRows(rows: number) {
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
const nextPageScript = (rows: number) => `new Promise((resolve) => {
  const firstCell = () => document.querySelector('table tbody tr td')?.textContent ?? '';
  const before = firstCell();
  const observer = new MutationObserver(() => {
    if (firstCell() === before || document.querySelectorAll('table tbody tr').length < ${rows}) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve({ clicked, painted: performance.now() }), 0));
  });
  observer.observe(document.querySelector('table'), { childList: true, subtree: true, characterData: true });
  const clicked = performance.now();
  document.querySelector('button[aria-label="Next page"]').click();
})`;

/** responseEnd of the last contacts list call, on the page's clock. */
const listResponseEnd = (page: Page) =>
  page.evaluate(() => {
    const calls = performance.getEntriesByType('resource').filter((e) => /\/api\/v1\/contact\/\?/.test(e.name)) as PerformanceResourceTiming[];
    return calls.at(-1)?.responseEnd ?? null;
  });

export async function benchListRender(baseURL: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel(/^Password/).fill('owner123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/views/contact/list');
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Madrid Padel Center' }).click();
    await page.getByRole('table', { name: 'Contacts' }).locator('tbody tr').nth(9).waitFor();

    console.log('\nContacts list in Chromium (owner at Madrid, 100,000 contacts)');
    // 100 rows are not offered: the list keeps count=100 out (PAGE_SIZES) and shows its default page.
    await page.goto('/views/contact/list?count=100');
    await page.getByRole('table', { name: 'Contacts' }).locator('tbody tr').nth(9).waitFor();
    await page.waitForTimeout(500);
    const shown = await page.getByRole('table', { name: 'Contacts' }).locator('tbody tr').count();
    const pageSize = await page.getByRole('combobox', { name: 'Rows per page' }).inputValue();
    console.log(`  /views/contact/list?count=100 shows ${shown} rows (page size ${pageSize}): 100 is not allowed; measured with the largest offered, ${LARGEST_PAGE}`);

    // A full load of the list address, as after a reload or a shared link.
    await page.addInitScript(watchRows, LARGEST_PAGE);
    const load = { painted: [] as number[], fromData: [] as number[], data: [] as number[] };
    for (let i = 0; i <= RUNS; i++) {
      await page.goto(`/views/contact/list?count=${LARGEST_PAGE}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench?.painted != null, undefined, { timeout: 30_000 });
      const painted = await page.evaluate(() => window.__bench!.painted!);
      const responseEnd = await listResponseEnd(page);
      if (i === 0 || responseEnd === null) continue; // the first load warms the caches up
      load.painted.push(painted);
      load.data.push(responseEnd);
      load.fromData.push(painted - responseEnd);
    }
    const rows = await page.getByRole('table', { name: 'Contacts' }).locator('tbody tr').count();
    console.log(`  full load of ?count=${LARGEST_PAGE} (${rows} rows), ${RUNS} runs:`);
    console.log(`    navigation start → list data arrived   median ${ms(stats(load.data).median)}`);
    console.log(`    data arrived → ${LARGEST_PAGE} rows painted        median ${ms(stats(load.fromData).median)}   (min ${ms(stats(load.fromData).min)}, max ${ms(stats(load.fromData).max)})`);
    console.log(`    navigation start → rows painted        median ${ms(stats(load.painted).median)}`);

    // Inside the console: Next page, until the new rows are painted.
    const next = { painted: [] as number[], fromData: [] as number[] };
    for (let i = 0; i <= RUNS; i++) {
      const result = (await page.evaluate(nextPageScript(LARGEST_PAGE))) as { clicked: number; painted: number };
      const responseEnd = await listResponseEnd(page);
      if (i === 0 || responseEnd === null) continue;
      next.painted.push(result.painted - result.clicked);
      next.fromData.push(result.painted - responseEnd);
    }
    console.log(`  Next page (${LARGEST_PAGE} rows), ${RUNS} runs:`);
    console.log(`    click → rows painted                   median ${ms(stats(next.painted).median)}`);
    console.log(`    data arrived → rows painted            median ${ms(stats(next.fromData).median)}`);
    await context.close();
  } finally {
    await browser.close();
  }
}
