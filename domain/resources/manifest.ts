/**
 * The declared resources as the console's routing and menu see them: zod-free, so the routing
 * table, the menu and the screens can be built from it without loading any schema. The console's
 * list and form routes of a resource, their view ids and titles, and its menu entry are generated
 * from here (domain/access/routes.ts, menu.ts); its declaration (`<name>.ts`) takes area, view and
 * title from here too.
 *
 * - `area`: the routes `/views/<area>/list` and `/views/<area>/form/:id?`.
 * - `view`: the view id that opens them (SPEC §2.3); `title`: the i18n key of their title.
 * - `list.tabOf`: the list is a tab (`?tab=<area>`) of another resource's list screen, no route of its own.
 * - `form.of`: the form is another resource's form route (with `search`, or `param` as its first
 *   segment); `form.param` alone: the own form route has that parameter before the id.
 * - `menu`: the entry of the side menu (SPEC §2.4): its parent (a section or a group), its key
 *   (`menu.<key>` texts), icon (group children: a dot) and the fixed entry it goes `before` (else last).
 */
/** The sections and groups of the side menu (domain/access/menu.ts) a resource's entry may go in. */
export type MenuParent = 'facility' | 'organization' | 'platform' | 'inventory' | 'users' | 'application';
export interface MenuPlacement {
  readonly in: MenuParent;
  readonly key: string;
  readonly icon?: string;
  readonly before?: string;
}
export interface ManifestEntry {
  readonly area: string;
  readonly view: number;
  readonly title: string;
  readonly list?: { readonly tabOf: string };
  readonly form?: { readonly of?: string; readonly param?: readonly [name: string, value: string]; readonly search?: string };
  readonly menu?: MenuPlacement;
}

export const RESOURCE_MANIFEST = {
  'cancellation-reasons': { area: 'cancelled-reasons', view: 39, title: 'titles.cancelledReasons' },
  'onsite-payment-methods': { area: 'onsite-payment-method', view: 30, title: 'titles.onsitePaymentMethod' },
  products: { area: 'product', view: 27, title: 'titles.product', menu: { in: 'inventory', key: 'products', before: 'inventoryAdjustment' } },
  'product-categories': { area: 'products-categories', view: 28, title: 'titles.productCategory', menu: { in: 'inventory', key: 'productCategories', before: 'inventoryAdjustment' } },
  fields: { area: 'field', view: 10, title: 'titles.field' },
  cameras: { area: 'camera', view: 8, title: 'titles.camera' },
  contacts: { area: 'contact', view: 36, title: 'titles.contact', form: { param: ['isContact', '1'] }, menu: { in: 'facility', key: 'contacts', icon: 'contacts', before: 'payments' } },
  'contact-categories': { area: 'contact-category', view: 36, title: 'titles.contactCategory', list: { tabOf: 'contacts' }, form: { of: 'contacts', param: ['isContact', '0'] } },
  terminals: { area: 'terminal', view: 34, title: 'titles.terminal' },
  'players-groups': { area: 'players-group', view: 25, title: 'titles.playersGroup' },
  highlights: { area: 'highlight', view: 13, title: 'titles.highlight' },
  sports: { area: 'sport', view: 11, title: 'titles.sport' },
  // Not tabled in SPEC §2.3 (the list is): adding a card needs a form.
  'payment-methods': { area: 'payment-method', view: 4, title: 'titles.paymentMethod' },
  organizations: { area: 'group', view: 15, title: 'titles.group', menu: { in: 'platform', key: 'organizations', icon: 'building', before: 'application' } },
  facilities: { area: 'facility', view: 9, title: 'titles.facility' },
  'console-users': { area: 'user', view: 6, title: 'titles.user', menu: { in: 'users', key: 'consoleUsers' } },
  roles: { area: 'role', view: 16, title: 'titles.role', menu: { in: 'users', key: 'roles' } },
  'app-users': { area: 'user-app', view: 7, title: 'titles.userApp', menu: { in: 'application', key: 'appUsers', before: 'platformPayments' } },
  'user-activity': { area: 'user-activity', view: 12, title: 'titles.userActivity', menu: { in: 'application', key: 'userActivity', before: 'platformPayments' } },
  'console-notifications': { area: 'console-notification', view: 18, title: 'titles.consoleNotification', menu: { in: 'platform', key: 'updates', icon: 'megaphone', before: 'platformSettings' } },
  // Not tabled in SPEC §2.3 (the list is): creating an app notification needs a form.
  'app-notifications': { area: 'notification', view: 14, title: 'titles.notification', menu: { in: 'application', key: 'notifications', before: 'platformPayments' } },
  'ranking-groups': { area: 'ranking-group', view: 40, title: 'titles.rankingGroup', form: { of: 'sports', search: '?type=ranking-group' } },
} as const satisfies Record<string, ManifestEntry>;

type Manifest = typeof RESOURCE_MANIFEST;
export type ResourceName = keyof Manifest;
export const RESOURCE_NAMES = Object.keys(RESOURCE_MANIFEST) as ResourceName[];

const entry = (name: ResourceName): ManifestEntry => RESOURCE_MANIFEST[name];

/** The console area of a resource: its routes are `/views/<area>/...`. */
export const resourceArea = (name: ResourceName): string => entry(name).area;

/** Route names of the lists and forms that are routes of their own (a tab or a shared form is not). */
type OwnList<N extends ResourceName> = Manifest[N] extends { list: object } ? never : `views-${Manifest[N]['area']}-list`;
type OwnForm<N extends ResourceName> = Manifest[N] extends { form: { of: string } } ? never : `views-${Manifest[N]['area']}-form`;
export type ResourceRouteName = { [N in ResourceName]: OwnList<N> | OwnForm<N> }[ResourceName];

/** Where a resource's list screen lives: its own route, or a tab of another resource's list. */
export function listRouteOf(name: ResourceName): string {
  const e = entry(name);
  return e.list ? `${listRouteOf(e.list.tabOf as ResourceName)}?tab=${e.area}` : `/views/${e.area}/list`;
}

/** The path of a resource's form without its id (`/views/contact/form/1`), and the query it carries. */
export function formRouteOf(name: ResourceName): { route: string; search: string } {
  const e = entry(name);
  const owner = e.form?.of ? entry(e.form.of as ResourceName) : e;
  const param = e.form?.param ? `/${e.form.param[1]}` : '';
  return { route: `/views/${owner.area}/form${param}`, search: e.form?.search ?? '' };
}

/** A route of the console that lists or edits declared resources, with every view that opens it. */
export interface ResourceRoute {
  readonly path: string;
  readonly name: ResourceRouteName;
  readonly title: string;
  readonly views: readonly number[];
  /** The resources whose list or form this route shows (the owner first). */
  readonly resources: readonly ResourceName[];
  readonly kind: 'list' | 'form';
}

/**
 * The list and form routes of the declared resources, in manifest order: one per resource that owns
 * it, opened by the owner's view and those of the resources shown on it (a tab, a shared form).
 */
export function resourceRoutes(): ResourceRoute[] {
  const routes: ResourceRoute[] = [];
  for (const name of RESOURCE_NAMES) {
    const e = entry(name);
    const guests = (kind: 'list' | 'form') => RESOURCE_NAMES.filter((other) => other !== name && (kind === 'list' ? entry(other).list?.tabOf : entry(other).form?.of) === name);
    const add = (kind: 'list' | 'form', path: string) => {
      const resources = [name, ...guests(kind)];
      const views = [...new Set(resources.map((r) => entry(r).view))];
      routes.push({ path, name: `views-${e.area}-${kind}` as ResourceRouteName, title: e.title, views, resources, kind });
    };
    if (!e.list) add('list', `/views/${e.area}/list`);
    if (!e.form?.of) add('form', `/views/${e.area}/form${e.form?.param ? `/:${e.form.param[0]}` : ''}/:id?`);
  }
  return routes;
}

/**
 * Which of the resources sharing a form route a form address shows: the first guest whose
 * parameter (`form.param`) or query (`form.search`) the address carries, else the owner (`resources[0]`).
 */
export function formResourceAt(resources: readonly ResourceName[], params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): ResourceName {
  const guest = resources.slice(1).find((name) => {
    const form = entry(name).form;
    if (form?.param && params[form.param[0]] !== form.param[1]) return false;
    if (form?.search && [...new URLSearchParams(form.search)].some(([k, v]) => search.get(k) !== v)) return false;
    return Boolean(form?.param || form?.search);
  });
  return guest ?? resources[0]!;
}

/** The menu entries of the declared resources that have one, in manifest order. */
export function resourceMenuItems(): { name: ResourceName; placement: MenuPlacement; route: ResourceRouteName }[] {
  return RESOURCE_NAMES.flatMap((name) => {
    const e = entry(name);
    return e.menu ? [{ name, placement: e.menu, route: `views-${e.area}-list` as ResourceRouteName }] : [];
  });
}

/** The view id and title of a declared resource. */
export const resourceView = (name: ResourceName): number => entry(name).view;
export const resourceTitle = (name: ResourceName): string => entry(name).title;
