import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BILLING_PATHS, type Statement } from '../../domain/billing/statement';
import { request, requestBlob, requestList } from './client';

/** The organization's billing history (views 3 and 4): statements per facility and cycle, each as PDF or CSV. */
export const statementsKey = ['billing-statements'] as const;

export const useStatements = (facilityId: number | null, page: number, count: number) =>
  useQuery({
    queryKey: [...statementsKey, facilityId, page, count],
    queryFn: () => requestList<Statement>({ url: BILLING_PATHS.statements, params: { facility_id: facilityId, page, count } }),
    enabled: facilityId !== null,
    placeholderData: keepPreviousData,
  });

export const statementFile = (id: number, kind: 'pdf' | 'csv') => requestBlob({ url: kind === 'pdf' ? BILLING_PATHS.pdf(id) : BILLING_PATHS.csv(id) });

export const closeStatement = (facilityId: number) => request<Statement>({ method: 'POST', url: BILLING_PATHS.close, data: { facility_id: facilityId } });
