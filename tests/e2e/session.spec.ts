import type { BrowserContext, Page } from '@playwright/test';
import { expect, recordMachineCoverage, test, UI_MACHINES } from './fixtures';
import { NEWER_URL, SHORT_URL } from '../../playwright.config';
import { saveUiCoverage } from '../support/machine-coverage';
import { signIn, signOut, toast } from './support';

/** Other specs sign in with the demo passwords: put them back through the change-password screen. */
async function restorePassword(page: Page, current: string, original: string) {
  await page.goto('/reset-password');
  await page.getByLabel(/^Current password/).fill(current);
  await page.getByLabel(/^New password/).fill(original);
  await page.getByLabel(/^Confirm password/).fill(original);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
}

/** When the page asked for a refresh (ms since the epoch). */
const refreshCalls = (page: Page) => {
  const calls: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/refresh/console')) calls.push(Date.now());
  });
  return calls;
};

/**
 * The expired refresh token's wait (30 s on the short server) passes while the file's other tests
 * run: a browser signs in on the short server before them, and its last test reloads it once the
 * refresh token is at least 31.5 s old (waiting only for what is left, e.g. when run alone).
 */
let idle: { context: BrowserContext; page: Page; signedInAt: number } | undefined;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: SHORT_URL });
  await context.addInitScript(recordMachineCoverage);
  const page = await context.newPage();
  await signIn(page, 'owner');
  await page.goto('/views/welcome');
  await expect(page.getByText('Demo Sports Club')).toBeVisible();
  idle = { context, page, signedInAt: Date.now() };
});

test.afterAll(async () => {
  await idle?.context.close();
});

test.describe('guards and the entry redirect', () => {
  test('signed out: console routes go to login; public pages stay open', async ({ page }) => {
    await page.goto('/views/user/list');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/pages/miscellaneous/coming-soon');
    await expect(page.getByRole('heading', { name: /We are launching soon/ })).toBeVisible();
  });

  test('a representative is refused what their views do not hold, and gets what they do', async ({ page }) => {
    await signIn(page, 'rep');
    await page.goto('/views/user/list');
    await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    await page.goto('/views/contact/list');
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    // Any id of a combined view's list opens it (video view: 1, 5, 13, 21).
    await page.goto('/views/video/view');
    await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible();
    await page.goto('/views/facility-settings/view');
    await expect(page).toHaveURL(/not-authorized$/);
  });

  test('a reload at once after signing in stays signed in: the session is stored before the console moves on', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel(/^Password/).fill('owner123');
    // A slow counter tablet: the browser works at a sixth of this machine's speed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Reload the moment the console leaves the sign-in page.
    await page.waitForFunction(() => location.pathname !== '/login', undefined, { polling: 'raf' });
    await page.reload();
    // At a sixth of a busy machine's speed the schedule's page can take longer than 10 s to draw: this checks where it lands, not how fast.
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the session block is encrypted: a reload keeps it, a copied storage dump alone is useless', async ({ page, browser }) => {
    await signIn(page, 'owner');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    const block = stored['sideline.session'] ?? '';
    expect(block.length).toBeGreaterThan(100);
    for (const secret of ['owner', 'access_token', 'refresh_token', 'views_ids']) expect(block).not.toContain(secret);
    // No token in it: a JWT reads eyJ….eyJ….signature (the block is base64 ciphertext, where a bare "eyJ" can occur by chance).
    expect(block).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();

    const other = await browser.newContext();
    const thief = await other.newPage();
    await thief.goto('/login');
    await thief.evaluate((dump) => Object.entries(dump).forEach(([k, v]) => localStorage.setItem(k, v)), stored);
    await thief.goto('/views/booking/view');
    await expect(thief).toHaveURL(/\/login$/);
    await other.close();
  });
});

test.describe('refresh and retry (5 s access tokens, 30 s refresh tokens)', () => {
  test.use({ baseURL: SHORT_URL });

  test('an access token expiring in the middle of work is refreshed once for three parallel calls, unnoticed', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/views/welcome');
    await expect(page.getByRole('list', { name: 'Facilities' }).getByRole('listitem')).toHaveCount(2);
    const calls = refreshCalls(page);
    await page.waitForTimeout(5_500);
    // The welcome view loads the profile, the organizations and the facilities at once: three T001.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Facilities' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Demo Sports Club')).toBeVisible();
    // One refresh for the three calls. On a loaded machine the page may outlive the new 5 s token
    // too: a later refresh is then a new token's, never a second one for the same burst.
    expect(calls.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < calls.length; i++) expect(calls[i]! - calls[i - 1]!).toBeGreaterThan(4_000);
    await expect(page).toHaveURL(/\/views\/welcome$/);
    await expect(page.locator('.fui-ToastTitle')).toHaveCount(0);
  });

  test('a second tab refreshes with the refresh token the first tab stored (a refresh spends the one it used)', async ({ page, context }) => {
    await signIn(page, 'owner');
    const second = await context.newPage();
    await second.goto('/views/contact/list');
    await expect(second.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    await page.waitForTimeout(5_500);
    const firstRefresh = page.waitForResponse((r) => r.url().includes('/auth/refresh/console'));
    await page.goto('/views/welcome');
    const rotated = ((await (await firstRefresh).json()) as { data: { refresh_token: string } }).data.refresh_token;
    await expect(page.getByText('Demo Sports Club')).toBeVisible();
    // The second tab still holds the spent token in memory; its next call (a client-side navigation) refreshes with the stored one.
    const secondRefresh = second.waitForRequest((r) => r.url().includes('/auth/refresh/console'));
    await second.evaluate(() => {
      history.pushState(null, '', '/views/welcome');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await secondRefresh).headers().authorization).toBe(`Bearer ${rotated}`);
    await expect(second.getByText('Demo Sports Club')).toBeVisible();
  });
});

test('a different console-version shows the update banner; confirming reloads the page', async ({ page }) => {
  await page.goto(`${NEWER_URL}/login`);
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel(/^Password/).fill('owner123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const banner = page.getByText('A new version is available! Please click here to update');
  await expect(banner).toBeVisible();
  await page.screenshot({ path: 'test-results/update-banner.png' });
  await page.evaluate(() => localStorage.setItem('sideline.cache.video.1', 'cached'));
  const reloaded = page.waitForEvent('load');
  await banner.click();
  await reloaded;
  expect(await page.evaluate(() => localStorage.getItem('sideline.cache.video.1'))).toBeNull();
});

test('a user disabled by an administrator is sent out with the server message', async ({ page, request }) => {
  await signIn(page, 'rep');
  await page.goto('/views/welcome');
  await expect(page.getByText('Demo Sports Club')).toBeVisible();

  const login = await request.post('/api/v1/user_console/login/', {
    headers: { authorization: `Basic ${Buffer.from('sideline-console:sideline-console-secret').toString('base64')}` },
    data: { username: 'owner', password: 'owner123' },
  });
  const owner = (await login.json()).data;
  const profile = await request.post('/api/v1/user_console/login/', {
    headers: { authorization: `Basic ${Buffer.from('sideline-console:sideline-console-secret').toString('base64')}` },
    data: { username: 'rep', password: 'rep123' },
  });
  const repId = (await profile.json()).data.id;
  const disable = await request.put(`/api/v1/user_console/${repId}/status/`, { headers: { authorization: `Bearer ${owner.access_token}` }, data: { status: 'I' } });
  expect(disable.ok()).toBe(true);

  await page.reload();
  await expect(toast(page, 'Your account has been disabled. Contact your administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const enable = await request.put(`/api/v1/user_console/${repId}/status/`, { headers: { authorization: `Bearer ${owner.access_token}` }, data: { status: 'A' } });
  expect(enable.ok()).toBe(true);
});

test.describe('accounts', () => {
  test('register a new account, then sign in to the access-control page', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Nueva');
    await page.getByLabel('Username').fill('nora');
    await page.getByLabel('E-mail').fill('nora@example.test');
    await page.getByLabel(/^Password/).fill('secret12');
    await page.getByLabel(/^Confirm password/).fill('secret13');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('passwords do not match')).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill('secret12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'nora', 'secret12');
    await expect(page).toHaveURL(/\/pages\/access-control$/);
    await expect(page.getByRole('main').getByText('Nora Nueva')).toBeVisible();
  });

  test('forgot password: the code arrives through the outbox and sets a new password', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Username').fill('client');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    const mail = page.getByText(/Your reset code is/);
    await expect(mail).toBeVisible();
    const code = /reset code is (\S+)\./.exec((await mail.textContent()) ?? '')![1]!;
    await page.getByRole('textbox', { name: 'Reset code' }).fill(code);
    await page.getByLabel(/^New password/).fill('client456');
    await page.getByLabel(/^Confirm password/).fill('client456');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'client', 'client456');
    await expect(page).toHaveURL(/\/pages\/access-control$/);
    await restorePassword(page, 'client456', 'client123');
  });

  test("a password change sends the user's other browsers out at their next call; this one stays signed in", async ({ page, browser }) => {
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await signIn(elsewhere, 'tech');
    await signIn(page, 'tech');
    await page.goto('/reset-password');
    await page.getByLabel(/^Current password/).fill('tech123');
    await page.getByLabel(/^New password/).fill('tech456');
    await page.getByLabel(/^Confirm password/).fill('tech456');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    await elsewhere.reload();
    await expect(toast(elsewhere, 'Your session has ended, please sign in again')).toBeVisible();
    await expect(elsewhere).toHaveURL(/\/login$/);
    await other.close();

    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await restorePassword(page, 'tech456', 'tech123');
  });

  test('change password from the user menu, with its rules', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel(/^Current password/).fill('admin123');
    await page.getByLabel(/^New password/).fill('abc');
    await page.getByLabel(/^Confirm password/).fill('abd');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('New password must be at least 6 characters')).toBeVisible();
    await page.getByLabel(/^New password/).fill('admin456');
    await page.getByLabel(/^Confirm password/).fill('admin457');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('passwords do not match')).toBeVisible();
    await page.getByLabel(/^Current password/).fill('wrong-one');
    await page.getByLabel(/^Confirm password/).fill('admin456');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is incorrect').first()).toBeVisible();
    await page.getByLabel(/^Current password/).fill('admin123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await signOut(page);
    await signIn(page, 'admin', 'admin456');
    await restorePassword(page, 'admin456', 'admin123');
  });
});

test('an expired refresh token lands on login (5 s access tokens, 30 s refresh tokens)', async () => {
  const { page, signedInAt } = idle!;
  await page.waitForTimeout(Math.max(0, signedInAt + 31_500 - Date.now()));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  saveUiCoverage(UI_MACHINES, await page.evaluate(() => window.__machineCoverage ?? {}));
});
