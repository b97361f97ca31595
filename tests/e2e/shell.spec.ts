import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signOut, toast } from './support';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sectionNames = (page: Page) =>
  menu(page)
    .locator('section')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const organization = (page: Page) => page.getByRole('combobox', { name: 'Organization' });
const facility = (page: Page) => page.getByRole('combobox', { name: 'Facility' });

test.describe('side menu by view ids', () => {
  test('admin sees the three sections; owner two; the representative only its own items', async ({ page }) => {
    await signIn(page, 'admin');
    expect(await sectionNames(page)).toEqual(['Facility', 'Organization', 'Platform']);
    await expect(menu(page).getByRole('button', { name: 'Support' })).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-admin.png' });
    await signOut(page);

    await signIn(page, 'owner');
    expect(await sectionNames(page)).toEqual(['Facility', 'Organization']);
    await signOut(page);

    await signIn(page, 'rep');
    expect(await sectionNames(page)).toEqual(['Facility']);
    await expect(menu(page).locator('section').getByRole('link')).toHaveText(['Bookings', 'Contacts', 'Payments', 'Videos', 'POS']);
    await menu(page).getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/views\/contact\/list$/);
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  });

  test('groups open their items; the menu collapses to 68 and expands to 260, and stays so after a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await menu(page).getByRole('button', { name: 'Inventory' }).click();
    await expect(menu(page).getByRole('link', { name: 'Product Categories' })).toBeVisible();
    expect((await menu(page).boundingBox())!.width).toBe(260);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(async () => (await menu(page).boundingBox())!.width).toBe(68);
    await page.reload();
    await expect.poll(async () => (await menu(page).boundingBox())!.width).toBe(68);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(async () => (await menu(page).boundingBox())!.width).toBe(260);
  });

  test("support: the phone is copied ('Copied'), or 'Can not copy' when the browser refuses", async ({ page, context }) => {
    await signIn(page, 'admin');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await menu(page).getByRole('button', { name: 'Support' }).click();
    await expect(page.getByRole('menuitem', { name: /Call \+1/ })).toHaveAttribute('href', /^tel:\+1/);
    await page.getByRole('menuitem', { name: 'Copy phone number' }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+1 (555) 010-2030');

    await context.clearPermissions();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await menu(page).getByRole('button', { name: 'Support' }).click();
    await page.getByRole('menuitem', { name: 'Copy phone number' }).click();
    await expect(toast(page, 'Can not copy')).toBeVisible();
  });
});

test('support is offered to facility staff too, in both menu layouts (issue 20 item 7)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The representative: Support closes their only section (Facility).
  await signIn(page, 'rep');
  await menu(page).getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('menuitem', { name: 'Chat with support' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.getByRole('menuitem', { name: /Call \+1/ })).toHaveAttribute('href', /^tel:\+1/);
  await page.getByRole('menuitem', { name: 'Copy phone number' }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  await signOut(page);

  // The owner, with the horizontal menu: the last section (Organization) holds the Support group's three actions.
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'owner');
  await page.getByRole('button', { name: 'Theme customizer' }).click();
  await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('radio', { name: 'Horizontal' }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
  await menu(page).getByRole('button', { name: 'Organization' }).click();
  await expect(page.getByRole('menuitem', { name: 'Chat with support' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Call \+1/ })).toHaveAttribute('href', /^tel:\+1/);
  await page.getByRole('menuitem', { name: 'Copy phone number' }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+1 (555) 010-2030');
});

test.describe('organization and facility selectors', () => {
  test('role A: facility disabled until an organization is chosen; one facility is read-only; the choice survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(organization(page)).toBeVisible();
    await expect(facility(page)).toBeDisabled();
    await organization(page).click();
    await page.getByRole('option', { name: 'Demo Sports Club' }).click();
    await expect(facility(page)).toBeEnabled();
    await facility(page).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Brooklyn Courts', 'Madrid Padel Center']);
    await page.getByRole('option', { name: 'Madrid Padel Center' }).click();
    await page.reload();
    await expect(organization(page)).toHaveText('Demo Sports Club');
    await expect(facility(page)).toHaveText('Madrid Padel Center');

    await organization(page).click();
    await page.getByRole('option', { name: 'Other Club' }).click();
    await expect(facility(page)).toHaveText('Lisbon Arena');
    await expect(facility(page)).toBeDisabled();
  });

  test('other roles have no organization selector and only their facilities, landing on the one chosen last time; report routes hide both', async ({ page }) => {
    await signIn(page, 'owner');
    await expect(organization(page)).toHaveCount(0);
    // The first sign-in lands on the first facility, never on "Choose a facility".
    await expect(facility(page)).toHaveText('Brooklyn Courts');
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
    await facility(page).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Brooklyn Courts', 'Madrid Padel Center']);
    await page.getByRole('option', { name: 'Madrid Padel Center' }).click();
    await signOut(page);
    await signIn(page, 'owner');
    await expect(facility(page)).toHaveText('Madrid Padel Center');
    await page.goto('/views/reports/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(facility(page)).toHaveCount(0);
    await signOut(page);

    await signIn(page, 'rep');
    await expect(facility(page)).toHaveText('Madrid Padel Center');
    await expect(facility(page)).toBeDisabled();
  });
});

test.describe('theme customizer', () => {
  test('choices apply at once, survive a reload (before the first paint), and are cleared by logout', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Theme customizer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(400);
    await drawer.getByRole('switch', { name: 'Dark mode' }).check();
    await drawer.getByRole('radio', { name: 'Bordered' }).check();
    await drawer.getByRole('radio', { name: 'Full' }).check();
    await drawer.getByRole('switch', { name: 'Right to left' }).check();
    await drawer.getByRole('combobox', { name: 'Route transition' }).click();
    await page.getByRole('option', { name: 'Slide Y reverse' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Fluent's dark theme is a chunk of its own, loaded when chosen.
    const background = () =>
      page
        .locator('.fui-FluentProvider')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--colorNeutralBackground1'));
    await expect.poll(background).toBe('#292929');
    // In right-to-left the drawer opens on the left.
    expect((await drawer.boundingBox())!.x).toBeLessThan(10);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'test-results/shell-dark-rtl.png' });

    // The stored theme is applied by the page itself, before the console's code runs.
    await page.route('**/assets/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.unroute('**/assets/**');
    await page.reload();
    await expect(page.locator('[data-skin="bordered"]')).toBeVisible();
    expect(await background()).toBe('#292929'); // stored: loaded before the console's first paint
    await expect(page.locator('[data-transition="slideYReverse"]')).toBeVisible();
    // A list's pager reads in its words' direction ("1–2 of 2"), not reordered by the right-to-left layout.
    await page.goto('/views/group/list');
    const range = page.getByText(/^\d+–\d+ of \d+$/);
    await expect(range).toBeVisible();
    expect(await range.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

    await signOut(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await signIn(page, 'admin');
    await expect(page.locator('[data-skin="default"]')).toBeVisible();
  });

  test('semi-dark menu from the first paint; horizontal menu on large screens only, without semi-dark or a hidden app bar', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Theme customizer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
    await drawer.getByRole('radio', { name: 'Semi dark' }).check();
    // The semi-dark menu is dark on the light console (the dark theme's chunk); after a reload, from the first paint.
    const menuBackground = () => page.getByRole('navigation', { name: 'Main menu' }).evaluate((el) => getComputedStyle(el.closest('.fui-FluentProvider')!).getPropertyValue('--colorNeutralBackground1'));
    await page.keyboard.press('Escape');
    await expect.poll(menuBackground).toBe('#292929');
    await page.reload();
    expect(await menuBackground()).toBe('#292929');
    await page.getByRole('button', { name: 'Theme customizer' }).click();
    await drawer.getByRole('radio', { name: 'Horizontal' }).check();
    await expect(drawer.getByRole('radio', { name: 'Semi dark' })).toHaveCount(0);
    await expect(drawer.getByRole('radio', { name: 'Hidden' })).toHaveCount(1); // footer only, not the app bar
    await expect(drawer.getByRole('switch', { name: 'Menu collapsed' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Organization' }).click();
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/views\/reports\/view$/);

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
  });
});

test('navigation search: Ctrl+K, at most 5 hits per group, arrows and Enter', async ({ page }) => {
  await signIn(page, 'admin');
  await page.keyboard.press('Control+k');
  const pages = page.getByRole('listbox', { name: 'Pages' });
  await expect(pages.getByRole('option')).toHaveCount(5);
  await page.keyboard.type('set');
  await expect(pages.getByRole('option')).toHaveText(['Settings', 'Settings', 'Platform settings']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(pages.getByRole('option', { selected: true })).toHaveText('Platform settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/views\/sideline-settings\/view$/);
});

test('navigation search finds the facility’s videos (files) and contacts, and opens a video', async ({ page }) => {
  await signIn(page, 'rep');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('lucía');
  const files = page.getByRole('listbox', { name: 'Files' });
  await expect(files.getByRole('option').first()).toContainText('Lucía Fernández');
  expect(await files.getByRole('option').count()).toBeLessThanOrEqual(5);
  await expect(files.getByRole('option').first()).toContainText(/Pista/);
  await expect(page.getByRole('listbox', { name: 'Contacts' }).getByRole('option')).toHaveText(['Lucía Fernández · +34 611 200 301']);
  await files.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/views\/video\/preview\/\d+$/);
  await expect(page.getByText('Booked by')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Lucía Fernández' })).toBeVisible();
  await expect(page.getByText('Completed')).toBeVisible();
  await page.screenshot({ path: 'test-results/video-preview.png' });
  await signOut(page);

  // Without a video view (the camera technician), no files are searched.
  await signIn(page, 'tech');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('set');
  await expect(page.getByRole('listbox', { name: 'Pages' }).getByRole('option')).toHaveText(['Settings']);
  await page.waitForTimeout(600);
  await expect(page.getByRole('listbox', { name: 'Files' })).toHaveCount(0);
});

test('the shell speaks Spanish, with the page open and the next area opened', async ({ page }) => {
  await signIn(page, 'owner');
  // An area's Spanish texts come when Spanish is chosen: the schedule's, open at the switch.
  await page.goto('/views/reservations/schedule');
  await expect(page.getByText('Booking type (left edge)')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Reservas' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Instalación' })).toBeVisible();
  await expect(page.getByText('Tipo de reserva (borde izquierdo)')).toBeVisible();
  // An area first opened in Spanish draws in Spanish.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'TPV' }).click();
  await expect(page.getByLabel('Busca o escanea un código')).toBeVisible();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Reservas' }).click();
  await page.screenshot({ path: 'test-results/shell-es.png' });
});

test('the connection drops and another page is opened: the console says so and opens the page once the connection is back', async ({ page, context }) => {
  await signIn(page, 'owner');
  await page.goto('/views/contact/list');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await context.setOffline(true);
  await menu(page).getByRole('link', { name: 'Videos', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sideline cannot be reached: this opens as soon as the connection is back' })).toBeVisible();
  // The shell stays: its menu is still there to go elsewhere.
  await expect(menu(page).getByRole('link', { name: 'Contacts', exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'cannot be reached' })).toHaveCount(0);
});
