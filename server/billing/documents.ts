import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import { declineReasonKey, periodLabel, statementRows, type Statement } from '../../domain/billing/statement';
import { formatMoney } from '../../domain/money';

/**
 * A statement as a document to download: CSV (one line per figure: label, amount in cents, amount
 * as text) and PDF (pdfkit, uncompressed: its text can be read back by a test), in the request's language.
 */

const csvCell = (v: string | number) => {
  const text = String(v);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function header(s: Statement, t: TFunction) {
  const declined = declineReasonKey(s);
  return [
    [t('billing.facility'), s.facility_name],
    [t('billing.period'), periodLabel(s)],
    [t('billing.cycle'), t(`billing.cycles.${s.cycle}`)],
    [t('billing.status'), t(`billing.statuses.${s.status}`)],
    [t('billing.chargedTo'), s.card_last4 ? `${s.card_brand ?? ''} •••• ${s.card_last4}` : ''],
    ...(declined ? [[t('billing.declineReason'), t(declined)] as const] : []),
  ] as const;
}

export function statementCsv(s: Statement, t: TFunction, language: string): string {
  const lines: (string | number)[][] = [[t('billing.statement'), 'cents', s.currency], ...header(s, t).map(([k, v]) => [k, '', v])];
  for (const row of statementRows(s)) {
    lines.push(row.cents === undefined ? [t(`billing.${row.key}`), row.count ?? 0, String(row.count ?? 0)] : [t(`billing.${row.key}`), row.cents, formatMoney(row.cents, s.currency, language)]);
  }
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function statementPdf(s: Statement, t: TFunction, language: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: `${t('billing.statement')} ${s.facility_name} ${periodLabel(s)}`, Author: 'Sideline' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`Sideline — ${t('billing.statement')} #${s.id}`);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const [k, v] of header(s, t)) if (v) doc.text(`${k}: ${v}`);
  doc.moveDown();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const row of statementRows(s)) {
    const value = row.cents === undefined ? String(row.count ?? 0) : formatMoney(row.cents, s.currency, language);
    const y = doc.y;
    if (row.key === 'total') doc.font('Helvetica-Bold');
    doc.text(t(`billing.${row.key}`), left, y, { width: width * 0.6 });
    doc.text(value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
