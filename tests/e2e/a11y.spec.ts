import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES, decideRoute, type RouteDef } from '../../domain/access/routes';
import { holdsAny } from '../../domain/access/views';
import { PAYMENT_VIEWS } from '../../domain/pos/api-paths';
import { resourceRoutes } from '../../domain/resources/manifest';
import { expect, test } from './fixtures';
import { apiLogin, openSignedIn } from './support';

/**
 * Accessible (issue 20 item 8): every built console route passes axe-core with no serious or
 * critical WCAG 2.1 AA violation. Each route is visited once, by the least privileged demo user who
 * may open it (every role gets its page), moving within the app (no reload); the routes of a role are
 * spread over English light, Spanish dark, English dark and Spanish light. Routes that need an id
 * (previews, details) are left to the specs that create their records. The declared resources' lists
 * and forms are one generic list screen and one generic form screen: each role checks one list and one
 * form of them (the first it may open that no other role checked), so the sweep stays within its
 * budget on a 2-core machine (axe takes 1 to 6 s a page there).
 */
const ROLES = ['client', 'tech', 'rep', 'owner', 'admin'] as const;
const COMBOS = [
  { lang: 'en', dark: false },
  { lang: 'es', dark: true },
  { lang: 'en', dark: true },
  { lang: 'es', dark: false },
] as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The console routes that open without an id: optional ids are left out (a new record's form). */
const GENERIC = new Set(resourceRoutes().map((r) => r.path.replace(/\/:\w+\?/g, '')));
const built = ROUTES.filter((r) => r.layout === 'content' && !/:\w+(\/|$)/.test(r.path)).map((r) => ({ ...r, path: r.path.replace(/\/:\w+\?/g, '') }));

/**
 * The routes whose screen sends the user on (src/features/pos/payment-form-page.tsx: a payment is
 * never typed in): where they land. Their own address shows only until the screen is drawn, which
 * can be before the check looks (a screen already loaded is drawn at once).
 */
function landing(path: string, views: readonly number[]): string {
  if (path === '/views/pos-payment/form') return '/views/checkout';
  if (path === '/views/payment/form') return '/views/payment/list';
  // The platform payment form carries view 3: who holds only that lands on the organization's payments.
  if (path === '/views/sideline-payment/form') return holdsAny(views, [PAYMENT_VIEWS.platform]) ? '/views/sideline-payment/list' : '/views/payment/list';
  return path;
}

/** Moves within the single-page app, as a link would. */
async function moveTo(page: Page, path: string, views: readonly number[]) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const to = landing(path, views);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.fui-Spinner')).toHaveCount(0);
  await settled(page);
}

/** Colours measured mid-transition (a theme switch, a row fading in) are not the page's: axe looks once they end. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

async function setCombo(page: Page, combo: (typeof COMBOS)[number]) {
  await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption(combo.lang);
  const customizer = page.getByRole('button', { name: /^(Theme customizer|Personalizar tema)$/ });
  if ((await customizer.count()) === 0) return;
  await customizer.click();
  const dark = page.getByRole('switch', { name: /^(Dark mode|Modo oscuro)$/ });
  // By keyboard: the drawer may still be sliding in.
  await dark.focus();
  if ((await dark.isChecked()) !== combo.dark) await page.keyboard.press('Space');
  await expect(dark).toBeChecked({ checked: combo.dark });
  const close = page.getByRole('dialog').getByRole('button', { name: /^(Close|Cerrar)$/ });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(dark).toBeHidden();
  await settled(page);
}

// One test per role, in order in one worker (a role checks only the routes no role before it checked), each with its own budget.
test.describe.configure({ mode: 'serial' });
const seen = new Set<string>();

for (const role of ROLES) {
  test(`every console route ${role} opens first passes axe (WCAG 2.1 AA), in English and Spanish, light and dark`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const found: string[] = [];
    const { session } = await apiLogin(request, role);
    const user = session as unknown as { role: string; views_ids: number[] };
    const open = built.filter((r) => !seen.has(r.path) && decideRoute(r, user) === 'allow' && (role === 'client' || r.path !== '/pages/access-control'));
    const generic = (kind: string) => open.filter((r) => GENERIC.has(r.path) && r.path.includes(`/${kind}`)).slice(0, 1);
    const mine: RouteDef[] = [...open.filter((r) => !GENERIC.has(r.path)), ...generic('list'), ...generic('form')];
    if (mine.length === 0) return;
    mine.forEach((r) => seen.add(r.path));
    await openSignedIn(page, role, '/');
    const block = Math.ceil(mine.length / COMBOS.length);
    for (const [i, route] of mine.entries()) {
      const combo = COMBOS[Math.floor(i / block)]!;
      if (i % block === 0) await setCombo(page, combo);
      await moveTo(page, route.path, user.views_ids);
      // The shell (top bar, menu) is the same on every page: checked whole at each change of language and theme, then the page's own content.
      const t0 = Date.now();
      // Left out: Fluent UI's Tabster focus sentinels (`<i data-tabster-dummy tabindex=0 aria-hidden>` at
      // the edges of tab lists, dialogs and the page). They never keep the focus: Tabster moves it on to the
      // next real control the moment one lands there, so no one is ever focused on a hidden element.
      // Only the violations are read: axe keeps every node for them, one of each for what passed or did not apply (far less to gather and send back).
      const axe = new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(WCAG)
        .exclude('[data-tabster-dummy]');
      // The page's own content is its main region: wait for it (a route's chunk may still be loading).
      if (i % block !== 0) await page.locator('main').first().waitFor();
      let result = await (i % block === 0 ? axe : axe.include('main')).analyze();
      // A page still fading in reads as low contrast everywhere: what stays after a second is the page's own.
      if (result.violations.some((v) => v.id === 'color-contrast')) {
        await page.waitForTimeout(1_000);
        result = await (i % block === 0 ? axe : axe.include('main')).analyze();
      }
      if (process.env.A11Y_TIMES) console.log(role, route.path, Date.now() - t0);
      for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(`${role} ${route.path} [${combo.lang}${combo.dark ? ' dark' : ''}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
    await page.evaluate(() => localStorage.clear());
    expect(found, found.join('\n')).toEqual([]);
  });
}
