import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RefundBreakdown } from '../../domain/bookings/refund';
import type { DeleteScope } from '../../domain/bookings/types';
import type { CancelRequest, Reservation, reservationCreateSchema, ScheduleReservation } from '../../domain/bookings/reservation';
import { mainCall } from './call-order';
import { request } from './client';

export const reservationsKey = ['reservations'] as const;

/** The live bookings of a facility overlapping [from, to): the schedule's main call (./call-order.ts). */
export const useReservations = (facilityId: number | null, window: { from: Date; to: Date } | null) =>
  useQuery({
    queryKey: [...reservationsKey, facilityId, window?.from.toISOString(), window?.to.toISOString()],
    queryFn: () => mainCall(() => request<ScheduleReservation[]>({ url: `/reservation/facility/${facilityId}/`, params: { from: window!.from.toISOString(), to: window!.to.toISOString() } })),
    enabled: facilityId !== null && window !== null,
  });

/** Books a field: the inputs the booking's type uses (the others take their defaults); the server prices it. */
export const createReservation = (body: z.input<typeof reservationCreateSchema>) => request<Reservation>({ method: 'POST', url: '/reservation/', data: body });

/**
 * Cancels with a reason; `body` beyond it: staff's refund choice and why (domain/bookings/reservation.ts `cancelRequestSchema`).
 * The answer says what the cancellation refunds (cents) and, when the card provider declined that refund, `refund_note` says so (translated).
 */
export const cancelReservation = (id: number, body: CancelRequest) =>
  request<Reservation & { refund: RefundBreakdown; refund_note: string | null }>({ method: 'PUT', url: `/reservation/cancel/${id}/`, data: body });

/** Throws away a booking made by mistake (nothing paid, not started): only this one (a discard), or the following or all of its series. */
export const deleteReservation = (id: number, scope: DeleteScope = 'this') => request<{ deleted: number[]; kept: number[] }>({ method: 'DELETE', url: `/reservation/${id}/`, params: { scope } });

/** Moves a booking to another time or field of its facility (its duration stays). */
export const rescheduleReservation = (body: { id: number; field_id: number; date: string; time: string }) => request<Reservation>({ method: 'PUT', url: '/console/reservation/reschedule/', data: body });
