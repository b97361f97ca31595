import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { scopeColumn, type ResourceDef, type ResourceRecord } from '../../domain/resources/resource';
import { besideMain, mainCall } from './call-order';
import { request, requestList } from './client';

/** What a list page asks the server for (SPEC §7 lists: filter, order, count, page). */
export interface ListParams {
  page: number;
  count: number;
  order: string;
  filter: Record<string, string>;
}

/** Query keys: everything of a resource starts with `['resource', name]`, so one invalidation refreshes it. */
export const resourceKey = (def: ResourceDef) => ['resource', def.name] as const;

/** The tenancy parameter of a request: `{ group_id }`, `{ facility_id }`, or nothing for platform records. */
const tenantParam = (def: ResourceDef, tenant: number | null): Record<string, number> => {
  const key = scopeColumn(def.scope);
  return key && tenant !== null ? { [key]: tenant } : {};
};

/** Whether a screen of the resource can ask the server yet: platform records and organizations always, others once their tenant is chosen. */
export const tenantReady = (def: ResourceDef, tenant: number | null) => def.scope === 'platform' || def.scope === 'self' || tenant !== null;

/**
 * A page of a resource in a tenant (organization or facility); the previous page stays shown while the next loads.
 * A main call (./call-order.ts): the calls beside the rows wait for them.
 * Its call is sent as the page is first drawn (as TanStack's usePrefetchQuery), not once React shows
 * it: React holds a screen that comes after its loading placeholder back up to 300 ms (Suspense's
 * throttle), and the list's data could be on its way meanwhile (issue 21).
 */
export function useResourceList(def: ResourceDef, tenant: number | null, params: ListParams) {
  const client = useQueryClient();
  const options = {
    queryKey: [...resourceKey(def), 'list', tenant, params],
    queryFn: () =>
      mainCall(() =>
        requestList<ResourceRecord>({
          url: def.path,
          params: {
            ...tenantParam(def, tenant),
            page: params.page,
            count: params.count,
            order: params.order,
            ...(Object.keys(params.filter).length > 0 ? { filter: JSON.stringify(params.filter) } : {}),
          },
        }),
      ),
    enabled: tenantReady(def, tenant),
    placeholderData: keepPreviousData,
  };
  if (options.enabled && !client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
  return useQuery(options);
}

export const useResourceRecord = (def: ResourceDef, id: number | null) =>
  useQuery({
    queryKey: [...resourceKey(def), 'record', id],
    queryFn: () => request<ResourceRecord>({ url: `${def.path}${id}/` }),
    enabled: id !== null,
  });

/**
 * The active rows of a resource in a tenant (the pickers of reference fields, the schedule's fields).
 * `beside`: they are beside what the page is for (a list's filter), asked after its main calls (./call-order.ts).
 */
export const useActiveRows = (def: ResourceDef, tenant: number | null, { beside = false } = {}) =>
  useQuery({
    queryKey: [...resourceKey(def), 'active', tenant],
    queryFn: async () => {
      if (beside) await besideMain();
      return requestList<ResourceRecord>({ url: `${def.path}active/`, params: tenantParam(def, tenant) });
    },
    enabled: tenantReady(def, tenant),
  });

/** The choices of a select whose values come from the API (`ResourceFormField.source`, e.g. the time zones). */
export const useSourceChoices = (path: string | undefined) =>
  useQuery({
    queryKey: ['choices', path],
    queryFn: () => requestList<string>({ url: path }),
    enabled: path !== undefined,
    staleTime: Infinity,
  });

export const createRecord = (def: ResourceDef, tenant: number | null, values: Record<string, unknown>) =>
  request<ResourceRecord>({ method: 'POST', url: def.path, data: { ...values, ...tenantParam(def, tenant) } });

/** Sends an image or logo with a multipart PUT (SPEC §7); answers the updated record. */
export const uploadImage = (def: ResourceDef, id: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return request<ResourceRecord>({ method: 'PUT', url: `${def.path}${def.image!.upload}${id}/`, data: body, headers: { 'Content-Type': 'multipart/form-data' } });
};

export const updateRecord = (def: ResourceDef, id: number, values: Record<string, unknown>) => request<ResourceRecord>({ method: 'PUT', url: `${def.path}${id}/`, data: values });

export const deleteRecord = (def: ResourceDef, id: number) => request<{ id: number }>({ method: 'DELETE', url: `${def.path}${id}/` });
