import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, openSignedIn, toast } from './support';

/**
 * Organizations and facilities (domain/resources/organizations.ts, facilities.ts) in the browser:
 * role A edits Other Club's price plan (an incomplete range is refused with the spec's message),
 * Lisbon Arena's time zone, clock and opening hours, and connects its card payments through the
 * built-in simulated provider. Other Club and Lisbon Arena only: the other specs use Demo Sports Club.
 */
const pricePlan = (page: Page) => page.getByRole('group', { name: 'Price plan' });
// Hours are numbers; a price is an amount typed in the organization's currency (a text input: "4,50" in Spanish).
const rangeInput = (page: Page, n: number, part: 'From (hours)' | 'To (hours)' | 'Price') => pricePlan(page).getByRole(part === 'Price' ? 'textbox' : 'spinbutton', { name: `Range ${n} · ${part}` });

test('role A edits a price plan: an incomplete range is refused, a complete one saves and survives a reload', async ({ page }) => {
  await openSignedIn(page, 'admin', '/views/group/list');
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('button', { name: 'Edit Other Club' }).click();
  await expect(page).toHaveURL(/\/views\/group\/form\/\d+$/);
  const formUrl = page.url();

  // The seeded plan: one open range from 0 hours ("and up").
  await expect(rangeInput(page, 1, 'From (hours)')).toHaveValue('0');
  await expect(rangeInput(page, 1, 'To (hours)')).toHaveValue('');
  await expect(rangeInput(page, 1, 'To (hours)')).toHaveAttribute('placeholder', 'and up');

  // Close the first range at 10 hours and add a second one without a price.
  await rangeInput(page, 1, 'To (hours)').fill('10');
  await page.getByRole('button', { name: 'Add range' }).click();
  await expect(rangeInput(page, 2, 'From (hours)')).toHaveValue('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You must complete the range price!')).toBeVisible();
  // In Spanish too.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Debes completar el precio del rango!')).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

  // Overlapping ranges are refused as well.
  await rangeInput(page, 2, 'Price').fill('4.5');
  await rangeInput(page, 2, 'From (hours)').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Price ranges must not overlap')).toBeVisible();

  await rangeInput(page, 2, 'From (hours)').fill('10');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await page.getByRole('textbox', { name: 'Monthly charge' }).fill('89.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/group\/list$/);
  await expect(table.getByRole('row').filter({ hasText: 'Other Club' })).toContainText('€89.50');
  // In Spanish the amount reads the Spanish way.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('table', { name: 'Organizaciones' }).getByRole('row').filter({ hasText: 'Other Club' })).toContainText(/89,50\s€/);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

  await page.goto(formUrl);
  await page.reload();
  await expect(rangeInput(page, 1, 'From (hours)')).toHaveValue('0');
  await expect(rangeInput(page, 1, 'To (hours)')).toHaveValue('10');
  await expect(rangeInput(page, 1, 'Price')).toHaveValue('5.00');
  await expect(rangeInput(page, 2, 'From (hours)')).toHaveValue('10');
  await expect(rangeInput(page, 2, 'To (hours)')).toHaveValue('');
  await expect(rangeInput(page, 2, 'Price')).toHaveValue('4.50');
  await expect(pricePlan(page).locator('input')).toHaveCount(6);
});

test('role A edits a facility (time zone, 12-hour clock, opening hours) and connects its card payments', async ({ page, context }) => {
  await signIn(page, 'admin');
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Other Club' }).click();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText('Lisbon Arena');
  await page.goto('/views/facility/list');
  const table = page.getByRole('table', { name: 'Facilities' });
  await expect(table.getByRole('row').filter({ hasText: 'Lisbon Arena' })).toContainText('24-hour clock');
  await table.getByRole('button', { name: 'Edit Lisbon Arena' }).click();
  await expect(page).toHaveURL(/\/views\/facility\/form\/\d+$/);
  const formUrl = page.url();

  // Time zones come from GET /facility/timezones.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Europe/Lisbon');
  await zone.selectOption('Atlantic/Canary');
  await page.getByRole('combobox', { name: 'Clock' }).selectOption({ label: '12-hour clock' });
  const hours = page.getByRole('group', { name: 'Opening hours' });
  await hours.getByRole('checkbox', { name: 'Sunday · Open' }).uncheck();
  await hours.getByLabel('Saturday · Opens').fill('10:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Lisbon Arena' })).toContainText('12-hour clock');
  await expect(table.getByRole('row').filter({ hasText: 'Lisbon Arena' })).toContainText('Atlantic/Canary');

  await page.goto(formUrl);
  await page.reload();
  await expect(zone).toHaveValue('Atlantic/Canary');
  await expect(page.getByRole('combobox', { name: 'Clock' })).toHaveValue('12');
  await expect(hours.getByRole('checkbox', { name: 'Sunday · Open' })).not.toBeChecked();
  await expect(hours.getByLabel('Saturday · Opens')).toHaveValue('10:00 AM');

  // Card payments: the simulated provider's page, opened in a new window, completes onboarding.
  const cardPayments = page.getByRole('region', { name: 'Card payments' });
  await expect(cardPayments.getByText('Not connected')).toBeVisible();
  const opened = context.waitForEvent('page');
  await cardPayments.getByRole('button', { name: 'Connect card payments' }).click();
  const provider = await opened;
  await expect(provider.getByRole('heading', { name: 'Card payments onboarding' })).toBeVisible();
  await expect(provider.getByText(/Connect Lisbon Arena to receive card payments/)).toBeVisible();
  await provider.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(provider.getByRole('status')).toHaveText('Card payments are connected for Lisbon Arena. You may close this window.');
  await provider.close();
  // The console asks again while the link waits: it shows the connection without a reload.
  await expect(cardPayments.getByText('Connected', { exact: true })).toBeVisible();
  await expect(cardPayments.getByText(/^Provider account acct_sim_/)).toBeVisible();
  await expect(cardPayments.getByRole('button', { name: 'Connect card payments' })).toHaveCount(0);
});

test('a facility’s gallery: an image is added at once, shown after a reload, and removed', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Other Club' }).click();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText('Lisbon Arena');
  await page.goto('/views/facility/list');
  await page.getByRole('table', { name: 'Facilities' }).getByRole('button', { name: 'Edit Lisbon Arena' }).click();
  const gallery = page.getByRole('region', { name: 'Images' });
  await expect(gallery.getByText('No images yet.')).toBeVisible();

  await gallery.getByLabel('Add an image').setInputFiles(new URL('./fixtures/court.png', import.meta.url).pathname);
  await expect(toast(page, 'Image added')).toBeVisible();
  await expect(gallery.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', /^\/api\/v1\/file\//);
  await page.reload();
  await expect(gallery.getByRole('img', { name: 'Image 1' })).toBeVisible();

  await gallery.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(toast(page, 'Image removed')).toBeVisible();
  await expect(gallery.getByText('No images yet.')).toBeVisible();
});
