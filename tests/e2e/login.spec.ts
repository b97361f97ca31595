import { expect, test } from '@playwright/test';

test.describe('sign-in', () => {
  test('owner signs in and is greeted by name on the welcome view', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel(/^Password/).fill('owner123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/views\/welcome$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martín!' })).toBeVisible();
    await expect(page.getByText('Signed in as Facility owner')).toBeVisible();
    await page.screenshot({ path: 'test-results/welcome-owner.png' });

    // A reload keeps the session; the login page sends a signed-in user back in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martín!' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/views\/welcome$/);
  });

  test('a wrong password shows the server message as a toast and stays on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.getByText('Incorrect username or password', { exact: true });
    await expect(toast).toBeVisible();
    await page.screenshot({ path: 'test-results/login-failed.png' });
    await expect(page).toHaveURL(/\/login$/);
    // Bottom center, with a close action.
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThan(viewport.height * 0.75);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(viewport.width * 0.15);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();

  });

  test('required fields and the password rule, in English and in Spanish', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Usuario es obligatorio')).toBeVisible();
    await expect(page.getByText('Contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await page.screenshot({ path: 'test-results/login-es-validation.png' });

    // The choice is stored: a reload keeps Spanish.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('each demo account signs in; sign-out returns to login and the session is gone', async ({ page }) => {
    for (const [username, name] of [
      ['admin', 'Ada Admin'],
      ['rep', 'Raúl Gómez'],
      ['client', 'Carla Cliente'],
    ] as const) {
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel(/^Password/).fill(`${username}123`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.goto('/views/welcome');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown paths go to Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
