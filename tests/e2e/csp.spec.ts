import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * Issue 14 (9): the console runs whole under its Content-Security-Policy (no inline script;
 * Fluent's runtime styles allowed): signing in, the schedule, the Updates panel and a form raise
 * no violation, and the page is served with the policy and no framing.
 */
test('the console runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });

  const first = await page.goto('/login');
  const headers = first!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');

  await signIn(page, 'rep');
  await page.goto('/views/reservations/schedule');
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Pista 3' })).toBeVisible();
  await page.getByRole('button', { name: /^Updates: \d+$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Updates', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/views/reservation');
  await expect(page.getByRole('search')).toBeVisible();
  // Fluent's styles applied (Griffel's runtime style tags are allowed): the provider has its tokens.
  const background = await page
    .locator('.fui-FluentProvider')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--colorNeutralBackground1'));
  expect(background.trim()).not.toBe('');
  expect(violations).toEqual([]);
});
