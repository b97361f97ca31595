import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, openSignedIn, toast } from './support';

/**
 * The recording machine (machines/recording.machine.ts) walked through the console's video
 * preview, as the Madrid representative: a video opened in each state the demo holds still
 * (scheduled, recording, completed, hidden, cancelled, failed), each staff action from where it
 * starts, and the save failures a second desk causes by acting first (a cancel on a video another
 * page has cancelled, a show on a video another page has shown). The camera's own steps
 * (recording.started …) are the server's: the console sees them on a reload.
 *
 * Data: a video ordered here a month ahead (cancelled by the end), the demo's recording under way
 * (its start saved unchanged), failed, cancelled and hidden videos (only opened; the hidden one, recorded
 * and within its 30 days, downloaded), and
 * its 40-day-old recording (hidden and shown again: as it was).
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

test('every state a video rests in, its staff actions, and the save failures of a second desk acting first', async ({ page, context }) => {
  test.setTimeout(120_000);
  const api = await apiSession(page.request, 'rep');
  const madrid = api.facilityId('Madrid Padel Center');
  const videos = async (status: string, date?: string) =>
    (await (await page.request.get('/api/v1/video/paged/', { headers: api.headers, params: { facility_id: madrid, status, count: 100, ...(date ? { date } : {}) } })).json()).data as VideoRow[];
  const madridDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(at));
  const [recording] = await videos('recording');
  const [failed] = await videos('failed');
  const [cancelled] = await videos('cancelled');
  // A hidden video that is recorded and within its 30 days: not simply the newest hidden one, which may be another
  // spec's (public pages hides a video of its own it ordered a moment before, born processing: it may still be processing here).
  const hidden = (await videos('hidden')).find((v) => v.status === 'completed' && Date.now() - Date.parse(v.started_at) < 20 * 86_400_000);
  expect(hidden, 'a hidden recorded video within its 30 days').toBeTruthy();
  // The demo's recording of 40 days ago (server/db/seed-videos.ts), on its Madrid date.
  const [old] = await videos('completed', madridDay(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 40 * 86_400_000));
  expect(recording, 'the demo has a recording under way').toBeTruthy();

  // A video of our own, a month ahead on the recording's field (it has a camera): scheduled.
  const ahead = madridDay(Date.now() + 30 * 86_400_000);
  const ordered = await page.request.post('/api/v1/video_order/', {
    headers: api.headers,
    data: { field_id: recording!.field_id, date: ahead, start_time: '10:00', duration: 60, type: 'left', contact_id: null, phone: '+34 600 123 456' },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const scheduled = { id: ((await ordered.json()).data as { video_id: number }).video_id };

  // Each resting state, as a (re)load finds it.
  const preview = (p: Page, id: number) => p.goto(`/views/video/preview/${id}`);
  await openSignedIn(page, 'rep', `/views/video/preview/${failed!.id}`);
  await expect(badge(page, 'Failed')).toBeVisible();
  await preview(page, cancelled!.id);
  await expect(badge(page, 'Cancelled')).toBeVisible();
  const actions = page.getByRole('group', { name: 'Actions' });

  // Recording: its start may still change (saved as it is).
  await preview(page, recording!.id);
  await expect(badge(page, 'Recording')).toBeVisible();
  await actions.getByRole('button', { name: 'Edit start time' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Start time changed')).toBeVisible();
  await expect(badge(page, 'Recording')).toBeVisible();

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
});
