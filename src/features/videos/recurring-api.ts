import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../domain/api/paths';
import type { RecurringOrder, RecurringOrderDetail, RecurringOrderEdit, RecurringOrderInput, RecurringOrderPageQuery } from '../../../domain/videos/recurring';
import { request, requestList, type ApiError } from '../../api/client';

/** Recurring video orders' calls (server/videos/routes/recurring-orders.ts). */
export const recurringKey = ['recurring-orders'] as const;

export const useRecurringOrdersPage = (query: Partial<Omit<RecurringOrderPageQuery, 'facility_id'>> & { facility_id: number | null }) =>
  useQuery<{ data: RecurringOrder[]; total: number }, ApiError>({
    queryKey: [...recurringKey, 'page', query],
    queryFn: () => requestList<RecurringOrder>({ url: API_PATHS.recurringOrdersPaged, params: query }),
    enabled: query.facility_id !== null,
    placeholderData: keepPreviousData,
  });

export const useRecurringOrder = (id: number | null) =>
  useQuery<RecurringOrderDetail, ApiError>({
    queryKey: [...recurringKey, id],
    queryFn: () => request<RecurringOrderDetail>({ url: API_PATHS.recurringOrder(id!) }),
    enabled: id !== null,
    retry: false,
  });

export const createRecurringOrder = (body: RecurringOrderInput) => request<RecurringOrderDetail>({ method: 'POST', url: API_PATHS.recurringOrderCreate, data: body });
export const cancelRecurringOrder = (id: number) => request<RecurringOrderDetail>({ method: 'PUT', url: API_PATHS.recurringOrderCancel, data: { id } });
export const editRecurringOrder = (id: number, body: RecurringOrderEdit) => request<RecurringOrderDetail>({ method: 'PUT', url: API_PATHS.recurringOrder(id), data: body });
