import { expect, test } from './fixtures';
import { openSignedIn } from './support';

// Madrid Padel Center's fields (server/db/seed-resources.ts) open 08:00–23:00 on weekdays.
// Wednesday 11 August 2027 is clear of the other specs' dates; 7 January 2026 is gone.

/**
 * The creation rule in the console (issue 13, item 3): the schedule offers a slot only where a
 * booking of the new-booking dialog's 90 minutes fits the field's hours and is not in the past,
 * and the reservation form refuses a time past closing on its input, in English and Spanish,
 * without sending it.
 */
test('the schedule offers no slot the default duration does not fit, and the form refuses a time past closing', async ({ page }) => {
  await openSignedIn(page, 'rep', '/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-08-11');

  // 21:30 + 90 minutes ends at closing: offered. From 22:00 it would run past 23:00: not offered, and says why.
  await expect(page.getByRole('button', { name: 'Book Pista 1 21:30' })).toBeEnabled();
  for (const time of ['22:00', '22:30']) {
    await expect(page.getByRole('button', { name: `Book Pista 1 ${time}` })).toHaveCount(0);
    const late = page.getByRole('button', { name: `Pista 1 ${time} (too late for 90 minutes)` });
    await expect(late).toBeDisabled();
    await expect(late).toHaveAttribute('title', 'Pista 1 is open 08:00–23:00 on Wednesdays');
  }

  // A day gone offers nothing.
  await page.getByLabel('Date', { exact: true }).fill('2026-01-07');
  await expect(page.getByRole('button', { name: 'Pista 1 10:00 (past)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Book Pista/ })).toHaveCount(0);

  // The form: 22:30 for 90 minutes on a Wednesday is refused on the time input, and nothing is sent.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\/reservation\/?$/.test(new URL(r.url()).pathname)) posts.push(r.url());
  });
  await page.goto('/views/reservations/form');
  await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Pista 1' });
  await page.getByLabel('Date', { exact: true }).fill('2027-08-11');
  await page.getByLabel('Time', { exact: true }).fill('22:30');
  await expect(page.getByRole('combobox', { name: 'Duration' })).toHaveValue('90');
  const refusal = page.getByText('Pista 1 is open 08:00–23:00 on Wednesdays');
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeDisabled();
  await page.keyboard.press('Enter'); // submitting the form from the keyboard sends nothing either
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/views\/reservations\/form$/);

  // The same sentence in Spanish.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByText('Pista 1 abre de 08:00 a 23:00 los miércoles')).toBeVisible();

  // A time is typed in 24 hours in Spanish; text naming no time says how to type one.
  const hora = page.getByLabel('Hora', { exact: true });
  await hora.fill('25:00');
  await hora.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'No es una hora del día: escríbela como 14:30' })).toBeVisible();

  // From 21:30 the 90 minutes end at closing: the refusal goes.
  await hora.fill('21:30');
  await expect(page.getByText('Pista 1 abre de 08:00 a 23:00 los miércoles')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reservar', exact: true })).toBeEnabled();
  expect(posts).toEqual([]);
});
