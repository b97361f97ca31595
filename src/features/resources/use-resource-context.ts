import { isPlatformRole } from '../../../domain/access/roles';
import { holdsAny } from '../../../domain/access/views';
import { writtenByPlatformOnly, type ResourceAction, type ResourceDef } from '../../../domain/resources/resource';
import { tenantReady } from '../../api/resources';
import { useSessionUser } from '../../session/use-session';
import { useSelection } from '../../shell/selection';

/**
 * What a resource screen needs from the shell: the tenant chosen in the top bar (the organization
 * or the facility, by the resource's scope) and which actions the user's permission ids allow
 * (platform records and organizations: only platform roles write, as the server holds).
 */
export function useResourceContext(def: ResourceDef) {
  const { user } = useSessionUser();
  const selection = useSelection();
  const tenant = def.scope === 'group' ? selection.groupId : def.scope === 'facility' ? selection.facilityId : null;
  const can = (action: ResourceAction) =>
    holdsAny(user?.permissions_ids ?? [], def.permissions[action]) && (action === 'read' || !writtenByPlatformOnly(def.scope) || isPlatformRole(user?.role ?? ''));
  return { tenant, ready: tenantReady(def, tenant), can, loading: def.scope === 'facility' && selection.loadingFacilities };
}
