import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { instantLabel } from '../../../domain/time/local';
import type { Invoice } from '../../../domain/pos/api';
import { money } from '../bookings/money';
import './payments-texts';

/**
 * The receipt of a sale (issue 15): the facility, the date in its zone, the tab it was kept under, the lines, the tax within
 * them, fees, tip, total, every captured payment and the change given. `<Receipt>` shows it in a
 * page (the checkout's confirmation); `printReceipt` prints it alone, on its own layout: a
 * container outside the console's tree that only the printer sees, while everything else of the
 * page (shell, menu, toasts) is hidden from it.
 *
 * Plain elements and its own small style sheet, so that it looks the same in the console, in the
 * print container (outside Fluent's provider) and on paper.
 */

export interface ReceiptOptions {
  /** The facility's time zone and clock: the receipt's date is the facility's. */
  zone: string;
  twelveHour: boolean;
}

const CSS = `
.sl-receipt { font-family: 'Segoe UI', system-ui, sans-serif; font-size: 14px; color: #111; background: #fff; max-width: 360px; padding: 16px; border: 1px dashed #999; }
.sl-receipt h2 { font-size: 18px; margin: 0 0 4px; text-align: center; }
.sl-receipt p { margin: 2px 0; text-align: center; }
.sl-receipt table { width: 100%; border-collapse: collapse; margin-top: 8px; }
.sl-receipt td { padding: 2px 0; vertical-align: top; }
.sl-receipt td.sl-amount { text-align: end; white-space: nowrap; padding-inline-start: 8px; }
.sl-receipt tr.sl-sep td { border-top: 1px dashed #999; padding-top: 6px; }
.sl-receipt tr.sl-strong td { font-weight: 600; font-size: 16px; }
.sl-receipt .sl-muted { color: #555; font-size: 12px; }
#sl-receipt-print { display: none; }
@media print {
  body.sl-printing-receipt > *:not(#sl-receipt-print) { display: none !important; }
  body.sl-printing-receipt #sl-receipt-print { display: block; }
  #sl-receipt-print .sl-receipt { border: none; max-width: none; }
}
`;

/** The receipt's style sheet, in the document once. */
function ensureStyles(): void {
  if (document.getElementById('sl-receipt-styles')) return;
  const style = document.createElement('style');
  style.id = 'sl-receipt-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}

function Row({ label, amount, className, muted }: { label: string; amount: string; className?: string; muted?: string }) {
  return (
    <tr className={className}>
      <td>
        {label}
        {muted && <div className="sl-muted">{muted}</div>}
      </td>
      <td className="sl-amount">{amount}</td>
    </tr>
  );
}

/** A sale's receipt. */
export function Receipt({ invoice, zone, twelveHour }: { invoice: Invoice } & ReceiptOptions) {
  const { t, i18n } = useTranslation();
  ensureStyles();
  const m = (cents: number) => money(cents, invoice.currency);
  const captured = invoice.payments.filter((p) => p.status === 'captured');
  const change = captured.reduce((sum, p) => sum + (p.change_cents ?? 0), 0);
  return (
    <section className="sl-receipt" aria-label={t('receipt.title')} data-testid="receipt">
      <h2>{invoice.facility_name}</h2>
      <p>{t('receipt.sale', { id: invoice.id })}</p>
      <p>{instantLabel(invoice.paid_at ?? invoice.created_at, zone, twelveHour, i18n.language)}</p>
      {invoice.tab_name && <p>{t('receipt.tab', { name: invoice.tab_name })}</p>}
      {invoice.contact && <p>{t('receipt.contact', { name: invoice.contact.name })}</p>}
      <table>
        <tbody>
          {invoice.lines.map((line) => (
            <Row key={line.id} label={line.description} muted={t('receipt.line', { quantity: line.quantity, price: m(line.unit_price_cents) })} amount={m(line.total_cents)} />
          ))}
          <Row className="sl-sep" label={t('receipt.subtotal')} amount={m(invoice.subtotal_cents)} />
          <Row label={t('receipt.tax', { percent: invoice.tax_percent })} amount={m(invoice.tax_cents)} />
          {invoice.fees_cents !== 0 && <Row label={t('receipt.fees')} amount={m(invoice.fees_cents)} />}
          {invoice.tip_cents !== 0 && <Row label={t('receipt.tip')} amount={m(invoice.tip_cents)} />}
          <Row className="sl-sep sl-strong" label={t('receipt.total')} amount={m(invoice.total_cents)} />
          {captured.map((p) => (
            <Row key={p.id} label={p.method_label} muted={p.tendered_cents !== null ? t('receipt.tendered', { amount: m(p.tendered_cents) }) : undefined} amount={m(p.amount_cents)} />
          ))}
          {change > 0 && <Row label={t('receipt.change')} amount={m(change)} />}
          {invoice.remaining_cents > 0 && <Row className="sl-strong" label={t('receipt.remaining')} amount={m(invoice.remaining_cents)} />}
        </tbody>
      </table>
      {invoice.operator_name && <p className="sl-muted">{t('receipt.operator', { name: invoice.operator_name })}</p>}
      <p>{t('receipt.thanks')}</p>
    </section>
  );
}

let printRoot: Root | null = null;

/**
 * Prints a sale's receipt alone: it is drawn into the print container (replacing the last one),
 * the page is marked so that print hides everything else, and the browser's print opens. The mark
 * goes when printing is over (`afterprint`), so the page's own print is the page again.
 */
export function printReceipt(invoice: Invoice, options: ReceiptOptions = { zone: 'UTC', twelveHour: false }): void {
  ensureStyles();
  let container = document.getElementById('sl-receipt-print');
  if (!container || !printRoot) {
    container ??= document.createElement('div');
    container.id = 'sl-receipt-print';
    document.body.appendChild(container);
    printRoot = createRoot(container);
  }
  const root = printRoot;
  flushSync(() => root.render(<Receipt invoice={invoice} {...options} />));
  document.body.classList.add('sl-printing-receipt');
  window.addEventListener('afterprint', () => document.body.classList.remove('sl-printing-receipt'), { once: true });
  window.print();
}
