import { STAFF_ROLES } from './roles';
import { holdsAny } from './views';

/**
 * The console's routing table (SPEC §2.1, §2.3) as data: the console builds its router and menus
 * from it, tests check guards against it. `views`: any of these ids opens the route.
 */
export type Layout = 'blank' | 'content';

export interface RouteDef {
  readonly path: string;
  /** Route name, e.g. `views-booking-view` (SPEC §2.4 names menu entries by it). */
  readonly name: string;
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

/** `/views/booking/view` → `views-booking-view`; parameters are left out. */
export function routeName(path: string): string {
  return path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .join('-');
}

const pub = (path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, name: routeName(path), title, layout: 'blank', public: true, ...extra });
const view = (path: string, title: string, views: readonly number[], extra: Partial<RouteDef> = {}): RouteDef => ({ path, name: routeName(path), title, layout: 'content', views, ...extra });
const listForm = (area: string, title: string, views: readonly number[]): RouteDef[] => [
  view(`/views/${area}/list`, title, views),
  view(`/views/${area}/form/:id?`, title, views),
];

export const REPORTS = ['dashboard', 'recording-activity', 'sideline', 'sales', 'booking-cancellation', 'time-record', 'inventory'] as const;

export const ROUTES: readonly RouteDef[] = [
  // Public (blank layout)
  pub('/login', 'titles.login', { name: 'auth-login', authPage: true }),
  pub('/register', 'titles.register', { name: 'auth-register', authPage: true }),
  pub('/forgot-password', 'titles.forgotPassword', { name: 'auth-forgot-password', authPage: true }),
  pub('/error-404', 'titles.notFound', { name: 'error-404' }),
  pub('/video-share/:playback', 'titles.sharedVideo'),
  pub('/share/:playback/:username?', 'titles.highlight'),
  pub('/vh/:playback', 'titles.highlight'),
  pub('/highlight/:playback/:username?', 'titles.highlight'),
  pub('/va/:playback', 'titles.video'),
  pub('/video/:playback/:username?', 'titles.video'),
  pub('/field-app/:id', 'titles.fieldApp'),
  pub('/app-reditect/:playback', 'titles.appRedirect'),
  pub('/video-not-found', 'titles.videoNotFound'),
  pub('/field-not-found', 'titles.fieldNotFound'),
  pub('/pages/miscellaneous/not-authorized', 'titles.notAuthorized', { name: 'misc-not-authorized' }),
  pub('/pages/miscellaneous/under-maintenance', 'titles.underMaintenance', { name: 'misc-under-maintenance' }),
  pub('/pages/miscellaneous/error', 'titles.error', { name: 'misc-error' }),
  pub('/pages/miscellaneous/coming-soon', 'titles.comingSoon', { name: 'misc-coming-soon' }),

  // Signed in, every role
  { path: '/reset-password', name: 'auth-reset-password', title: 'titles.changePassword', layout: 'content', allow: true },
  { path: '/pages/access-control', name: 'access-control', title: 'titles.accessControl', layout: 'content', allow: true },
  { path: '/views/welcome', name: 'views-welcome', title: 'titles.welcome', layout: 'content', allow: true },
  { path: '/views/pay-finished', name: 'views-pay-finished', title: 'titles.payFinished', layout: 'content', allow: true },

  // Console routes (SPEC §2.3)
  ...listForm('user', 'titles.user', [6]),
  ...listForm('user-app', 'titles.userApp', [7]),
  view('/views/sport/list', 'titles.sport', [11]),
  view('/views/sport/form/:id?', 'titles.sport', [11, 40]),
  view('/views/ranking-group/list', 'titles.rankingGroup', [40]),
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
  view('/views/payment-method/list', 'titles.paymentMethod', [4]),
  // Not tabled in SPEC §2.3 (the list is): adding a card needs a form.
  view('/views/payment-method/form/:id?', 'titles.paymentMethod', [4]),
  view('/views/order-video/list', 'titles.orderVideo', [1]),
  view('/views/video/list', 'titles.video', [5]),
  view('/views/video/preview/:id', 'titles.video', [5]),
  ...listForm('facility', 'titles.facility', [9]),
  ...listForm('field', 'titles.field', [10]),
  ...listForm('onsite-payment-method', 'titles.onsitePaymentMethod', [30]),
  ...listForm('camera', 'titles.camera', [8]),
  ...listForm('user-activity', 'titles.userActivity', [12]),
  ...listForm('highlight', 'titles.highlight', [13]),
  view('/views/notification/list', 'titles.notification', [14]),
  // Not tabled in SPEC §2.3 (the list is): creating an app notification needs a form.
  view('/views/notification/form/:id?', 'titles.notification', [14]),
  ...listForm('group', 'titles.group', [15]),
  ...listForm('role', 'titles.role', [16]),
  ...listForm('console-notification', 'titles.consoleNotification', [18]),
  ...listForm('recurring-order', 'titles.recurringOrder', [19]),
  view('/views/field-monitoring/list', 'titles.fieldMonitoring', [21]),
  ...listForm('inventory', 'titles.inventory', [29]),
  ...listForm('products-categories', 'titles.productCategory', [28]),
  ...listForm('players-group', 'titles.playersGroup', [25]),
  view('/views/reservations/schedule', 'titles.schedule', [23]),
  view('/views/recurring-reservation/list', 'titles.recurringReservation', [35]),
  view('/views/recurring-reservations/form/:id?', 'titles.recurringReservation', [35]),
  view('/views/reservations/form/:id?', 'titles.reservation', [35]),
  view('/views/reservation', 'titles.reservation', [31]),
  view('/views/metrics', 'titles.metrics', [32]),
  view('/views/communications', 'titles.communications', [33]),
  ...listForm('product', 'titles.product', [27]),
  view('/views/checkout', 'titles.checkout', [26]),
  ...listForm('terminal', 'titles.terminal', [34]),
  view('/views/contact/list', 'titles.contact', [36]),
  view('/views/contact/form/:isContact/:id?', 'titles.contact', [36]),
  ...listForm('blocked-times', 'titles.blockedTimes', [38]),
  ...listForm('cancelled-reasons', 'titles.cancelledReasons', [39]),
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

export const LOGIN_PATH = '/login';
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
