import { useQuery } from '@tanstack/react-query';
import type { ConnectStatus, ProviderLink } from '../../domain/organization/card-provider';
import { request } from './client';

export const connectStatusKey = (facilityId: number) => ['facility-connect', facilityId] as const;

/**
 * Whether a facility's card payments are connected. While an onboarding link waits to be used, it
 * asks again every few seconds, so finishing onboarding in the provider's window shows here.
 */
export const useConnectStatus = (facilityId: number) =>
  useQuery({
    queryKey: connectStatusKey(facilityId),
    queryFn: () => request<ConnectStatus>({ url: `/facility/connect_status/${facilityId}/` }),
    refetchInterval: (query) => (query.state.data && !query.state.data.connected && query.state.data.link ? 3000 : false),
  });

/** A new onboarding link of the card provider (valid 5 minutes). */
export const createConnectLink = (facilityId: number) => request<ProviderLink>({ method: 'POST', url: `/facility/connect/${facilityId}/` });

/** Adds an image to a facility's gallery (multipart; PNG, JPEG, WebP or GIF up to 2 MB). */
export const addFacilityImage = (facilityId: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return request<{ images: string[] }>({ method: 'PUT', url: `/facility/upload_image/${facilityId}/`, data: body, headers: { 'Content-Type': 'multipart/form-data' } });
};

/** Removes an image from a facility's gallery. */
export const removeFacilityImage = (facilityId: number, url: string) => request<{ images: string[] }>({ method: 'PUT', url: `/facility/remove_image/${facilityId}/`, data: { url } });
