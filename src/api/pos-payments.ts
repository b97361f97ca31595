import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GroupPaymentListQuery, Invoice, PaymentDetail, PaymentListQuery, PaymentRow, PlatformPaymentListQuery, ReaderRow, RefundRequest, RefundResult } from '../../domain/pos/api';
import { POS_PATHS } from '../../domain/pos/api-paths';
import { mainCall } from './call-order';
import { isAxiosError, request, requestList, toApiError, transport } from './client';

/**
 * The console's calls for what was sold at the counter (issue 15, view 24) and the terminals'
 * readers (view 34): the POS payments list and one payment with its invoice, the receipt by
 * e-mail, and the readers' state (domain/pos/api.ts is the contract). The checkout's own calls
 * live in `./pos.ts`.
 */

/** Everything of the POS payments starts with this key: a sale made refreshes the list and the previews. */
export const posPaymentsKey = ['pos-payments'] as const;
export const readersKey = (facilityId: number | null) => ['pos-readers', facilityId] as const;

/**
 * Whose payments a screen reads: one facility's (view 24), the organization's (view 3) or the
 * platform's online payments (view 22). One list, one preview, three scopes.
 */
export type PaymentScopeKind = 'facility' | 'organization' | 'platform';

/** Any list's query as the screen builds it (the scope's own id included): the filters it leaves empty are not sent. */
export type AnyPaymentPageQuery = Partial<PaymentListQuery & GroupPaymentListQuery & PlatformPaymentListQuery> & Pick<PaymentListQuery, 'page' | 'count'>;

const LIST_PATHS: Record<PaymentScopeKind, string> = { facility: POS_PATHS.paymentsPaged, organization: POS_PATHS.groupPaymentsPaged, platform: POS_PATHS.platformPaymentsPaged };
const DETAIL_PATHS: Record<PaymentScopeKind, (id: number) => string> = { facility: POS_PATHS.payment, organization: POS_PATHS.groupPayment, platform: POS_PATHS.platformPayment };

export const useScopedPaymentsPage = (scope: PaymentScopeKind, query: AnyPaymentPageQuery | null) =>
  useQuery({
    queryKey: [...posPaymentsKey, scope, 'paged', query],
    // The list's main call (./call-order.ts): its filters' choices come after it.
    queryFn: () => mainCall(() => requestList<PaymentRow>({ url: LIST_PATHS[scope], params: query })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const usePaymentDetail = (id: number | null, scope: PaymentScopeKind = 'facility') =>
  useQuery({
    queryKey: [...posPaymentsKey, scope, 'detail', id],
    queryFn: () => request<PaymentDetail>({ url: DETAIL_PATHS[scope](id ?? 0) }),
    enabled: id !== null,
  });

/** The organization's payments the filter matches as a CSV file (the list's query less paging): its text. */
export async function groupPaymentsCsv(query: Omit<AnyPaymentPageQuery, 'page' | 'count'>): Promise<string> {
  try {
    const { http } = await transport();
    const res = await http.request<string>({ url: POS_PATHS.groupPaymentsCsv, params: query, responseType: 'text' });
    return res.data;
  } catch (error) {
    // The refusal's envelope arrives as text here.
    if (isAxiosError(error) && error.response && typeof error.response.data === 'string') {
      try {
        error.response.data = JSON.parse(error.response.data) as unknown;
      } catch {
        // not JSON: answered as an unexpected error
      }
    }
    throw toApiError(error);
  }
}

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
