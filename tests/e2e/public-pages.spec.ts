import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, apiSession, signIn, toast } from './support';

/**
 * The public pages of SPEC §2.1 (issue 19) on a phone: the pages a stranger opens from a shared
 * link. Real demo playback codes (read through the staff API); the stores are outside addresses, so
 * the browser's requests to them are answered here and never leave the machine.
 */
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function playbackOf(request: APIRequestContext, status: 'completed' | 'cancelled') {
  const { headers, facilityId } = await apiSession(request, 'owner');
  const res = await request.get(`/api/v1/video/paged/?facility_id=${facilityId('Madrid Padel Center')}&status=${status}&count=1`, { headers });
  return ((await res.json()).data as { playback: string }[])[0]!.playback;
}

test.describe('public pages on a phone', () => {
  test('an iPhone opens a shared video with a dotted username and falls back to the App Store', async ({ browser, request }) => {
    const code = await playbackOf(request, 'completed');
    const context = await browser.newContext({ ...phone, userAgent: IPHONE, locale: 'en-US' });
    const page = await context.newPage();
    await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: `<h1>Store ${new URL(route.request().url()).host}</h1>` }));
    await page.goto(`/share/${code}/lucia.fdz`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Video at Pista/);
    await expect(page.getByText('Shared by lucia.fdz')).toBeVisible();
    await expect(page.getByText('This video plays only in the Sideline app.')).toBeVisible();
    // The app is not installed here: the deep link goes nowhere and the page falls back to the store.
    await page.getByRole('link', { name: 'Watch in the app' }).click();
    await expect(page.getByRole('heading', { name: 'Store apps.apple.com' })).toBeVisible();
    await context.close();
  });

  test('Android gets the Play Store; Spanish by the browser and by the switch; a cancelled video says so', async ({ browser, request }) => {
    const code = await playbackOf(request, 'completed');
    const cancelled = await playbackOf(request, 'cancelled');
    const context = await browser.newContext({ ...phone, userAgent: ANDROID, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`/video/${code}`);
    await expect(page.getByRole('link', { name: 'Ver en la app' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'Watch in the app' })).toBeVisible();
    const res = await page.goto(`/video/${cancelled}`);
    expect(res?.status()).toBe(410);
    await expect(page.getByRole('alert')).toHaveText('Este vídeo fue cancelado');
    await context.close();
  });

  test('an unknown code shows the not-found page, and the desktop download page shows its QR code', async ({ page, request }) => {
    const res = await page.goto('/video/0123456789abcdef0123456789abcdef');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('This video does not exist');
    const code = await playbackOf(request, 'completed');
    await page.goto(`/app-reditect/${code}`);
    await expect(page.getByRole('heading', { name: 'Get the Sideline app' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of this page' })).toBeVisible();
  });
});

/**
 * The states a shared link can meet, each on videos of a field made here (unique name, its own
 * camera sending the recorded minutes through the ingest API): a video counted when opened and its
 * count in the console's preview, where Copy link on its highlight gives the highlight's own page; a video staff hid (deleted); a video whose field was switched
 * off (the content no longer exists, as for a failed recording); a match cancelled with its video.
 */
test.describe('public pages: every state on a phone', () => {
  const zone = 'Europe/Madrid';
  const localDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
  const localHour = (at: number) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  const localTime = (at: number) => `${String(localHour(at)).padStart(2, '0')}:00`;

  test('a view is counted and shown; a highlight has its own link; deleted, no longer there and game cancelled say so', async ({ browser, request }) => {
    const run = Date.now().toString(36).slice(-6).toUpperCase();
    const api = await apiSession(request, 'owner');
    const madrid = api.facilityId('Madrid Padel Center');
    const ok = async <T = { id: number }>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: T }).data;
    };
    const fieldBody = { facility_id: madrid, name: `pp-states ${run}`, hourly_price_cents: 2000 };
    const field = (await ok(await request.post('/api/v1/field/', { headers: api.headers, data: fieldBody }))) as { id: number };
    const mac = `02:${Array.from({ length: 5 }, () =>
      Math.floor(Math.random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join(':')}`.toUpperCase();
    const camera = (await ok(await request.post('/api/v1/camera/', { headers: api.headers, data: { facility_id: madrid, name: `pp-cam ${run}`, code: `PP-${run}`, mac_address: mac, field_id: field.id } }))) as {
      id: number;
    };
    const { secret } = (await ok(await request.post(`/api/v1/camera/${camera.id}/secret/`, { headers: api.headers, data: {} }))) as { secret: string };
    const basic = `Basic ${Buffer.from(`PP-${run}:${secret}`).toString('base64')}`;

    // Three recorded hours that are over, inside the field's hours (08:00–23:00), less than a day old.
    let first = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000;
    while (localHour(first) < 10 || localHour(first) > 20) first -= 3_600_000;
    const order = async (at: number, phone: string) => {
      await ok(await request.post('/api/v1/chunk/', { headers: { authorization: basic }, data: { minute: new Date(at).toISOString(), size_bytes: 4_000_000 } }));
      const made = (await ok(
        await request.post('/api/v1/video_order/', { headers: api.headers, data: { field_id: field.id, date: localDate(at), start_time: localTime(at), duration: 60, type: 'left/right', phone } }),
      )) as { video_id: number };
      const video = (await ok(await request.get(`/api/v1/video/${made.video_id}/`, { headers: api.headers }))) as { id: number; playback: string };
      return video;
    };
    const shown = await order(first, '+34 611 190 001');
    const hidden = await order(first - 3_600_000, '+34 611 190 002');
    const gone = await order(first - 2 * 3_600_000, '+34 611 190 003');
    await ok(await request.put('/api/v1/video/transaction/edit/', { headers: api.headers, data: { video_id: hidden.id, hidden: true } }));
    // A highlight of the shown video: its own code, its own page.
    const highlight = await ok<{ playback: string }>(
      await request.post('/api/v1/video/highlight/', { headers: api.headers, data: { video_id: shown.id, offset_seconds: 70, duration_seconds: 10, type: 'goal', category: `pp-${run}` } }),
    );
    // A match with its video, cancelled.
    const match = (await ok(
      await request.post('/api/v1/reservation/', {
        headers: api.headers,
        data: { facility_id: madrid, field_id: field.id, date: '2032-03-17', time: '10:00', minutes: 60, type: 'regular_match', include_video: true, min_players: 2, max_players: 4 },
      }),
    )) as { id: number };
    const { session } = await apiLogin(request, 'owner');
    const reasons = (await ok(await request.get(`/api/v1/cancellation_reason/?group_id=${session.group_id}`, { headers: api.headers }))) as { id: number; status: string }[];
    await ok(await request.put(`/api/v1/reservation/cancel/${match.id}/`, { headers: api.headers, data: { reason_id: reasons.find((r) => r.status === 'A')!.id } }));
    const videosOfMatch = (await ok(await request.get(`/api/v1/video/paged/?facility_id=${madrid}&field_id=${field.id}&date=2032-03-17`, { headers: api.headers }))) as { playback: string }[];
    const gameCancelled = videosOfMatch[0]!.playback;

    const context = await browser.newContext({ ...phone, userAgent: ANDROID, locale: 'en-US' });
    const page = await context.newPage();
    // Opened: the page's script reports the view; a reload by the same phone is not another.
    await page.goto(`/video/${shown.playback}`);
    const views = page.locator('dt', { hasText: /^Views$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(async () => {
      await page.reload();
      await expect(views).toHaveText('1');
    }).toPass();
    await page.reload();
    await expect(views).toHaveText('1');

    // The console's preview of the opened video shows its view.
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const preview = await staff.newPage();
    await signIn(preview, 'owner');
    await preview.goto(`/views/video/preview/${shown.id}`);
    await expect(preview.locator('dt', { hasText: /^Views$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
    // "Copy link" on its highlight copies the highlight's own page, which opens.
    await staff.grantPermissions(['clipboard-read', 'clipboard-write']);
    await preview.getByRole('button', { name: 'Copy the link of the highlight at 1:10' }).click();
    await expect(toast(preview, 'Copied')).toBeVisible();
    const copied = await preview.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(preview.url()).origin}/highlight/${highlight.playback}`);
    expect(highlight.playback).not.toBe(shown.playback);
    await preview.goto(copied);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Goal at pp-states ${run}`);
    await staff.close();

    // Switched off after it was recorded: the field is gone, and so is the content.
    await ok(await request.put(`/api/v1/field/${field.id}/`, { headers: api.headers, data: { ...fieldBody, status: 'I' } }));
    const cases: [string, string][] = [
      [`/video/${hidden.playback}`, 'This content was deleted'],
      [`/va/${gone.playback}`, 'This content no longer exists'],
      [`/video-share/${gameCancelled}`, 'This game has been cancelled, search games to see if a new one was created'],
    ];
    for (const [url, text] of cases) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(410);
      await expect(page.getByRole('alert')).toHaveText(text);
      await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    }
    // In Spanish by the switch.
    await page.goto(`/video/${hidden.playback}?lang=es`);
    await expect(page.getByRole('alert')).toHaveText('Este contenido fue eliminado');

    await context.close();
  });
});
