import { chromium } from '@playwright/test';
const base = 'http://localhost:8555';
const [user, lang, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: lang === 'es' ? 'es-ES' : 'en-US' });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(base + '/login');
await page.getByLabel(lang === 'es' ? 'Usuario' : 'Username').fill(user).catch(async () => { await page.locator('input').first().fill(user); });
await page.locator('input[type=password]').fill(`${user}123`);
await page.locator('button[type=submit]').click();
await page.waitForTimeout(2500);
if (user !== 'rep') {
  try {
    await page.getByRole('combobox', { name: lang === 'es' ? 'Instalación' : 'Facility' }).click({ timeout: 4000 });
    await page.getByRole('option', { name: 'Madrid Padel Center' }).click();
    await page.waitForTimeout(1000);
  } catch (e) { console.log('no facility chooser', e.message.slice(0, 80)); }
}
let i = 0;
for (const p of paths) {
  const [path, action] = p.split('#');
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  if (action) {
    for (const step of action.split(';')) {
      const [kind, arg] = step.split('=');
      if (kind === 'click') await page.getByRole('button', { name: arg }).first().click();
      if (kind === 'tab') await page.getByRole('tab', { name: arg }).click();
      await page.waitForTimeout(2000);
    }
  }
  const file = `/tmp/shot-e-${user}-${lang}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file, path);
}
await browser.close();
