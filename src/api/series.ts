import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Reservation } from '../../domain/bookings/reservation';
import type { z } from 'zod';
import type { BlockedTimeCreate, Series, SeriesDetail, SeriesResult, seriesCreateSchema } from '../../domain/bookings/series';

/** The create body as the client sends it (defaults filled in by the server). */
type SeriesCreate = z.input<typeof seriesCreateSchema>;
import { request, requestList } from './client';

/** Recurring reservations and blocked times (SPEC §7 `/recurring_reservation/...`, `/blocked_time/...`). */
export const seriesKey = ['series'] as const;

export interface VerifiedDay {
  date: string;
  start_at: string;
  end_at: string;
  conflicts: Reservation[];
}

export type SeriesDraftBody = Omit<SeriesCreate, 'type' | 'contact_id' | 'notes' | 'dates'>;

export const verifySeries = (body: SeriesDraftBody) => request<VerifiedDay[]>({ method: 'POST', url: '/recurring_reservation/verify/', data: body });
export const createSeries = (body: SeriesDraftBody & Partial<SeriesCreate>) => request<SeriesResult>({ method: 'POST', url: '/recurring_reservation/', data: body });
/** More dates of an active series (a series is created in batches). */
export const addSeriesDates = (seriesId: number, dates: string[]) =>
  request<Pick<SeriesResult, 'created' | 'failed'>>({ method: 'PUT', url: '/recurring_reservation/add_dates/', data: { series_id: seriesId, dates } });
export const changeSeriesEndDate = (seriesId: number, endDate: string) =>
  request<SeriesResult>({ method: 'PUT', url: '/recurring_reservation/change_end_date/', data: { series_id: seriesId, end_date: endDate } });
export const cancelSeries = (seriesId: number, reasonId: number) => request<SeriesDetail>({ method: 'PUT', url: '/recurring_reservation/cancel/', data: { series_id: seriesId, reason_id: reasonId } });

/** A page of a facility's recurring series (`blocked`: its blocked times). */
export const useSeriesPage = (kind: 'recurring' | 'blocked', facilityId: number | null, page: number, count: number) =>
  useQuery({
    queryKey: [...seriesKey, kind, facilityId, page, count],
    queryFn: () => requestList<Series>({ url: kind === 'blocked' ? `/blocked_time/facility/${facilityId}/` : `/recurring_reservation/facility/${facilityId}/`, params: { page, count } }),
    enabled: facilityId !== null,
    placeholderData: keepPreviousData,
  });

export const useSeriesDetail = (kind: 'recurring' | 'blocked', id: number | null) =>
  useQuery({
    queryKey: [...seriesKey, kind, 'one', id],
    queryFn: () => request<SeriesDetail>({ url: kind === 'blocked' ? `/blocked_time/serie/${id}/` : `/recurring_reservation/reservation/${id}/` }),
    enabled: id !== null,
  });

export const createBlockedTime = (body: Omit<BlockedTimeCreate, 'repeat_until'> & { repeat_until: string | null }) => request<SeriesDetail>({ method: 'POST', url: '/blocked_time/', data: body });
export const updateBlockedTime = (id: number, reason: string) => request<SeriesDetail>({ method: 'PUT', url: `/blocked_time/serie/${id}/`, data: { reason } });
export const removeBlockedTime = (id: number) => request<SeriesDetail>({ method: 'DELETE', url: `/blocked_time/serie/${id}/` });
