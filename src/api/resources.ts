import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { scopeColumn, type ResourceDef, type ResourceRecord } from '../../domain/resources/resource';
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

/** A page of a resource in a tenant (organization or facility); the previous page stays shown while the next loads. */
export const useResourceList = (def: ResourceDef, tenant: number | null, params: ListParams) =>
  useQuery({
    queryKey: [...resourceKey(def), 'list', tenant, params],
    queryFn: () =>
      requestList<ResourceRecord>({
        url: def.path,
        params: {
          [scopeColumn(def.scope)]: tenant,
          page: params.page,
          count: params.count,
          order: params.order,
          ...(Object.keys(params.filter).length > 0 ? { filter: JSON.stringify(params.filter) } : {}),
        },
      }),
    enabled: tenant !== null,
    placeholderData: keepPreviousData,
  });

export const useResourceRecord = (def: ResourceDef, id: number | null) =>
  useQuery({
    queryKey: [...resourceKey(def), 'record', id],
    queryFn: () => request<ResourceRecord>({ url: `${def.path}${id}/` }),
    enabled: id !== null,
  });

export const createRecord = (def: ResourceDef, tenant: number, values: Record<string, unknown>) =>
  request<ResourceRecord>({ method: 'POST', url: def.path, data: { ...values, [scopeColumn(def.scope)]: tenant } });

export const updateRecord = (def: ResourceDef, id: number, values: Record<string, unknown>) => request<ResourceRecord>({ method: 'PUT', url: `${def.path}${id}/`, data: values });

export const deleteRecord = (def: ResourceDef, id: number) => request<{ id: number }>({ method: 'DELETE', url: `${def.path}${id}/` });
