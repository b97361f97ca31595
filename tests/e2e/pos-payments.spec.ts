import type { APIRequestContext, Page } from '@playwright/test';
import type { Invoice, PaymentResult, PosFacts } from '../../domain/pos/api';
import { POS_PATHS } from '../../domain/pos/api-paths';
import { expect, test } from './fixtures';
import { apiData as ok, apiSession, signIn, toast } from './support';

/**
 * POS payments (issue 15, view 24): sales paid through the API (the real ledger) show in the
 * facility's payments list; the list filters by method; a row opens the payment's preview with
 * its sale's lines, totals and payments; the receipt prints on its own layout and goes by e-mail to
 * the sale's contact. A terminal's form shows its simulated reader, switched off and on. From the
 * preview a booking's payment is refunded in part, then in full (issue 16): partial refund, then
 * refunded, and the booking's history shows both.
 */

const api = (path: string) => `/api/v1${path}`;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let n = 0;
const key = () => `e2e-pay-${run}-${++n}`;

/** A sale of free lines at Madrid, opened by the owner: the invoice the ledger answers. */
async function sale(request: APIRequestContext, headers: Record<string, string>, facilityId: number, lines: { description: string; amount_cents: number }[]) {
  return ok<Invoice>(
    await request.post(api(POS_PATHS.saveInvoice), {
      headers,
      data: { idempotency_key: key(), facility_id: facilityId, invoice_id: null, lines: lines.map((l) => ({ kind: 'free', ...l })), contact_id: null, tab_name: null },
    }),
  );
}

async function chooseFacility(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText(name);
}

test('sales paid through the API show in the POS payments list, filter by method, open their preview, and the receipt prints alone', async ({ page, request }) => {
  const { headers, facilityId } = await apiSession(request, 'owner');
  const madrid = facilityId('Madrid Padel Center');
  const facts = await ok<PosFacts>(await request.get(api(POS_PATHS.facts), { headers, params: { facility_id: madrid } }));
  const counterCard = facts.onsite_methods.find((m) => m.name === 'Datáfono del mostrador')!;

  // A cash sale: 12.34 and 5.00 of free lines, a 1.66 tip, 20.00 handed over: 1.00 change.
  const cashSale = await sale(request, headers, madrid, [
    { description: 'E2E racket hire', amount_cents: 1234 },
    { description: 'E2E lesson extra', amount_cents: 500 },
  ]);
  const cash = await ok<PaymentResult>(
    await request.post(api(POS_PATHS.recordPayment), {
      headers,
      data: { idempotency_key: key(), invoice_id: cashSale.id, amount_cents: 1900, tip_cents: 166, sale_tip_cents: 166, method: { kind: 'cash' }, tendered_cents: 2000 },
    }),
  );
  expect(cash.invoice).toMatchObject({ status: 'paid', total_cents: 1900, remaining_cents: 0 });
  // Another sale paid by the facility's other method, 7.77.
  const otherSale = await sale(request, headers, madrid, [{ description: 'E2E towel', amount_cents: 777 }]);
  await ok<PaymentResult>(
    await request.post(api(POS_PATHS.recordPayment), {
      headers,
      data: { idempotency_key: key(), invoice_id: otherSale.id, amount_cents: 777, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'onsite', method_id: counterCard.id }, tendered_cents: null },
    }),
  );

  await signIn(page, 'owner');
  await chooseFacility(page, 'Madrid Padel Center');
  await page.goto('/views/pos-payment/list');
  const table = page.getByRole('table', { name: 'Payments' });
  const cashRow = table.getByRole('row').filter({ hasText: '€19.00' });
  const otherRow = table.getByRole('row').filter({ hasText: '€7.77' });
  await expect(cashRow).toHaveCount(1);
  await expect(otherRow).toHaveCount(1);
  await expect(cashRow).toContainText('€1.66');
  await expect(cashRow).toContainText('Captured');
  await expect(otherRow).toContainText('Datáfono del mostrador');

  // Filtered by method: cash only, then the other methods only (the address keeps the filter).
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cash' });
  await expect(page).toHaveURL(/method=cash/);
  await expect(otherRow).toHaveCount(0);
  await expect(cashRow).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Other method' });
  await expect(cashRow).toHaveCount(0);
  await expect(otherRow).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'All methods' });

  // The cash payment's preview: its sale's lines, totals and the payment with tendered and change.
  await cashRow.click();
  await expect(page).toHaveURL(new RegExp(`/views/pos-payment/preview/${cash.payment.id}$`));
  const lines = page.getByRole('table', { name: 'What was sold' });
  await expect(lines.getByRole('row').filter({ hasText: 'E2E racket hire' })).toContainText('€12.34');
  await expect(lines.getByRole('row').filter({ hasText: 'E2E lesson extra' })).toContainText('€5.00');
  const totals = page.getByRole('region', { name: `Sale #${cashSale.id}` });
  await expect(totals).toContainText('Tip€1.66');
  await expect(totals).toContainText('Total€19.00');
  await expect(totals).toContainText('Remaining€0.00');
  const payments = page.getByRole('table', { name: 'Payments of this sale' });
  await expect(payments.getByRole('row').filter({ hasText: 'Cash' })).toContainText('€20.00');
  await expect(payments.getByRole('row').filter({ hasText: 'Cash' })).toContainText('€1.00');
  // No contact on the sale: the receipt cannot be e-mailed, and the page says why.
  await expect(page.getByRole('button', { name: 'E-mail receipt' })).toBeDisabled();
  await expect(page.getByText('The sale has no contact to send the receipt to.').first()).toBeVisible();

  // Print: the browser's dialog is replaced by a counter; printed, the page shows the receipt alone.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const receipt = page.locator('#sl-receipt-print').getByTestId('receipt');
  await expect(receipt).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Madrid Padel Center');
  await expect(receipt).toContainText('E2E racket hire');
  await expect(receipt).toContainText('Change€1.00');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('table', { name: 'What was sold' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('table', { name: 'What was sold' })).toBeVisible();

  // Back to the list it came from.
  await page.getByRole('button', { name: 'Back to payments' }).click();
  await expect(page).toHaveURL(/\/views\/pos-payment\/list/);

  // A sale with a contact who has an e-mail: its receipt goes to them through the outbox.
  const contacts = await ok<{ id: number; email: string | null }[]>(await request.get(api('/contact/'), { headers, params: { facility_id: madrid, count: 50 } }));
  const customer = contacts.find((c) => c.email)!;
  const mailed = await ok<Invoice>(
    await request.post(api(POS_PATHS.saveInvoice), {
      headers,
      data: { idempotency_key: key(), facility_id: madrid, invoice_id: null, lines: [{ kind: 'free', description: 'E2E grip', amount_cents: 333 }], contact_id: customer.id, tab_name: null },
    }),
  );
  const paid = await ok<PaymentResult>(
    await request.post(api(POS_PATHS.recordPayment), {
      headers,
      data: { idempotency_key: key(), invoice_id: mailed.id, amount_cents: 333, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null },
    }),
  );
  await page.goto(`/views/pos-payment/preview/${paid.payment.id}`);
  await page.getByRole('button', { name: 'E-mail receipt' }).click();
  await expect(toast(page, `Receipt sent to ${customer.email}`)).toBeVisible();
});

test("a booking's payment is refunded in part, then in full, from its preview: partial refund, then refunded; the booking's history shows both", async ({ page, request }) => {
  const { headers, facilityId } = await apiSession(request, 'owner');
  const madrid = facilityId('Madrid Padel Center');
  const found = await request.get(api('/field/'), { headers, params: { facility_id: madrid, filter: JSON.stringify({ name: 'Pista 2' }) } });
  const pista2 = ((await found.json()) as { data: { id: number; name: string }[] }).data.find((f) => f.name === 'Pista 2')!;
  const booking = await ok<{ id: number; amount_cents: number; service_fee_cents: number }>(
    await request.post(api('/reservation/'), { headers, data: { facility_id: madrid, field_id: pista2.id, date: '2031-05-14', time: '09:00', minutes: 60, type: 'one_day' } }),
  );
  const amount = booking.amount_cents;
  // The booking's service fee (SPEC §9) inside its price is never refunded, by hand as by a cancellation.
  const fee = booking.service_fee_cents;
  expect(fee).toBeGreaterThan(0);
  expect(amount).toBeGreaterThan(1000 + fee);
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
  const bookingSale = await ok<Invoice>(
    await request.post(api(POS_PATHS.saveInvoice), {
      headers,
      data: { idempotency_key: key(), facility_id: madrid, invoice_id: null, lines: [{ kind: 'booking', booking_id: booking.id, participant_id: null, amount_cents: amount }], contact_id: null, tab_name: null },
    }),
  );
  const paid = await ok<PaymentResult>(
    await request.post(api(POS_PATHS.recordPayment), {
      headers,
      data: { idempotency_key: key(), invoice_id: bookingSale.id, amount_cents: amount, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null },
    }),
  );

  await signIn(page, 'owner');
  await chooseFacility(page, 'Madrid Padel Center');
  await page.goto(`/views/pos-payment/preview/${paid.payment.id}`);
  const card = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(card.getByTestId('refund-state')).toHaveCount(0);

  // A part: more than was paid is refused beside the amount; 10.00 with a reason is refunded.
  await page.getByRole('button', { name: 'Refund' }).click();
  const prompt = page.getByRole('dialog', { name: 'Refund this payment?' });
  await expect(prompt).toContainText(`Up to ${euros(amount - fee)} can be refunded`);
  await prompt.getByRole('radio', { name: 'Part of it' }).check();
  await prompt.getByRole('textbox', { name: 'Amount to refund' }).fill(String(amount / 100 + 1));
  await expect(prompt.getByText('This is more than what remains to refund of this payment')).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Amount to refund' }).fill('10');
  await prompt.getByRole('textbox', { name: 'Reason' }).fill('Lesson cut short');
  await prompt.getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page, 'Payment refunded successfully')).toBeVisible();
  await expect(prompt).toBeHidden();
  await expect(card.getByTestId('refund-state')).toHaveText('Partial refund');
  await expect(card).toContainText(`Left to refund${euros(amount - fee - 1000)}`);
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds.getByRole('row').filter({ hasText: 'Lesson cut short' })).toContainText('€10.00');
  // Paid in cash at Madrid: its 5 % commission after sale; the refund gives back 5 % of 10.00.
  await expect(refunds.getByRole('columnheader', { name: 'Commission returned' })).toBeVisible();
  await expect(refunds.getByRole('row').filter({ hasText: 'Lesson cut short' })).toContainText('€0.50');

  // The rest, in full.
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(prompt.getByRole('radio', { name: `Full: ${euros(amount - fee - 1000)}` })).toBeChecked();
  await prompt.getByRole('textbox', { name: 'Reason' }).fill('Customer left');
  await prompt.getByRole('button', { name: 'Refund' }).click();
  await expect(card.getByTestId('refund-state')).toHaveText('Refunded');
  await expect(refunds.getByRole('row').filter({ hasText: 'Customer left' })).toContainText(euros(amount - fee - 1000));
  await expect(refunds.getByRole('row').filter({ hasText: 'Lesson cut short' })).toContainText('€10.00');
  // All of the commission is back: the platform keeps the booking's service fee alone.
  const lines = page.getByRole('region', { name: 'Order and payment' });
  await expect(lines).toContainText('Commission returned with the refunds');
  await expect(lines).toContainText(`Platform fee${euros(fee)}`);
  // Nothing is left to refund: the button is gone.
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // The booking it paid: only its service fee paid any more, and its history names both refunds.
  await page.goto(`/views/reservations/form/${booking.id}`);
  await expect(page.getByTestId('payment-state')).toHaveText('Pending');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Refunded €10.00: Lesson cut short', { exact: true })).toBeVisible();
  await expect(history.getByText(`Refunded ${euros(amount - fee - 1000)}: Customer left`, { exact: true })).toBeVisible();
});

test("a terminal's form shows its simulated reader, which can be switched off and on", async ({ page }) => {
  await signIn(page, 'owner');
  await chooseFacility(page, 'Madrid Padel Center');
  await page.goto('/views/terminal/list');
  await page.getByRole('button', { name: 'Edit Barra' }).click();
  const reader = page.getByRole('region', { name: 'Card reader' });
  await expect(reader.getByTestId('reader-state')).toHaveText('Online');
  await expect(reader).toContainText('Simulated reader');
  await expect(reader).toContainText('Not showing a payment.');
  await reader.getByRole('switch', { name: 'Reader switched on' }).click();
  await expect(toast(page, 'The reader is off')).toBeVisible();
  await expect(reader.getByTestId('reader-state')).toHaveText('Offline');
  await reader.getByRole('switch', { name: 'Reader switched on' }).click();
  await expect(reader.getByTestId('reader-state')).toHaveText('Online');
});
