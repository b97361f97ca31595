import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, toast } from './support';

/**
 * Issue 20 item 8: the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape; no mouse after
 * signing in) books a free slot on the schedule, opens that booking and cancels it; Escape closes
 * the theme customizer.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus, as someone without a mouse would. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  const { back = false, max = 120 } = options;
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses an arrow key until `target` has the focus (the grid's walk). */
async function arrowTo(page: Page, target: Locator, key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight', max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Presses an arrow key until the focus is on an element `focused` (a `:focus` locator) finds. */
async function arrowUntil(page: Page, focused: Locator, key: 'ArrowRight' | 'ArrowDown', max = 40) {
  for (let i = 0; i < max && (await focused.count()) === 0; i++) await page.keyboard.press(key);
  await expect(focused).toHaveCount(1);
}

test('with the keyboard alone the desk books a free slot, opens the booking and cancels it', async ({ page }) => {
  await signIn(page, 'rep');
  await page.goto('/views/reservations/schedule');
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();

  // The date, typed as the console writes it in English (month first).
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  await tabTo(page, date);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('03/14/2028');
  await page.keyboard.press('Tab');
  await expect(date).toHaveValue('03/14/2028');

  // The grid is one stop of the Tab order (a roving tab index): Tab enters it at its stop (the first
  // field's first free slot: other specs' fields may come before Pista 1), the arrows walk the rows
  // and fields, and Tab leaves it; back in, the focus is where it was.
  const grid = page.getByRole('grid');
  const stop = grid.locator('[tabindex="0"]');
  await expect(stop).toHaveCount(1);
  await tabTo(page, stop);
  await expect(stop).toHaveAttribute('aria-label', /^Book /);
  const inPista2 = grid.locator('button:focus[aria-label^="Book Pista 2 "]');
  await arrowUntil(page, inPista2, 'ArrowRight');
  const slot = page.getByRole('button', { name: 'Book Pista 2 10:00' });
  await arrowTo(page, slot, 'ArrowDown');
  await page.keyboard.press('Shift+Tab');
  await expect(grid.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(slot).toBeFocused();
  await page.keyboard.press('Enter');

  // The quick booking dialog takes the focus; Escape closes it and gives the focus back to the slot.
  const quick = page.getByRole('dialog', { name: /New booking · Pista 2 · Tue, Mar 14, 2028 10:00/ });
  await expect(quick).toBeVisible();
  await expect(quick.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(quick).toHaveCount(0);
  await expect(slot).toBeFocused();
  await page.keyboard.press('Space');
  await expect(quick).toBeVisible();
  await tabTo(page, quick.getByRole('button', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Booking created')).toBeVisible();
  await expect(quick).toHaveCount(0);

  // The focus is on the new booking itself (its slot is gone under it), the grid's stop now; the
  // arrows walk off it and back, Enter opens it.
  const block = page.getByRole('button', { name: /^Pista 2: 10:00–11:30 · One day/ });
  await expect(block).toBeVisible();
  await expect(slot).toHaveCount(0);
  await expect(block).toBeFocused();
  await expect(block).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('ArrowUp');
  await expect(block).not.toBeFocused();
  await arrowTo(page, block, 'ArrowDown');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: /Pista 2 · Tue, Mar 14, 2028 10:00–11:30/ });
  await expect(details).toBeVisible();
  await expect(details.locator(':focus')).toHaveCount(1);

  // Cancelled: a reason chosen by typing its first letters (a closed select's type-ahead), then Cancel booking.
  const reason = details.getByRole('combobox', { name: /Cancellation reason/ });
  // The organization's reasons arrive after the dialog opens: typed before them, the letters choose nothing.
  await expect(reason.locator('option', { hasText: 'Rain' })).toHaveCount(1);
  await tabTo(page, reason);
  await page.keyboard.type('Rain');
  await expect(reason.locator('option:checked')).toHaveText('Rain');
  await tabTo(page, details.getByRole('button', { name: 'Cancel booking' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, /^Booking cancelled/)).toBeVisible();
  await expect(block).toHaveCount(0);
  await expect(slot).toBeVisible();
});

test('Escape closes the theme customizer', async ({ page }) => {
  // A slow line: the tooltips' code comes late (the drawer opened before it came showed no tooltip on Reset: CI's failure).
  await page.route(/\/tooltip-kit-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page, 'rep');
  const open = page.getByRole('button', { name: 'Theme customizer' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
  await expect(drawer).toBeVisible();
  // The focus lands on Reset, whose tooltip shows on keyboard focus: the first Escape closes the tooltip (WCAG 1.4.13),
  // the drawer stays; the next closes the drawer.
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();
});
