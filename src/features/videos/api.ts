import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../domain/api/paths';
import type { VideoOrder, VideoOrderDetail, VideoOrderPageQuery } from '../../../domain/videos/orders';
import type { OrderVideoInput, RecordedTimeline, VideoQuote } from '../../../domain/videos/order-video';
import type { FacilityHighlight, HighlightPageQuery, Playback, Video, VideoDetail, VideoPageQuery } from '../../../domain/videos/video';
import { mainCall } from '../../api/call-order';
import { request, requestList, type ApiError } from '../../api/client';

/** The video screens' calls (server/videos/routes/videos.ts). */
export const videoKey = (id: number) => ['videos', id] as const;

export const useVideosPage = (query: Partial<Omit<VideoPageQuery, 'facility_id'>> & { facility_id: number | null }) =>
  useQuery<{ data: Video[]; total: number }, ApiError>({
    queryKey: ['videos', 'page', query],
    // The list's main call (src/api/call-order.ts): its filter's fields come after it.
    queryFn: () => mainCall(() => requestList<Video>({ url: API_PATHS.videosPaged, params: query })),
    enabled: query.facility_id !== null,
    placeholderData: keepPreviousData,
  });

export const useHighlightsPage = (query: Partial<Omit<HighlightPageQuery, 'facility_id'>> & { facility_id: number | null }) =>
  useQuery<{ data: FacilityHighlight[]; total: number }, ApiError>({
    queryKey: ['videos', 'highlights', query],
    queryFn: () => requestList<FacilityHighlight>({ url: API_PATHS.highlightsPaged, params: query }),
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

// ---- Order video (view 1)
export const useFieldTimeline = (fieldId: number | null, date: string) =>
  useQuery<RecordedTimeline, ApiError>({
    queryKey: ['order-video', 'timeline', fieldId, date],
    queryFn: () => request<RecordedTimeline>({ url: API_PATHS.chunkOrderVideo, params: { field_id: fieldId, date } }),
    enabled: fieldId !== null && date !== '',
    // The camera keeps recording: the timeline follows it.
    refetchInterval: 15_000,
  });

export const useFieldDayOrders = (fieldId: number | null, date: string) =>
  useQuery<VideoOrder[], ApiError>({
    queryKey: ['video-orders', 'field-day', fieldId, date],
    queryFn: () => request<VideoOrder[]>({ url: API_PATHS.videoOrdersFieldDate, params: { field_id: fieldId, date } }),
    enabled: fieldId !== null && date !== '',
  });

export const useVideoQuote = (q: { field_id: number | null; date: string; start_time: string; duration: number }) =>
  useQuery<VideoQuote, ApiError>({
    queryKey: ['order-video', 'quote', q],
    queryFn: () => request<VideoQuote>({ url: API_PATHS.videoOrderQuote, params: q }),
    enabled: q.field_id !== null && q.date !== '' && /^\d\d:\d\d$/.test(q.start_time),
    retry: false,
  });

export const orderVideo = (body: OrderVideoInput) => request<VideoOrder>({ method: 'POST', url: API_PATHS.videoOrders, data: body });
