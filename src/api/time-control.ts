import { API_PATHS } from '../../domain/api/paths';
import type { TimerAction, TimerState } from '../../domain/time/time-control';
import { request } from './client';

/** The timer's state at a facility (SPEC §7 Time control). */
export const loadTimerState = (groupId: number, facilityId: number) => request<TimerState>({ url: API_PATHS.timeControl, params: { group_id: groupId, facility_id: facilityId } });

/** Starts or ends the session at a facility; `action` is what the button meant (a repeat changes nothing). */
export const toggleTimer = (groupId: number, facilityId: number, action: TimerAction) =>
  request<TimerState>({ url: API_PATHS.timeControl, method: 'POST', data: { group_id: groupId, facility_id: facilityId, action } });
