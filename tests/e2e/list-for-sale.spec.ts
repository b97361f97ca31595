import { expect, test } from './fixtures';
import { signIn, openSignedIn, toast } from './support';

/**
 * List for sale (issue 6, open matches): the front desk lists an open match for sale from its
 * detail, finds it in the List for sale tab of the booking view with its free places and price per
 * player, sees it marked on the schedule, and withdraws it.
 */
test('the front desk lists a match for sale from its detail, sees it in the List for sale tab and on the schedule, and withdraws it', async ({ page }) => {
  await openSignedIn(page, 'rep', '/views/reservations/form');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Pick-up / open match' });
  await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Pista 4' });
  await page.getByLabel('Date', { exact: true }).fill('2027-06-16');
  await page.getByLabel('Time', { exact: true }).fill('19:00');
  await page.getByLabel('Min players').fill('2');
  await page.getByLabel('Max players').fill('4');
  await page.getByLabel('Price per player').fill('7.5');
  await page.getByRole('combobox', { name: 'Pricing method' }).selectOption({ label: 'Per participant' });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Reservation created')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/reservations\/form\/\d+$/);
  const detailUrl = page.url();

  const participants = page.getByRole('region', { name: 'Participants' });
  await participants.getByLabel('Guest name').fill('Guest Marta');
  await participants.getByRole('button', { name: 'Add guest' }).click();
  await expect(participants.getByText('1 of 4 joined')).toBeVisible();
  await participants.getByRole('button', { name: 'List for sale' }).click();
  await expect(toast(page, 'Listed for sale: its free places are offered in the app')).toBeVisible();
  await expect(participants.getByText('For sale', { exact: true })).toBeVisible();
  await expect(participants.getByRole('button', { name: 'Withdraw from sale' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Listed for sale', { exact: true })).toBeVisible();

  // The List for sale tab: field, date and time in Madrid's 24-hour clock, players, free places, price per player.
  await page.goto('/views/booking/view?tab=sale');
  await expect(page.getByRole('tab', { name: 'List for sale', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Matches listed for sale' });
  const row = table.getByRole('row').filter({ hasText: 'Pista 4 · Pick-up / open match' }).filter({ hasText: '19:00' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toContainText('19:00–20:30');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1 of 4');
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
  await expect(row.getByRole('cell').nth(4)).toHaveText('€7.50');

  // The schedule says so on the match's block.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2027-06-16');
  await expect(page.getByRole('button', { name: 'Pista 4: 19:00–20:30 · Pick-up / open match · For sale' })).toBeVisible();

  // Withdrawn from the tab: gone from it; its link opens the booking, which can be listed again.
  await page.getByRole('tab', { name: 'List for sale' }).click();
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(page, 'Withdrawn from sale')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(detailUrl);
  await expect(page.getByRole('region', { name: 'Participants' }).getByRole('button', { name: 'List for sale' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Withdrawn from sale', { exact: true })).toBeVisible();
});

test('a demo match listed for sale opens from its link in the tab, and its detail offers to withdraw it', async ({ page }) => {
  await signIn(page, 'rep');
  // The demo lists two upcoming matches of Madrid for sale.
  await page.goto('/views/booking/view?tab=sale');
  const table = page.getByRole('table', { name: 'Matches listed for sale' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/views\/reservations\/form\/\d+$/);
  await expect(page.getByRole('region', { name: 'Participants' }).getByRole('button', { name: 'Withdraw from sale' })).toBeVisible();
});
