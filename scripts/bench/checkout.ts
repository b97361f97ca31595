/**
 * The checkout in Chromium (issue 15): a product added to a cart of 50 lines and more, from the
 * click to the next painted frame with the new line in the cart. The real app (in-memory PGlite)
 * with 70 bench products at Madrid Padel Center; measured in the page (MutationObserver on the
 * cart, then rAF + setTimeout 0). Target: under one frame (16 ms), median.
 */
import { eq } from 'drizzle-orm';
import * as schema from '../../server/db/schema';
import { startTestServer } from '../../server/test-support/test-server';
import { distDir } from '../console-build';
import { launchChromium, signedInPage } from './browser';
import { ms, stats } from './timing';

const PRODUCTS = 70;
const BEFORE = 50;
const TARGET_MS = 16;

/** In the page: clicks the product's Add button and answers when the cart holds `lines` lines and that frame is painted. */
const addScript = (label: string, lines: number) => `new Promise((resolve, reject) => {
  const cart = document.querySelector('section[aria-label="Cart"]');
  const count = () => cart.querySelectorAll('li').length;
  const observer = new MutationObserver(() => {
    if (count() < ${lines}) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked), 0));
  });
  observer.observe(cart, { childList: true, subtree: true });
  setTimeout(() => reject(new Error('the line was not added within 5 s')), 5000);
  const clicked = performance.now();
  [...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? '').startsWith(${JSON.stringify(label)})).click();
})`;

export async function benchCheckoutRender(): Promise<void> {
  const server = await startTestServer({ loginMaxAttempts: 0, staticDir: distDir });
  const browser = await launchChromium();
  try {
    const db = server.database.db;
    const [madrid] = await db.select({ id: schema.facilities.id }).from(schema.facilities).where(eq(schema.facilities.name, 'Madrid Padel Center'));
    const [category] = await db.insert(schema.productCategories).values({ facility_id: madrid!.id, name: 'Bench' }).returning({ id: schema.productCategories.id });
    await db
      .insert(schema.products)
      .values(Array.from({ length: PRODUCTS }, (_, i) => ({ facility_id: madrid!.id, category_id: category!.id, name: `Bench ${String(i + 1).padStart(2, '0')}`, price_cents: 100 + i, stock: 1000 })));
    const baseURL = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const page = await signedInPage(browser, baseURL, { width: 1280, height: 800 });
    await page.evaluate((id) => localStorage.setItem('sideline.facility', String(id)), madrid!.id);
    await page.goto('/views/checkout');
    await page.getByRole('button', { name: /^Add Bench 01,/ }).waitFor();
    for (let i = 1; i <= BEFORE; i++) await page.evaluate(addScript(`Add Bench ${String(i).padStart(2, '0')},`, i));
    const samples: number[] = [];
    for (let i = BEFORE + 1; i <= PRODUCTS; i++) samples.push((await page.evaluate(addScript(`Add Bench ${String(i).padStart(2, '0')},`, i))) as number);
    const s = stats(samples);
    console.log(`\nCheckout in Chromium: a product added to a cart of ${BEFORE}–${PRODUCTS - 1} lines, click → painted`);
    console.log(`  median ${ms(s.median)}   p95 ${ms(s.p95)}   (${samples.length} runs); target: under ${TARGET_MS} ms (one frame) — ${s.median < TARGET_MS ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
