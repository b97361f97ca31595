import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminHeaders, signIn, openSignedIn, signOut, toast } from './support';

/** A suffix that keeps the names a test creates apart from every other test's. */
const unique = () => Math.random().toString(36).slice(2, 8);

async function chooseFacility(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText(name);
}

test.describe('console notifications (view 18)', () => {
  const title = `Court resurfacing ${unique()}`;

  // Other specs count the owner's updates: leave none of ours behind, even when a step fails.
  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    const res = await request.get(`/api/v1/console_notification/admin/?count=100&filter=${encodeURIComponent(JSON.stringify({ notification_title: title }))}`, { headers });
    for (const row of (await res.json()).data as { id: number }[]) await request.delete(`/api/v1/console_notification/admin/${row.id}/`, { headers });
  });

  test("the admin writes one for Demo Sports Club with a live preview; the club's owner reads it in Updates; the admin deletes it", async ({ page }) => {
    await openSignedIn(page, 'admin', '/views/console-notification/list');
    await expect(page.getByRole('heading', { name: 'Updates', exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Updates' });
    await expect(table.getByRole('row', { name: /Camera maintenance on Sunday/ })).toContainText('Demo Sports Club');
    await expect(table.getByRole('row', { name: /Welcome to the new Sideline console/ })).toContainText('Everyone');

    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page).toHaveURL(/\/views\/console-notification\/form$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();

    const preview = page.getByRole('region', { name: 'Preview' });
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Pista 3 is closed on Monday morning.');
    // Scripts never reach the page: the preview shows the html sanitized, as the Updates menu does.
    await page.getByRole('textbox', { name: 'HTML content' }).fill('<p>See <em>the plan</em></p><img src=x onerror="window.__xss=1">');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Warning' });
    await expect(preview).toContainText(title);
    await expect(preview).toContainText('Pista 3 is closed on Monday morning.');
    await expect(preview.locator('em')).toHaveText('the plan');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByRole('group', { name: 'Organizations' }).getByRole('checkbox', { name: 'Demo Sports Club' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Record created')).toBeVisible();
    await expect(page).toHaveURL(/\/views\/console-notification\/list$/);
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Demo Sports Club');
    await expect(row).toContainText('Warning');
    await signOut(page);

    await signIn(page, 'owner');
    await page.getByRole('button', { name: /^Updates: \d+$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Updates', exact: true });
    const card = panel.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Pista 3 is closed on Monday morning.');
    await expect(card.locator('em')).toHaveText('the plan');
    await expect(card.locator('img[onerror]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The owner reads the feed but has no view 18: the management screen is not theirs.
    await page.goto('/views/console-notification/list');
    await expect(page).toHaveURL(/not-authorized/);
    await page.goto('/views/welcome');
    await signOut(page);

    await openSignedIn(page, 'admin', '/views/console-notification/list');
    await table.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete this record?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Record deleted')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });
});

test.describe('contacts and their categories (view 36)', () => {
  test('a category is created on its tab and chosen on a new contact; the list flags app users', async ({ page }) => {
    const category = `Padel school ${unique()}`;
    const person = `Zoe Quintana ${unique()}`;
    await openSignedIn(page, 'owner', '/views/contact/list');
    await chooseFacility(page, 'Madrid Padel Center');
    await expect(page.getByRole('tab', { name: 'Contacts', exact: true })).toHaveAttribute('aria-selected', 'true');

    // The app-user flag: Lucía's phone and Javier's e-mail (in another case) are app users'; Marta is not one.
    const contacts = page.getByRole('table', { name: 'Contacts' });
    await expect(contacts.getByRole('row', { name: /Lucía Fernández/ }).getByText('App user')).toBeVisible();
    await expect(contacts.getByRole('row', { name: /Javier Ruiz/ }).getByText('App user')).toBeVisible();
    await expect(contacts.getByRole('row', { name: /Marta Sánchez/ })).toBeVisible();
    await expect(contacts.getByRole('row', { name: /Marta Sánchez/ }).getByText('App user')).toHaveCount(0);

    // Categories: their own tab, their own form on /views/contact/form/0.
    await page.getByRole('tab', { name: 'Contact Categories' }).click();
    await expect(page).toHaveURL(/tab=contact-category/);
    const categories = page.getByRole('table', { name: 'Contact Categories' });
    await expect(categories.getByRole('row', { name: /Socio/ })).toBeVisible();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page).toHaveURL(/\/views\/contact\/form\/0$/);
    await expect(page.getByRole('heading', { name: 'Contact Categories · New' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(category);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Children and beginners');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Record created')).toBeVisible();
    // Back on the tab it was opened from.
    await expect(page).toHaveURL(/\/views\/contact\/list\?tab=contact-category$/);
    await expect(categories.getByRole('row', { name: new RegExp(category) })).toContainText('Children and beginners');

    // A contact with that category: the form on /views/contact/form/1 offers the facility's active categories.
    await page.getByRole('tab', { name: 'Contacts', exact: true }).click();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page).toHaveURL(/\/views\/contact\/form\/1$/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(person);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ELENA@example.com');
    const picker = page.getByRole('combobox', { name: 'Category' });
    await expect(picker.getByRole('option', { name: category })).toHaveCount(1);
    await picker.selectOption({ label: category });
    await page.getByRole('button', { name: 'Save' }).click();
    // The category's toast may still be up (5 s): this one is the newest.
    await expect(toast(page, 'Record created').last()).toBeVisible();
    await expect(page).toHaveURL(/\/views\/contact\/list/);
    await page.getByRole('textbox', { name: 'Filter by Name' }).fill(person);
    const row = contacts.getByRole('row', { name: new RegExp(person) });
    await expect(row).toContainText(category);
    // Elena Torres uses the app with that e-mail: the new contact is flagged too.
    await expect(row.getByText('App user')).toBeVisible();

    // In Spanish: the tabs and the flag.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByRole('tab', { name: 'Categorías de contactos' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Contactos' })
        .getByRole('row', { name: new RegExp(person) })
        .getByText('Usuario de la app'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  });
});
