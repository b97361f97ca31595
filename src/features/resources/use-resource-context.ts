import { holdsAny } from '../../../domain/access/views';
import type { ResourceAction, ResourceDef } from '../../../domain/resources/resource';
import { tenantReady } from '../../api/resources';
import { useSessionUser } from '../../session/use-session';
import { useSelection } from '../../shell/selection';

/**
 * What a resource screen needs from the shell: the tenant chosen in the top bar (the organization
 * or the facility, by the resource's scope) and which actions the user's permission ids allow.
 */
export function useResourceContext(def: ResourceDef) {
  const { user } = useSessionUser();
  const selection = useSelection();
  const tenant = def.scope === 'group' ? selection.groupId : def.scope === 'facility' ? selection.facilityId : null;
  const can = (action: ResourceAction) => holdsAny(user?.permissions_ids ?? [], def.permissions[action]);
  return { tenant, ready: tenantReady(def, tenant), can, loading: def.scope === 'facility' && selection.loadingFacilities };
}
