import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, signIn, openSignedIn, toast } from './support';

// Dates in May 2027, clear of the demo bookings (the coming two weeks) and of the other specs' dates.

/** Books one slot by clicking the schedule, as the front desk does. */
async function bookFromSchedule(page: Page, date: string, slot: string, minutes: string) {
  await page.goto('/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('button', { name: `Book ${slot}` }).click();
  await page.getByRole('combobox', { name: 'Duration' }).selectOption(minutes);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
}

async function chooseWeekdays(page: Page, days: string[]) {
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByRole('checkbox', { name: day }).setChecked(days.includes(day));
  }
}

/**
 * The recurring machine through the UI (machines/recurring.machine.ts): verify meets a booking,
 * the series is created without that date, listed, its end date changed, then cancelled.
 */
test('a weekly series that meets a booking is created in part, listed, shortened and cancelled', async ({ page }) => {
  await signIn(page, 'rep');
  await bookFromSchedule(page, '2027-05-10', 'Pista 2 18:00', '60');
  await expect(toast(page, 'Booking created')).toBeVisible();

  // "Recurring" in the schedule's quick dialog opens the series form with the slot filled in (it books nothing by itself).
  await page.getByLabel('Date', { exact: true }).fill('2027-05-03');
  await page.getByRole('button', { name: 'Book Pista 2 18:00' }).click();
  const quick = page.getByRole('dialog', { name: /New booking · Pista 2 · Mon, May 3, 2027 18:00/ });
  await quick.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Recurring' });
  await quick.getByRole('combobox', { name: 'Duration' }).selectOption('90');
  await expect(quick.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
  await quick.getByRole('button', { name: 'Choose the repetition…' }).click();
  await expect(page.getByRole('heading', { name: 'New recurring reservation' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Field' }).locator('option:checked')).toHaveText('Pista 2');
  await expect(page.getByRole('textbox', { name: 'Start date', exact: true })).toHaveValue('05/03/2027');
  await expect(page.getByRole('textbox', { name: 'Time', exact: true })).toHaveValue('18:00');
  await expect(page.getByRole('combobox', { name: 'Duration' })).toHaveValue('90');
  await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
  await page.getByRole('textbox', { name: 'End date', exact: true }).fill('2027-05-24');
  await page.getByRole('button', { name: 'Check availability and book' }).click();

  // Verify answered: every Monday, the 10th with the booking in its way.
  await expect(page.getByText('Some dates are not free')).toBeVisible();
  const dates = page.getByRole('list', { name: 'Some dates are not free' }).getByRole('listitem');
  await expect(dates).toHaveCount(4);
  await expect(page.locator('li[data-date="2027-05-10"]')).toContainText('Booked 18:00–19:00 (One day)');
  await expect(page.locator('li[data-date="2027-05-17"]')).toContainText('Free');
  await page.getByRole('button', { name: 'Create the 3 free dates' }).click();
  await expect(page.getByText('3 bookings created')).toBeVisible();
  await expect(page.getByText(/Skipped because they were taken: Mon, May 10, 2027/)).toBeVisible();

  // The list shows it; it opens with its bookings.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/views\/recurring-reservation\/list/);
  const row = page.getByRole('row').filter({ hasText: 'Pista 2 · Recurring' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Every 1 week(s) on Monday · 18:00 · 90 min');
  await row.getByRole('button', { name: 'Pista 2 · Recurring' }).click();
  const bookings = page.getByRole('table', { name: 'Bookings of the series' }).getByRole('row');
  await expect(bookings).toHaveCount(4); // the header and three dates
  await expect(bookings.filter({ hasText: 'Mon, May 24, 2027 18:00–19:30' })).toContainText('Confirmed');

  // A shorter end date cancels the last date.
  await page.getByLabel('New end date', { exact: true }).fill('2027-05-17');
  await page.getByRole('button', { name: 'Change end date' }).click();
  await expect(toast(page, 'End date changed')).toBeVisible();
  await expect(bookings.filter({ hasText: 'Mon, May 24, 2027' })).toContainText('Cancelled');
  await expect(bookings.filter({ hasText: 'Mon, May 17, 2027' })).toContainText('Confirmed');
  // Longer again: the 24th is booked again and shows once, not beside its cancelled booking.
  await page.getByLabel('New end date', { exact: true }).fill('2027-05-24');
  await page.getByRole('button', { name: 'Change end date' }).click();
  await expect(bookings.filter({ hasText: 'Confirmed' })).toHaveCount(3);
  await expect(bookings.filter({ hasText: 'Mon, May 24, 2027' })).toHaveCount(1);
  await expect(bookings).toHaveCount(4);

  // Cancelling the series needs a reason; then every booking to come is cancelled.
  await page.getByRole('button', { name: 'Cancel series' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the whole series?' });
  await dialog.getByRole('combobox', { name: /Cancellation reason/ }).selectOption({ label: 'Rain' });
  await dialog.getByRole('button', { name: 'Cancel series' }).click();
  await expect(toast(page, 'Series cancelled')).toBeVisible();
  await expect(bookings.filter({ hasText: 'Confirmed' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel series' })).toHaveCount(0);

  // Each booking of the series opens in its form.
  await page.getByRole('link', { name: /Mon, May 17, 2027/ }).click();
  await expect(page).toHaveURL(/\/views\/reservations\/form\/\d+$/);
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('Cancelled');

  // The slots are free again on the schedule.
  await page.goto('/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-05-17');
  await expect(page.getByRole('button', { name: /^Pista 2: 18:00/ })).toHaveCount(0);
});

/**
 * Creation in batches (machines/recurring.machine.ts `creating` → `adding`): a date booked through
 * the API between verify and create is reported as taken meanwhile, the other dates are created;
 * the contact is created in the form itself.
 */
test('a date booked between verify and create is reported as taken meanwhile; the rest is created batch by batch with progress', async ({ page }) => {
  const api = await apiSession(page.request, 'rep');
  const madrid = api.facilityId('Madrid Padel Center');
  const found = await page.request.get('/api/v1/field/', { headers: api.headers, params: { facility_id: madrid, filter: JSON.stringify({ name: 'Pista 3' }) } });
  const pista3 = ((await found.json()).data as { id: number; name: string }[]).find((f) => f.name === 'Pista 3')!;
  const book = async (date: string) => {
    const res = await page.request.post('/api/v1/reservation/', { headers: api.headers, data: { facility_id: madrid, field_id: pista3.id, date, time: '18:00', minutes: 60 } });
    expect(res.status()).toBe(200);
  };
  // Wednesday 8 September is taken before verify: the series is reviewed with it in the way.
  await book('2027-09-08');

  await openSignedIn(page, 'rep', '/views/recurring-reservations/form');
  await expect(page.getByRole('heading', { name: 'New recurring reservation' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Pista 3' });

  // A new contact, made here rather than searched for.
  const name = `Series Contact ${Math.random().toString(36).slice(2, 7)}`;
  await page.getByRole('button', { name: 'New contact' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'New contact' });
  await contactDialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await contactDialog.getByRole('textbox', { name: 'Phone' }).fill('+34600111222');
  await contactDialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(toast(page, 'Contact created')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Contact' }).locator('option:checked')).toHaveText(name);

  // Mondays and Wednesdays from 6 September to 13 October: twelve dates.
  await page.getByRole('textbox', { name: 'Start date', exact: true }).fill('2027-09-06');
  await page.getByRole('textbox', { name: 'Time', exact: true }).fill('18:00');
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('60');
  await chooseWeekdays(page, ['Monday', 'Wednesday']);
  await page.getByRole('textbox', { name: 'End date', exact: true }).fill('2027-10-13');
  await page.getByRole('button', { name: 'Check availability and book' }).click();
  await expect(page.getByRole('list', { name: 'Some dates are not free' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.locator('li[data-date="2027-09-08"]')).toContainText('Booked 18:00–19:00 (One day)');
  await expect(page.locator('li[data-date="2027-10-11"]')).toContainText('Free');

  // Meanwhile someone books Monday 11 October, one of the free dates (of the second batch).
  await book('2027-10-11');
  // The second batch is held until the progress has been seen (then it goes to the real server).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/recurring_reservation/add_dates/', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create the 11 free dates' }).click();
  await expect(page.getByText('Creating 11 of 11 dates…')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
  release();

  await expect(page.getByText('10 bookings created')).toBeVisible();
  await expect(page.getByText('Skipped because they were taken: Wed, Sep 8, 2027')).toBeVisible();
  await expect(page.getByText('Taken by someone else meanwhile, not created: Mon, Oct 11, 2027')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Taken meanwhile' }).locator('li[data-date="2027-10-11"]')).toContainText('Booked 18:00–19:00 (One day)');

  // The series holds the ten dates, with the new contact.
  await page.getByRole('button', { name: 'Open the series' }).click();
  await expect(page.getByText(name)).toBeVisible();
  const bookings = page.getByRole('table', { name: 'Bookings of the series' }).getByRole('row');
  await expect(bookings).toHaveCount(11); // the header and ten dates
  await expect(bookings.filter({ hasText: 'Oct 11, 2027' })).toHaveCount(0);
  await expect(bookings.filter({ hasText: 'Wed, Oct 13, 2027 18:00–19:00' })).toContainText('Confirmed');

  // None is paid or started: all ten pending reservations go at once, after a confirmation, and the series ends.
  await page.getByRole('button', { name: 'Delete pending reservations (10)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the 10 pending reservations of this series?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '10 bookings deleted')).toBeVisible();
  await expect(bookings).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Delete pending reservations/ })).toHaveCount(0);
});

test('a blocked time made from its form shows on the schedule and a booking there fails with the conflict message', async ({ page }) => {
  await signIn(page, 'owner');
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Madrid Padel Center' }).click();
  await page.goto('/views/facility-settings/view');
  await page.getByRole('tab', { name: 'Blocked times' }).click();
  await page.getByRole('button', { name: 'Block fields' }).click();
  await expect(page.getByRole('heading', { name: 'Block fields' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pista 4' }).check();
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2027-05-12');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('10:00');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('12:00');
  await page.getByRole('textbox', { name: 'Reason', exact: true }).fill('Resurfacing');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Fields blocked')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Resurfacing' })).toContainText('Pista 4');

  await page.goto('/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-05-12');
  await expect(page.getByRole('button', { name: 'Pista 4: 10:00–12:00 · Blocked' })).toBeVisible();
  await page.getByRole('button', { name: 'Book Pista 4 12:00' }).click();
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('60');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();
  // 09:00 for 90 minutes runs into the blocked time.
  await page.getByRole('button', { name: 'Book Pista 4 09:00' }).click();
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('90');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This time is already booked on this field (10:00–12:00)' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The blocked time's dialog is no booking's: its reason, edit or remove it, nothing to cancel or refund.
  await page.getByRole('button', { name: 'Pista 4: 10:00–12:00 · Blocked' }).click();
  const blocked = page.getByRole('dialog', { name: /Pista 4 · Wed, May 12, 2027 10:00–12:00/ });
  await expect(blocked.getByText('Blocked: Resurfacing')).toBeVisible();
  await expect(blocked.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(blocked.getByRole('combobox', { name: /Cancellation reason/ })).toHaveCount(0);
  await expect(blocked.getByRole('button', { name: 'Edit blocked time' })).toBeVisible();
  await blocked.getByRole('button', { name: 'Remove blocked time' }).click();
  await blocked.getByRole('button', { name: 'Remove blocked time' }).click();
  await expect(toast(page, 'Blocked time removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pista 4: 10:00–12:00 · Blocked' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Pista 4 10:00' })).toBeVisible();
});
