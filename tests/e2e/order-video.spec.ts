import { expect, test } from './fixtures';
import { apiSession, ownerLanded, payExactInCash, signIn } from './support';

/**
 * Order video (issue 18 item 2, view 1) as the owner works it at Madrid Padel Center: the field's
 * recorded minutes (two sent now through the camera ingest API: the demo's simulated cameras record
 * only while a video is live on their field, which depends on the hour) as a timeline, a video ordered with its price parts, paid at the checkout in cash, and paid in the
 * order history. The order is a pre-order for tomorrow morning (inside the field's hours whenever
 * the spec runs); its phone is unique to this spec.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('order a video from recorded minutes', async ({ page }) => {
  const api = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  const zone = 'Europe/Madrid';
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + 86_400_000));
  // Pista 2's camera records two minutes through the ingest API, as a real camera would: its
  // simulator is switched off meanwhile (so it keeps the secret issued here), then on again.
  const recordedField = 'Pista 2';
  const cams = (await (await page.request.get('/api/v1/camera/facility/', { headers: api.headers, params: { facility_id: madrid } })).json()).data as {
    id: number;
    code: string;
    field_name?: string;
    name: string;
  }[];
  const cam = cams.find((c) => c.name === `Cam ${recordedField}`)!;
  expect((await page.request.put(`/api/v1/camera/${cam.id}/simulator/`, { headers: api.headers, data: { on: false } })).status()).toBe(200);
  try {
    const { secret } = (await (await page.request.post(`/api/v1/camera/${cam.id}/secret/`, { headers: api.headers, data: {} })).json()).data as { secret: string };
    const basic = `Basic ${Buffer.from(`${cam.code}:${secret}`).toString('base64')}`;
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    for (const at of [minute - 60_000, minute]) {
      const res = await page.request.post('/api/v1/chunk/', { headers: { authorization: basic }, data: { minute: new Date(at).toISOString(), size_bytes: 4_000_000 } });
      expect(res.status()).toBe(200);
    }
  } finally {
    await page.request.put(`/api/v1/camera/${cam.id}/simulator/`, { headers: api.headers, data: { on: true } });
  }

  await signIn(page, 'owner');
  await ownerLanded(page);
  await page.evaluate((id) => localStorage.setItem('sideline.facility', String(id)), madrid);
  await page.goto('/views/video/view?tab=order');
  // The contact picker speaks its own words on a page of its own (not the bookings' keys).
  await expect(page.getByRole('button', { name: 'New contact' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Contact' })).toContainText('No contact');
  await page.getByRole('combobox', { name: 'Field', exact: true }).selectOption({ label: recordedField });
  // The timeline: the recorded stretches of today, each a button that picks its start.
  const stretches = page.getByRole('list', { name: 'Recorded stretches' }).getByRole('listitem');
  await expect(stretches.first()).toBeVisible();
  await expect(page.getByText(/minutes recorded/)).toBeVisible();
  await stretches.first().click();
  await expect(page.getByRole('textbox', { name: 'Start time' })).not.toHaveValue('');

  // The order: tomorrow 10:00 (a pre-order), 90 minutes, left and right, a phone.
  await page.getByLabel('Date', { exact: true }).fill(tomorrow);
  await page.getByRole('textbox', { name: 'Start time' }).fill('10:00');
  await page.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '90 min' });
  await page.getByRole('combobox', { name: 'Cameras' }).selectOption({ label: 'Left and right' });
  // No phone: refused with the spec's message, nothing ordered.
  await page.getByRole('button', { name: /^Order and pay/ }).click();
  await expect(page.getByText('You must add at least one phone number').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('+34 611 180 002');
  const parts = page.getByLabel('Price', { exact: true });
  await expect(parts).toContainText('Pre-order discount');
  await expect(parts).toContainText('Tax');
  const total = (await page.getByTestId('order-total').innerText()).trim();
  await page.getByRole('button', { name: `Order and pay ${total}` }).click();

  // The checkout has it as a video line; paid in cash.
  const [y, m, d] = tomorrow.split('-');
  await expect(page.getByText(`Video · ${recordedField} · ${m}/${d}/${y} 10:00 · 90 min`)).toBeVisible();
  await payExactInCash(page, total);

  // The field's orders of that day show it paid.
  await page.goto('/views/video/view?tab=order');
  await page.getByRole('combobox', { name: 'Field', exact: true }).selectOption({ label: recordedField });
  await page.getByLabel('Date', { exact: true }).fill(tomorrow);
  const row = page.getByRole('table', { name: 'Video orders of this field on this date' }).getByRole('row').filter({ hasText: '10:00' }).filter({ hasText: total });
  await expect(row.first()).toContainText('Paid');
});
