import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signOut, toast } from './support';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sectionNames = (page: Page) =>
  menu(page)
    .locator('section')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

test('the owner makes a role and a user with it; the new user sees exactly the menu of those views', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/views/role/list');
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/views\/role\/form$/);
  await page.getByLabel('Name').fill('Evening desk');
  await page.getByLabel('Description').fill('Contacts and reports after 18:00');
  // Each view has its own name: the organization's Payments and the POS payments are two groups, not two "Payments".
  await expect(page.getByRole('checkbox', { name: 'All permissions of Payments', exact: true })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'All permissions of POS payments' })).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'All permissions of Contacts' }).check();
  await page.getByRole('checkbox', { name: 'Reports · Manage' }).check();
  await expect(page.getByRole('checkbox', { name: 'All permissions of Reports' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Record created')).toBeVisible();
  await expect(page.getByRole('row', { name: /Evening desk/ })).toBeVisible();

  await page.goto('/views/user/form');
  await page.getByLabel('Username').fill('Evening.Anna');
  await page.getByLabel(/^Password/).fill('anna12');
  await page.getByLabel(/^Confirm password/).fill('anna13');
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Nieto');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Evening desk' });
  await page.getByRole('checkbox', { name: 'Madrid Padel Center' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill('anna12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Record created')).toBeVisible();
  await expect(page.getByRole('row', { name: /evening\.anna/ })).toContainText('Evening desk');

  // The same username again, in other letters: refused on the username input.
  await page.goto('/views/user/form');
  await page.getByLabel('Username').fill('EVENING.anna');
  await page.getByLabel(/^Password/).fill('anna12');
  await page.getByLabel(/^Confirm password/).fill('anna12');
  await page.getByLabel('First name').fill('Other');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Evening desk' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This username is already taken').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.getByRole('button', { name: 'Leave without saving' }).click();
  await signOut(page);

  await signIn(page, 'evening.anna', 'anna12');
  expect(await sectionNames(page)).toEqual(['Facility', 'Organization']);
  await expect(menu(page).locator('section').getByRole('link')).toHaveText(['Contacts', 'Reports']);
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText('Madrid Padel Center');
  await menu(page).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
});
