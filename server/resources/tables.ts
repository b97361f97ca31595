import type { PgTable } from 'drizzle-orm/pg-core';
import { RESOURCE_NAMES, type ResourceName } from '../../domain/resources/manifest';
import * as schema from '../db/schema';

/** `'cancellation-reasons'` → `'cancellationReasons'`: the schema export of a resource's table. */
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
const camel = <S extends string>(name: S): Camel<S> => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as Camel<S>;

/**
 * The table behind each declared resource (domain/resources/manifest.ts): the schema's export named
 * as the resource in camel case (`contact-categories` → `contactCategories`). A declared resource
 * without its table does not compile.
 */
type ResourceTables = { [N in ResourceName]: (typeof schema)[Camel<N>] };
export const TABLES: Record<ResourceName, PgTable> = Object.fromEntries(RESOURCE_NAMES.map((name) => [name, schema[camel(name)]])) as ResourceTables;
