import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, oldestVideoDay, signIn, openSignedIn, toast } from './support';

/**
 * A video's preview (issue 18 items 3 and 6) beyond videos.spec.ts: highlights added and edited
 * from the preview (the form refuses a moment past the video's end), a recent video downloaded
 * through its signed link; and a camera's ingest secret issued from its form, the old one refused
 * at once (issue 18). Data of its own: the demo's 40-day-old recording (no other spec writes its
 * highlights) and a camera created here.
 */
const madridDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - daysAgo * 86_400_000));

async function openOnly(page: Page, query: string) {
  await page.goto(`/views/video/view?tab=videos&${query}`);
  const table = page.getByRole('table', { name: 'Videos' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/views\/video\/preview\/\d+/);
}

test('highlights: added from the preview, a moment past the end refused, edited, then deleted', async ({ page }) => {
  await signIn(page, 'rep');
  await openOnly(page, `status=completed&date=${await oldestVideoDay(page.request)}`);
  const highlights = page.getByRole('table', { name: 'Highlights' });

  await page.getByRole('button', { name: 'Add highlight' }).click();
  let dialog = page.getByRole('dialog', { name: 'New highlight' });
  await dialog.getByLabel('Offset (m:ss)').fill('999:00');
  await dialog.getByLabel('Category').fill('vp-Padel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/The highlight must end within the video/)).toBeVisible();
  await dialog.getByLabel('Offset (m:ss)').fill('12:05');
  await dialog.getByLabel('Duration (seconds)').fill('20');
  await dialog.getByLabel('Type').selectOption({ label: 'Assist' });
  await dialog.getByLabel('Made by (player)').fill('vp-Lucía');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Highlight added')).toBeVisible();
  const row = highlights.getByRole('row', { name: /vp-Lucía/ });
  await expect(row).toContainText('12:05');
  await expect(row).toContainText('Assist');

  await row.getByRole('button', { name: 'Edit highlight at 12:05' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit highlight' });
  await expect(dialog.getByLabel('Category')).toHaveValue('vp-Padel');
  await dialog.getByLabel('Type').selectOption({ label: 'Goal' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Highlight saved')).toBeVisible();
  await expect(row).toContainText('Goal');
  // Who made it: the signed-in staff user.
  await expect(row).toContainText('Raúl Gómez');

  await row.getByRole('button', { name: 'Edit highlight at 12:05' }).click();
  await page.getByRole('dialog', { name: 'Edit highlight' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Highlight deleted')).toBeVisible();
  await expect(highlights.getByRole('row', { name: /vp-Lucía/ })).toHaveCount(0);
});

test('a recent completed video downloads through its signed link', async ({ page }) => {
  await signIn(page, 'rep');
  await openOnly(page, `status=completed&date=${madridDay(2)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^sideline-.+\.m3u8$/);
  await expect(toast(page, 'Download started')).toBeVisible();
});

test('a camera’s form: its code, a new secret shown once; the old secret is refused at once', async ({ page }) => {
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const api = await apiSession(page.request, 'owner');
  const mac = `02:${Array.from({ length: 5 }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0')
      .toUpperCase(),
  ).join(':')}`;
  const made = await page.request.post('/api/v1/camera/', {
    headers: api.headers,
    data: { facility_id: api.facilityId('Madrid Padel Center'), name: `vp-cam ${run}`, code: `VP-${run}`, mac_address: mac },
  });
  expect(made.status()).toBe(200);
  const camera = (await made.json()).data as { id: number };

  await openSignedIn(page, 'owner', `/views/camera/form/${camera.id}`);
  const panel = page.getByRole('region', { name: 'Ingest secret' });
  await expect(panel.getByText(`VP-${run}`)).toBeVisible();
  const issue = async () => {
    await panel.getByRole('button', { name: 'New secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'New secret' }).click();
    // The first issue's toast may still show (5 s) when the second comes.
    await expect(toast(page, 'New secret issued: the old one no longer works').last()).toBeVisible();
    return panel.getByRole('textbox', { name: 'New secret' }).inputValue();
  };
  const first = await issue();
  await expect(panel.getByText('Shown only once: copy it now and enter it in the camera.')).toBeVisible();
  const heartbeat = (secret: string) => page.request.post('/api/v1/camera/status/', { headers: { authorization: `Basic ${Buffer.from(`VP-${run}:${secret}`).toString('base64')}` }, data: { status: 'idle' } });
  expect((await heartbeat(first)).status()).toBe(200);
  const second = await issue();
  expect(second).not.toBe(first);
  expect((await heartbeat(first)).status()).toBe(401);
  expect((await heartbeat(second)).status()).toBe(200);
});
