import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../domain/api/paths';
import type { PermissionDef } from '../../domain/access/permissions';
import type { UserProfile } from '../../domain/auth/schemas';
import type { FacilitySummary, GroupSummary } from '../../domain/organization/schemas';
import { request, requestList } from './client';

/** The signed-in user as the server sees them now. */
export const useProfile = () => useQuery({ queryKey: ['profile'], queryFn: () => request<UserProfile>({ url: API_PATHS.ping }) });

/** Organizations the user may choose (all for role A). */
export const useGroups = () => useQuery({ queryKey: ['groups'], queryFn: () => requestList<GroupSummary>({ url: API_PATHS.groupsAll }) });

/** An organization's facilities the user may see. */
export const useFacilities = (groupId: number | null | undefined) =>
  useQuery({
    queryKey: ['facilities', groupId],
    queryFn: () => requestList<FacilitySummary>({ url: API_PATHS.facilitiesOfGroup(groupId!) }),
    enabled: typeof groupId === 'number',
  });

/** Every permission with its view (the role form groups them by view). */
export const usePermissions = () => useQuery({ queryKey: ['permissions'], queryFn: () => requestList<PermissionDef>({ url: API_PATHS.permissionsAll }), staleTime: Infinity });
