import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession } from './support';

/**
 * The public pages of SPEC §2.1 (issue 19) on a phone: the pages a stranger opens from a shared
 * link. Real demo playback codes (read through the staff API); the stores are outside addresses, so
 * the browser's requests to them are answered here and never leave the machine.
 */
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function playbackOf(request: APIRequestContext, status: 'completed' | 'cancelled') {
  const { headers, facilityId } = await apiSession(request, 'owner');
  const res = await request.get(`/api/v1/video/paged/?facility_id=${facilityId('Madrid Padel Center')}&status=${status}&count=1`, { headers });
  return ((await res.json()).data as { playback: string }[])[0]!.playback;
}

test.describe('public pages on a phone', () => {
  test('an iPhone opens a shared video with a dotted username and falls back to the App Store', async ({ browser, request }) => {
    const code = await playbackOf(request, 'completed');
    const context = await browser.newContext({ ...phone, userAgent: IPHONE, locale: 'en-US' });
    const page = await context.newPage();
    await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: `<h1>Store ${new URL(route.request().url()).host}</h1>` }));
    await page.goto(`/share/${code}/lucia.fdz`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Video at Pista/);
    await expect(page.getByText('Shared by lucia.fdz')).toBeVisible();
    await expect(page.getByText('This video plays only in the Sideline app.')).toBeVisible();
    // The app is not installed here: the deep link goes nowhere and the page falls back to the store.
    await page.getByRole('link', { name: 'Watch in the app' }).click();
    await expect(page.getByRole('heading', { name: 'Store apps.apple.com' })).toBeVisible();
    await context.close();
  });

  test('Android gets the Play Store; Spanish by the browser and by the switch; a cancelled video says so', async ({ browser, request }) => {
    const code = await playbackOf(request, 'completed');
    const cancelled = await playbackOf(request, 'cancelled');
    const context = await browser.newContext({ ...phone, userAgent: ANDROID, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`/video/${code}`);
    await expect(page.getByRole('link', { name: 'Ver en la app' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'Watch in the app' })).toBeVisible();
    const res = await page.goto(`/video/${cancelled}`);
    expect(res?.status()).toBe(410);
    await expect(page.getByRole('alert')).toHaveText('Este vídeo fue cancelado');
    await context.close();
  });

  test('an unknown code shows the not-found page, and the desktop download page shows its QR code', async ({ page, request }) => {
    const res = await page.goto('/video/0123456789abcdef0123456789abcdef');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('This video does not exist');
    const code = await playbackOf(request, 'completed');
    await page.goto(`/app-reditect/${code}`);
    await expect(page.getByRole('heading', { name: 'Get the Sideline app' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of this page' })).toBeVisible();
  });
});
