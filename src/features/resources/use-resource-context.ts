import { canAct } from '../../../domain/access/can-act';
import type { ResourceAction, ResourceDef } from '../../../domain/resources/resource';
import { tenantReady } from '../../api/resources';
import { useSessionUser } from '../../session/use-session';
import { useSelection } from '../../shell/selection';

/**
 * What a resource screen needs from the shell: the tenant chosen in the top bar (the organization
 * or the facility, by the resource's scope) and which actions the user's permission ids allow
 * (`canAct`, the rule the server holds too).
 */
export function useResourceContext(def: ResourceDef) {
  const { user } = useSessionUser();
  const selection = useSelection();
  const tenant = def.scope === 'group' ? selection.groupId : def.scope === 'facility' ? selection.facilityId : null;
  const can = (action: ResourceAction) => canAct(user, def, action);
  return { tenant, ready: tenantReady(def, tenant), can, loading: def.scope === 'facility' && selection.loadingFacilities };
}
