import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdjustmentDetail, AdjustmentListQuery, AdjustmentRequest, AdjustmentRow, StockRow } from '../../domain/inventory/api';
import { INVENTORY_PATHS } from '../../domain/inventory/api-paths';
import { request, requestList } from './client';

/** The console's inventory calls (issue 17, view 29): the count sheet, adjustments and their list (domain/inventory/api.ts is the contract). */
export const inventoryKey = ['inventory'] as const;

export const useStockSheet = (facilityId: number | null) =>
  useQuery({
    queryKey: [...inventoryKey, 'sheet', facilityId],
    queryFn: () => requestList<StockRow>({ url: INVENTORY_PATHS.currentStock(facilityId ?? 0) }),
    enabled: facilityId !== null,
  });

export type AdjustmentPageQuery = Partial<AdjustmentListQuery> & { page: number; count: number };
export const useAdjustments = (facilityId: number | null, query: AdjustmentPageQuery | null) =>
  useQuery({
    queryKey: [...inventoryKey, 'list', facilityId, query],
    queryFn: () => requestList<AdjustmentRow>({ url: INVENTORY_PATHS.adjustments(facilityId ?? 0), params: query }),
    enabled: facilityId !== null && query !== null,
    placeholderData: keepPreviousData,
  });

export const useAdjustment = (id: number | null) =>
  useQuery({ queryKey: [...inventoryKey, 'detail', id], queryFn: () => request<AdjustmentDetail>({ url: INVENTORY_PATHS.adjustmentOne(id ?? 0) }), enabled: id !== null });

export const saveAdjustment = (body: AdjustmentRequest) => request<AdjustmentDetail>({ method: 'POST', url: INVENTORY_PATHS.adjustment, data: body });

/** The count's photo or PDF, sent with a multipart PUT once the adjustment is saved. */
export const uploadAttachment = (id: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return request<AdjustmentDetail>({ method: 'PUT', url: INVENTORY_PATHS.attachment(id), data: body, headers: { 'Content-Type': 'multipart/form-data' } });
};
