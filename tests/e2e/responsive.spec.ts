import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * Any screen size (issue 20 item 6): a phone (390), the counter tablet (768) and a desktop (1280).
 * Nothing scrolls sideways, the menu is a drawer below the large screens, the schedule scrolls its
 * fields inside itself with the time column in place, dialogs fit. Each screen is photographed
 * (SHOTS_DIR, or the test's output folder) for a person to look at.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`) });
}

test('the schedule, a list, a form and a dialog fit a phone, the counter tablet and a desktop', async ({ page }) => {
  // Three sizes of seven screens each: about 75 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await signIn(page, 'rep');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const drawer = size.width < 1200;

    // The schedule: its fields scroll inside it, the time column stays where it is.
    await page.goto('/views/reservations/schedule');
    await page.getByLabel('Date', { exact: true }).fill('2027-04-05');
    const grid = page.getByRole('grid');
    await expect(page.getByRole('columnheader', { name: 'Pista 3' })).toBeVisible();
    await noSidewaysScroll(page);
    const timesAt = async () => (await grid.getByRole('row').nth(1).locator('> div').first().boundingBox())!.x;
    const before = await timesAt();
    await grid.evaluate((g) => (g.scrollLeft = g.scrollWidth));
    expect(await timesAt()).toBe(before);
    await shot(page, `schedule-${size.width}`);

    // The menu: a drawer the top bar opens below the large screens, beside the page above.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    if (drawer) {
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      await shot(page, `menu-${size.width}`);
      await menu.getByRole('link', { name: 'Contacts' }).click();
      await expect(menu).toBeHidden();
    } else {
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Contacts' }).click();
    }

    // A list.
    await expect(page).toHaveURL(/\/views\/contact\/list/);
    await expect(page.getByRole('table')).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `list-${size.width}`);
    // The booking view's tabs: each one within reach (they wrap onto a second line on a phone).
    await page.goto('/views/booking/view');
    await expect(page.getByRole('tab', { name: 'List for sale' })).toBeVisible();
    for (const tab of await page.getByRole('tab').all()) {
      const at = (await tab.boundingBox())!;
      expect(at.x + at.width, `${await tab.textContent()} within the screen`).toBeLessThanOrEqual(size.width);
    }
    // The bookings list, wider than a phone: its table scrolls inside itself.
    await page.goto('/views/reservation');
    await expect(page.getByRole('table')).toBeVisible();
    await noSidewaysScroll(page);
    // A booking: its actions are within reach on opening it, above its form (on a phone they were two screens down), touch-sized below the desktop.
    await page.getByRole('table').getByRole('button').first().click();
    const actions = page.getByRole('region', { name: 'Booking actions' });
    for (const name of ['Mark as paid', 'Cancel booking']) {
      const button = actions.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      if (drawer) expect((await button.boundingBox())!.height, `${name} is a touch target`).toBeGreaterThanOrEqual(40);
    }
    await noSidewaysScroll(page);
    if (size.width === 390) await shot(page, 'booking-390');
    // Its form: the participants' buttons wrap inside their card instead of running off the screen.
    const markAll = page.getByRole('region', { name: 'Participants' }).getByRole('button', { name: 'Mark all paid' });
    await expect(markAll).toBeVisible();
    const mark = (await markAll.boundingBox())!;
    expect(mark.x + mark.width).toBeLessThanOrEqual(size.width);

    // A form.
    await page.goto('/views/contact/form/1');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `form-${size.width}`);

    // A dialog: the quick booking of a slot, within the screen.
    await page.goto('/views/reservations/schedule');
    await page.getByLabel('Date', { exact: true }).fill('2027-04-05');
    await page.getByRole('button', { name: 'Book Pista 3 10:00' }).click();
    const dialog = page.getByRole('dialog', { name: /New booking · Pista 3/ });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    // Its buttons each on one line (in two thirds of the dialog, "More options" broke in two on the tablet).
    for (const button of await dialog.getByRole('button').all()) expect((await button.boundingBox())!.height, `${await button.textContent()} on one line`).toBeLessThan(48);
    await noSidewaysScroll(page);
    await shot(page, `dialog-${size.width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a hidden app bar leaves the customizer and the user menu in the side menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'rep');
  await page.getByRole('button', { name: 'Theme customizer' }).click();
  await page.getByRole('radiogroup', { name: 'App bar' }).getByRole('radio', { name: 'Hidden' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner', { name: 'Top bar' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await shot(page, 'hidden-app-bar-1280');
  // The way back: the customizer, from the side menu.
  await menu.getByRole('button', { name: 'Theme customizer' }).click();
  await page.getByRole('radiogroup', { name: 'App bar' }).getByRole('radio', { name: 'Fixed' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner', { name: 'Top bar' })).toBeVisible();
  // On the tablet the app bar stays even when hidden was chosen: the menu is a drawer it opens.
  await page.getByRole('button', { name: 'Theme customizer' }).click();
  await page.getByRole('radiogroup', { name: 'App bar' }).getByRole('radio', { name: 'Hidden' }).click();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole('banner', { name: 'Top bar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('on the counter tablet the booking form’s date stays in its column, clear of the time beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'rep');
  await page.goto('/views/reservations/form');
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  await expect(date).toBeVisible();
  // The text box's frame (Fluent's Input around it) ends where the time's frame begins, or before.
  const frame = async (name: string) => (await page.getByRole('textbox', { name, exact: true }).locator('xpath=..').boundingBox())!;
  const [d, t] = [await frame('Date'), await frame('Time')];
  expect(d.y).toBeCloseTo(t.y, 0);
  expect(d.x + d.width).toBeLessThan(t.x);
});
