import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { apiSession, openSignedIn } from './support';

/** A field's QR code and printable poster on its form (issue 19 item 5). */
test("a field's form shows its QR code and downloads its A4 poster as a PDF", async ({ page }) => {
  const name = `Poster court ${Math.random().toString(36).slice(2, 8)}`;
  const api = await apiSession(page.request, 'owner');
  const created = await page.request.post('/api/v1/field/', { headers: api.headers, data: { facility_id: api.facilityId('Madrid Padel Center'), name, hourly_price_cents: 2000 } });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()).data as { id: number };

  await openSignedIn(page, 'owner', `/views/field/form/${id}`);
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Madrid Padel Center' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

  const panel = page.getByRole('region', { name: 'QR code' });
  await expect(panel.getByRole('img', { name: new RegExp(`^QR code of .*/field-app/${id}$`) })).toBeVisible();
  await expect(panel.getByRole('link', { name: new RegExp(`/field-app/${id}$`) })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download poster (A4)' }).click()]);
  expect(download.suggestedFilename()).toBe(`poster-field-${id}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = [...bytes.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
  expect(text).toContain(name);
  expect(text).toContain('Scan to open this court in the app');
});
