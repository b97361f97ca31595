import { expect, test } from '@playwright/test';
import { formatDateInput } from '../../domain/time/date-input';
import { closeToast, ownerLanded, signIn, toast } from './support';

/**
 * Recurring video orders (issue 18 item 7, view 19): created in the form, refused first without a
 * phone number (SPEC §5's message), then seen in the list with the orders it created at once (the
 * week ahead) and its next date. Brooklyn's Court 2 (it has a camera), late in the evening, with a
 * phone of its own: no other spec's data.
 */
const dayIn = (zone: string, plusDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + plusDays * 86_400_000));

test('a recurring order needs a phone, then lists with the orders it created', async ({ page }) => {
  const phone = `+1 718 ${String(Date.now()).slice(-7)}`;
  await signIn(page, 'owner');
  await ownerLanded(page);
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Brooklyn Courts' }).click();
  await page.goto('/views/recurring-order/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring orders' })).toBeVisible();
  await page.getByRole('button', { name: 'New recurring order' }).click();

  const form = page.getByRole('form', { name: 'New recurring video order' });
  await form.getByLabel('Field').selectOption({ label: 'Court 2' });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await form.getByRole('checkbox', { name: day }).check();
  // From tomorrow (Brooklyn's day): the six orders of the days ahead are created at once.
  await form.getByLabel('First date').fill(dayIn('America/New_York', 1));
  await form.getByLabel('Orders till').fill(dayIn('America/New_York', 40));
  await form.getByLabel('Start time').fill('21:30');
  await form.getByLabel('Duration').selectOption({ label: '60 min' });
  await form.getByLabel('Cameras').selectOption({ label: 'Left' });

  await form.getByRole('button', { name: 'Create recurring order' }).click();
  await expect(form.getByText('You must add a phone number if you make order recurring.')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/recurring-order\/form$/);

  await form.getByLabel('Phone').fill(phone);
  await form.getByRole('button', { name: 'Create recurring order' }).click();
  await expect(toast(page, 'Recurring order created: 6 orders of the next days are ready')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders it created' }).getByRole('row')).toHaveCount(7);

  // The toast lies over the view's buttons at the bottom of the page: closed first, as a person would.
  await closeToast(page, 'Recurring order created');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row).toContainText('Court 2');
  await expect(row).toContainText(formatDateInput(dayIn('America/New_York', 1), 'en'));
  await expect(row.getByRole('cell').nth(6)).toHaveText('6');
  await expect(row).toContainText('Active');

  // Edited: 90 minutes, and the contact picked fills its phone; the unpaid orders ahead follow (cancelled, made again).
  await row.getByRole('button', { name: 'Court 2' }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('form', { name: /^Edit recurring video order/ });
  await edit.getByLabel('Duration').selectOption({ label: '90 min' });
  await edit.getByLabel('Contact', { exact: true }).selectOption({ label: 'Sam Rivera' });
  await expect(edit.getByLabel('Phone')).toHaveValue('+1 718 555 0102');
  await edit.getByLabel('Phone').fill(phone);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Recurring order saved: its unpaid orders ahead follow the new schedule')).toBeVisible();
  const orders = page.getByRole('table', { name: 'Orders it created' });
  await expect(orders.getByRole('row').filter({ hasText: 'Unpaid' })).toHaveCount(6);
  await expect(orders.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(6);
  await expect(page.getByText('90 min')).toBeVisible();
});
