import type { Page } from '@playwright/test';
import { shiftDate, todayIn } from '../../domain/bookings/schedule';
import { expect, test } from './fixtures';
import { apiSession, ownerLanded, payExactInCash, signIn, toast } from './support';

/**
 * Inventory (issue 17, view 29) as staff do it at Madrid Padel Center: a count of three products
 * of their own (made through the API with a receipt of goods, so other specs' sales do not move
 * them), the reasons it asks for, the adjustment in the list; then one sold at the counter shows one
 * less in the product list and its days left appear.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

const run = Date.now().toString(36);
const names = ['A', 'B', 'C'].map((x) => `Count ${run} ${x}`);
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const api = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  const facts = await page.request.get('/api/v1/invoice/pos/', { headers: api.headers, params: { facility_id: madrid } });
  const category = ((await facts.json()).data as { categories: { id: number }[] }).categories[0]!.id;
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const made = await page.request.post('/api/v1/product/', { headers: api.headers, data: { facility_id: madrid, name, code: `CNT${run}${i}`, category_id: category, price_cents: 200, cost_cents: 100 } });
    expect(made.status()).toBe(200);
    ids.push((await made.json()).data.id);
  }
  const received = await page.request.post('/api/v1/product/adjustment/', {
    headers: api.headers,
    data: { facility_id: madrid, kind: 'receipt', lines: ids.map((id, i) => ({ product_id: id, quantity: [12, 8, 5][i] })) },
  });
  expect(received.status()).toBe(200);
  await signIn(page, 'owner');
  await ownerLanded(page);
  await page.evaluate((id) => localStorage.setItem('sideline.facility', String(id)), madrid);
});

test.afterAll(async () => page.close());

const counted = (name: string) => page.getByRole('spinbutton', { name: `Counted stock: ${name}` });
const reason = (name: string) => page.getByRole('combobox', { name: `Reason: ${name}` });
const alert = () => page.getByRole('alert');

test('a count of three products asks for reasons, saves, and the list and the sheet show it', async () => {
  await page.goto('/views/inventory/form');
  await page.getByRole('searchbox').fill(`Count ${run}`);
  await expect(page.locator('tbody tr')).toHaveCount(3);

  // Nothing counted yet: nothing to save.
  await page.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(alert()).toHaveText('No adjustments to save');

  await counted(names[0]!).fill('10');
  await counted(names[1]!).fill('9');
  await counted(names[2]!).fill('0');
  await expect(page.getByText('3 products changed')).toBeVisible();
  await page.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(alert()).toHaveText('Select reasons to save');

  await reason(names[0]!).selectOption('damaged');
  await reason(names[1]!).selectOption('count_correction');
  await reason(names[2]!).selectOption('expired');
  await page.getByLabel('Observation').fill(`Count ${run}`);
  await page.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(toast(page, 'Adjustment saved')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/inventory\/list/);

  const first = page.getByRole('table', { name: 'Adjustments' }).locator('tbody tr').first();
  await expect(first).toContainText('Count correction, Damaged, Expired');
  await expect(first).toContainText('Olivia');
  // 2 damaged and 5 expired out, 1 in, at €1.00 each.
  await expect(first).toContainText('-€6.00');
  await first.click();
  await expect(page.getByText(`Count ${run}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${names[2]} 5 0 -5 Expired`) })).toBeVisible();

  // The sheet reads the new stock; a barcode and Enter put the cursor on its product.
  await page.goto('/views/inventory/form');
  await page.getByRole('searchbox').fill(`Count ${run}`);
  await expect(page.locator('tbody tr').filter({ hasText: names[0]! }).locator('td').nth(1)).toHaveText('10');
  await page.getByRole('searchbox').fill(`CNT${run}1`);
  await page.getByRole('searchbox').press('Enter');
  await expect(counted(names[1]!)).toBeFocused();
});

test('goods received come in as an adjustment of their own kind', async () => {
  await page.goto('/views/inventory/form');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('receipt');
  await page.getByRole('searchbox').fill(`Count ${run}`);
  await page.getByRole('spinbutton', { name: `Units received: ${names[1]}` }).fill('6');
  await page.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(toast(page, 'Adjustment saved')).toBeVisible();
  const first = page.getByRole('table', { name: 'Adjustments' }).locator('tbody tr').first();
  await expect(first).toContainText('Receipt of goods');
  await expect(first).toContainText('€6.00');
});

test('a product sold at the counter shows one less, and its days left appear', async () => {
  const row = () => page.getByRole('row').filter({ hasText: names[0]! });
  const openList = async () => {
    await page.goto('/views/product/list');
    await page.getByRole('textbox', { name: 'Filter by Name' }).fill(names[0]!);
    await expect(page.getByRole('row')).toHaveCount(2);
  };
  await openList();
  await expect(row()).toContainText('In stock');
  await expect(row()).not.toContainText('300');

  const search = page.getByRole('searchbox', { name: 'Search or scan a code' });
  const button = page.getByRole('button', { name: new RegExp(`^Add ${names[0]},`) });
  await page.goto('/views/checkout');
  await search.fill(names[0]!);
  await expect(button).toContainText('10 in stock');
  await search.fill(`CNT${run}0`);
  await search.press('Enter');
  await payExactInCash(page, '€2.00');
  await page.getByRole('button', { name: 'New sale' }).click();
  await search.fill(names[0]!);
  await expect(button).toContainText('9 in stock');

  await openList();
  // 9 left at one sold in 30 days: 270 days, counted from Madrid's today.
  const zeroDay = shiftDate(todayIn('Europe/Madrid', new Date()), 270);
  await expect(row()).toContainText('270');
  await expect(row()).toContainText(zeroDay);
});
