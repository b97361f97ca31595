/** The bench's Chromium: Debian's (or CHROMIUM_PATH), never downloaded; and a signed-in page on the real app. */
import { chromium, type Browser, type Page } from '@playwright/test';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** A page signed in as `username` (password `<username>123`), on the first screen after signing in: the session is stored by then, so a full load stays signed in. */
export async function signedInPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }, username = 'owner', prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await prepare?.(page);
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(`${username}123`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}
