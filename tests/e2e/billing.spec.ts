import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ownerLanded, signIn } from './support';

/**
 * The billing history (issue 16 item 5, views 3 and 4): the owner opens the statements of the
 * facility chosen in the top bar (the demo seeds a few past cycles) and downloads one as PDF and as
 * CSV. The PDF is written uncompressed: its text is read back from the file's text operators.
 */

async function chooseFacility(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveText(name);
}

/** The text a PDF shows: pdfkit writes each run as hex (`<48656c6c6f> Tj` or inside `[...] TJ`) in WinAnsi. */
function pdfText(bytes: Buffer): string {
  const body = bytes.toString('latin1');
  const runs: string[] = [];
  for (const op of body.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
    const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!) : [op[2]!];
    runs.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
  }
  // WinAnsi's codes above Latin-1 that a statement uses: € • – —.
  const winAnsi: Record<string, string> = { '\x80': '€', '\x95': '•', '\x96': '–', '\x97': '—' };
  return runs.join('\n').replace(/[\x80\x95\x96\x97]/g, (c) => winAnsi[c]!);
}

test('the owner downloads a statement of the billing history as PDF and CSV, with its lines and total', async ({ page }) => {
  await signIn(page, 'owner');
  await ownerLanded(page);
  await chooseFacility(page, 'Madrid Padel Center');
  await page.goto('/views/billing/view?tab=statements');
  await expect(page.getByRole('tab', { name: 'Statements' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('statement-row').first();
  await expect(row).toBeVisible();
  await expect(row.locator('[data-status="paid"]')).toHaveText('Paid');
  const total = (await row.locator('strong').textContent())!;
  expect(total).toMatch(/^€[\d,]+\.\d\d$/);

  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^PDF / }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^statement-Madrid-Padel-Center-\d{4}-\d\d-\d\d\.pdf$/);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('Madrid Padel Center');
  expect(text).toContain('Monthly charge');
  expect(text).toContain('Shortfall under the minimum');
  expect(text).toContain('Total');
  expect(text).toContain(total);
  expect(text).toContain('Paid');

  const [csv] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^CSV / }).click()]);
  const lines = readFileSync((await csv.path())!, 'utf8')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('Statement,cents,EUR');
  expect(lines).toContain(`Facility,,Madrid Padel Center`);
  // The total line: label, cents, the amount as the list shows it (quoted when it holds a comma).
  const totalLine = lines.find((l) => l.startsWith('Total,'))!;
  expect(totalLine).toMatch(/^Total,\d+,/);
  expect(totalLine.replace(/"/g, '')).toContain(total);
});

test("a declined statement says why, in the console's language", async ({ page }) => {
  await signIn(page, 'owner');
  await ownerLanded(page);
  await chooseFacility(page, 'Brooklyn Courts');
  await page.goto('/views/billing/view?tab=statements');
  // The demo's latest statement of Brooklyn was declined by the card provider for insufficient funds.
  const row = page.getByTestId('statement-row').filter({ has: page.locator('[data-status="declined"]') });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('decline-reason')).toHaveText('Declined: insufficient funds');
  await expect(page.getByTestId('decline-reason')).toHaveCount(1);
});
