import { expect, test } from './fixtures';
import { signIn, signOut, toast } from './support';

test.describe('sign-in', () => {
  test('owner signs in, lands on bookings, and the welcome view greets them with their facilities', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'owner');
    await expect(page).toHaveURL(/\/views\/booking\/view$/);
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();

    await page.goto('/views/welcome');
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martín!' })).toBeVisible();
    await expect(page.getByText('Demo Sports Club')).toBeVisible();
    const facilities = page.getByRole('list', { name: 'Facilities' });
    await expect(facilities.getByRole('listitem')).toHaveCount(2);
    await expect(facilities.getByRole('listitem').filter({ hasText: 'Brooklyn Courts' })).toContainText('12-hour clock');
    await expect(facilities.getByRole('listitem').filter({ hasText: 'Madrid Padel Center' })).toContainText('24-hour clock');
    await page.screenshot({ path: 'test-results/welcome-owner.png' });

    // A reload keeps the session; the sign-in pages send a signed-in user back in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martín!' })).toBeVisible();
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/views\/booking\/view$/);
    }
  });

  test('the sign-in pages work before the console loads: the reauth notice, their links and Back', async ({ page }) => {
    await page.goto('/login?reauth=1');
    await expect(page.getByText('Your session ended. Please sign in again.')).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?reauth=1$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Neither the router nor the session machine came with them: the machine loads as the user types.
    const loaded = (chunk: RegExp) => page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), chunk.source);
    expect(await loaded(/\/assets\/(router|session-runtime)-[\w-]+\.js$/)).toBe(false);
    await page.getByLabel('Username').fill('owner');
    await expect.poll(() => loaded(/\/assets\/session-runtime-[\w-]+\.js$/)).toBe(true);
  });

  test('a wrong password shows the server message as a toast, bottom center, and stays on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const message = toast(page, 'Incorrect username or password');
    await expect(message).toBeVisible();
    await page.screenshot({ path: 'test-results/login-failed.png' });
    await expect(page).toHaveURL(/\/login$/);
    const box = (await message.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThan(viewport.height * 0.75);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(viewport.width * 0.15);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(message).toBeHidden();
  });

  test('required fields and the password rule, in English and in Spanish', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Usuario es obligatorio')).toBeVisible();
    await expect(page.getByText('Contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await page.screenshot({ path: 'test-results/login-es-validation.png' });

    // The choice is stored: a reload keeps Spanish; the server answers in Spanish too.
    await page.reload();
    await page.getByLabel('Usuario').fill('owner');
    await page.getByLabel(/^Contraseña/).fill('wrong-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(toast(page, 'Usuario o contraseña incorrectos')).toBeVisible();
  });

  test('Spanish chosen while its texts cannot come: the switch says it waits for the connection, and the page turns Spanish once they come', async ({ page }) => {
    const spanish = /\/assets\/es-[^/]+\.js$/;
    await page.route(spanish, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByRole('status').filter({ hasText: 'The texts in Español cannot be reached: Sideline switches to it as soon as the connection is back' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.unroute(spanish);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'cannot be reached' })).toHaveCount(0);
  });

  test('each demo account lands where its role and views say; logout returns to login and the session is gone', async ({ page }) => {
    const landings = [
      ['admin', /\/views\/booking\/view$/, 'Bookings'],
      ['rep', /\/views\/booking\/view$/, 'Bookings'],
      ['client', /\/pages\/access-control$/, 'Access Control'],
    ] as const;
    for (const [username, url, heading] of landings) {
      await signIn(page, username);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await signOut(page);
    }
    await page.goto('/views/welcome');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown paths go to Page Not Found; video_detail paths are allowed', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await signIn(page, 'owner');
    await page.goto('/views/video_detail/42');
    await expect(page).toHaveURL(/video_detail\/42$/);
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  });
});
