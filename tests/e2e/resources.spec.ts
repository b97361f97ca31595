import { expect, test } from '@playwright/test';
import { signIn, toast } from './support';

/**
 * A declared resource in the browser (domain/resources/product-categories.ts): the generic list
 * and form screens against the real API, at the facility chosen in the top bar.
 */
test('product categories: create with validation in English and Spanish, edit, sort, filter, reload, delete', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/views/products-categories/list');
  await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
  // No facility chosen yet: the screen asks for one.
  await expect(page.getByText('Choose a facility in the top bar to see its records.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Madrid Padel Center' }).click();

  const table = page.getByRole('table', { name: 'Product Categories' });
  const names = table.locator('tbody tr td:first-child');
  const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
  const filterInput = page.getByRole('textbox', { name: 'Filter by Name' });
  await expect(names).toHaveText(['Drinks', 'Equipment', 'Snacks']);

  // Create: the required-field message in English, then in Spanish.
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/views\/products-categories\/form$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Nombre es obligatorio')).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

  await nameInput.fill('Rackets e2e');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Rental rackets');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Record created')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/products-categories\/list$/);
  await expect(names).toHaveText(['Drinks', 'Equipment', 'Rackets e2e', 'Snacks']);

  // A duplicate name is refused by the server, on its field.
  await page.getByRole('button', { name: 'New' }).click();
  await nameInput.fill('drinks');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByText('A record with this name already exists')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();

  // Edit: the form loads the record; the id stays.
  await page.getByRole('button', { name: 'Edit Rackets e2e' }).click();
  await expect(page).toHaveURL(/\/views\/products-categories\/form\/\d+$/);
  await expect(nameInput).toHaveValue('Rackets e2e');
  await nameInput.fill('Rackets and balls');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(names).toHaveText(['Drinks', 'Equipment', 'Rackets and balls', 'Snacks']);

  // Sort (server-side) and filter; the state is in the URL and survives a reload.
  await table.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/order=-name/);
  await expect(names).toHaveText(['Snacks', 'Rackets and balls', 'Equipment', 'Drinks']);
  await filterInput.fill('a');
  await expect(page).toHaveURL(/name=a/);
  await expect(names).toHaveText(['Snacks', 'Rackets and balls']);
  await page.reload();
  await expect(filterInput).toHaveValue('a');
  await expect(names).toHaveText(['Snacks', 'Rackets and balls']);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await page.screenshot({ path: 'test-results/resources-list.png' });

  // Delete with confirmation.
  await page.getByRole('button', { name: 'Delete Rackets and balls' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
  await expect(dialog).toContainText('"Rackets and balls" will be deleted.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Record deleted')).toBeVisible();
  await expect(names).toHaveText(['Snacks']);
  await filterInput.fill('zzz');
  await expect(page.getByText('No records found')).toBeVisible();

  // An organization's resource: status codes A and I as coloured badges.
  await page.goto('/views/cancelled-reasons/list');
  const reasons = page.getByRole('table', { name: 'Cancellation Reasons' });
  await expect(reasons.getByRole('row', { name: /Court maintenance/ })).toContainText('Inactive');
  await expect(reasons.getByRole('row', { name: /Rain/ })).toContainText('Active');
  await page.screenshot({ path: 'test-results/resources-reasons.png' });
  await reasons.getByRole('button', { name: 'Edit Court maintenance' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Court maintenance');
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await page.screenshot({ path: 'test-results/resources-form.png' });
});

test('a user without the view is not shown the screen', async ({ page }) => {
  await signIn(page, 'rep');
  await page.goto('/views/products-categories/list');
  await expect(page).toHaveURL(/not-authorized/);
});
