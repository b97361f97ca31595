import { Suspense, type ComponentType } from 'react';
import type { RouteName } from '../../domain/access/routes';
import { resourceRoutes, type ResourceName, type ResourceRoute } from '../../domain/resources/manifest';
import { loadedComponent } from './loaded-component';
import { Loading } from './loading';
import { PlaceholderScreen, screen, type Screen, type ScreenTable } from './screens';

/**
 * The screen of a declared resource's route (domain/resources/manifest.ts): the generic list or
 * form bound to the declaration; a list with other resources as tabs is a settings view, a form
 * route shared by several resources picks one by its address. The manifest carries no schema, so
 * the entry chunk stays free of zod.
 */
function resourceScreen({ kind, resources }: ResourceRoute): Screen {
  const [name] = resources as [ResourceName];
  if (kind === 'list' && resources.length > 1) return settingsScreen(resources);
  if (kind === 'list') return screen(() => Promise.all([import('../features/resources/resource-list-page'), declared(name)]).then(([m, d]) => ({ default: m.listScreen(d) })));
  if (resources.length > 1) return screen(() => Promise.all([import('../features/resources/shared-form'), declaredAll(resources)]).then(([m, d]) => ({ default: m.sharedFormScreen(d) })));
  return screen(() => Promise.all([import('../features/resources/resource-form-page'), declared(name)]).then(([m, d]) => ({ default: m.formScreen(d) })));
}

/**
 * A resource's declaration and those of the resources it refers to (the generic list and form draw
 * them: src/features/resources/declarations.ts), fetched beside the screen's chunk: one declaration,
 * not the registry of all 22.
 */
const declared = (name: ResourceName) => import('../features/resources/declarations').then((m) => m.loadDeclaration(name));
const declaredAll = (names: readonly ResourceName[]) => Promise.all(names.map(declared));

/**
 * What a saved record's form shows under it (a facility's card payments, a camera's secret, a
 * contact's history): a chunk of its own, fetched beside the record's call (ResourceFormPage
 * preloads it), so a form's first load and a new record's form do without it.
 */
const extra = (load: () => Promise<ComponentType<{ id: number }>>) => loadedComponent<{ id: number }>(() => load().then((component) => ({ default: component })));
const FacilityExtras = extra(() => import('../features/facilities/facility-extras').then((m) => m.FacilityExtras));
const CameraSecret = extra(() => import('../features/cameras/camera-secret').then((m) => m.CameraSecret));
const FieldQr = extra(() => import('../features/fields/field-qr').then((m) => m.FieldQr));
const TerminalReader = extra(() => import('../features/pos/terminal-reader').then((m) => m.TerminalReader));
const ProductJournal = extra(() => import('../features/inventory/product-journal').then((m) => m.ProductJournal));
const ResetStaffPassword = extra(() => import('../features/users/reset-password').then((m) => m.ResetStaffPassword));
const ContactHistoryPanel = extra(() => import('../features/contacts/contact-history').then((m) => m.ContactHistoryPanel));

/** An area's texts (src/features/<area>/texts.ts and the like): English with the chunk, the language shown once loaded. */
type AreaTexts = () => Promise<{ textsReady: Promise<void> }>;
const bookingTexts: AreaTexts = () => import('../features/bookings/texts');
const videoTexts: AreaTexts = () => import('../features/videos/texts');
const posTexts: AreaTexts = () => import('../features/pos/texts');
const paymentsTexts: AreaTexts = () => import('../features/pos/payments-texts');
// The contact picker's words, for a screen outside the bookings that draws it.
const pickerTexts: AreaTexts = () => import('../features/bookings/reservation-texts');

/** A screen of an area, drawn once its texts are there in the language shown. */
const withTexts =
  (...texts: AreaTexts[]) =>
  (load: () => Promise<{ default: ComponentType<{ title: string }> }>): Screen =>
    screen(() => Promise.all([load(), ...texts.map((area) => area().then((m) => m.textsReady))]).then(([m]) => m));
// A booking's detail shows its video's state and order: the booking screens load the videos' texts too.
const bookingScreen = withTexts(bookingTexts, videoTexts);
// The checkout prints receipts (the payments' texts) and picks a contact.
const checkoutScreen = withTexts(posTexts, paymentsTexts, pickerTexts);
const posScreen = withTexts(paymentsTexts);
const cameraScreen = withTexts(() => import('../features/cameras/texts'));
const videoScreen = withTexts(videoTexts);
// Ordering a video picks its contact.
const videoOrderScreen = withTexts(videoTexts, pickerTexts);
const inventoryScreen = withTexts(() => import('../features/inventory/texts'));
const recurringScreen = withTexts(() => import('../features/videos/recurring-texts'), videoTexts, bookingTexts);

function settingsScreen(resources: readonly ResourceName[]): Screen {
  return screen(() => Promise.all([import('../features/resources/settings-view'), declaredAll(resources)]).then(([m, d]) => ({ default: m.settingsScreen(d) })));
}

const RESOURCE_SCREENS: ScreenTable = Object.fromEntries(resourceRoutes().map((route) => [route.name, resourceScreen(route)]));

/**
 * The console's screens (content layout), by route name. This table loads with the shell
 * (src/layouts/content-layout.tsx), which renders the screen of its route: a screen starts loading
 * once the shell is there, so its preload list lives in the shell's chunk, not in the entry.
 */
export const CONSOLE_SCREENS: ScreenTable = {
  'auth-reset-password': screen(() => import('../features/auth/change-password-page')),
  'access-control': screen(() => import('../features/access-control/access-control-page')),
  'views-welcome': screen(() => import('../features/welcome/welcome-page')),
  'views-reservations-schedule': bookingScreen(() => import('../features/bookings/schedule-page')),
  // Videos (issue 18): the list, a video's preview, the combined view, and the order history (view 2).
  'views-video-preview': videoScreen(() => import('../features/videos/video-preview-page')),
  'views-field-monitoring-list': cameraScreen(() => import('../features/cameras/field-monitoring-page')),
  'views-video-list': videoScreen(() => import('../features/videos/video-list')),
  // Its field monitoring tab needs the cameras' texts.
  'views-video-view': withTexts(() => import('../features/cameras/texts'), videoTexts, pickerTexts)(() => import('../features/videos/video-view')),
  'views-order-video-list': videoOrderScreen(() => import('../features/videos/order-video')),
  'views-order-history-list': videoScreen(() => import('../features/videos/order-history').then((m) => ({ default: m.OrderHistoryList }))),
  'views-order-history-preview': videoScreen(() => import('../features/videos/order-history').then((m) => ({ default: m.OrderPreview }))),
  'views-order-history-video-preview': videoScreen(() => import('../features/videos/video-preview-page')),
  // Recurring video orders (view 19): the contact picker speaks the booking words.
  'views-recurring-order-list': recurringScreen(() => import('../features/videos/recurring-order-list').then((m) => ({ default: m.RecurringOrderList }))),
  'views-recurring-order-form': recurringScreen(() => import('../features/videos/recurring-order-form').then((m) => ({ default: m.RecurringOrderFormPage }))),
  'views-booking-view': bookingScreen(() => import('../features/bookings/booking-view')),
  'views-reservations-form': bookingScreen(() => import('../features/bookings/reservation-form-page')),
  'views-reservation': bookingScreen(() => import('../features/bookings/reservation-list-page')),
  'views-recurring-reservation-list': bookingScreen(() => import('../features/bookings/series-list').then((m) => ({ default: m.RecurringListScreen }))),
  'views-recurring-reservations-form': bookingScreen(() => import('../features/bookings/recurring-form-page')),
  'views-blocked-times-list': bookingScreen(() => import('../features/bookings/series-list').then((m) => ({ default: m.BlockedListScreen }))),
  'views-blocked-times-form': bookingScreen(() => import('../features/bookings/blocked-time-form-page')),
  'views-checkout': checkoutScreen(() => import('../features/pos/checkout-page')),
  'views-pay-finished': checkoutScreen(() => import('../features/pos/pay-finished-page')),
  ...RESOURCE_SCREENS,
  // Combined views (SPEC §2.3): a tab per resource list the user may open.
  'views-facility-settings-view': bookingScreen(() =>
    Promise.all([import('../features/bookings/facility-settings-view'), declaredAll(['fields', 'cameras', 'onsite-payment-methods'])]).then(([m, d]) => ({ default: m.facilitySettingsScreen(d) })),
  ),
  'views-sideline-settings-view': settingsScreen(['sports', 'ranking-groups']),
  'views-organization-settings-view': settingsScreen(['cancellation-reasons']),
  'views-billing-view': withTexts(() => import('../features/billing/texts'))(() => import('../features/billing/billing-view')),
  // Organizations and facilities: a save refreshes the top bar's selectors; a facility shows its gallery and card payments.
  'views-group-form': screen(() =>
    Promise.all([import('../features/resources/resource-form-page'), declared('organizations')]).then(([m, d]) => ({ default: m.formScreen(d, { refresh: [['groups'], ['facilities']] }) })),
  ),
  'views-facility-form': screen(() =>
    Promise.all([import('../features/resources/resource-form-page'), declared('facilities')]).then(([m, d]) => ({ default: m.formScreen(d, { Extra: FacilityExtras, refresh: [['facilities']] }) })),
  ),
  // POS payments (view 24): the list, a payment's preview, and the form (the preview, or the checkout for a new sale).
  'views-pos-payment-list': posScreen(() => import('../features/pos/payment-list-page')),
  'views-pos-payment-preview': posScreen(() => import('../features/pos/payment-preview-page')),
  'views-pos-payment-form': screen(() => import('../features/pos/payment-form-page')),
  // The organization's payments (view 3) and the platform's (view 22): the same list and preview with another scope.
  'views-payment-list': posScreen(() => import('../features/pos/payment-list-page').then((m) => ({ default: m.OrganizationPaymentListPage }))),
  'views-payment-preview': posScreen(() => import('../features/pos/payment-preview-page').then((m) => ({ default: m.OrganizationPaymentPreviewPage }))),
  'views-payment-form': screen(() => import('../features/pos/payment-form-page').then((m) => ({ default: m.OrganizationPaymentFormPage }))),
  'views-sideline-payment-list': posScreen(() => import('../features/pos/payment-list-page').then((m) => ({ default: m.PlatformPaymentListPage }))),
  'views-sideline-payment-preview': posScreen(() => import('../features/pos/payment-preview-page').then((m) => ({ default: m.PlatformPaymentPreviewPage }))),
  'views-sideline-payment-form': screen(() => import('../features/pos/payment-form-page').then((m) => ({ default: m.PlatformPaymentFormPage }))),
  // A camera shows its code and issues its ingest secret under the form (issue 18).
  'views-camera-form': cameraScreen(() => Promise.all([import('../features/resources/resource-form-page'), declared('cameras')]).then(([m, d]) => ({ default: m.formScreen(d, { Extra: CameraSecret }) }))),
  // A field shows its QR code and downloads its printable poster under the form (issue 19 item 5).
  'views-field-form': withTexts(() => import('../features/fields/texts'))(() =>
    Promise.all([import('../features/resources/resource-form-page'), declared('fields')]).then(([m, d]) => ({ default: m.formScreen(d, { Extra: FieldQr }) })),
  ),
  // A terminal shows its card reader's state under the form (view 34).
  'views-terminal-form': posScreen(() => Promise.all([import('../features/resources/resource-form-page'), declared('terminals')]).then(([m, d]) => ({ default: m.formScreen(d, { Extra: TerminalReader }) }))),
  // Inventory adjustment (view 29): the adjustments list, a new count or one read back.
  'views-inventory-list': inventoryScreen(() => import('../features/inventory/inventory-list-page')),
  'views-inventory-form': inventoryScreen(() => import('../features/inventory/inventory-form-page')),
  // A product shows its stock journal under the form (issue 17).
  'views-product-form': inventoryScreen(() =>
    Promise.all([import('../features/resources/resource-form-page'), declared('products')]).then(([m, d]) => ({ default: m.formScreen(d, { Extra: ProductJournal }) })),
  ),
  'views-console-notification-form': screen(() => import('../features/updates/console-notification-form')),
  // A console user's form: an administrator sends them a password reset code (view 6).
  'views-user-form': withTexts(() => import('../features/users/texts'))(() =>
    Promise.all([import('../features/resources/resource-form-page'), declared('console-users')]).then(([m, d]) => ({ default: m.formScreen(d, { Extra: ResetStaffPassword }) })),
  ),
  // A contact shows its history under the form (bookings, payments, balance, no-shows, duplicates); its texts and the booking words load with it.
  'views-contact-form': withTexts(
    bookingTexts,
    () => import('../features/contacts/texts'),
  )(() =>
    Promise.all([import('../features/resources/shared-form'), declaredAll(['contacts', 'contact-categories'])]).then(([m, d]) => ({
      default: m.sharedFormScreen(d, { contacts: { Extra: ContactHistoryPanel } }),
    })),
  ),
};

/** The screen of a console route (the placeholder until it is built), with a spinner while its chunk loads. */
export function ConsoleScreen({ routeName, title }: { routeName: RouteName | 'detail'; title: string }) {
  const Screen = (routeName !== 'detail' && CONSOLE_SCREENS[routeName]) || PlaceholderScreen;
  return (
    <Suspense fallback={<Loading />}>
      <Screen title={title} />
    </Suspense>
  );
}
