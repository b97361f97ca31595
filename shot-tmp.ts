import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8865';
const [, , path, prefix] = process.argv;
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const lang of ['en', 'es']) {
    for (const width of (process.env.W ?? '1280,768,390').split(',').map(Number)) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: lang });
      await page.goto(base + '/login');
      await page.getByRole('textbox', { name: 'Username' }).fill('owner');
      await page.getByRole('textbox', { name: 'Password' }).fill('owner123');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.evaluate((l) => localStorage.setItem('sideline.language', l), lang);
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots-helper-money/${prefix}-${lang}-${width}.png`, fullPage: false });
      await page.close();
    }
  }
  await browser.close();
})();
