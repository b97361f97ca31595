import type { Invoice } from '../../domain/pos/api';
import { POS_PATHS } from '../../domain/pos/api-paths';
import { INVENTORY_PATHS } from '../../domain/inventory/api-paths';
import { expect, test } from './fixtures';
import { apiSession, ownerLanded, payExactInCash, signIn, toast } from './support';

/**
 * A refund of a product line puts its units back (issue 17): two units of a product of the spec's
 * own (made through the API with a receipt of goods, so other specs' sales do not move it) sold at
 * the checkout, one of them brought back from the payment's preview with a partial refund whose
 * amount follows the unit; the checkout then shows the unit back in stock.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const run = Date.now().toString(36);
const name = `Return ${run}`;
const code = `RET${run}`;

test('a product sold at the checkout and refunded from the payment preview comes back to stock', async ({ page }) => {
  const api = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  const facts = await page.request.get(`/api/v1${POS_PATHS.facts}`, { headers: api.headers, params: { facility_id: madrid } });
  const category = ((await facts.json()).data as { categories: { id: number }[] }).categories[0]!.id;
  const made = await page.request.post('/api/v1/product/', { headers: api.headers, data: { facility_id: madrid, name, code, category_id: category, price_cents: 200, cost_cents: 100 } });
  expect(made.status()).toBe(200);
  const productId = (await made.json()).data.id as number;
  const received = await page.request.post('/api/v1/product/adjustment/', { headers: api.headers, data: { facility_id: madrid, kind: 'receipt', lines: [{ product_id: productId, quantity: 5 }] } });
  expect(received.status()).toBe(200);

  await signIn(page, 'owner');
  await ownerLanded(page);
  await page.evaluate((id) => localStorage.setItem('sideline.facility', String(id)), madrid);

  // Two units sold at the counter, in cash.
  const search = page.getByRole('searchbox', { name: 'Search or scan a code' });
  const button = page.getByRole('button', { name: new RegExp(`^Add ${name},`) });
  await page.goto('/views/checkout');
  await search.fill(code);
  await search.press('Enter');
  await expect(page.getByTestId('cart-total')).toHaveText('€2.00');
  await search.fill(code);
  await search.press('Enter');
  await payExactInCash(page, '€4.00');
  await page.getByRole('button', { name: 'New sale' }).click();
  await search.fill(name);
  await expect(button).toContainText('3 in stock');

  // The sale's payment, from the product's journal.
  const journal = await page.request.get(`/api/v1${INVENTORY_PATHS.movements(productId)}`, { headers: api.headers });
  const saleMove = ((await journal.json()).data as { kind: string; invoice_id: number | null }[]).find((m) => m.kind === 'sale')!;
  const invoice = (await (await page.request.get(`/api/v1${POS_PATHS.invoice(saleMove.invoice_id!)}`, { headers: api.headers })).json()).data as Invoice;
  const payment = invoice.payments.find((p) => p.status === 'captured')!;

  // One unit brought back: a part of the payment, its amount following the unit.
  await page.goto(`/views/pos-payment/preview/${payment.id}`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const prompt = page.getByRole('dialog', { name: 'Refund this payment?' });
  const units = prompt.getByRole('spinbutton', { name: `Units of ${name} back to stock` });
  await expect(units).toHaveValue('2');
  await prompt.getByRole('radio', { name: 'Part of it' }).check();
  await expect(units).toHaveValue('0');
  await units.fill('3');
  await expect(prompt.getByText('More units than this sale sold and has not returned yet')).toBeVisible();
  await units.fill('1');
  await expect(prompt.getByRole('textbox', { name: 'Amount to refund' })).toHaveValue(/^2(\.00)?$/);
  await prompt.getByRole('textbox', { name: 'Reason' }).fill('One bottle brought back');
  await prompt.getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page, 'Payment refunded successfully')).toBeVisible();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: 'One bottle brought back' })).toContainText('€2.00');

  // The unit is back in stock.
  await page.goto('/views/checkout');
  await search.fill(name);
  await expect(button).toContainText('4 in stock');
});
