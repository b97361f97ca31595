// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MENU, itemPath, type MenuItem } from '../../domain/access/menu';
import { ROUTES, type RouteName } from '../../domain/access/routes';
import { RESOURCE_MANIFEST, RESOURCE_NAMES, formResourceAt, formRouteOf, listRouteOf, type ManifestEntry } from '../../domain/resources/manifest';
import { getResource } from '../../domain/resources/registry';
import { TABLES } from '../../server/resources/tables';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { shellEn } from '../../src/i18n/shell-texts';
import { shellEs } from '../../src/i18n/shell-texts-es';
import { CONSOLE_SCREENS } from '../../src/routing/console-screens';
import { SCREENS, type ScreenTable } from '../../src/routing/screens';

/**
 * A resource is declared once (domain/resources/manifest.ts and its declaration), has a table and
 * texts; everything else follows. This walks the manifest and checks what follows is there.
 */
const routePattern = (path: string) => new RegExp(`^${path.replace(/\/:[a-zA-Z]+\?/g, '(/[^/]+)?').replace(/\/:[a-zA-Z]+/g, '/[^/]+')}$`);
const routeAt = (path: string) => ROUTES.find((r) => routePattern(r.path).test(path.split('?')[0]!));
const text = (messages: object, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
const menuItems = (): MenuItem[] => MENU.flatMap((s) => s.entries.flatMap((e) => (e.kind === 'item' ? [e] : e.kind === 'group' ? e.children : [])));

describe('the resource manifest', () => {
  it.each(RESOURCE_NAMES.map((name) => [name, RESOURCE_MANIFEST[name] as ManifestEntry] as const))('%s has its declaration, table, routes, screens, menu entry and texts', (name, entry) => {
    const def = getResource(name);
    expect([def.area, def.view, def.title]).toEqual([entry.area, entry.view, entry.title]);
    expect(TABLES[name], 'table').toBeDefined();

    // Its list and its form are routes of the table, opened by its view, each with a screen.
    for (const path of [listRouteOf(name), `${formRouteOf(name).route}/7`]) {
      const route = routeAt(path);
      expect(route, path).toBeDefined();
      expect(route!.views, path).toContain(entry.view);
      expect(CONSOLE_SCREENS[route!.name], `screen of ${route!.name}`).toBeDefined();
    }
    expect(def.listRoute).toBe(listRouteOf(name));

    // Its menu entry, where the manifest gives it one, opens its list.
    const item = menuItems().find((i) => i.key === entry.menu?.key);
    if (entry.menu) {
      expect(item, 'menu entry').toBeDefined();
      expect(itemPath(item!)).toBe(listRouteOf(name));
    }

    // Its texts, in English and Spanish.
    for (const messages of [en, es]) expect(text(messages, entry.title), entry.title).toBeTypeOf('string');
    if (entry.menu) for (const messages of [shellEn, shellEs]) expect(text(messages, `menu.${entry.menu.key}`), entry.menu.key).toBeTypeOf('string');
  });

  it("a screen sits in its layout's table: blank pages in the entry's, console pages in the shell's", () => {
    const layoutOf = (name: string) => ROUTES.find((r) => r.name === name)?.layout;
    for (const name of Object.keys(SCREENS)) expect(layoutOf(name), name).toBe('blank');
    for (const name of Object.keys(CONSOLE_SCREENS)) expect(layoutOf(name), name).toBe('content');
  });

  it('a shared form route shows the resource its address names', () => {
    expect(formResourceAt(['contacts', 'contact-categories'], { isContact: '0' }, new URLSearchParams())).toBe('contact-categories');
    expect(formResourceAt(['contacts', 'contact-categories'], { isContact: '1' }, new URLSearchParams())).toBe('contacts');
    expect(formResourceAt(['sports', 'ranking-groups'], {}, new URLSearchParams('type=ranking-group'))).toBe('ranking-groups');
    expect(formResourceAt(['sports', 'ranking-groups'], {}, new URLSearchParams())).toBe('sports');
    expect(formRouteOf('ranking-groups')).toEqual({ route: '/views/sport/form', search: '?type=ranking-group' });
    expect(listRouteOf('contact-categories')).toBe('/views/contact/list?tab=contact-category');
  });

  it('route names are checked by the compiler: a typo in a screen or a menu entry does not compile', () => {
    const known: RouteName = 'views-contact-list';
    // @ts-expect-error a typo is not a route name
    const typo: RouteName = 'views-contact-lsit';
    // @ts-expect-error SCREENS is keyed by route names only
    const screens: ScreenTable = { 'views-contcat-list': SCREENS['views-contact-list'] };
    // @ts-expect-error a menu item opens a route by its name
    const item: MenuItem = { kind: 'item', key: 'contacts', route: 'views-contacts-list', icon: 'contacts' };
    expect(ROUTES.map((r) => r.name)).toContain(known);
    expect(ROUTES.map((r) => r.name as string)).not.toContain(typo);
    expect(Object.keys(screens)).toEqual(['views-contcat-list']);
    expect(item.route).not.toBe(known);
  });
});
