import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiData, apiSession, payExactInCash, openSignedIn, toast } from './support';
import type { PaymentDetail, PaymentRow } from '../../domain/pos/api';
import { POS_PATHS } from '../../domain/pos/api-paths';
import { parseDateInput } from '../../domain/time/date-input';

// Bookings on fixed future dates, clear of the demo bookings (the coming two weeks).

async function background(page: Page, name: string) {
  return page.getByRole('button', { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
}

/**
 * The reservation form and detail (issue 6): an open match with its match inputs and the price the
 * server computes, a guest and a player join, the two are marked paid (their shares taken at the checkout,
 * issue 15), and the history says so.
 */
test('the front desk creates an open match from the form, adds a guest and a player, marks the two paid at the checkout and reads the history', async ({ page }) => {
  await openSignedIn(page, 'rep', '/views/reservations/form');
  await expect(page.getByRole('heading', { name: /New reservation/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Pick-up / open match' });
  // Booked without a field: its message, and the focus on it.
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Field is required')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Field' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Pista 2' });
  await expect(page.getByText('Field is required')).toBeHidden();
  await page.getByLabel('Date', { exact: true }).fill('2027-06-07');
  await page.getByLabel('Time', { exact: true }).fill('18:00');
  await page.getByRole('combobox', { name: 'Skill level' }).selectOption({ label: 'Intermediate' });
  await page.getByLabel('Min players').fill('2');
  await page.getByLabel('Max players').fill('4');
  await page.getByLabel('Price per player').fill('8.5');
  await page.getByRole('combobox', { name: 'Pricing method' }).selectOption({ label: 'Per participant' });
  // The price the server will store, before saving: two players (the minimum) at 8.50, each paying
  // Demo Sports Club's 5 % match service fee on their share (0.43 each).
  await expect(page.getByRole('status', { name: 'Price' })).toContainText('Service fee: €0.86');
  await expect(page.getByRole('status', { name: 'Price' })).toContainText('Total: €17.86');
  // A blocked time takes no contact and no price.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Blocked' });
  await expect(page.getByLabel('Min players')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Contact' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Pick-up / open match' });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Reservation created')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/reservations\/form\/\d+$/);

  const participants = page.getByRole('region', { name: 'Participants' });
  await participants.getByLabel('Guest name').fill('Guest Ana');
  await participants.getByRole('button', { name: 'Add guest' }).click();
  await expect(participants.getByRole('cell', { name: 'Guest Ana · Guest' })).toBeVisible();
  await participants.getByLabel('Search contacts').fill('Lucía');
  await participants.getByRole('combobox', { name: 'Contact' }).selectOption({ label: 'Lucía Fernández' });
  await participants.getByRole('button', { name: 'Add player' }).click();
  await expect(participants.getByRole('group', { name: 'Lucía Fernández' })).toBeVisible();
  await expect(participants.getByText('2 of 4 joined')).toBeVisible();

  // Their shares are money owed (issue 15): marking the two paid takes the desk to the checkout with
  // each share with its fee (8.50 + 0.43), one line each; the cash payment marks them paid in the ledger.
  await expect(participants.getByRole('button', { name: 'Mark selected paid (0)' })).toBeDisabled();
  await participants.getByRole('checkbox', { name: 'Select Guest Ana' }).check();
  await participants.getByRole('checkbox', { name: 'Select Lucía Fernández' }).check();
  const detailUrl = page.url();
  const bookingId = Number(/\/(\d+)$/.exec(detailUrl)![1]);
  await participants.getByRole('button', { name: 'Mark selected paid (2)' }).click();
  const cart = page.getByRole('region', { name: 'Cart' });
  for (const name of ['Guest Ana', 'Lucía Fernández']) await expect(cart.getByText(new RegExp(`· ${name}$`))).toBeVisible();
  await payExactInCash(page, '€17.86');
  await page.goBack();
  await expect(page).toHaveURL(detailUrl);
  for (const name of ['Guest Ana', 'Lucía Fernández']) await expect(participants.getByRole('group', { name }).getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('balance')).toHaveText('€0.00');
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');

  // The payment is in the ledger: one cash payment of 17.86 whose sale holds the two shares.
  const api = await apiSession(page.request, 'owner');
  const listed = await page.request.get(`/api/v1${POS_PATHS.paymentsPaged}`, {
    headers: api.headers,
    params: { facility_id: api.facilityId('Madrid Padel Center'), method: 'cash', amount_min: 1786, amount_max: 1786, count: 100, page: 1 },
  });
  const payments = await apiData<PaymentRow[]>(listed);
  const details = await Promise.all(payments.map(async (p) => apiData<PaymentDetail>(await page.request.get(`/api/v1${POS_PATHS.payment(p.id)}`, { headers: api.headers }))));
  const ours = details.filter((d) => d.invoice.lines.some((l) => l.booking_id === bookingId));
  expect(ours).toHaveLength(1);
  expect(ours[0]!.invoice.lines.map((l) => [l.kind, l.booking_id, l.participant_id !== null, l.total_cents])).toEqual([
    ['booking', bookingId, true, 893],
    ['booking', bookingId, true, 893],
  ]);

  const history = page.getByRole('region', { name: 'History' });
  for (const line of ['Created', 'Guest added: Guest Ana', 'Player added: Lucía Fernández']) await expect(history.getByText(line, { exact: true })).toBeVisible();
  await expect(history.getByText('Marked as paid', { exact: true })).toHaveCount(2);

  const chat = page.getByRole('region', { name: 'Chat' });
  await chat.getByLabel('Message').fill('Court 2, see you there');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Court 2, see you there')).toBeVisible();
});

test('marking a booking paid in its detail turns it paid on the schedule', async ({ page }) => {
  await openSignedIn(page, 'rep', '/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-06-08');
  await page.getByRole('button', { name: 'Book Pista 3 10:00' }).click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();
  const name = 'Pista 3: 10:00–11:30 · One day';
  const block = page.getByRole('button', { name });
  await expect(block).toHaveAttribute('data-payment-state', 'pending');
  const before = await background(page, name);

  await block.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/views\/reservations\/form\/\d+$/);
  const detailUrl = page.url();
  // "Mark as paid" opens the checkout with the booking's balance (Pista 3: 28.00 an hour, 90 minutes, plus the 3 % fee); paid in cash.
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await payExactInCash(page, '€43.26');
  // Back to the booking within the console (no reload): it reads paid, not the balance it had before the checkout.
  await page.goBack();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  await expect(page.getByTestId('balance')).toHaveText('€0.00');
  await expect(page.getByRole('region', { name: 'History' }).getByText('Marked as paid', { exact: true })).toBeVisible();

  await page.goto('/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-06-08');
  await expect(block).toHaveAttribute('data-payment-state', 'paid');
  expect(await background(page, name)).not.toBe(before);

  // The reservation list (a tab of the booking view) shows it paid.
  await page.goto('/views/booking/view?tab=list');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2027-06-08');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2027-06-08');
  await page.getByRole('combobox', { name: 'Payment' }).selectOption({ label: 'Paid' });
  await expect(page.getByRole('row', { name: /06\/08\/2027.*Pista 3.*One day.*Paid/ })).toBeVisible();

  // Cancelled from its detail: the dialog says what goes back (Pista 3: 28.00 an hour, 90 minutes, plus the 3 % fee kept).
  await page.goto(detailUrl);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(cancel.getByText('Cancelling refunds €42.00. The service fee of €1.26 is not refunded.')).toBeVisible();
  await cancel.getByRole('combobox', { name: /Cancellation reason/ }).selectOption({ label: 'Rain' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled: refund €42.00 to the customer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'History' }).getByText(/^Cancelled: €42\.00 refunded/)).toBeVisible();
  // The refund the cancellation made, with the reason the platform wrote, in the reader's language.
  await expect(page.getByRole('region', { name: 'History' }).getByText('Refunded €42.00: Booking cancelled', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('region', { name: 'Historial' }).getByText(/^Reembolsado 42,00\s€: Reserva cancelada$/)).toBeVisible();
});

test('a booking made by mistake is deleted from its detail, after a confirmation, and its slot is free again', async ({ page }) => {
  await openSignedIn(page, 'rep', '/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-06-09');
  await page.getByRole('button', { name: 'Book Pista 2 12:00' }).click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();
  await page.getByRole('button', { name: 'Pista 2: 12:00–13:30 · One day' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/views\/reservations\/form\/\d+$/);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this booking?' });
  // It says exactly what happens; a single booking has no series scopes to choose.
  await expect(confirm).toContainText('This booking is removed with its history, as if it had never been made.');
  await expect(confirm.getByRole('radio')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete this booking?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Booking deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/booking\/view$/);

  await page.getByLabel('Date', { exact: true }).fill('2027-06-09');
  await expect(page.getByRole('button', { name: 'Pista 2: 12:00–13:30 · One day' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Pista 2 12:00' })).toBeVisible();

  // A booking that has ended (the demo's past week) opens read-only, saying why, before any Save.
  const api = await apiSession(page.request, 'rep');
  const to = new Date().toISOString();
  const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const res = await page.request.get(`/api/v1/reservation/facility/${api.facilityId('Madrid Padel Center')}/`, { headers: api.headers, params: { from, to } });
  const ended = ((await res.json()).data as { id: number; end_at: string }[]).find((b) => b.end_at < to)!;
  await page.goto(`/views/reservations/form/${ended.id}`);
  const readOnly = page.getByRole('status').filter({ hasText: 'Read only' });
  await expect(readOnly).toContainText('This booking has already ended');
  await expect(page.locator('form').getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

/**
 * Issue 14 (7): the list asks the API for at most 62 days; a longer range says so under "To" and in
 * the list's place, without asking the server, and the pager goes away until the range is shortened.
 */
test('a reservation list range over 62 days is refused on the screen, and a shorter one lists again', async ({ page }) => {
  await openSignedIn(page, 'rep', '/views/reservation');
  const to = page.getByRole('search').getByLabel('To');
  const from = parseDateInput(await page.getByRole('search').getByLabel('From').inputValue(), 'en')!;
  const later = (days: number) => new Date(Date.parse(`${from}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await to.fill(later(90));
  // Said once to a screen reader (the field's message), and shown in the list's place.
  await expect(page.getByRole('alert')).toHaveText('A range may span at most 62 days');
  await expect(page.getByText('A range may span at most 62 days')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/^Page 1 of \d+$/)).toHaveCount(0);
  await to.fill(later(30));
  await expect(page.getByText('A range may span at most 62 days')).toHaveCount(0);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});
