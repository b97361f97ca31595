import { API_PATHS } from '../../domain/api/paths';
import type { TimerAction, TimerState } from '../../domain/time/time-control';
import { besideMain } from './call-order';
import { request } from './client';

/** The timer's state at a facility (SPEC §7 Time control): after the page's main calls (./call-order.ts). */
export const loadTimerState = (groupId: number, facilityId: number) => besideMain().then(() => request<TimerState>({ url: API_PATHS.timeControl, params: { group_id: groupId, facility_id: facilityId } }));

/** Starts or ends the session at a facility; `action` is what the button meant (a repeat changes nothing). */
export const toggleTimer = (groupId: number, facilityId: number, action: TimerAction) =>
  request<TimerState>({ url: API_PATHS.timeControl, method: 'POST', data: { group_id: groupId, facility_id: facilityId, action } });
