import { describe, expect, it } from 'vitest';
import { ROUTES, decideRoute, entryPath, isDetailPath, routeName, type RouteDef } from '../../domain/access/routes';
import { ALL_VIEW_IDS } from '../../domain/access/views';
import { en } from '../i18n/en';
import { es } from '../i18n/es';

const byPath = (path: string) => ROUTES.find((r) => r.path === path)!;
const lookup = (messages: object, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);

describe('routing table (SPEC §2.1, §2.3)', () => {
  it('every route has a title in English and Spanish', () => {
    for (const r of ROUTES) {
      expect(typeof lookup(en, r.title), `${r.path} en`).toBe('string');
      expect(typeof lookup(es, r.title), `${r.path} es`).toBe('string');
    }
  });

  it('paths are unique and every view id of the spec opens at least one route', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    const opened = new Set(ROUTES.flatMap((r) => r.views ?? []));
    for (const id of ALL_VIEW_IDS) expect(opened.has(id), `view ${id}`).toBe(true);
  });

  it('combined views carry their id lists; the ranking form shares the sport form', () => {
    expect(byPath('/views/video/view').views).toEqual([1, 5, 13, 21]);
    expect(byPath('/views/facility-settings/view').views).toEqual([8, 10, 30, 38]);
    expect(byPath('/views/sideline-settings/view').views).toEqual([11]);
    expect(byPath('/views/organization-settings/view').views).toEqual([39]);
    expect(byPath('/views/billing/view').views).toEqual([3, 4]);
    expect(byPath('/views/booking/view').views).toEqual([23, 31, 35]);
    expect(byPath('/views/sport/form/:id?').views).toEqual([11, 40]);
    expect(byPath('/views/sideline-payment/form/:id?').views).toEqual([3]);
  });

  it('route names follow the menu of SPEC §2.4 and the report names of §2.3', () => {
    expect(routeName('/views/booking/view')).toBe('views-booking-view');
    expect(routeName('/views/contact/form/:isContact/:id?')).toBe('views-contact-form');
    const names = ROUTES.map((r) => r.name);
    for (const n of ['views-reports-recording-activity', 'views-reports-sideline', 'views-reports-dashboard', 'views-pos-payment-list', 'views-checkout', 'auth-login', 'auth-reset-password']) {
      expect(names).toContain(n);
    }
  });

  it('layouts: sign-in and public pages are blank, console routes content', () => {
    expect(byPath('/login').layout).toBe('blank');
    expect(byPath('/pages/miscellaneous/not-authorized').layout).toBe('blank');
    expect(byPath('/reset-password').layout).toBe('content');
    expect(byPath('/views/user/list').layout).toBe('content');
  });
});

describe('the route rule (SPEC §6)', () => {
  const rep = { role: 'R', views_ids: [1, 5, 23, 31, 35, 36] };
  const users = byPath('/views/user/list');

  it('signed-out users go to login; public routes are open; sign-in pages send signed-in users home', () => {
    expect(decideRoute(users, null)).toBe('login');
    expect(decideRoute(byPath('/error-404'), null)).toBe('allow');
    expect(decideRoute(byPath('/login'), null)).toBe('allow');
    expect(decideRoute(byPath('/login'), rep)).toBe('home');
  });

  it('a route passes when any of its ids is held; allow always passes', () => {
    expect(decideRoute(users, rep)).toBe('not-authorized');
    expect(decideRoute(byPath('/views/video/view'), rep)).toBe('allow');
    expect(decideRoute(byPath('/views/welcome'), { role: 'R', views_ids: [] })).toBe('allow');
    const noId: RouteDef = { path: '/x', name: 'x', title: 't', layout: 'content' };
    expect(decideRoute(noId, rep)).toBe('allow');
  });

  it('the entry redirect of SPEC §2.2', () => {
    expect(entryPath(null)).toBe('/login');
    for (const role of ['admin', 'A', 'F', 'R']) {
      expect(entryPath({ role, views_ids: [1, 23] })).toBe('/views/booking/view');
      expect(entryPath({ role, views_ids: [1] })).toBe('/views/video/view');
      expect(entryPath({ role, views_ids: [6] })).toBe('/views/welcome');
    }
    expect(entryPath({ role: 'client', views_ids: [23] })).toBe('/pages/access-control');
    expect(entryPath({ role: 'someone', views_ids: [23] })).toBe('/login');
  });

  it('video_detail and match_detail paths are treated as allowed', () => {
    expect(isDetailPath('/views/video_detail/3')).toBe(true);
    expect(isDetailPath('/match_detail')).toBe(true);
    expect(isDetailPath('/views/videos')).toBe(false);
  });
});
