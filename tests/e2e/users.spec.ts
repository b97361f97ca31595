import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, signIn, openSignedIn, signOut, toast } from './support';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sectionNames = (page: Page) =>
  menu(page)
    .locator('section')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

test('the owner makes a role and a user with it; the new user sees exactly the menu of those views', async ({ page }) => {
  await openSignedIn(page, 'owner', '/views/role/list');
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

test('an administrator sends a staff member a password reset code; the staff member sets a new password with it (issue 20 item 7)', async ({ page }) => {
  const u = Math.random().toString(36).slice(2, 7);
  const { session, headers } = await apiLogin(page.request, 'owner');
  const api = { headers };
  const roles = await page.request.get('/api/v1/console_role/', { headers, params: { count: 50, group_id: session.group_id } });
  const role = ((await roles.json()).data as { id: number; name: string }[])[0]!;
  const created = await page.request.post('/api/v1/user_console/', {
    headers: api.headers,
    data: { group_id: session.group_id, username: `desk.${u}`, first_name: 'Desk', password: 'desk123', confirm_password: 'desk123', role_id: role.id },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).data as { id: number };

  await openSignedIn(page, 'owner', `/views/user/form/${id}`);
  await expect(page.getByLabel('Username')).toHaveValue(`desk.${u}`);
  await page.getByRole('button', { name: 'Send a password reset code' }).click();
  await expect(toast(page, `A password reset code was sent to desk.${u}`)).toBeVisible();
  await signOut(page);

  // The staff member's code is in the outbox (the forgot-password page shows it without a mail server).
  const outbox = await page.request.get('/api/v1/dev/outbox/', { params: { recipient: `desk.${u}` } });
  const code = /reset code is (\S+)\./.exec(((await outbox.json()).data as { body: string }[])[0]!.body)![1]!;
  await page.goto(`/forgot-password?token=${code}`);
  await page.getByLabel(/^New password/).fill('desk456');
  await page.getByLabel(/^Confirm password/).fill('desk456');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, `desk.${u}`, 'desk456');
});

test("the app users' activity the demo seeds reads in Spanish; a text typed by someone shows as typed (issue 20 item 5)", async ({ page }) => {
  const u = Math.random().toString(36).slice(2, 7);
  const { headers } = await apiLogin(page.request, 'admin');
  const users = await page.request.get('/api/v1/user/', { headers, params: { count: 1 } });
  const appUser = ((await users.json()).data as { id: number }[])[0]!;
  const typed = `Llamó a recepción ${u}: sin respuesta`;
  const created = await page.request.post('/api/v1/user/activity/', { headers, data: { app_user_id: appUser.id, action: 'login', description: typed } });
  expect(created.status(), await created.text()).toBe(200);

  await openSignedIn(page, 'admin', '/views/user-activity/list');
  const english = page.getByRole('table', { name: 'User activity' });
  await expect(english.getByRole('cell', { name: 'Signed in from the iPhone app' }).first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('sideline.language', 'es'));
  await page.reload();
  const table = page.getByRole('table', { name: 'Actividad de usuarios' });
  await expect(table.getByRole('cell', { name: typed, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Inició sesión desde la app de iPhone' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Vio una jugada destacada: gol' }).first()).toBeVisible();
  await expect(table.getByText('Signed in from the iPhone app')).toHaveCount(0);
});

test('the console users list names the roles Sideline ships in Spanish, in its rows and its role filter (issue 20 item 5)', async ({ page }) => {
  await openSignedIn(page, 'owner', '/views/user/list');
  await page.evaluate(() => localStorage.setItem('sideline.language', 'es'));
  await page.reload();
  const table = page.getByRole('table', { name: 'Usuarios de la consola' });
  await expect(table.getByRole('row').filter({ hasText: 'rep@demo-club.test' })).toContainText('Representante');
  await expect(table.getByRole('row').filter({ hasText: 'tech@demo-club.test' })).toContainText('Técnico de cámaras');
  await expect(table.getByText('Representative', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Filtrar por Rol' }).getByRole('option', { name: 'Propietario de instalación' })).toHaveCount(1);
});

test('the roles list reads the descriptions of the roles Sideline ships in Spanish (issue 20 item 5)', async ({ page }) => {
  await openSignedIn(page, 'owner', '/views/role/list');
  await page.evaluate(() => localStorage.setItem('sideline.language', 'es'));
  await page.reload();
  const table = page.getByRole('table');
  const rowOf = (description: string) => table.getByRole('row').filter({ hasText: description });
  await expect(rowOf('Revisa las cámaras y las pistas')).toContainText('Técnico de cámaras');
  await expect(rowOf('Dirige la organización y todas sus instalaciones').first()).toContainText('Propietario de instalación');
  await expect(table.getByRole('cell', { name: 'Recepción', exact: true })).toHaveCount(1);
  for (const english of ['Front desk', 'Checks cameras and fields', 'Runs the organization and all its facilities']) await expect(table.getByText(english, { exact: true })).toHaveCount(0);
});
