import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../domain/api/paths';
import type { VideoOrder, VideoOrderDetail, VideoOrderPageQuery } from '../../../domain/videos/orders';
import type { Playback, Video, VideoDetail, VideoPageQuery } from '../../../domain/videos/video';
import { request, requestList, type ApiError } from '../../api/client';

/** The video screens' calls (server/videos/routes/videos.ts). */
export const videoKey = (id: number) => ['videos', id] as const;

export const useVideosPage = (query: Partial<Omit<VideoPageQuery, 'facility_id'>> & { facility_id: number | null }) =>
  useQuery<{ data: Video[]; total: number }, ApiError>({
    queryKey: ['videos', 'page', query],
    queryFn: () => requestList<Video>({ url: API_PATHS.videosPaged, params: query }),
    enabled: query.facility_id !== null,
    placeholderData: keepPreviousData,
  });

export const useVideo = (id: number) => useQuery<VideoDetail, ApiError>({ queryKey: videoKey(id), queryFn: () => request<VideoDetail>({ url: API_PATHS.video(id) }), retry: false });

export const cancelVideo = (id: number) => request<Video>({ method: 'PUT', url: API_PATHS.videoCancel, data: { video_id: id } });
export const hideVideo = (id: number, hidden: boolean) => request<Video>({ method: 'PUT', url: API_PATHS.videoEdit, data: { video_id: id, hidden } });
export const editVideoStart = (id: number, startTime: string) => request<Video>({ method: 'PUT', url: API_PATHS.videoEditStart, data: { video_id: id, start_time: startTime } });
export const videoPlayback = (id: number) => request<Playback>({ url: API_PATHS.videoPlayback, params: { video_id: id } });

export const useOrdersPage = (query: Partial<Omit<VideoOrderPageQuery, 'facility_id'>> & { facility_id: number | null }) =>
  useQuery<{ data: VideoOrder[]; total: number }, ApiError>({
    queryKey: ['video-orders', 'page', query],
    queryFn: () => requestList<VideoOrder>({ url: API_PATHS.videoOrdersPaged, params: query }),
    enabled: query.facility_id !== null,
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number) => useQuery<VideoOrderDetail, ApiError>({ queryKey: ['video-orders', id], queryFn: () => request<VideoOrderDetail>({ url: API_PATHS.videoOrder(id) }), retry: false });
