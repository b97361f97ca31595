import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForSaleMatch } from '../../domain/bookings/for-sale';
import type { Reservation, reservationInputSchema } from '../../domain/bookings/reservation';
import type { BookingEvent, BookingEventKind, PriceBreakdown, QuoteRequest, ReservationDetail, ReservationPageQuery, ReservationRow } from '../../domain/bookings/reservation-detail';
import type { ParticipantMark } from '../../domain/bookings/types';
import { request, requestList } from './client';
import { reservationsKey } from './reservations';

/** Everything of one booking's detail starts with this key: one invalidation refreshes the detail, its events and the schedule. */
export const detailKey = (id: number) => [...reservationsKey, 'detail', id] as const;

export const useReservationDetail = (id: number | null) => useQuery({ queryKey: detailKey(id ?? 0), queryFn: () => request<ReservationDetail>({ url: `/reservation/detail/${id}/` }), enabled: id !== null });

export const useBookingEvents = (id: number, kind: BookingEventKind) =>
  useQuery({ queryKey: [...detailKey(id), 'events', kind], queryFn: () => request<BookingEvent[]>({ url: `/reservation/event/${id}/`, params: { kind } }) });

export const postBookingMessage = (id: number, kind: 'note' | 'chat', text: string) => request<{ id: number }>({ method: 'POST', url: `/reservation/event/${id}/`, data: { kind, text } });

export const updateReservation = (id: number, body: z.input<typeof reservationInputSchema>) => request<Reservation>({ method: 'PUT', url: `/reservation/${id}/`, data: body });

/** List a match for sale (its free places offered in the app) or withdraw it. */
export const setForSale = (id: number, forSale: boolean) => request<ReservationDetail>({ method: 'PUT', url: `/console/reservation/for_sale/${id}/`, data: { for_sale: forSale } });

/** A facility's live upcoming matches listed for sale. */
export const useForSaleMatches = (facilityId: number | null) =>
  useQuery({
    queryKey: [...reservationsKey, 'for_sale', facilityId],
    queryFn: () => request<ForSaleMatch[]>({ url: '/reservation/for_sale/', params: { facility_id: facilityId } }),
    enabled: facilityId !== null,
  });

export const markReservationPaid = (id: number) => request<ReservationDetail>({ method: 'PUT', url: '/console/reservation/mark_as_paid/', data: { id } });

export const addGuest = (reservationId: number, guest: { name: string; phone?: string; email?: string }) =>
  request<ReservationDetail>({ method: 'POST', url: '/match/add_guest/', data: { reservation_id: reservationId, ...guest } });

export const addPlayer = (reservationId: number, contactId: number) =>
  request<ReservationDetail>({ method: 'POST', url: '/console/match/user/add/', data: { reservation_id: reservationId, contact_id: contactId } });

export const removePlayer = (reservationId: number, participantId: number) =>
  request<ReservationDetail>({ method: 'POST', url: '/console/match/user/remove/', data: { reservation_id: reservationId, participant_id: participantId } });

export const markParticipants = (reservationId: number, ids: number[] | 'all', state: ParticipantMark) =>
  request<ReservationDetail>({ method: 'PUT', url: '/console/match/user/mark/', data: { reservation_id: reservationId, participant_ids: ids, state } });

/** The price the server will store for these inputs (null: not enough chosen yet). */
export const useQuote = (body: QuoteRequest | null) =>
  useQuery({
    queryKey: [...reservationsKey, 'quote', body],
    queryFn: () => request<PriceBreakdown>({ method: 'POST', url: '/console/reservation/recalculate_payment/', data: body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useReservationPage = (query: ReservationPageQuery | null) =>
  useQuery({
    queryKey: [...reservationsKey, 'paged', query],
    queryFn: () => requestList<ReservationRow>({ url: '/reservation/paged/', params: query }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
