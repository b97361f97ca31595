import { ROUTES } from './routes';
import { holdsAny } from './views';

/**
 * The side menu of SPEC §2.4 as data. An item opens a route (by route name) and is shown when the
 * user holds one of that route's view ids; a group or a section heading is shown when one of its
 * entries is. The Support group (chat and phone actions) belongs to the Platform section and shows
 * with it.
 */
export interface MenuItem {
  readonly kind: 'item';
  readonly key: string;
  readonly route: string;
  readonly icon: string;
}
export interface MenuGroup {
  readonly kind: 'group';
  readonly key: string;
  readonly icon: string;
  readonly children: readonly MenuItem[];
}
export interface MenuSupport {
  readonly kind: 'support';
  readonly key: 'support';
  readonly icon: string;
}
export type MenuEntry = MenuItem | MenuGroup | MenuSupport;
export interface MenuSection {
  readonly key: 'facility' | 'organization' | 'platform';
  readonly entries: readonly MenuEntry[];
}

const item = (key: string, route: string, icon: string): MenuItem => ({ kind: 'item', key, route, icon });
const group = (key: string, icon: string, children: MenuItem[]): MenuGroup => ({ kind: 'group', key, icon, children });

export const MENU: readonly MenuSection[] = [
  {
    key: 'facility',
    entries: [
      item('bookings', 'views-booking-view', 'calendar'),
      item('contacts', 'views-contact-list', 'contacts'),
      item('payments', 'views-pos-payment-list', 'payments'),
      item('videos', 'views-video-view', 'video'),
      item('orderHistory', 'views-order-history-list', 'history'),
      item('pos', 'views-checkout', 'pos'),
      group('inventory', 'box', [
        item('products', 'views-product-list', 'dot'),
        item('productCategories', 'views-products-categories-list', 'dot'),
        item('inventoryAdjustment', 'views-inventory-list', 'dot'),
      ]),
      item('facilitySettings', 'views-facility-settings-view', 'settings'),
    ],
  },
  {
    key: 'organization',
    entries: [
      item('reports', 'views-reports-view', 'reports'),
      group('users', 'people', [item('consoleUsers', 'views-user-list', 'dot'), item('roles', 'views-role-list', 'dot')]),
      item('billingHistory', 'views-billing-view', 'billing'),
      item('organizationSettings', 'views-organization-settings-view', 'settings'),
    ],
  },
  {
    key: 'platform',
    entries: [
      item('organizations', 'views-group-list', 'building'),
      group('application', 'apps', [
        item('appUsers', 'views-user-app-list', 'dot'),
        item('userActivity', 'views-user-activity-list', 'dot'),
        item('notifications', 'views-notification-list', 'dot'),
        item('platformPayments', 'views-sideline-payment-list', 'dot'),
      ]),
      item('updates', 'views-console-notification-list', 'megaphone'),
      item('platformSettings', 'views-sideline-settings-view', 'settings'),
      { kind: 'support', key: 'support', icon: 'support' },
    ],
  },
];

const routeByName = new Map(ROUTES.map((r) => [r.name, r]));

/** The path an item opens. */
export function itemPath(entry: MenuItem): string {
  const route = routeByName.get(entry.route);
  if (!route) throw new Error(`menu item ${entry.key}: no route named ${entry.route}`);
  return route.path;
}

function itemVisible(entry: MenuItem, viewsIds: readonly number[]): boolean {
  const views = routeByName.get(entry.route)?.views ?? [];
  return views.length > 0 && holdsAny(viewsIds, views);
}

/** The menu the user sees: hidden items, empty groups and empty sections left out. */
export function visibleMenu(viewsIds: readonly number[]): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const section of MENU) {
    const entries: MenuEntry[] = [];
    for (const entry of section.entries) {
      if (entry.kind === 'item' && itemVisible(entry, viewsIds)) entries.push(entry);
      if (entry.kind === 'group') {
        const children = entry.children.filter((c) => itemVisible(c, viewsIds));
        if (children.length > 0) entries.push({ ...entry, children });
      }
    }
    if (entries.length > 0) {
      if (section.entries.some((e) => e.kind === 'support')) entries.push(section.entries.find((e) => e.kind === 'support')!);
      sections.push({ key: section.key, entries });
    }
  }
  return sections;
}

/** Items the user may open, flattened (navigation search's "pages"). */
export function visibleItems(viewsIds: readonly number[]): MenuItem[] {
  return visibleMenu(viewsIds).flatMap((s) => s.entries.flatMap((e) => (e.kind === 'item' ? [e] : e.kind === 'group' ? e.children : [])));
}

/** Route names on which the top bar hides the organization and facility selectors (SPEC §2.3). */
export const ROUTES_WITHOUT_SELECTORS: readonly string[] = ['views-reports-recording-activity', 'views-reports-sideline', 'views-reports-dashboard'];
