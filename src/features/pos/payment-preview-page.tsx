import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { ArrowLeftRegular, MailRegular, PrintRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { instantLabel } from '../../../domain/time/local';
import { is12Hour } from '../../../domain/organization/clock';
import type { Invoice, PaymentRow, Refund } from '../../../domain/pos/api';
import { POS_VIEWS } from '../../../domain/pos/api-paths';
import type { ApiError } from '../../api/client';
import { emailReceipt, usePaymentDetail, type PaymentScopeKind } from '../../api/pos-payments';
import { breakdownRows, paymentBreakdown } from '../../../domain/pos/breakdown';
import { refundReasonText } from '../../../domain/pos/refund';
import { PageTitle } from '../../layouts/page-title';
import { useSessionUser } from '../../session/use-session';
import { selectionStore, useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { money } from '../bookings/money';
import { PaymentStatusBadge } from './payment-status';
import { printReceipt } from './receipt';
import { RefundDialog } from './refund-dialog';
import { Panel, PanelHeader } from '../../ui/panel';
import { OnDemandTooltip } from '../../ui/on-demand-tooltip';

const useStyles = makeStyles({
  top: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', marginBottom: tokens.spacingVerticalM },
  grow: { flexGrow: 1 },
  panels: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' },
  card: { padding: tokens.spacingHorizontalL },
  wide: { gridColumn: '1 / -1', overflowX: 'auto' },
  rows: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  right: { textAlign: 'end' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
  item: { width: '40%' },
  quantity: { width: '12%', textAlign: 'end' },
  price: { width: '24%', textAlign: 'end', whiteSpace: 'nowrap' },
  when: { width: '150px', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  // Eight columns stay readable on a tablet: the table scrolls sideways rather than squeezing them.
  payments: { minWidth: '860px' },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM, alignItems: 'baseline' },
});

/** The method as the receipt calls it, and its kind when that says more ("Visa ···4242 · Card (typed in)", not "Cash · Cash"). */
const methodText = (label: string, kind: string) => (label === kind ? label : `${label} · ${kind}`);

/** Why the receipt cannot be e-mailed (null: it can): the sale needs a contact with an address, and to be paid. */
function emailBlocked(invoice: Invoice, t: (key: string, options?: Record<string, unknown>) => string): string | null {
  if (!invoice.contact) return t('posPayments.preview.noContact');
  if (!invoice.contact.email) return t('posPayments.preview.noEmail', { name: invoice.contact.name });
  if (invoice.status !== 'paid') return t('posPayments.preview.notPaid');
  return null;
}

const LIST: Record<PaymentScopeKind, string> = { facility: '/views/pos-payment/list', organization: '/views/payment/list', platform: '/views/sideline-payment/list' };
const PREVIEW: Record<PaymentScopeKind, string> = { facility: '/views/pos-payment/preview/', organization: '/views/payment/preview/', platform: '/views/sideline-payment/preview/' };

/** `/views/pos-payment/preview/:id` (view 24): a payment and the sale it paid, its lines, totals and every payment of it; print or e-mail its receipt. */
export default function PaymentPreviewPage({ title }: { title: string }) {
  return <PaymentPreview title={title} scope="facility" />;
}

/** `/views/payment/preview/:id` (view 3): the same preview of any payment of the organization's facilities. */
export function OrganizationPaymentPreviewPage({ title }: { title: string }) {
  return <PaymentPreview title={title} scope="organization" />;
}

/** `/views/sideline-payment/preview/:id` (view 22): an app user's online payment. */
export function PlatformPaymentPreviewPage({ title }: { title: string }) {
  return <PaymentPreview title={title} scope="platform" />;
}

function PaymentPreview({ title, scope }: { title: string; scope: PaymentScopeKind }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = usePaymentDetail(valid ? id : null, scope);
  const { facility, facilities } = useSelection();
  const { user } = useSessionUser();
  // Refunding is the POS payments' permission (24); the server answers E403 to anyone else.
  const mayRefund = (user?.permissions_ids ?? []).includes(POS_VIEWS.payments);
  // Times in the payment's facility's zone when the user sees it (the platform's payments: UTC).
  const own = facilities.find((f) => f.id === detail.data?.payment.facility_id) ?? (scope === 'facility' ? facility : null);
  const zone = own?.timezone ?? 'UTC';
  const twelve = own ? is12Hour(own.time_format) : false;
  const when = (iso: string) => instantLabel(iso, zone, twelve, i18n.language);
  const listPath = (location.state as { listPath?: string } | null)?.listPath ?? LIST[scope];
  const send = useMutation({
    mutationFn: (invoiceId: number) => emailReceipt(invoiceId),
    onSuccess: (answer) => notify(t('posPayments.preview.emailed', { email: answer.email }), 'success'),
    onError: (e: ApiError) => notify(e.text, 'error'),
  });

  const back = (
    <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => void navigate(listPath)}>
      {t('posPayments.preview.back')}
    </Button>
  );
  if (!valid || detail.isError) {
    return (
      <>
        <PageTitle title={t(title)} />
        <div className={styles.top}>{back}</div>
        <Panel role="alert">{valid ? (detail.error as ApiError).text : t('posPayments.preview.notFound')}</Panel>
      </>
    );
  }
  if (detail.isPending) {
    return (
      <>
        <PageTitle title={t(title)} />
        <Skeleton aria-label={t('app.loading')}>
          <SkeletonItem />
          <SkeletonItem />
        </Skeleton>
      </>
    );
  }

  const { payment, invoice, refunds } = detail.data;
  const m = (cents: number) => money(cents, invoice.currency);
  const blocked = emailBlocked(invoice, t);
  const emailButton = (
    <Button icon={<MailRegular />} disabled={blocked !== null || send.isPending} onClick={() => send.mutate(invoice.id)}>
      {t('posPayments.preview.email')}
    </Button>
  );
  const line = (label: string, value: string, strong = false) => (
    <>
      <Text weight={strong ? 'semibold' : 'regular'}>{label}</Text>
      <Text weight={strong ? 'semibold' : 'regular'} className={styles.right}>
        {value}
      </Text>
    </>
  );

  return (
    <>
      <PageTitle title={t(title)} />
      <div className={styles.top}>
        {back}
        <span className={styles.grow} />
        <Button appearance="primary" icon={<PrintRegular />} onClick={() => printReceipt(invoice, { zone, twelveHour: twelve })}>
          {t('posPayments.preview.print')}
        </Button>
        {blocked ? (
          <OnDemandTooltip content={blocked} relationship="description">
            {emailButton}
          </OnDemandTooltip>
        ) : (
          emailButton
        )}
        {mayRefund && payment.refundable_cents > 0 && <RefundDialog payment={payment} invoice={invoice} methodText={payment.method_label} m={m} />}
        {blocked && (
          <Text size={200} className={styles.meta}>
            {blocked}
          </Text>
        )}
      </div>
      <div className={styles.panels}>
        <Panel className={styles.card} role="region" aria-label={t('posPayments.preview.payment')}>
          <PanelHeader
            header={<Text weight="semibold">{t('posPayments.preview.payment')}</Text>}
            action={
              <span>
                <PaymentStatusBadge status={payment.status} refundState={payment.refund_state} />
              </span>
            }
          />
          <div className={styles.rows}>
            {line(t('posPayments.columns.date'), when(payment.created_at))}
            {line(t('posPayments.columns.amount'), m(payment.amount_cents), true)}
            {line(t('posPayments.columns.tip'), m(payment.tip_cents))}
            {line(t('posPayments.columns.method'), methodText(payment.method_label, t(`posPayments.methods.${payment.method}`)))}
            {payment.decline_reason && line(t('posPayments.preview.declineReason'), t(`pos.declined.${payment.decline_reason}`))}
            {line(t('posPayments.columns.operator'), payment.operator_name || '—')}
            {line(t('posPayments.columns.terminal'), payment.terminal_name ?? '—')}
            {line(t('posPayments.columns.contact'), payment.contact_name ?? '—')}
            {payment.provider_reference && line(t('posPayments.preview.reference'), payment.provider_reference)}
            {payment.refund_state !== 'none' && line(t('posPayments.refund.refunded'), m(payment.refunded_cents))}
            {payment.refund_state !== 'none' && line(t('posPayments.refund.refundable'), m(payment.refundable_cents))}
          </div>
        </Panel>
        <OrderLines payment={payment} invoice={invoice} refunds={refunds} m={m} line={line} atFacility={own ? () => selectionStore.setFacility(own.id) : undefined} />
        <Totals invoice={invoice} m={m} line={line} />
        <Panel className={mergeClasses(styles.card, styles.wide)} role="region" aria-label={t('posPayments.preview.lines')}>
          <PanelHeader header={<Text weight="semibold">{t('posPayments.preview.lines')}</Text>} />
          <Table size="small" aria-label={t('posPayments.preview.lines')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.item}>{t('posPayments.preview.item')}</TableHeaderCell>
                <TableHeaderCell className={styles.quantity}>{t('posPayments.preview.quantity')}</TableHeaderCell>
                <TableHeaderCell className={styles.price}>{t('posPayments.preview.unitPrice')}</TableHeaderCell>
                <TableHeaderCell className={styles.price}>{t('posPayments.preview.total')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoice.lines.map((l) => (
                <TableRow key={l.id}>
                  <TableCell>{l.description}</TableCell>
                  <TableCell className={styles.amount}>{l.quantity}</TableCell>
                  <TableCell className={styles.amount}>{m(l.unit_price_cents)}</TableCell>
                  <TableCell className={styles.amount}>{m(l.total_cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Panel>
        {refunds.length > 0 && <Refunds refunds={refunds} when={when} m={m} />}
        <InvoicePayments invoice={invoice} current={payment} when={when} m={m} previewPath={PREVIEW[scope]} />
      </div>
    </>
  );
}

/** The payment's refunds: when, who, how much, why, and whether the provider took it. */
function Refunds({ refunds, when, m }: { refunds: Refund[]; when: (iso: string) => string; m: (cents: number) => string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Panel className={mergeClasses(styles.card, styles.wide)} role="region" aria-label={t('posPayments.refund.list')}>
      <PanelHeader header={<Text weight="semibold">{t('posPayments.refund.list')}</Text>} />
      <Table size="small" aria-label={t('posPayments.refund.list')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.when}>{t('posPayments.refund.when')}</TableHeaderCell>
            <TableHeaderCell>{t('posPayments.refund.who')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('posPayments.refund.amountColumn')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('posPayments.refund.commissionColumn')}</TableHeaderCell>
            <TableHeaderCell>{t('posPayments.refund.why')}</TableHeaderCell>
            <TableHeaderCell>{t('posPayments.refund.status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {refunds.map((r) => (
            <TableRow key={r.id}>
              <TableCell className={styles.nowrap}>{when(r.created_at)}</TableCell>
              <TableCell>{r.operator_name}</TableCell>
              <TableCell className={styles.amount}>{m(r.amount_cents)}</TableCell>
              <TableCell className={styles.amount}>{r.status === 'succeeded' ? m(r.commission_cents) : '—'}</TableCell>
              <TableCell>{refundReasonText(t, r.reason)}</TableCell>
              <TableCell>
                {t(`posPayments.refund.statuses.${r.status}`)}
                {r.decline_reason && <Text className={styles.meta}> {t(`pos.declined.${r.decline_reason}`)}</Text>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

type Line = (label: string, value: string, strong?: boolean) => React.ReactNode;

/** SPEC §3 order and payment lines (domain/pos/breakdown.ts), and links to what it paid: its bookings, videos, the sale. */
function OrderLines({
  payment,
  invoice,
  refunds,
  m,
  line,
  atFacility,
}: {
  payment: PaymentRow;
  invoice: Invoice;
  refunds: readonly Refund[];
  m: (cents: number) => string;
  line: Line;
  /** Works at the payment's facility (when the user may): what it paid opens in that facility's fields, zone and clock, not the one chosen before. */
  atFacility: (() => void) | undefined;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const b = paymentBreakdown({
    amount: payment.amount_cents,
    tip: payment.tip_cents,
    discount: payment.discount_cents,
    serviceFee: payment.non_refundable_cents,
    commission: payment.commission_cents,
    refunded: refunds.reduce((sum, r) => sum + (r.status === 'succeeded' ? r.amount_cents : 0), 0),
    commissionReturned: payment.commission_returned_cents,
    saleTax: invoice.tax_cents,
    saleDue: invoice.due_cents,
  });
  const bookings = [...new Set(invoice.lines.flatMap((l) => (l.booking_id === null ? [] : [l.booking_id])))];
  const videos = [...new Set(invoice.lines.flatMap((l) => (l.video_order_id === null ? [] : [l.video_order_id])))];
  return (
    <Panel className={styles.card} role="region" aria-label={t('posPayments.breakdown.title')}>
      <PanelHeader
        header={<Text weight="semibold">{t('posPayments.breakdown.title')}</Text>}
        description={payment.app_user_name ? <Text className={styles.meta}>{t('posPayments.breakdown.appUser', { name: payment.app_user_name })}</Text> : undefined}
      />
      <div className={styles.rows}>
        {breakdownRows(b).map((row) => (
          <Fragment key={row.key}>{line(t(`posPayments.breakdown.${row.key}`, row.key === 'commission' ? { percent: payment.commission_percent } : {}), m(row.cents), row.total)}</Fragment>
        ))}
      </div>
      <nav aria-label={t('posPayments.breakdown.links')} className={styles.links}>
        <Text weight="semibold">{t('posPayments.breakdown.links')}</Text>
        {bookings.map((id) => (
          <Link key={`b${id}`} to={`/views/reservations/form/${id}`} onClick={atFacility}>
            {t('posPayments.breakdown.booking', { id })}
          </Link>
        ))}
        {videos.map((id) => (
          <Link key={`v${id}`} to={`/views/order-history/preview/${id}`} onClick={atFacility}>
            {t('posPayments.breakdown.video', { id })}
          </Link>
        ))}
        <Text>{t('posPayments.breakdown.sale', { id: invoice.id })}</Text>
      </nav>
    </Panel>
  );
}

/** The sale's totals: subtotal, the tax within it, fees, tip, total, paid and what remains. */
function Totals({ invoice, m, line }: { invoice: Invoice; m: (cents: number) => string; line: Line }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Panel className={styles.card} role="region" aria-label={t('posPayments.preview.sale', { id: invoice.id })}>
      <PanelHeader
        header={<Text weight="semibold">{t('posPayments.preview.sale', { id: invoice.id })}</Text>}
        description={<Text className={styles.meta}>{[invoice.tab_name, invoice.contact?.name].filter(Boolean).join(' · ')}</Text>}
        action={<Text>{t(`posPayments.invoiceStatuses.${invoice.status}`)}</Text>}
      />
      <div className={styles.rows}>
        {line(t('receipt.subtotal'), m(invoice.subtotal_cents))}
        {line(t('receipt.tax', { percent: invoice.tax_percent }), m(invoice.tax_cents))}
        {line(t('receipt.fees'), m(invoice.fees_cents))}
        {line(t('receipt.tip'), m(invoice.tip_cents))}
        {line(t('receipt.total'), m(invoice.total_cents), true)}
        {line(t('receipt.paid'), m(invoice.paid_cents))}
        {line(t('receipt.remaining'), m(invoice.remaining_cents), invoice.remaining_cents > 0)}
      </div>
    </Panel>
  );
}

/** Every payment of the sale (declined and cancelled ones too), the one opened marked. */
function InvoicePayments({ invoice, current, when, m, previewPath }: { invoice: Invoice; current: PaymentRow; when: (iso: string) => string; m: (cents: number) => string; previewPath: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Panel className={mergeClasses(styles.card, styles.wide)} role="region" aria-label={t('posPayments.preview.payments')}>
      <PanelHeader header={<Text weight="semibold">{t('posPayments.preview.payments')}</Text>} />
      <Table size="small" className={styles.payments} aria-label={t('posPayments.preview.payments')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.when}>{t('posPayments.columns.date')}</TableHeaderCell>
            <TableHeaderCell>{t('posPayments.columns.method')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('posPayments.columns.amount')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('posPayments.columns.tip')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('posPayments.preview.tendered')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('posPayments.preview.change')}</TableHeaderCell>
            <TableHeaderCell>{t('posPayments.columns.status')}</TableHeaderCell>
            <TableHeaderCell>{t('posPayments.columns.operator')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoice.payments.map((p) => (
            <TableRow key={p.id} className={p.id === current.id ? styles.current : undefined} aria-current={p.id === current.id ? 'true' : undefined}>
              <TableCell className={styles.nowrap}>
                {p.id === current.id ? (
                  when(p.created_at)
                ) : (
                  <Button appearance="transparent" size="small" onClick={() => void navigate(`${previewPath}${p.id}`)}>
                    {when(p.created_at)}
                  </Button>
                )}
              </TableCell>
              <TableCell>{p.method_label}</TableCell>
              <TableCell className={styles.amount}>{m(p.amount_cents)}</TableCell>
              <TableCell className={styles.amount}>{m(p.tip_cents)}</TableCell>
              <TableCell className={styles.amount}>{p.tendered_cents !== null ? m(p.tendered_cents) : ''}</TableCell>
              <TableCell className={styles.amount}>{p.change_cents !== null ? m(p.change_cents) : ''}</TableCell>
              <TableCell>
                <PaymentStatusBadge status={p.status} refundState={p.refund_state} />
                {p.decline_reason && <Text className={styles.meta}> {t(`pos.declined.${p.decline_reason}`)}</Text>}
              </TableCell>
              <TableCell>{p.operator_name || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}
