import { useQuery } from '@tanstack/react-query';
import type { ContactHistory } from '../../domain/resources/contact-history';
import { request } from './client';

/** A contact's history (`GET /contact/:id/history/`): bookings, payments and refunds, balance owed, no-shows, late cancellations, likely duplicates. */
export const useContactHistory = (id: number) => useQuery({ queryKey: ['contacts', id, 'history'], queryFn: () => request<ContactHistory>({ url: `/contact/${id}/history/` }) });
