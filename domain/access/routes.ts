import { resourceRoutes, type ResourceRouteName } from '../resources/manifest';
import { AUTH_PAGES, LOGIN_PATH } from './auth-pages';
import { STAFF_ROLES } from './roles';
import { holdsAny } from './views';

/**
 * The console's routing table (SPEC §2.1, §2.3) as data: the console builds its router and menus
 * from it, tests check guards against it. `views`: any of these ids opens the route.
 */
export type Layout = 'blank' | 'content';

export interface RouteDef<N extends string = string> {
  readonly path: string;
  /** Route name, e.g. `views-booking-view` (SPEC §2.4 names menu entries by it). */
  readonly name: N;
  /** i18n key of the page title. */
  readonly title: string;
  readonly layout: Layout;
  readonly views?: readonly number[];
  /** Always passes for a signed-in user. */
  readonly allow?: boolean;
  /** Open without signing in. */
  readonly public?: boolean;
  /** Sign-in pages: a signed-in user is sent to `/`. */
  readonly authPage?: boolean;
}

/** The segments of a path that name it: no empty ones, no parameters. */
type NameSegments<P extends string> = P extends `${infer Head}/${infer Rest}` ? [...NameSegments<Head>, ...NameSegments<Rest>] : P extends '' | `:${string}` ? [] : [P];
type JoinDashes<S extends readonly string[]> = S extends [infer H extends string] ? H : S extends [infer H extends string, ...infer R extends string[]] ? `${H}-${JoinDashes<R>}` : '';
/** The route name of a path, as a type: `'/views/contact/form/:isContact/:id?'` → `'views-contact-form'`. */
export type RouteNameOf<P extends string> = JoinDashes<NameSegments<P>>;

/** `/views/booking/view` → `views-booking-view`; parameters are left out. */
export function routeName<P extends string>(path: P): RouteNameOf<P> {
  return path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .join('-') as RouteNameOf<P>;
}

type Extra = Pick<RouteDef, 'authPage'>;
/** A public page whose name is not its path's (the sign-in pages, the error pages). */
const named = <N extends string>(name: N, path: string, title: string, extra: Extra = {}): RouteDef<N> => ({ path, name, title, layout: 'blank', public: true, ...extra });
/** A page every signed-in user may open. */
const always = <N extends string>(name: N, path: string, title: string): RouteDef<N> => ({ path, name, title, layout: 'content', allow: true });
const view = <P extends string>(path: P, title: string, views: readonly number[]): RouteDef<RouteNameOf<P>> => ({ path, name: routeName(path), title, layout: 'content', views });
const listForm = <A extends string>(area: A, title: string, views: readonly number[]) => [view(`/views/${area}/list`, title, views), view(`/views/${area}/form/:id?`, title, views)] as const;
/** The list and form routes of the declared resources (domain/resources/manifest.ts). */
const resourceViews = (): RouteDef<ResourceRouteName>[] => resourceRoutes().map((r) => ({ path: r.path, name: r.name, title: r.title, layout: 'content' as const, views: r.views }));

export const REPORTS = ['dashboard', 'recording-activity', 'sideline', 'sales', 'booking-cancellation', 'time-record', 'inventory'] as const;

const ROUTE_TABLE = [
  // Public (blank layout)
  ...AUTH_PAGES.map((page) => named(page.name, page.path, page.title, { authPage: true })),
  named('error-404', '/error-404', 'titles.notFound'),
  // The shared-link pages of SPEC §2.1 (/video/:playback, /share/:playback/:username?, /field-app/:id, /app-reditect/:playback, ...) are
  // the server's (server/public/): rendered as HTML with link previews, they load none of the console.
  named('misc-not-authorized', '/pages/miscellaneous/not-authorized', 'titles.notAuthorized'),
  named('misc-under-maintenance', '/pages/miscellaneous/under-maintenance', 'titles.underMaintenance'),
  named('misc-error', '/pages/miscellaneous/error', 'titles.error'),
  named('misc-coming-soon', '/pages/miscellaneous/coming-soon', 'titles.comingSoon'),

  // Signed in, every role
  always('auth-reset-password', '/reset-password', 'titles.changePassword'),
  always('access-control', '/pages/access-control', 'titles.accessControl'),
  always('views-welcome', '/views/welcome', 'titles.welcome'),
  always('views-pay-finished', '/views/pay-finished', 'titles.payFinished'),

  // The lists and forms of the declared resources
  ...resourceViews(),

  // Console routes (SPEC §2.3)
  view('/views/order-history/list', 'titles.orderHistory', [2]),
  view('/views/order-history/preview/:id', 'titles.orderHistory', [2]),
  view('/views/order-history/video/preview/:id', 'titles.orderHistory', [2]),
  view('/views/payment/list', 'titles.payment', [3]),
  view('/views/payment/preview/:id', 'titles.payment', [3]),
  view('/views/payment/form/:id?', 'titles.payment', [3]),
  view('/views/sideline-payment/list', 'titles.sidelinePayment', [22]),
  view('/views/sideline-payment/preview/:id', 'titles.sidelinePayment', [22]),
  view('/views/sideline-payment/form/:id?', 'titles.sidelinePayment', [3]),
  view('/views/pos-payment/list', 'titles.posPayment', [24]),
  view('/views/pos-payment/preview/:id', 'titles.posPayment', [24]),
  view('/views/pos-payment/form/:id?', 'titles.posPayment', [24]),
  view('/views/order-video/list', 'titles.orderVideo', [1]),
  view('/views/video/list', 'titles.video', [5]),
  view('/views/video/preview/:id', 'titles.video', [5]),
  ...listForm('recurring-order', 'titles.recurringOrder', [19]),
  view('/views/field-monitoring/list', 'titles.fieldMonitoring', [21]),
  ...listForm('inventory', 'titles.inventory', [29]),
  view('/views/reservations/schedule', 'titles.schedule', [23]),
  view('/views/recurring-reservation/list', 'titles.recurringReservation', [35]),
  view('/views/recurring-reservations/form/:id?', 'titles.recurringReservation', [35]),
  view('/views/reservations/form/:id?', 'titles.reservation', [35]),
  view('/views/reservation', 'titles.reservation', [31]),
  view('/views/metrics', 'titles.metrics', [32]),
  view('/views/communications', 'titles.communications', [33]),
  view('/views/checkout', 'titles.checkout', [26]),
  ...listForm('blocked-times', 'titles.blockedTimes', [38]),
  view('/views/reports/view', 'titles.reports', [20]),
  ...REPORTS.map((r) => view(`/views/reports/${r}`, `titles.report.${r}`, [20])),

  // Combined views
  view('/views/video/view', 'titles.videos', [1, 5, 13, 21]),
  view('/views/facility-settings/view', 'titles.facilitySettings', [8, 10, 30, 38]),
  view('/views/sideline-settings/view', 'titles.sidelineSettings', [11]),
  view('/views/organization-settings/view', 'titles.organizationSettings', [39]),
  view('/views/billing/view', 'titles.billing', [3, 4]),
  view('/views/booking/view', 'titles.booking', [23, 31, 35]),
];

/** A route's name, checked by the compiler: screens and menu entries name routes by it. */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];
export const ROUTES: readonly RouteDef<RouteName>[] = ROUTE_TABLE;

/** What the guard needs of the signed-in user. */
export interface RouteUser {
  readonly role: string;
  readonly views_ids: readonly number[];
}

export type RouteDecision = 'allow' | 'login' | 'not-authorized' | 'home';

/** The route rule of SPEC §6. */
export function decideRoute(route: RouteDef, user: RouteUser | null): RouteDecision {
  if (route.authPage) return user ? 'home' : 'allow';
  if (route.public) return 'allow';
  if (!user) return 'login';
  if (route.allow || !route.views || route.views.length === 0) return 'allow';
  return holdsAny(user.views_ids, route.views) ? 'allow' : 'not-authorized';
}

/** Paths treated as allowed even though no route matches them (SPEC §2.2). */
export function isDetailPath(pathname: string): boolean {
  return pathname.includes('video_detail') || pathname.includes('match_detail');
}

export { LOGIN_PATH };
export const WELCOME_PATH = '/views/welcome';
export const BOOKING_PATH = '/views/booking/view';
export const VIDEO_PATH = '/views/video/view';
export const ACCESS_CONTROL_PATH = '/pages/access-control';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';
export const NOT_FOUND_PATH = '/error-404';

/** The entry redirect of `/` (SPEC §2.2). */
export function entryPath(user: RouteUser | null): string {
  if (!user) return LOGIN_PATH;
  if ((STAFF_ROLES as readonly string[]).includes(user.role)) {
    if (user.views_ids.includes(23)) return BOOKING_PATH;
    if (user.views_ids.includes(1)) return VIDEO_PATH;
    return WELCOME_PATH;
  }
  if (user.role === 'client') return ACCESS_CONTROL_PATH;
  return LOGIN_PATH;
}
