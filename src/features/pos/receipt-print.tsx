import { memo, useEffect } from 'react';
import { is12Hour } from '../../../domain/organization/clock';
import { useInvoice } from '../../api/pos';
import { useSelection } from '../../shell/selection';
import { printReceipt } from './receipt';

/** While `invoiceId` is set: the invoice is loaded and printed alone on the receipt's own layout (receipt.tsx), then `onDone`. Drawn again only when its props change. */
export const ReceiptPrint = memo(function ReceiptPrint({ invoiceId, onDone }: { invoiceId: number | null; onDone: () => void }) {
  const invoice = useInvoice(invoiceId);
  const { facility } = useSelection();
  const ready = invoiceId !== null && invoice.data?.id === invoiceId;
  useEffect(() => {
    if (invoiceId !== null && invoice.isError) onDone();
    if (!ready || !invoice.data) return;
    const data = invoice.data;
    const id = requestAnimationFrame(() => {
      printReceipt(data, { zone: facility?.timezone ?? 'UTC', twelveHour: facility ? is12Hour(facility.time_format) : false });
      onDone();
    });
    return () => cancelAnimationFrame(id);
  }, [ready, invoiceId, invoice.isError, invoice.data, facility, onDone]);
  return null;
});
