import { resourceMenuItems, type MenuParent } from '../resources/manifest';
import { ROUTES, type RouteName } from './routes';
import { holdsAny } from './views';

/**
 * The side menu of SPEC §2.4 as data. An item opens a route (by route name) and is shown when the
 * user holds one of that route's view ids; a group or a section heading is shown when one of its
 * entries is. The Support group (chat and phone actions) is everyone's: it closes the last section
 * the user sees. The entries of declared resources are placed by their manifest (domain/resources/manifest.ts).
 */
export interface MenuItem {
  readonly kind: 'item';
  readonly key: string;
  readonly route: RouteName;
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

const item = (key: string, route: RouteName, icon: string): MenuItem => ({ kind: 'item', key, route, icon });
const group = (key: MenuParent, icon: string, children: MenuItem[]): MenuGroup => ({ kind: 'group', key, icon, children });

/** The Support group (chat, call, copy the number). */
const SUPPORT: MenuSupport = { kind: 'support', key: 'support', icon: 'support' };

/** Sections and groups, with the entries that are not declared resources. */
const FIXED: readonly MenuSection[] = [
  {
    key: 'facility',
    entries: [
      item('bookings', 'views-booking-view', 'calendar'),
      item('payments', 'views-pos-payment-list', 'payments'),
      item('videos', 'views-video-view', 'video'),
      item('orderHistory', 'views-order-history-list', 'history'),
      item('pos', 'views-checkout', 'pos'),
      group('inventory', 'box', [item('inventoryAdjustment', 'views-inventory-list', 'dot')]),
      item('facilitySettings', 'views-facility-settings-view', 'settings'),
    ],
  },
  {
    key: 'organization',
    entries: [
      item('reports', 'views-reports-view', 'reports'),
      // Not in SPEC §2.3's menu, which lists view 3's route but no entry: the organization's payments (issue 16).
      item('organizationPayments', 'views-payment-list', 'payments'),
      group('users', 'people', []),
      item('billingHistory', 'views-billing-view', 'billing'),
      item('organizationSettings', 'views-organization-settings-view', 'settings'),
    ],
  },
  {
    key: 'platform',
    entries: [group('application', 'apps', [item('platformPayments', 'views-sideline-payment-list', 'dot')]), item('platformSettings', 'views-sideline-settings-view', 'settings')],
  },
];

/** Places `entry` before the entry keyed `before` (last when none is). */
function placed<T extends { key: string }>(entries: readonly T[], entry: T, before: string | undefined): T[] {
  const at = before === undefined ? -1 : entries.findIndex((e) => e.key === before);
  if (before !== undefined && at < 0) throw new Error(`menu entry ${entry.key}: no entry ${before} to go before`);
  return at < 0 ? [...entries, entry] : [...entries.slice(0, at), entry, ...entries.slice(at)];
}

/** The fixed menu with the entries of the declared resources in their places (in manifest order among those before the same entry). */
function withResources(): MenuSection[] {
  let sections: MenuSection[] = FIXED.map((s) => ({ key: s.key, entries: [...s.entries] }));
  for (const { placement, route } of resourceMenuItems()) {
    const entry = item(placement.key, route, placement.icon ?? 'dot');
    if (!sections.some((s) => s.key === placement.in || s.entries.some((e) => e.kind === 'group' && e.key === placement.in))) throw new Error(`menu entry ${placement.key}: no section or group ${placement.in}`);
    sections = sections.map((section) => ({
      key: section.key,
      entries:
        section.key === placement.in
          ? placed(section.entries, entry, placement.before)
          : section.entries.map((e) => (e.kind === 'group' && e.key === placement.in ? { ...e, children: placed(e.children, entry, placement.before) } : e)),
    }));
  }
  return sections;
}

export const MENU: readonly MenuSection[] = withResources();

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
    if (entries.length > 0) sections.push({ key: section.key, entries });
  }
  // Support is for everyone who sees a menu: last, in the last section they see (Platform for an administrator, Facility for a representative).
  const last = sections.at(-1);
  if (last) sections[sections.length - 1] = { key: last.key, entries: [...last.entries, SUPPORT] };
  return sections;
}

/** Items the user may open, flattened (navigation search's "pages"). */
export function visibleItems(viewsIds: readonly number[]): MenuItem[] {
  return visibleMenu(viewsIds).flatMap((s) => s.entries.flatMap((e) => (e.kind === 'item' ? [e] : e.kind === 'group' ? e.children : [])));
}

/** Route names on which the top bar hides the organization and facility selectors (SPEC §2.3). */
export const ROUTES_WITHOUT_SELECTORS: readonly string[] = ['views-reports-recording-activity', 'views-reports-sideline', 'views-reports-dashboard'];
