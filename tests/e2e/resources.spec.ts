import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, ownerLanded, signIn, openSignedIn, toast } from './support';

/** A 48×32 PNG (a court seen from above) for the image inputs. */
const COURT_PNG = new URL('./fixtures/court.png', import.meta.url);

/** A suffix that keeps the names a test creates apart from every other test's. */
const unique = () => Math.random().toString(36).slice(2, 8);

async function chooseFacility(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText(name);
}

/** The 'from–to of total' line under a list, as numbers. */
async function listRange(page: Page) {
  const text = await page.getByText(/^\d+–\d+ (of|de) \d+$/).textContent();
  const [, from, to, total] = /^(\d+)–(\d+) \S+ (\d+)$/.exec(text ?? '')!;
  return { from: Number(from), to: Number(to), total: Number(total) };
}

/**
 * A declared resource in the browser (domain/resources/product-categories.ts): the generic list
 * and form screens against the real API, at the facility chosen in the top bar.
 */
test('product categories: create with validation in English and Spanish, edit, sort, filter, reload, delete', async ({ page }) => {
  await openSignedIn(page, 'owner', '/views/products-categories/list');
  await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
  // No facility chosen yet: the console works at the first.
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText('Brooklyn Courts');
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Madrid Padel Center' }).click();

  const table = page.getByRole('table', { name: 'Product Categories' });
  const names = table.locator('tbody tr td:first-child');
  const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
  const filterInput = page.getByRole('textbox', { name: 'Filter by Name' });
  await expect(names).toHaveText(['Bebidas', 'Material', 'Tentempiés']);

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
  await expect(names).toHaveText(['Bebidas', 'Material', 'Rackets e2e', 'Tentempiés']);

  // A duplicate name is refused by the server, on its field.
  await page.getByRole('button', { name: 'New' }).click();
  await nameInput.fill('bebidas');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByText('A record with this name already exists')).toBeVisible();
  // The typed name is not saved: going back asks first.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();

  // Edit: the form loads the record; the id stays.
  await page.getByRole('button', { name: 'Edit Rackets e2e' }).click();
  await expect(page).toHaveURL(/\/views\/products-categories\/form\/\d+$/);
  await expect(nameInput).toHaveValue('Rackets e2e');
  await nameInput.fill('Rackets and balls');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(names).toHaveText(['Bebidas', 'Material', 'Rackets and balls', 'Tentempiés']);

  // Sort (server-side) and filter; the state is in the URL and survives a reload.
  await table.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/order=-name/);
  await expect(names).toHaveText(['Tentempiés', 'Rackets and balls', 'Material', 'Bebidas']);
  await filterInput.fill('t');
  await expect(page).toHaveURL(/name=t/);
  await expect(names).toHaveText(['Tentempiés', 'Rackets and balls', 'Material']);
  await page.reload();
  await expect(filterInput).toHaveValue('t');
  await expect(names).toHaveText(['Tentempiés', 'Rackets and balls', 'Material']);
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  await page.screenshot({ path: 'test-results/resources-list.png' });

  // Delete with confirmation.
  await page.getByRole('button', { name: 'Delete Rackets and balls' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
  await expect(dialog).toContainText('"Rackets and balls" will be deleted.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Record deleted')).toBeVisible();
  await expect(names).toHaveText(['Tentempiés', 'Material']);
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
  await openSignedIn(page, 'rep', '/views/products-categories/list');
  await expect(page).toHaveURL(/not-authorized/);
});

test.describe('fields, cameras and contacts (issue 5)', () => {
  test('a field is created with an image, listed with it, then its price and opening hours are edited and kept', async ({ page }) => {
    const name = `Pista e2e ${unique()}`;
    await openSignedIn(page, 'owner', '/views/field/list');
    await chooseFacility(page, 'Madrid Padel Center');
    const table = page.getByRole('table', { name: 'Fields' });
    await expect(table.getByRole('row', { name: /Pista 1/ })).toBeVisible();

    await page.getByRole('button', { name: 'New' }).click();
    await expect(page).toHaveURL(/\/views\/field\/form$/);
    await expect(page.getByRole('heading', { name: 'Fields · New' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Hourly price' }).fill('27.5');
    await page.getByRole('combobox', { name: 'Recording type' }).selectOption({ label: 'Tracked' });
    await page.getByLabel('Image', { exact: true }).setInputFiles(COURT_PNG.pathname);
    // The chosen file is previewed before it is sent.
    await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('button', { name: 'Change image' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Record created')).toBeVisible();
    await expect(page).toHaveURL(/\/views\/field\/list$/);

    // The new row, with its image served by the API and painted by the browser.
    await page.getByRole('textbox', { name: 'Filter by Name' }).fill(name);
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText('Tracked');
    await expect(row).toContainText('€27.50');
    const img = row.locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/v1\/file\/[0-9a-f-]{36}$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(48);
    const file = await page.request.get((await img.getAttribute('src'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(await file.body()).toEqual(readFileSync(COURT_PNG));

    // Edit: a new hourly price and Tuesday's hours.
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/views\/field\/form\/\d+$/);
    const formUrl = page.url();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /^\/api\/v1\/file\//);
    const price = page.getByRole('textbox', { name: 'Hourly price' });
    await expect(price).toHaveValue('27.50');
    await price.fill('31.25');
    await page.getByRole('textbox', { name: 'Tuesday · Opens' }).fill('10:00');
    await page.getByRole('textbox', { name: 'Tuesday · Closes' }).fill('22:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(page).toHaveURL(/\/views\/field\/list/);
    await expect(row).toContainText('€31.25');

    // Reopened from scratch: what was saved is what the form shows.
    await page.goto(formUrl);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Hourly price' })).toHaveValue('31.25');
    await expect(page.getByRole('combobox', { name: 'Recording type' })).toHaveValue('tracked');
    await expect(page.getByRole('textbox', { name: 'Tuesday · Opens' })).toHaveValue('10:00');
    await expect(page.getByRole('textbox', { name: 'Tuesday · Closes' })).toHaveValue('22:30');
    await expect(page.getByRole('textbox', { name: 'Monday · Opens' })).toHaveValue('08:00');
    await expect(page.getByRole('textbox', { name: 'Wednesday · Closes' })).toHaveValue('23:00');
    await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /^\/api\/v1\/file\//);
  });

  test("opening hours: each day's own Open checkbox closes that day, and it stays closed", async ({ page }) => {
    const name = `Pista closed ${unique()}`;
    const api = await apiSession(page.request, 'owner');
    const created = await page.request.post('/api/v1/field/', { headers: api.headers, data: { facility_id: api.facilityId('Madrid Padel Center'), name, hourly_price_cents: 2000 } });
    expect(created.status()).toBe(200);
    const { id } = (await created.json()).data as { id: number };

    await openSignedIn(page, 'owner', `/views/field/form/${id}`);
    await chooseFacility(page, 'Madrid Padel Center');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    // Each day has its own Open checkbox, named by the day as its times are.
    const open = (day: string) => page.getByRole('checkbox', { name: `${day} · Open`, exact: true });
    await expect(open('Sunday')).toBeChecked();
    await open('Sunday').uncheck();
    await expect(page.getByRole('textbox', { name: 'Sunday · Opens' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Saturday · Opens' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Monday · Opens' })).toBeEnabled();
    // Clicking the word 'Open' itself (Saturday's, the sixth row) closes that day too, and no other.
    await page.getByText('Open', { exact: true }).nth(5).click();
    await expect(open('Saturday')).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Saturday · Opens' })).toBeDisabled();
    await expect(open('Monday')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Monday · Opens' })).toBeEnabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();

    await page.goto(`/views/field/form/${id}`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(open('Sunday')).not.toBeChecked();
    await expect(open('Saturday')).not.toBeChecked();
    await expect(open('Monday')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Sunday · Opens' })).toBeDisabled();
  });

  test('field form: required and too-long messages under the inputs, in English and Spanish; nothing is created', async ({ page }) => {
    await openSignedIn(page, 'owner', '/views/field/list');
    await chooseFacility(page, 'Madrid Padel Center');
    await expect(page.getByRole('table', { name: 'Fields' }).getByRole('row', { name: /Pista 1/ })).toBeVisible();
    const before = await listRange(page);

    await page.getByRole('button', { name: 'New' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    const price = page.getByRole('textbox', { name: 'Hourly price' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(nameInput).toHaveAccessibleDescription('Name is required');
    await expect(price).toHaveAccessibleDescription('Hourly price is required');
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Hourly price is required')).toBeVisible();

    await nameInput.fill('x'.repeat(51));
    await price.fill('10001');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(nameInput).toHaveAccessibleDescription('Name must be less than 50 characters');
    await expect(price).toHaveAccessibleDescription('Hourly price must be less than or equal to 10000');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    const nombre = page.getByRole('textbox', { name: 'Nombre', exact: true });
    const precio = page.getByRole('textbox', { name: 'Precio por hora' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(nombre).toHaveAccessibleDescription('Nombre debe tener menos de 50 caracteres');
    await expect(precio).toHaveAccessibleDescription('Precio por hora debe ser menor o igual que 10000');
    await nombre.fill('');
    await precio.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(nombre).toHaveAccessibleDescription('Nombre es obligatorio');
    await expect(precio).toHaveAccessibleDescription('Precio por hora es obligatorio');
    await expect(page.getByText('Nombre es obligatorio')).toBeVisible();

    // Back to the list (the inputs are empty again, so there is nothing to lose): the same number of fields.
    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await expect(page).toHaveURL(/\/views\/field\/list$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row', { name: /Pista 1/ })).toBeVisible();
    expect((await listRange(page)).total).toBe(before.total);
  });

  test('a name already taken (any case) is refused by the server on the Name input, with a toast', async ({ page }) => {
    await openSignedIn(page, 'owner', '/views/field/form');
    await chooseFacility(page, 'Madrid Padel Center');
    const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    await nameInput.fill('PISTA 1');
    await page.getByRole('textbox', { name: 'Hourly price' }).fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'A record with this name already exists')).toBeVisible();
    await expect(nameInput).toHaveAccessibleDescription('A record with this name already exists');
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/views\/field\/form$/);
    await expect(nameInput).toHaveValue('PISTA 1');
  });

  test('cameras: the owner has Edit and Delete on every row, and New', async ({ page }) => {
    await openSignedIn(page, 'owner', '/views/camera/list');
    await chooseFacility(page, 'Madrid Padel Center');
    const table = page.getByRole('table', { name: 'Cameras' });
    await expect(table.getByRole('columnheader')).toHaveText(['Thumbnail', 'Name', 'Field', 'MAC address', 'Status', 'Actions']);
    await expect(
      table
        .getByRole('row', { name: /Cam Pista 2/ })
        .getByRole('cell')
        .nth(2),
    ).toHaveText('Pista 2');
    await expect(table.getByRole('button', { name: 'Edit Cam Pista 1' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Delete Cam Pista 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New' })).toBeVisible();

    // The status switch says what it is: an inactive camera's reads Inactive, and Active once switched on.
    await table.getByRole('button', { name: 'Edit Cam Pista 4' }).click();
    const status = page.getByRole('switch', { name: 'Inactive' });
    await expect(status).not.toBeChecked();
    await status.click();
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  test('cameras: the technician (no permission 27, 29 or 30) sees the rows only, and may not save a camera', async ({ page }) => {
    await openSignedIn(page, 'tech', '/views/camera/list');
    // Madrid is their only facility: chosen for them, read-only.
    const facility = page.getByRole('combobox', { name: 'Facility' });
    await expect(facility).toHaveText('Madrid Padel Center');
    await expect(facility).toBeDisabled();
    const table = page.getByRole('table', { name: 'Cameras' });
    await expect(table.getByRole('row', { name: /Cam Pista 1/ })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Thumbnail', 'Name', 'Field', 'MAC address', 'Status']);
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New' })).toHaveCount(0);

    // A camera's form opened by its address shows the camera, but Save is disabled...
    const api = await apiSession(page.request, 'tech');
    const found = await page.request.get('/api/v1/camera/', {
      headers: api.headers,
      params: { facility_id: api.facilityId('Madrid Padel Center'), filter: JSON.stringify({ name: 'Cam Pista 1' }) },
    });
    expect(found.status()).toBe(200);
    const camera = ((await found.json()).data as { id: number; name: string; mac_address: string }[]).find((c) => c.name === 'Cam Pista 1')!;
    await page.goto(`/views/camera/form/${camera.id}`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Cam Pista 1');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    // ...and the API refuses the change when it is sent anyway.
    const put = await page.request.put(`/api/v1/camera/${camera.id}/`, { headers: api.headers, data: { name: 'Cam Pista 1 renamed', mac_address: camera.mac_address } });
    expect(put.status()).toBe(403);
    expect((await put.json()).code).toBe('E403');
  });

  test('unsaved changes: leaving the form by the side menu or Back asks; Stay keeps the text, Leave goes', async ({ page }) => {
    await openSignedIn(page, 'owner', '/views/field/list');
    await chooseFacility(page, 'Madrid Padel Center');
    const table = page.getByRole('table', { name: 'Fields' });
    await table.getByRole('button', { name: 'Edit Pista 2' }).click();
    await expect(page).toHaveURL(/\/views\/field\/form\/\d+$/);
    const formUrl = page.url();
    const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameInput).toHaveValue('Pista 2');
    const typed = `Pista 2 ${unique()}`;
    await nameInput.fill(typed);

    const contacts = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contacts' });
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await contacts.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have changes that are not saved.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(formUrl);
    await expect(nameInput).toHaveValue(typed);

    // Back asks too: Stay keeps the form where it was.
    await page.evaluate(() => history.back());
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(nameInput).toHaveValue(typed);
    expect(page.url()).toBe(formUrl);

    await contacts.click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/views\/contact\/list$/);
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();

    // Nothing was saved.
    await page.goto('/views/field/list');
    await expect(table.getByRole('row', { name: /Pista 2/ })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(typed) })).toHaveCount(0);
  });

  test('contacts: filter, sort and page live in the URL; a reload and a new tab show the same rows', async ({ page, context }) => {
    // Twelve contacts of our own, so the pages are known whatever else the database holds.
    const tag = `Zq${unique()}`;
    const api = await apiSession(page.request, 'owner');
    const madrid = api.facilityId('Madrid Padel Center');
    const people = ['Alba', 'Bruno', 'Carla', 'Dario', 'Eva', 'Fermin', 'Gala', 'Hugo', 'Ines', 'Jon', 'Kira', 'Leo'];
    for (const [i, first] of people.entries()) {
      // Phones run the other way round from the names: sorting by phone reverses the order.
      const res = await page.request.post('/api/v1/contact/', {
        headers: api.headers,
        data: { facility_id: madrid, name: `${first} ${tag}`, phone: `+34 600 000 ${String(100 - i).padStart(3, '0')}` },
      });
      expect(res.status()).toBe(200);
    }

    await openSignedIn(page, 'owner', '/views/contact/list');
    await chooseFacility(page, 'Madrid Padel Center');
    const table = page.getByRole('table', { name: 'Contacts' });
    const names = table.locator('tbody tr td:first-child');
    await page.getByRole('textbox', { name: 'Filter by Name' }).fill(tag.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`name=${tag.toLowerCase()}`));
    await expect(names).toHaveText(people.slice(0, 10).map((p) => `${p} ${tag}`));
    await expect(page.getByText('1–10 of 12')).toBeVisible();

    // Sort by phone (the names then read from Leo back to Alba) and go to page 2.
    const phoneHeader = table.getByRole('columnheader', { name: 'Phone' });
    await phoneHeader.click();
    await expect(page).toHaveURL(/order=phone/);
    await expect(names.first()).toHaveText(`Leo ${tag}`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(names).toHaveText([`Bruno ${tag}`, `Alba ${tag}`]);
    await expect(page.getByText('11–12 of 12')).toBeVisible();
    await expect(phoneHeader).toHaveAttribute('aria-sort', 'ascending');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Filter by Name' })).toHaveValue(tag.toLowerCase());
    await expect(names).toHaveText([`Bruno ${tag}`, `Alba ${tag}`]);
    await expect(page.getByText('11–12 of 12')).toBeVisible();
    await expect(phoneHeader).toHaveAttribute('aria-sort', 'ascending');

    // The same address in another tab of the same browser.
    const other = await context.newPage();
    await other.goto(page.url());
    const otherNames = other.getByRole('table', { name: 'Contacts' }).locator('tbody tr td:first-child');
    await expect(otherNames).toHaveText([`Bruno ${tag}`, `Alba ${tag}`]);
    await expect(other.getByText('11–12 of 12')).toBeVisible();
    await other.close();
  });
});

test('a players group lists its members: contacts of the facility, added by search and removed (issue 20 item 7)', async ({ page }) => {
  const u = unique();
  const api = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  for (const name of [`Nora ${u}`, `Iker ${u}`]) {
    const res = await page.request.post('/api/v1/contact/', { headers: api.headers, data: { facility_id: madrid, name } });
    expect(res.status()).toBe(200);
  }
  await signIn(page, 'owner');
  await ownerLanded(page);
  await chooseFacility(page, 'Madrid Padel Center');
  await page.goto('/views/players-group/form');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Padel ${u}`);
  await page.getByRole('textbox', { name: 'Captain', exact: true }).fill(`Nora ${u}`);
  const find = page.getByRole('searchbox', { name: 'Find a contact to add' });
  for (const name of [`Nora ${u}`, `Iker ${u}`]) {
    await find.fill(name);
    await page.getByRole('button', { name: `Add ${name}` }).click();
  }
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveText([`Nora ${u}`, `Iker ${u}`]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Record created')).toBeVisible();

  // The list counts them; the form lists them by name, and one can be removed.
  const row = page.getByRole('row', { name: new RegExp(`Padel ${u}`) });
  await expect(row).toContainText('2');
  await page.getByRole('button', { name: `Edit Padel ${u}` }).click();
  await expect(members.getByRole('listitem')).toHaveText([`Nora ${u}`, `Iker ${u}`]);
  await members.getByRole('button', { name: `Remove Iker ${u}` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await page.getByRole('button', { name: `Edit Padel ${u}` }).click();
  await expect(members.getByRole('listitem')).toHaveText([`Nora ${u}`]);
});
