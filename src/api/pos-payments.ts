import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POS_PATHS, type Invoice, type PaymentDetail, type PaymentListQuery, type PaymentRow, type ReaderRow, type RefundRequest, type RefundResult } from '../../domain/pos/api';
import { request, requestList } from './client';

/**
 * The console's calls for what was sold at the counter (issue 15, view 24) and the terminals'
 * readers (view 34): the POS payments list and one payment with its invoice, the receipt by
 * e-mail, and the readers' state (domain/pos/api.ts is the contract). The checkout's own calls
 * live in `./pos.ts`.
 */

/** Everything of the POS payments starts with this key: a sale made refreshes the list and the previews. */
export const posPaymentsKey = ['pos-payments'] as const;
export const readersKey = (facilityId: number | null) => ['pos-readers', facilityId] as const;

/** The list's query as the screen builds it: the filters it leaves empty are not sent. */
export type PaymentPageQuery = Partial<PaymentListQuery> & Pick<PaymentListQuery, 'facility_id' | 'page' | 'count'>;

export const usePaymentsPage = (query: PaymentPageQuery | null) =>
  useQuery({
    queryKey: [...posPaymentsKey, 'paged', query],
    queryFn: () => requestList<PaymentRow>({ url: POS_PATHS.paymentsPaged, params: query }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const usePaymentDetail = (id: number | null) =>
  useQuery({
    queryKey: [...posPaymentsKey, 'detail', id],
    queryFn: () => request<PaymentDetail>({ url: POS_PATHS.payment(id ?? 0) }),
    enabled: id !== null,
  });

export const getInvoice = (id: number) => request<Invoice>({ url: POS_PATHS.invoice(id) });

/** Sends the paid invoice's receipt to its contact's e-mail (through the outbox): answers the address it went to. */
export const emailReceipt = (invoiceId: number) => request<{ queued: true; email: string }>({ method: 'POST', url: POS_PATHS.emailReceipt(invoiceId), data: {} });

/** Refunds a payment, in full or in part, by the method it came by (issue 16): the payment after it with every refund. */
export const refundPayment = (body: RefundRequest) => request<RefundResult>({ method: 'POST', url: POS_PATHS.refund, data: body });

/** The facility's card readers with their state (online, the payment each shows now). */
export const useReaders = (facilityId: number | null) =>
  useQuery({
    queryKey: readersKey(facilityId),
    queryFn: () => request<ReaderRow[]>({ url: POS_PATHS.readers, params: { facility_id: facilityId } }),
    enabled: facilityId !== null,
    // The reader's payment moves on by itself (a card tapped at the counter).
    refetchInterval: 5_000,
  });

/** Switches a simulated reader on or off. */
export const setReaderOnline = (terminalId: number, online: boolean) => request<ReaderRow>({ method: 'PUT', url: POS_PATHS.reader(terminalId), data: { online } });
