import type { Invoice } from '../../domain/pos/api';
import { formatMoney } from '../../domain/money';
import type { Tx } from '../db/connect';
import { outbox } from '../db/schema';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A paid invoice's receipt as plain text, in the language of `t`. */
export function receiptText(invoice: Invoice, t: Translate, language: string): { subject: string; body: string } {
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  const lines = invoice.lines.map((l) => `${l.quantity} × ${l.description}  ${money(l.total_cents)}`);
  const payments = invoice.payments.filter((p) => p.status === 'captured').map((p) => `${p.method_label}  ${money(p.amount_cents)}`);
  const body = [
    invoice.facility_name,
    ...(invoice.tab_name ? [t('pos.receipt.tab', { name: invoice.tab_name })] : []),
    '',
    ...lines,
    '',
    `${t('pos.receipt.tax')}: ${money(invoice.tax_cents)}`,
    ...(invoice.tip_cents > 0 ? [`${t('pos.receipt.tip')}: ${money(invoice.tip_cents)}`] : []),
    `${t('pos.receipt.total')}: ${money(invoice.total_cents)}`,
    `${t('pos.receipt.paid')}: ${money(invoice.paid_cents)}`,
    ...payments,
  ].join('\n');
  return { subject: t('pos.receipt.subject', { facility: invoice.facility_name }), body };
}

/** Queues a receipt e-mail in the outbox (the product's messages channel). */
export async function queueReceipt(tx: Tx, recipient: string, message: { subject: string; body: string }): Promise<void> {
  await tx.insert(outbox).values({ kind: 'receipt', recipient: recipient.toLowerCase(), subject: message.subject, body: message.body });
}
