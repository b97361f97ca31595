import { useQuery } from '@tanstack/react-query';
import type {
  BookingChargeRow,
  InitiateReaderRequest,
  Invoice,
  ManualCardRequest,
  OpenTabRow,
  PaymentResult,
  PosBookingRow,
  PosFacts,
  PosProductRow,
  ReaderPayment,
  RecordPaymentRequest,
  SaveInvoiceRequest,
} from '../../domain/pos/api';
import { POS_PATHS, type SimCard } from '../../domain/pos/api-paths';
import { request } from './client';
import { API_PATHS } from '../../domain/api/paths';
import type { VideoChargeRow } from '../../domain/videos/order-video';

/**
 * The point of sale's calls (domain/pos/api.ts is the contract): what the checkout reads (facts,
 * products, the day's bookings, open tabs) as react-query hooks, and what it writes as plain
 * calls, which the checkout's runner (src/features/pos/checkout-runtime.ts) performs.
 */
export const posKey = ['pos'] as const;
export const posKeys = {
  facts: (facilityId: number | null) => [...posKey, 'facts', facilityId] as const,
  products: (facilityId: number | null, search: string, categoryId: number | null) => [...posKey, 'products', facilityId, search, categoryId] as const,
  bookings: (facilityId: number | null, date: string) => [...posKey, 'bookings', facilityId, date] as const,
  openTabs: (facilityId: number | null) => [...posKey, 'open-tabs', facilityId] as const,
  invoice: (id: number | null) => [...posKey, 'invoice', id] as const,
};

export const getPosFacts = (facilityId: number) => request<PosFacts>({ url: POS_PATHS.facts, params: { facility_id: facilityId } });
export const getPosProducts = (facilityId: number, search = '', categoryId: number | null = null) =>
  request<PosProductRow[]>({ url: POS_PATHS.products, params: { facility_id: facilityId, ...(search ? { search } : {}), ...(categoryId ? { category_id: categoryId } : {}) } });
export const getPosBookings = (facilityId: number, date: string) => request<PosBookingRow[]>({ url: POS_PATHS.bookings, params: { facility_id: facilityId, date } });
export const getBookingCharge = (reservationId: number, participantId: number | null = null) =>
  request<BookingChargeRow>({ url: POS_PATHS.bookingCharge, params: { reservation_id: reservationId, ...(participantId ? { participant_id: participantId } : {}) } });
/** A pending video order as a sale's line (issue 18 item 2): its total, priced by the server when it was ordered. */
export const getVideoCharge = (orderId: number) => request<VideoChargeRow>({ url: API_PATHS.videoOrderCharge(orderId) });
export const saveInvoice = (body: SaveInvoiceRequest) => request<Invoice>({ method: 'POST', url: POS_PATHS.saveInvoice, data: body });
export const parkTab = (body: SaveInvoiceRequest) => request<Invoice>({ method: 'POST', url: POS_PATHS.parkTab, data: body });
export const getOpenTabs = (facilityId: number) => request<OpenTabRow[]>({ url: POS_PATHS.openTabs, params: { facility_id: facilityId } });
export const getOpenTab = (id: number) => request<Invoice>({ url: POS_PATHS.openTab(id) });
export const voidOpenTab = (id: number) => request<unknown>({ method: 'DELETE', url: POS_PATHS.openTab(id) });
export const getInvoice = (id: number) => request<Invoice>({ url: POS_PATHS.invoice(id) });
export const recordPayment = (body: RecordPaymentRequest) => request<PaymentResult>({ method: 'POST', url: POS_PATHS.recordPayment, data: body });
export const manualCardPayment = (body: ManualCardRequest) => request<PaymentResult>({ method: 'POST', url: POS_PATHS.manualPayment, data: body });
export const readerInitiate = (body: InitiateReaderRequest) => request<ReaderPayment>({ method: 'POST', url: POS_PATHS.readerInitiate, data: body });
export const readerStatus = (key: string) => request<ReaderPayment>({ url: POS_PATHS.readerStatus, params: { idempotency_key: key } });
export const readerCapture = (key: string) => request<PaymentResult>({ method: 'POST', url: POS_PATHS.readerCapture, data: { idempotency_key: key } });
export const readerCancel = (key: string) => request<ReaderPayment>({ method: 'POST', url: POS_PATHS.readerCancel, data: { idempotency_key: key } });
export const simTap = (terminalId: number, card: SimCard) => request<ReaderPayment>({ method: 'POST', url: POS_PATHS.simTap, data: { terminal_id: terminalId, card } });
export const emailReceipt = (invoiceId: number, contactId?: number) =>
  request<{ queued: true; email: string }>({ method: 'POST', url: POS_PATHS.emailReceipt(invoiceId), data: contactId ? { contact_id: contactId } : {} });

/** The calls the checkout's runner makes (a fake of them in its tests). */
export const posApi = { saveInvoice, parkTab, recordPayment, manualCardPayment, readerInitiate, readerStatus, readerCapture, readerCancel, emailReceipt };
export type PosApi = typeof posApi;

export const usePosFacts = (facilityId: number | null) => useQuery({ queryKey: posKeys.facts(facilityId), queryFn: () => getPosFacts(facilityId!), enabled: facilityId !== null });
export const usePosProducts = (facilityId: number | null, search: string, categoryId: number | null) =>
  useQuery({ queryKey: posKeys.products(facilityId, search, categoryId), queryFn: () => getPosProducts(facilityId!, search, categoryId), enabled: facilityId !== null });
export const usePosBookings = (facilityId: number | null, date: string, enabled = true) =>
  useQuery({ queryKey: posKeys.bookings(facilityId, date), queryFn: () => getPosBookings(facilityId!, date), enabled: enabled && facilityId !== null });
export const useOpenTabs = (facilityId: number | null, enabled = true) => useQuery({ queryKey: posKeys.openTabs(facilityId), queryFn: () => getOpenTabs(facilityId!), enabled: enabled && facilityId !== null });
export const useInvoice = (id: number | null) => useQuery({ queryKey: posKeys.invoice(id), queryFn: () => getInvoice(id!), enabled: id !== null });
