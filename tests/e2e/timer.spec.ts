import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatHms } from '../../domain/time/duration';
import type { TimerState } from '../../domain/time/time-control';
import { ownerLanded, signIn } from './support';

/**
 * The top bar's timer (SPEC §4 Timer): owner at Madrid Padel Center (time control on) and Brooklyn
 * Courts (off). The page's clock is Playwright's, so seconds are stepped exactly; the server's
 * clock is real, so what the server counts is compared with what it answers.
 */
const consoleBasic = `Basic ${Buffer.from('sideline-console:sideline-console-secret').toString('base64')}`;

interface Owner {
  token: string;
  groupId: number;
  madridId: number;
  brooklynId: number;
}

async function ownerViaApi(request: APIRequestContext): Promise<Owner> {
  const login = await request.post('/api/v1/user_console/login/', { headers: { authorization: consoleBasic }, data: { username: 'owner', password: 'owner123' } });
  expect(login.ok()).toBe(true);
  const { access_token: token, group_id: groupId } = (await login.json()).data as { access_token: string; group_id: number };
  const list = await request.get(`/api/v1/facility/group/${groupId}/`, { headers: { authorization: `Bearer ${token}` } });
  expect(list.ok()).toBe(true);
  const facilities = (await list.json()).data as { id: number; name: string }[];
  const id = (name: string) => facilities.find((f) => f.name === name)!.id;
  return { token, groupId, madridId: id('Madrid Padel Center'), brooklynId: id('Brooklyn Courts') };
}

/** The server's timer state, or (with `action`) what it answers to that action. */
async function serverState(request: APIRequestContext, owner: Owner, action?: 'end'): Promise<TimerState> {
  const headers = { authorization: `Bearer ${owner.token}` };
  const res = action
    ? await request.post('/api/v1/console/time_control/', { headers, data: { group_id: owner.groupId, facility_id: owner.madridId, action } })
    : await request.get(`/api/v1/console/time_control/?group_id=${owner.groupId}&facility_id=${owner.madridId}`, { headers });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as TimerState;
}

/** Signs the owner in with the facility already chosen in the top bar (the selection is kept in the browser). */
async function openAt(page: Page, facilityId: number) {
  await signIn(page, 'owner');
  await ownerLanded(page);
  await page.evaluate((id) => localStorage.setItem('sideline.facility', String(id)), facilityId);
  await page.reload();
}

const timer = (page: Page) => page.getByRole('timer', { name: 'Time worked today' });
const secsShown = async (page: Page) => {
  const [h, m, s] = ((await timer(page).textContent()) ?? '').split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

let owner: Owner;
test.beforeEach(async ({ request }) => {
  owner = await ownerViaApi(request);
  // Every test starts with the owner's timer stopped.
  await serverState(request, owner, 'end');
});

test('start, tick every second as hh:mm:ss, stop; the server has the last word', async ({ page, request }) => {
  await page.clock.install();
  const before = await serverState(request, owner);
  await openAt(page, owner.madridId);

  await expect(timer(page)).toHaveText(formatHms(before.secs_qty_sum));
  await page.getByRole('button', { name: 'Start timer' }).click();
  const stop = page.getByRole('button', { name: 'Stop timer' });
  await expect(stop).toBeEnabled();

  // The page's clock now moves only when told to (the jump to the pause point ticks too).
  await page.clock.pauseAt(Date.now() + 10_000);
  const start = await secsShown(page);
  await page.clock.runFor(1000);
  await expect(timer(page)).toHaveText(formatHms(start + 1));
  await page.clock.runFor(1000);
  await expect(timer(page)).toHaveText(formatHms(start + 2));
  await page.clock.runFor(3000);
  await expect(timer(page)).toHaveText(formatHms(start + 5));
  // An hour later (a laptop lid closed and opened): hours show, nothing is lost.
  await page.clock.fastForward('01:00:00');
  await expect(timer(page)).toHaveText(formatHms(start + 5 + 3600));
  await expect(timer(page)).toHaveText(/^01:00:\d\d$/);

  await stop.click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeEnabled();
  // Stopped: the counter shows what the server counted (real time), and no longer ticks.
  const after = await serverState(request, owner);
  expect(after.action).toBe('start');
  await expect(timer(page)).toHaveText(formatHms(after.secs_qty_sum));
  await page.clock.runFor(5000);
  await expect(timer(page)).toHaveText(formatHms(after.secs_qty_sum));
});

test('a reload while running shows the timer still running with the seconds the server accumulated', async ({ page, request }) => {
  await openAt(page, owner.madridId);
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('button', { name: 'Stop timer' })).toBeEnabled();
  await page.waitForTimeout(2_500);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Stop timer' })).toBeEnabled();
  const server = await serverState(request, owner);
  expect(server.action).toBe('end');
  expect(server.secs_qty_sum).toBeGreaterThanOrEqual(2);
  const shown = await secsShown(page);
  expect(shown).toBeGreaterThanOrEqual(2);
  expect(Math.abs(shown - server.secs_qty_sum)).toBeLessThanOrEqual(2);
  // And it keeps ticking.
  await expect(timer(page)).not.toHaveText(formatHms(shown));

  await page.getByRole('button', { name: 'Stop timer' }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeEnabled();
  expect((await serverState(request, owner)).action).toBe('start');
});

test('choosing another facility while running stops the old session first, then loads the new state 300 ms later', async ({ page, request }) => {
  await page.clock.install();
  await openAt(page, owner.madridId);
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('button', { name: 'Stop timer' })).toBeEnabled();

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/console/time_control')) calls.push(`${r.method()} ${r.method() === 'GET' ? new URL(r.url()).search : r.postData()}`);
  });
  const stopped = page.waitForResponse((r) => r.url().includes('/console/time_control') && r.request().method() === 'POST');
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.getByRole('option', { name: 'Brooklyn Courts' }).click();
  await stopped;
  expect(calls).toEqual([`POST ${JSON.stringify({ group_id: owner.groupId, facility_id: owner.madridId, action: 'end' })}`]);
  expect((await serverState(request, owner)).action).toBe('start');

  // The new state is asked for only once 300 ms have passed on the page's clock.
  await page.waitForTimeout(300);
  await page.clock.runFor(290);
  await page.waitForTimeout(200);
  expect(calls).toHaveLength(1);
  const loaded = page.waitForResponse((r) => r.url().includes('/console/time_control') && r.request().method() === 'GET');
  await page.clock.runFor(10);
  await loaded;
  expect(calls[1]).toBe(`GET ?group_id=${owner.groupId}&facility_id=${owner.brooklynId}`);
  // Brooklyn has no time control: the timer is gone.
  await expect(timer(page)).toHaveCount(0);
});

test('no timer at a facility without time control (Brooklyn)', async ({ page }) => {
  await signIn(page, 'owner');
  await ownerLanded(page);
  await page.evaluate((id) => localStorage.setItem('sideline.facility', String(id)), owner.brooklynId);
  // The answer after the reload (a request started before it): the sign-in itself may already have asked at Brooklyn.
  const reloadAt = Date.now();
  const answered = page.waitForResponse(
    (r) => r.url().includes(`/console/time_control/?group_id=${owner.groupId}&facility_id=${owner.brooklynId}`) && r.request().method() === 'GET' && r.request().timing().startTime >= reloadAt,
  );
  await page.reload();
  const answer = await answered;
  expect(((await answer.json()).data as TimerState).user_console_time_control).toBe('N');
  await expect(timer(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Start timer|Stop timer/ })).toHaveCount(0);
});

test('speaks Spanish', async ({ page }) => {
  await openAt(page, owner.madridId);
  await page.evaluate(() => localStorage.setItem('sideline.language', 'es'));
  await page.reload();
  await expect(page.getByRole('timer', { name: 'Tiempo trabajado hoy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar temporizador' })).toBeEnabled();
});

test('no timer before a facility is chosen (role A, no organization yet), then the chosen one’s', async ({ page }) => {
  // Staff of an organization always work at one of its facilities; role A first chooses an organization.
  await signIn(page, 'admin');
  await expect(page.getByRole('combobox', { name: 'Facility' })).toBeDisabled();
  await expect(timer(page)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Demo Sports Club' }).click();
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('option', { name: 'Madrid Padel Center' }).click();
  await expect(timer(page)).toBeVisible();
});
