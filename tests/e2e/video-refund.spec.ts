import { expect, test } from './fixtures';
import { adminHeaders, apiSession, ownerLanded, payExactInCash, signIn, toast } from './support';

/**
 * A booking with video whose camera is switched off (issue 18 item 4, its Tests): the booking's
 * video order fails when the booking starts, what was paid for it is refunded on the ledger, and
 * the staff get a console notification naming the field and the booking. This server follows its
 * cameras every 3 s (VIDEO_FOLLOW_EVERY_SECONDS, playwright.config.ts).
 *
 * Its own field (open only around now, today, so nobody else books it) filmed by Madrid's simulated
 * camera of Pista Central (no other spec uses it), lent for the test and given back afterwards, with the
 * notice it caused deleted (other specs count the owner's updates).
 */
const ZONE = 'Europe/Madrid';
const pad = (n: number) => String(n).padStart(2, '0');

function madridNow(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute), weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) };
}

test('a booking with video whose camera is switched off fails, is refunded, and the staff are told', async ({ page }) => {
  test.setTimeout(300_000);
  const u = Math.random().toString(36).slice(2, 7);
  const fieldName = `Video refund ${u}`;
  // Booked 10 minutes ahead, 5 minutes long, while it is paid and its camera switched off; then moved to start at once (below).
  const today = madridNow(new Date());
  const local = madridNow(new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000));
  test.skip(local.hour * 60 + local.minute + 5 > 24 * 60 || today.date !== local.date, 'a booking may not run past midnight: not in the last minutes of the day in Madrid');

  const api = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  const call = async <T>(method: 'post' | 'put', url: string, data: object) => {
    const res = await page.request[method](`/api/v1${url}`, { headers: api.headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as T;
  };
  // Open from this hour for two (both times of the booking fall in them).
  const open = { open: `${pad(today.hour)}:00`, close: today.hour >= 22 ? '24:00' : `${pad(today.hour + 2)}:00`, closed: false };
  const schedule = Array.from({ length: 7 }, (_, i) => (i === today.weekday ? open : { open: '08:00', close: '23:00', closed: true }));
  const fieldData = { name: fieldName, hourly_price_cents: 2000, video_hourly_price_cents: 1200, schedule };
  const field = await call<{ id: number }>('post', '/field/', { facility_id: madrid, ...fieldData });
  const cams = (await (await page.request.get('/api/v1/camera/', { headers: api.headers, params: { facility_id: madrid, filter: JSON.stringify({ name: 'Cam Pista Central' }) } })).json()).data as {
    id: number;
    name: string;
    code: string;
    mac_address: string;
    ip_address: string;
    description: string;
    status: string;
    field_id: number;
  }[];
  const cam = cams.find((c) => c.name === 'Cam Pista Central')!;
  // A PUT sends the whole camera (its code and the rest stay as they are), filming another field.
  const { id: camId, name, code, mac_address, ip_address, description, status } = cam;
  const lend = (fieldId: number) => call('put', `/camera/${camId}/`, { name, code, mac_address, ip_address, description, status, field_id: fieldId });
  await lend(field.id);
  try {
    const booking = await call<{ id: number }>('post', '/reservation/', {
      facility_id: madrid,
      field_id: field.id,
      date: local.date,
      time: `${pad(local.hour)}:${pad(local.minute)}`,
      minutes: 5,
      type: 'one_day',
      include_video: true,
    });

    // The booking's receipt has its video; paid at the counter, in cash.
    await signIn(page, 'owner');
    await ownerLanded(page);
    await page.evaluate((id) => localStorage.setItem('sideline.facility', String(id)), madrid);
    await page.goto(`/views/reservations/form/${booking.id}`);
    const videoPrice = page.getByTestId('booking-video-price');
    const price = (/€\d+\.\d\d/.exec(await videoPrice.innerText()) ?? [''])[0];
    await videoPrice.getByText('Pay at the counter').click();
    await payExactInCash(page, price);

    // Field monitoring: the field's camera switched off, it reads Offline.
    await page.goto('/views/field-monitoring/list');
    const tile = page.getByRole('region', { name: fieldName });
    await expect(tile.getByTestId('camera-status')).toHaveText(/^(Online|Recording)$/);
    await tile.getByRole('switch', { name: /Camera on/ }).click();
    await expect(toast(page, 'Cam Pista Central switched off')).toBeVisible();
    await expect(tile.getByTestId('camera-status')).toHaveText('Offline', { timeout: 15_000 });

    // Paid and its camera off: the booking moves (the schedule's drag) to the first whole minute at least 10 s away, so
    // its start comes without waiting out a margin guessed for the steps above on a busy machine.
    const start = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
    const at = madridNow(start);
    await call('put', '/console/reservation/reschedule/', { id: booking.id, field_id: field.id, date: at.date, time: `${pad(at.hour)}:${pad(at.minute)}` });

    // At the start the order fails and what was paid goes back (the order's lines: the payment and its refund).
    // The booking's page shows what it read when it opened: look again, as staff would, once the start has come.
    await page.goto(`/views/reservations/form/${booking.id}`);
    await page.waitForTimeout(Math.max(0, start.getTime() - Date.now()));
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('booking-recording')).toHaveText('Failed', { timeout: 3_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    await expect(videoPrice).toContainText('Failed');
    const orderId = ((await (await page.request.get(`/api/v1/reservation/detail/${booking.id}/`, { headers: api.headers })).json()).data as { video: { video_order_id: number } }).video.video_order_id;
    await page.goto(`/views/order-history/preview/${orderId}`);
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row').filter({ hasText: 'Payment (Cash)' })).toContainText(price);
    await expect(lines.getByRole('row').filter({ hasText: 'Refund (Cash)' })).toContainText(price);

    // Its video's preview reads Failed, with nothing left to do on it.
    const [failedVideo] = (await (await page.request.get('/api/v1/video/paged/', { headers: api.headers, params: { facility_id: madrid, field_id: field.id } })).json()).data as { id: number }[];
    await page.goto(`/views/video/preview/${failedVideo!.id}`);
    await expect(page.getByText('Failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveCount(0);

    // The staff's notice names the field and the booking.
    await page.reload();
    await page.getByRole('button', { name: /^Updates: \d+$/ }).click();
    const notice = page
      .getByRole('dialog', { name: 'Updates', exact: true })
      .getByRole('listitem')
      .filter({ hasText: `Recording failed on ${fieldName}` });
    await expect(notice).toContainText(`Booking #${booking.id}`);
    await expect(notice).toContainText("the field's camera was offline when it started");
  } finally {
    await page.request.put(`/api/v1/camera/${cam.id}/simulator/`, { headers: api.headers, data: { on: true } });
    await lend(cam.field_id);
    await page.request.put(`/api/v1/field/${field.id}/`, { headers: api.headers, data: { ...fieldData, status: 'I' } });
    const admin = await adminHeaders(page.request);
    const notices = await page.request.get(`/api/v1/console_notification/admin/?count=100&filter=${encodeURIComponent(JSON.stringify({ notification_title: fieldName }))}`, { headers: admin });
    for (const row of (await notices.json()).data as { id: number }[]) await page.request.delete(`/api/v1/console_notification/admin/${row.id}/`, { headers: admin });
  }
});
