import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../domain/api/paths';
import type { CameraThumbnail, FieldActivity, FieldBookingNow, MonitoredCamera } from '../../domain/cameras/monitoring';
import { request } from './client';

/**
 * Field monitoring's calls (issue 18, view 21; domain/cameras/monitoring.ts is the contract). Each
 * polls by itself: a camera that goes silent reads offline within seconds on the screen.
 */
export const MONITORING_REFRESH_MS = 2_000;
export const monitoringKey = (facilityId: number | null) => ['field-monitoring', facilityId] as const;

const poll = <T>(facilityId: number | null, part: string, url: string) =>
  ({
    queryKey: [...monitoringKey(facilityId), part],
    queryFn: () => request<T>({ url, params: { facility_id: facilityId } }),
    enabled: facilityId !== null,
    refetchInterval: MONITORING_REFRESH_MS,
  }) as const;

export const useFacilityCameras = (facilityId: number | null) => useQuery(poll<MonitoredCamera[]>(facilityId, 'cameras', API_PATHS.cameraFacility));
export const useCameraThumbnails = (facilityId: number | null) => useQuery({ ...poll<CameraThumbnail[]>(facilityId, 'thumbnails', API_PATHS.cameraThumbnails), refetchInterval: 5_000 });
export const useFieldActivity = (facilityId: number | null) => useQuery({ ...poll<FieldActivity[]>(facilityId, 'activity', API_PATHS.chunkActivity), refetchInterval: 10_000 });
export const useFieldBookingsNow = (facilityId: number | null) => useQuery({ ...poll<FieldBookingNow[]>(facilityId, 'bookings', API_PATHS.fieldBookingsNow), refetchInterval: 15_000 });

/** Switches a simulated camera off or on. */
export const switchSimulatedCamera = (cameraId: number, on: boolean) => request<{ camera_id: number; on: boolean }>({ method: 'PUT', url: API_PATHS.cameraSimulator(cameraId), data: { on } });
