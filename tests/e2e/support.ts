import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_CONSOLE_CLIENT_ID, DEFAULT_CONSOLE_CLIENT_SECRET } from '../../domain/constants';

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, username: string, password = `${username}123`) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The owner's console has landed on one of their facilities (it stores the one it lands on): only
 * then may a test choose another in storage, or the landing's own write would overwrite it.
 */
export const ownerLanded = (page: Page) => expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText(/^(Brooklyn Courts|Madrid Padel Center)$/);

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The toast with this exact text (bottom center, 5 s, closable). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.fui-ToastTitle').filter({ hasText: text });

/** Signs a demo user in through the API: their session and the headers that carry its token. */
export async function apiLogin(request: APIRequestContext, username: string) {
  const basic = `Basic ${Buffer.from(`${DEFAULT_CONSOLE_CLIENT_ID}:${DEFAULT_CONSOLE_CLIENT_SECRET}`).toString('base64')}`;
  const res = await request.post('/api/v1/user_console/login/', { headers: { authorization: basic }, data: { username, password: `${username}123` } });
  expect(res.status()).toBe(200);
  const session = (await res.json()).data as { access_token: string; group_id: number };
  return { session, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** The admin's bearer header (the accounts spec may have changed its password to admin456 earlier in the run). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const basic = `Basic ${Buffer.from(`${DEFAULT_CONSOLE_CLIENT_ID}:${DEFAULT_CONSOLE_CLIENT_SECRET}`).toString('base64')}`;
  for (const password of ['admin123', 'admin456']) {
    const res = await request.post('/api/v1/user_console/login/', { headers: { authorization: basic }, data: { username: 'admin', password } });
    if (res.ok()) return { authorization: `Bearer ${(await res.json()).data.access_token as string}` };
  }
  throw new Error('admin cannot sign in');
}

/** Signs in through the API, as the console does (for setting up data and for calls the console would never make). */
export async function apiSession(request: APIRequestContext, username: string) {
  const { session, headers } = await apiLogin(request, username);
  const facilities = await request.get(`/api/v1/facility/group/${session.group_id}/`, { headers });
  const byName = new Map(((await facilities.json()).data as { id: number; name: string }[]).map((f) => [f.name, f.id]));
  return { headers, facilityId: (name: string) => byName.get(name)! };
}

/** At the checkout (view 26): charges what the cart holds in cash, exact, and waits for the confirmation of `amount` paid (e.g. '€43.26'). */
export async function payExactInCash(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/views\/checkout/);
  await expect(page.getByTestId('cart-total')).toHaveText(amount);
  await page.getByRole('button', { name: /^Charge / }).click();
  await page.getByRole('group', { name: 'Payment method' }).getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByRole('button', { name: 'Exact' }).click();
  await expect(page.getByRole('heading', { name: `${amount} paid` })).toBeVisible();
}
