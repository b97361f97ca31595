import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, oldestVideoDay, openSignedIn, toast } from './support';

/**
 * The recording machine (machines/recording.machine.ts) walked through the console's video
 * preview, as the Madrid representative: a video opened in each state (scheduled, recording,
 * processing, completed, hidden, cancelled, failed), each staff action from where it starts, and
 * the save failures a second desk causes by acting first (a cancel on a video another page has
 * cancelled, a show on a video another page has shown). The camera's own steps (recording.started …)
 * are the server's: the console sees them on a reload.
 *
 * Data: a field of its own, open all day (any hour the spec runs), filmed by a camera of its own that
 * reports through the ingest API (a heartbeat, and the minutes its videos start on), switched off
 * at the end; on it, videos ordered here: one under way (two minutes from the current minute: its
 * start saved unchanged), one of two minutes recorded earlier today (processing: this server keeps
 * a finished recording processing 30 s, VIDEO_PROCESSING_SECONDS in playwright.config.ts, then
 * sees it completed) and one a month ahead (scheduled, cancelled by the end). The demo's failed,
 * cancelled and hidden videos (only opened; the hidden one, recorded and within its 30 days,
 * downloaded), and its 40-day-old recording (hidden and shown again: as it was).
 */
interface VideoRow {
  id: number;
  status: string;
  hidden: boolean;
  field_id: number;
  started_at: string;
}

test.describe.configure({ mode: 'serial' });

const badge = (page: Page, text: string) => page.getByText(text, { exact: true });

/** An instant's date and time of day in Madrid (`YYYY-MM-DD`, `HH:mm`). */
function inMadrid(at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('every state a video rests in, its staff actions, and the save failures of a second desk acting first', async ({ page, context }) => {
  test.setTimeout(240_000);
  const api = await apiSession(page.request, 'rep');
  const owner = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  const ok = async <T>(res: APIResponse): Promise<T> => {
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  const videos = async (status: string, date?: string) =>
    ok<VideoRow[]>(await page.request.get('/api/v1/video/paged/', { headers: api.headers, params: { facility_id: madrid, status, count: 100, ...(date ? { date } : {}) } }));
  const [failed] = await videos('failed');
  const [cancelled] = await videos('cancelled');
  // A hidden video that is recorded and within its 30 days: not simply the newest hidden one, which may be another
  // spec's (public pages hides a video of its own it ordered a moment before, born processing: it may still be processing here).
  const hidden = (await videos('hidden')).find((v) => v.status === 'completed' && Date.now() - Date.parse(v.started_at) < 20 * 86_400_000);
  expect(hidden, 'a hidden recorded video within its 30 days').toBeTruthy();
  // The demo's recording of 40 days ago (server/db/seed-videos.ts), on its Madrid date.
  const [old] = await videos('completed', await oldestVideoDay(page.request));
  expect(old, 'the demo recording of 40 days ago').toBeTruthy();

  // A field of its own, open all day, and its camera, which reports through the ingest API.
  const run = Date.now().toString(36).slice(-6).toUpperCase();
  const fieldBody = { facility_id: madrid, name: `rm-field ${run}`, hourly_price_cents: 2000, schedule: Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00', closed: false })) };
  const field = await ok<{ id: number }>(await page.request.post('/api/v1/field/', { headers: owner.headers, data: fieldBody }));
  const mac = `02:${Array.from({ length: 5 }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join(':')}`.toUpperCase();
  const camera = await ok<{ id: number }>(
    await page.request.post('/api/v1/camera/', { headers: owner.headers, data: { facility_id: madrid, name: `rm-cam ${run}`, code: `RM-${run}`, mac_address: mac, field_id: field.id } }),
  );
  const { secret } = await ok<{ secret: string }>(await page.request.post(`/api/v1/camera/${camera.id}/secret/`, { headers: owner.headers, data: {} }));
  const cam = { authorization: `Basic ${Buffer.from(`RM-${run}:${secret}`).toString('base64')}` };
  /** A video ordered on the field from `at` (a whole minute) on; when that minute has come the camera sends it first (an order of past minutes needs them recorded). */
  const order = async (at: number, duration: number) => {
    const { date, time } = inMadrid(at);
    if (at <= Date.now()) await ok(await page.request.post('/api/v1/chunk/', { headers: cam, data: { minute: new Date(at).toISOString(), size_bytes: 4_000_000 } }));
    const made = await ok<{ video_id: number }>(
      await page.request.post('/api/v1/video_order/', { headers: api.headers, data: { field_id: field.id, date, start_time: time, duration, type: 'left', contact_id: null, phone: '+34 600 123 456' } }),
    );
    return { id: made.video_id };
  };

  try {
    // The camera reports: a recording on its field goes on (it fails only after VIDEO_OFFLINE_MINUTES of silence, longer than this walk).
    await ok(await page.request.post('/api/v1/camera/status/', { headers: cam, data: { status: 'recording' } }));
    // Under way whenever the spec runs: two minutes from the current one (a video lies within one day: not at Madrid's 23:58 or 23:59).
    while (inMadrid(Date.now()).time >= '23:58') await page.waitForTimeout(5_000);
    const recording = await order(Math.floor(Date.now() / 60_000) * 60_000, 2);
    // A month ahead: scheduled.
    const scheduled = await order(Math.floor((Date.now() + 30 * 86_400_000) / 3_600_000) * 3_600_000, 60);

    // Each resting state, as a (re)load finds it.
    const preview = (p: Page, id: number) => p.goto(`/views/video/preview/${id}`);
    await openSignedIn(page, 'rep', `/views/video/preview/${failed!.id}`);
    await expect(badge(page, 'Failed')).toBeVisible();
    await preview(page, cancelled!.id);
    await expect(badge(page, 'Cancelled')).toBeVisible();
    const actions = page.getByRole('group', { name: 'Actions' });

    // Recording: its start may still change (saved as it is); it cannot be cancelled, hidden or downloaded yet.
    await preview(page, recording.id);
    await expect(badge(page, 'Recording')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Edit start time']);
    await actions.getByRole('button', { name: 'Edit start time' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Start time changed')).toBeVisible();
    await expect(badge(page, 'Recording')).toBeVisible();

    // Processing: two minutes recorded an hour ago (on the hour: within one day), ordered now. Its minutes are
    // processed for 30 s from the order: in the list and in its preview, it may be hidden or its start changed, not downloaded.
    const processing = await order(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000, 2);
    await page.goto(`/views/video/view?tab=videos&field_id=${field.id}&status=processing`);
    const table = page.getByRole('table', { name: 'Videos' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').getByText('Processing', { exact: true })).toBeVisible();
    await table.locator('tbody tr').click();
    await expect(page).toHaveURL(new RegExp(`/views/video/preview/${processing.id}$`));
    // The list (its Status filter says "Processing" too) is gone once the preview is drawn.
    await expect(table).toHaveCount(0);
    await expect(badge(page, 'Processing')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Edit start time', 'Hide from the app']);
    await actions.getByRole('button', { name: 'Edit start time' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Start time changed')).toBeVisible();
    await expect(badge(page, 'Processing')).toBeVisible();
    // Processed: a reload shows it completed, its start fixed; it downloads. (Each reload is waited for until it shows the
    // video, however busy the machine: only then is what it shows read.)
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^(Processing|Completed)$/)).toBeVisible({ timeout: 20_000 });
      await expect(badge(page, 'Completed')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 100_000 });
    await expect(actions.getByRole('button')).toHaveText(['Hide from the app', 'Download']);
    const recorded = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download' }).click();
    await recorded;
    await expect(toast(page, 'Download started')).toBeVisible();

    // Hidden, within its 30 days: it downloads.
    await preview(page, hidden!.id);
    await expect(badge(page, 'Hidden')).toBeVisible();
    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download' }).click();
    await download;
    await expect(toast(page, 'Download started')).toBeVisible();

    // Scheduled, open on two desks: this one moves its start; the other cancels it; this one's cancel then fails.
    const other = await context.newPage();
    const otherActions = other.getByRole('group', { name: 'Actions' });
    await preview(page, scheduled.id);
    await preview(other, scheduled.id);
    await expect(badge(page, 'Scheduled')).toBeVisible();
    await expect(badge(other, 'Scheduled')).toBeVisible();
    await actions.getByRole('button', { name: 'Edit start time' }).click();
    await page.getByRole('dialog').getByLabel('New start time').fill('10:30');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Start time changed')).toBeVisible();
    await otherActions.getByRole('button', { name: 'Cancel video' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Cancel video' }).click();
    await expect(toast(other, 'Video cancelled')).toBeVisible();
    await expect(badge(other, 'Cancelled')).toBeVisible();
    await actions.getByRole('button', { name: 'Cancel video' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel video' }).click();
    // Refused by the server: this desk still shows what it read, and says why; a reload shows the other's cancel.
    await expect(toast(page, /Only a scheduled video can be cancelled/)).toBeVisible();
    await expect(badge(page, 'Scheduled')).toBeVisible();
    await page.reload();
    await expect(badge(page, 'Cancelled')).toBeVisible();

    // Completed 40 days ago, open on two desks: too old to download; hidden by the other, hidden here too (nothing to refuse);
    // shown again by the other, this desk's show fails; a reload shows it completed, as it was.
    await preview(page, old!.id);
    await preview(other, old!.id);
    await expect(badge(page, 'Completed')).toBeVisible();
    await actions.getByRole('button', { name: 'Download' }).click();
    await expect(toast(page, 'video not available')).toBeVisible();
    await otherActions.getByRole('button', { name: 'Hide from the app' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Hide from the app' }).click();
    await expect(toast(other, 'Video hidden from the app')).toBeVisible();
    await actions.getByRole('button', { name: 'Hide from the app' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hide from the app' }).click();
    await expect(badge(page, 'Hidden')).toBeVisible();
    await actions.getByRole('button', { name: 'Download' }).click();
    await expect(toast(page, 'video not available').last()).toBeVisible();
    await expect(badge(other, 'Hidden')).toBeVisible();
    await otherActions.getByRole('button', { name: 'Show in the app' }).click();
    await expect(toast(other, 'Video shown in the app again')).toBeVisible();
    await actions.getByRole('button', { name: 'Show in the app' }).click();
    await expect(toast(page, 'This video is not hidden')).toBeVisible();
    await expect(badge(page, 'Hidden')).toBeVisible();
    await page.reload();
    await expect(badge(page, 'Completed')).toBeVisible();
  } finally {
    // Switched off: no other spec meets the field (its videos stay; the one under way still ends, processed and completed).
    await ok(await page.request.put(`/api/v1/field/${field.id}/`, { headers: owner.headers, data: { ...fieldBody, status: 'I' } }));
  }
});
