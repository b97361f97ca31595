import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { todayIn } from '../../domain/bookings/schedule';
import { DEFAULT_CONSOLE_CLIENT_ID, DEFAULT_CONSOLE_CLIENT_SECRET } from '../../domain/constants';
import type { Invoice } from '../../domain/pos/api';
import { POS_PATHS } from '../../domain/pos/api-paths';
import { SESSION_KEY_STORE, STORAGE_KEYS } from '../../src/session/storage-keys';

/** The console's client credentials, as its sign-in sends them. */
const CONSOLE_BASIC = `Basic ${Buffer.from(`${DEFAULT_CONSOLE_CLIENT_ID}:${DEFAULT_CONSOLE_CLIENT_SECRET}`).toString('base64')}`;

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
 * Signs a demo user in without the sign-in page, then opens `path`: for tests where signing in is not
 * what they check (login.spec and session.spec walk the page). The console's own session block is
 * written as the console writes it after a sign-in (src/session/secure-storage.ts: the session sealed
 * with AES-GCM under a non-extractable key kept in IndexedDB), on a bare page of the console's origin.
 */
export async function openSignedIn(page: Page, username: string, path: string, password = `${username}123`) {
  const res = await page.request.post('/api/v1/user_console/login/', { headers: { authorization: CONSOLE_BASIC }, data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token, refresh_token, ...user } = (await res.json()).data as { access_token: string; refresh_token: string };
  await page.goto('/api/health');
  await page.evaluate(
    async ({ session, key, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(store.database);
        open.onupgradeneeded = () => open.result.createObjectStore(store.store);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await new Promise((resolve, reject) => {
        const tx = db.transaction(store.store, 'readwrite');
        tx.objectStore(store.store).put(aes, store.key);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(session))));
      const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      localStorage.setItem(key, `${b64(iv)}.${b64(sealed)}`);
    },
    { session: { user, access_token, refresh_token }, key: STORAGE_KEYS.session, store: SESSION_KEY_STORE },
  );
  await page.goto(path);
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

/** Closes the toast with this text with its Close button, as a person would (it lies over what is at the bottom centre), and waits until it is gone. */
export async function closeToast(page: Page, text: string | RegExp) {
  await page.locator('.fui-Toast').filter({ hasText: text }).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page, text)).toHaveCount(0);
}

/** Signs a demo user in through the API: their session and the headers that carry its token. */
export async function apiLogin(request: APIRequestContext, username: string) {
  const res = await request.post('/api/v1/user_console/login/', { headers: { authorization: CONSOLE_BASIC }, data: { username, password: `${username}123` } });
  expect(res.status()).toBe(200);
  const session = (await res.json()).data as { access_token: string; group_id: number };
  return { session, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** The admin's bearer header (the accounts spec may have changed its password to admin456 earlier in the run). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  for (const password of ['admin123', 'admin456']) {
    const res = await request.post('/api/v1/user_console/login/', { headers: { authorization: CONSOLE_BASIC }, data: { username: 'admin', password } });
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

/**
 * The Madrid date of the demo's oldest recording (40 days before the demo was made: server/db/seed-videos.ts), read
 * from the server: a date counted from the test's own clock is a day off when the run crosses Madrid's midnight.
 */
export async function oldestVideoDay(request: APIRequestContext): Promise<string> {
  const api = await apiSession(request, 'rep');
  const params = { facility_id: api.facilityId('Madrid Padel Center'), status: 'completed', count: 1 };
  const first = (await (await request.get('/api/v1/video/paged/', { headers: api.headers, params })).json()) as { total: number };
  const last = await apiData<{ started_at: string }[]>(await request.get('/api/v1/video/paged/', { headers: api.headers, params: { ...params, page: first.total } }));
  return todayIn('Europe/Madrid', new Date(last[0]!.started_at));
}

/** The `data` of an API answer, which must be a success. */
export async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { ok: number; data: T };
  expect(body, JSON.stringify(body)).toMatchObject({ ok: 1 });
  return body.data;
}

/**
 * A one-day booking made through the API (`field` by name at `facility`) and, with `paid`, paid in cash at
 * the counter as the checkout records it (an invoice of its line, then the payment): for tests where
 * booking and paying are not what they check.
 */
export async function apiBooking(
  request: APIRequestContext,
  api: Awaited<ReturnType<typeof apiSession>>,
  at: { facility: string; field: string; date: string; time: string; minutes: number },
  paid = false,
): Promise<{ id: number; amount_cents: number }> {
  const { headers } = api;
  const facility_id = api.facilityId(at.facility);
  const fields = await apiData<{ id: number; name: string }[]>(await request.get('/api/v1/field/', { headers, params: { facility_id, filter: JSON.stringify({ name: at.field }) } }));
  const field_id = fields.find((f) => f.name === at.field)!.id;
  const body = { facility_id, field_id, date: at.date, time: at.time, minutes: at.minutes, type: 'one_day' };
  const booking = await apiData<{ id: number; amount_cents: number }>(await request.post('/api/v1/reservation/', { headers, data: body }));
  if (!paid) return booking;
  const line = { kind: 'booking', booking_id: booking.id, participant_id: null, amount_cents: booking.amount_cents };
  const invoice = await apiData<Invoice>(
    await request.post(`/api/v1${POS_PATHS.saveInvoice}`, { headers, data: { idempotency_key: randomUUID(), facility_id, invoice_id: null, lines: [line], contact_id: null, tab_name: null } }),
  );
  const payment = { idempotency_key: randomUUID(), invoice_id: invoice.id, amount_cents: booking.amount_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null };
  await apiData(await request.post(`/api/v1${POS_PATHS.recordPayment}`, { headers, data: payment }));
  return booking;
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
