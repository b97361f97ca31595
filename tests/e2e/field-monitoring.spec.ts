import { expect, test } from '@playwright/test';
import { ownerLanded, signIn, toast } from './support';

/**
 * Field monitoring (issue 18, view 21): the simulated camera fleet reports through the ingest API;
 * a camera switched off stops calling and its tile reads Offline within seconds (this server's
 * cameras beat every 2 s and read offline after 2 missed beats: playwright.config.ts), then
 * Online again once switched back on.
 */
test('a simulated camera switched off reads offline within seconds, and online again', async ({ page }) => {
  await signIn(page, 'owner');
  await ownerLanded(page);
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Madrid Padel Center' }).click();
  await page.goto('/views/field-monitoring/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Field monitoring' })).toBeVisible();

  const tile = page.getByRole('region', { name: 'Pista 1' });
  const status = tile.getByTestId('camera-status');
  await expect(status).toHaveText(/^(Online|Recording)$/);
  await expect(tile.getByRole('img', { name: 'Last picture of Cam Pista 1' })).toBeVisible();
  // Pista 4's camera is out of service: it never reported.
  await expect(page.getByRole('region', { name: 'Pista 4' }).getByTestId('camera-status')).toHaveText('Offline');

  const power = tile.getByRole('switch', { name: /Camera on/ });
  await power.click();
  await expect(toast(page, 'Cam Pista 1 switched off')).toBeVisible();
  await expect(status).toHaveText('Offline', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Pista 2' }).getByTestId('camera-status')).toHaveText(/^(Online|Recording)$/);

  await power.click();
  await expect(toast(page, 'Cam Pista 1 switched on')).toBeVisible();
  await expect(status).toHaveText(/^(Online|Recording)$/, { timeout: 15_000 });
});
