import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PosFacts } from '../../../domain/pos/api';
import { sharesWithin, type BookingCharge, type PosContact, type PosProduct, type VideoCharge } from '../../../domain/pos/cart';
import { is12Hour } from '../../../domain/organization/clock';
import { figuresOf, type CheckoutEvent, type OpenTab } from '../../../machines/checkout.machine';
import { toApiError } from '../../api/client';
import { getBookingCharge, getVideoCharge, usePosFacts } from '../../api/pos';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { BookingPicker, bookingVideoCharge, type PlaceClock } from './booking-picker';
import { CartPanel } from './cart-panel';
import { ContactField } from './contact-field';
import { FreeLineForm } from './free-line-form';
import { KeepOpenDialog } from './keep-open-dialog';
import { OpenTabsDialog } from './open-tabs-dialog';
import { NO_PRODUCTS_FILTER, ProductsPanel, type ProductsFilter } from './products-panel';
import { Failure, Refusal, useMoney, type PosArea } from './pos-ui';
import { ReceiptPrint } from './receipt-print';
import { useCheckout } from './use-checkout';
import { FacilityNotice } from '../../shell/facility-notice';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';
import { usePreload } from '../../ui/on-demand';
import { loadedComponent } from '../../routing/loaded-component';
import type { PaymentPanel as Payment } from './payment-panel';
import type { ConfirmationPanel as Confirmation } from './confirmation-panel';

// The payment and the confirmation steps are chunks of their own, fetched once the checkout has
// painted: by the time a sale is charged they are there (drawn at once), out of the page's first load.
const PaymentPanel = loadedComponent<ComponentProps<typeof Payment>>(() => import('./payment-panel').then((m) => ({ default: m.PaymentPanel })));
const ConfirmationPanel = loadedComponent<ComponentProps<typeof Confirmation>>(() => import('./confirmation-panel').then((m) => ({ default: m.ConfirmationPanel })));
const preloadSteps = () => Promise.all([PaymentPanel.preload(), ConfirmationPanel.preload()]);

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 360px)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  work: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  aside: {
    position: 'sticky',
    top: tokens.spacingVerticalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    '@media (max-width: 900px)': { position: 'static', order: -1 },
  },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  charge: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
});

/**
 * `/views/checkout` (view 26): the counter's checkout for a front-desk person on a tablet. The
 * chosen facility's facts load first; then the sale is the checkout machine's (./use-checkout.ts):
 * products, bookings, a free amount and the contact go into the cart, which with its totals stays
 * on screen; "Charge" goes to payment (tip, part, method; cash, typed-in card, reader), then the
 * confirmation. `?reservation_id=` opens it with that booking's balance and its pending video order; with
 * `&participant_id=` (once per participant), with those participants' shares instead, one line each.
 */
export default function CheckoutPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { facility, facilityId } = useSelection();
  const facts = usePosFacts(facilityId);
  usePreload(preloadSteps);
  let body;
  if (facilityId === null) body = <FacilityNotice chooseText={t('checkout.chooseFacility')} />;
  else if (facts.isPending) body = <LoadingSpinner />;
  else if (facts.isError)
    body = (
      <Panel>
        <Failure text={t('checkout.loadFailed', { message: facts.error.message })} />
        <Button onClick={() => void facts.refetch()}>{t('checkout.retry')}</Button>
      </Panel>
    );
  else body = <Counter key={facts.data.facility_id} facts={facts.data} clock={{ zone: facility?.timezone ?? 'UTC', twelveHour: facility ? is12Hour(facility.time_format) : false }} />;
  return (
    <>
      <PageTitle title={t(title)} />
      {body}
    </>
  );
}

function Counter({ facts, clock }: { facts: PosFacts; clock: PlaceClock }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const format = useMoney(facts.currency);
  const checkout = useCheckout(facts);
  const { snapshot } = checkout;
  const { context } = snapshot;
  const [area, setArea] = useState<PosArea | null>(null);
  // The products' search and category outlive the products panel (drawn again when the sale comes back to the cart); a new sale starts without them.
  const [productsFilter, setProductsFilter] = useState<ProductsFilter>(NO_PRODUCTS_FILTER);
  const send = checkout.act;
  const act = useCallback(
    (where: PosArea, event: CheckoutEvent) => {
      setArea(where);
      return send(event);
    },
    [send],
  );
  const onAddProduct = useCallback((product: PosProduct) => act('products', { type: 'cart.productAdded', product }), [act]);
  const onQuantity = useCallback((key: string, quantity: number) => act('cart', { type: 'cart.quantityChanged', key, quantity }), [act]);
  const onRemove = useCallback((key: string) => act('cart', { type: 'cart.lineRemoved', key }), [act]);
  const onFreeLine = useCallback((description: string, amount: number) => act('free', { type: 'cart.freeLineAdded', description, amount }), [act]);
  const onResume = useCallback((tab: OpenTab) => act('tab', { type: 'tab.resume', tab }), [act]);
  // The booking picker's contact goes with its booking unless the sale has one already (read when it is picked).
  const contactNow = useRef(context.cart.contact);
  contactNow.current = context.cart.contact;
  // A booking's whole balance comes in with its pending video order as the video's own line (one sale pays both).
  const onBooking = useCallback(
    (charge: BookingCharge | null, video: VideoCharge | null, contact: PosContact | null) => {
      const added = (charge === null || act('bookings', { type: 'cart.bookingAdded', charge })) && (video === null || act('bookings', { type: 'cart.videoAdded', video }));
      if (added && contact && !contactNow.current) act('bookings', { type: 'cart.contactAttached', contact });
    },
    [act],
  );
  const onContact = useCallback((contact: PosContact | null) => act('cart', contact ? { type: 'cart.contactAttached', contact } : { type: 'cart.contactDetached' }), [act]);
  const onKeep = useCallback((name: string) => act('park', { type: 'tab.park', name }), [act]);
  // The sale's totals, paid and remaining: computed once per snapshot, for the cart's panel and the Charge button.
  const figures = useMemo(() => figuresOf(context), [context]);
  const refusal = (where: PosArea) => (area === where ? context.refusal : null);
  const inCart = snapshot.matches('cart');

  // A kept tab is said once.
  const parked = context.parked;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (parked && told.current !== parked) notify(t('checkout.parked', { name: parked }), 'success');
    told.current = parked;
  }, [parked, notify, t]);

  // `?reservation_id=` (and `&participant_id=`, once per participant): that booking's balance with its pending video order (or those participants' shares, one line each) goes into the new sale's cart, once.
  const [search, setSearch] = useSearchParams();
  const fromAddress = useRef(false);
  const reservationId = Number(search.get('reservation_id'));
  const participantIds = search.get('participant_id') === null ? '' : search.getAll('participant_id').join(',');
  const ready = snapshot.matches('cart') && context.facility !== null;
  useEffect(() => {
    if (!ready || fromAddress.current || !Number.isInteger(reservationId) || reservationId <= 0) return;
    fromAddress.current = true;
    const ids = participantIds === '' ? [] : participantIds.split(',').map(Number);
    // Several participants' shares: with the booking's balance, which together they never go past (`sharesWithin`).
    const asked = ids.length > 1 ? [null, ...ids] : ids.length === 1 ? ids : [null];
    Promise.all(asked.map((participantId) => getBookingCharge(reservationId, participantId))).then(
      (rows) => {
        if (ids.length > 1) {
          const [balance, ...shares] = rows;
          const charges = shares.map((row) => ({ bookingId: row.booking_id, participantId: row.participant_id, description: row.description, amount: row.amount_cents }));
          for (const charge of sharesWithin(charges, balance!.amount_cents)) onBooking(charge, null, null);
        } else {
          const row = rows[0]!;
          onBooking(
            row.amount_cents > 0 || !row.video ? { bookingId: row.booking_id, participantId: row.participant_id, description: row.description, amount: row.amount_cents } : null,
            bookingVideoCharge(row.video),
            null,
          );
          // The booking's contact, or the one participant's (several paying together name none: the desk may attach one).
          if (row.contact) act('bookings', { type: 'cart.contactAttached', contact: row.contact });
        }
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('reservation_id');
            next.delete('participant_id');
            return next;
          },
          { replace: true },
        );
      },
      (error: unknown) => notify(t('checkout.bookingMissing', { message: toApiError(error).text }), 'error'),
    );
  }, [ready, reservationId, participantIds, act, onBooking, notify, t, setSearch]);

  // `?video_order_id=`: a video ordered at order video (issue 18 item 2) goes into the new sale's cart as a video line, once.
  const videoOrderId = Number(search.get('video_order_id'));
  const videoFromAddress = useRef(false);
  useEffect(() => {
    if (!ready || videoFromAddress.current || !Number.isInteger(videoOrderId) || videoOrderId <= 0) return;
    videoFromAddress.current = true;
    getVideoCharge(videoOrderId).then(
      (row) => {
        act('bookings', { type: 'cart.videoAdded', video: { videoOrderId: row.video_order_id, description: row.description, amount: row.amount_cents } });
        if (row.contact) act('bookings', { type: 'cart.contactAttached', contact: row.contact });
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('video_order_id');
            return next;
          },
          { replace: true },
        );
      },
      (error: unknown) => notify(t('checkout.videoMissing', { message: toApiError(error).text }), 'error'),
    );
  }, [ready, videoOrderId, act, notify, t, setSearch]);

  let work;
  if (snapshot.matches('loading') || snapshot.matches('saving') || snapshot.matches('parking')) work = <Spinner label={t('checkout.saving')} />;
  else if (snapshot.matches('payment')) work = <PaymentPanel snapshot={snapshot} facts={facts} act={act} refusal={refusal} setCard={checkout.setCard} />;
  else if (snapshot.matches('confirmation'))
    work = (
      <ConfirmationPanel
        snapshot={snapshot}
        facts={facts}
        act={act}
        refusal={refusal('confirmation')}
        onNewSale={() => {
          setArea(null);
          setProductsFilter(NO_PRODUCTS_FILTER);
          checkout.newSale();
        }}
      />
    );
  else
    work = (
      <>
        <ProductsPanel facts={facts} disabled={!inCart} onAdd={onAddProduct} filter={productsFilter} onFilter={setProductsFilter} />
        <Refusal refusal={refusal('products')} />
        <FreeLineForm currency={facts.currency} disabled={!inCart} onAdd={onFreeLine} />
        <Refusal refusal={refusal('free')} />
        <div className={styles.tools}>
          <BookingPicker facts={facts} clock={clock} disabled={!inCart} onAdd={onBooking} />
          <OpenTabsDialog facts={facts} disabled={!inCart} onResume={onResume} />
        </div>
        <Refusal refusal={refusal('bookings') ?? refusal('tab')} />
        <ContactField facilityId={facts.facility_id} contact={context.cart.contact} disabled={!inCart} onChange={onContact} />
      </>
    );

  return (
    <div className={styles.layout}>
      <div className={styles.work}>{work}</div>
      <aside className={styles.aside}>
        <Panel>
          <CartPanel snapshot={snapshot} figures={figures} currency={facts.currency} onQuantity={onQuantity} onRemove={onRemove} />
          <Refusal refusal={refusal('cart')} />
          {inCart && <Failure text={context.error?.message} />}
          {inCart && (
            <div className={styles.actions}>
              {/* The primary action only once there is something to charge: an empty cart's Charge is refused with why. */}
              <Button className={styles.charge} size="large" appearance={context.cart.lines.length > 0 ? 'primary' : 'secondary'} onClick={() => act('cart', { type: 'checkout.start' })}>
                {t('checkout.charge', { amount: format(figures.remaining) })}
              </Button>
              <KeepOpenDialog initialName={context.tabName} disabled={false} refusal={refusal('park')} onKeep={onKeep} />
            </div>
          )}
        </Panel>
      </aside>
      <ReceiptPrint invoiceId={checkout.printing} onDone={checkout.printed} />
    </div>
  );
}
