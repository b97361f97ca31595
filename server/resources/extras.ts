import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SALES_WINDOW_DAYS } from '../../domain/inventory/rules';
import type { ResourceName } from '../../domain/resources/manifest';
import type { Db } from '../db/connect';
import { appUsers, consoleUsers, contacts, fields, organizations, playersGroupMembers, playersGroups, products, rolePermissions, roles, roleViews, terminalOperators, userFacilities } from '../db/schema';

/**
 * What the generic CRUD (crud.ts) reads and writes beyond a resource's own columns: lists of ids
 * kept in link tables, values computed from other tables, and a referenced row's display name.
 */

/** A link table: one row per (owner, value), e.g. (role, permission). */
export interface LinkTable {
  readonly table: PgTable;
  readonly owner: PgColumn;
  readonly value: PgColumn;
}

/** The link tables of the `links` fields of each declared resource (domain/resources). */
export const LINKS: Partial<Record<ResourceName, Record<string, LinkTable>>> = {
  roles: { permissions_ids: { table: rolePermissions, owner: rolePermissions.role_id, value: rolePermissions.permission_id } },
  'console-users': { facilities_ids: { table: userFacilities, owner: userFacilities.user_id, value: userFacilities.facility_id } },
  terminals: { operators_ids: { table: terminalOperators, owner: terminalOperators.terminal_id, value: terminalOperators.user_id } },
  'players-groups': { members_ids: { table: playersGroupMembers, owner: playersGroupMembers.players_group_id, value: playersGroupMembers.contact_id } },
};

/** The ids linked to the row whose id is `ownerId`, as a sorted array (empty when none). */
export const linkedIds = (link: LinkTable, ownerId: PgColumn): SQL<number[]> =>
  sql<number[]>`coalesce((select array_agg(${link.value} order by ${link.value}) from ${link.table} where ${link.owner} = ${ownerId}), '{}'::int[])`;

/** Replaces the linked ids of one row (inside the write's transaction). */
export async function saveLinks(tx: Db, name: ResourceName, id: number, values: Record<string, unknown>): Promise<void> {
  for (const [field, link] of Object.entries(LINKS[name] ?? {})) {
    const ids = values[field];
    if (!Array.isArray(ids)) continue;
    await tx.delete(link.table).where(sql`${link.owner} = ${id}`);
    const unique = [...new Set(ids as number[])];
    if (unique.length > 0) await tx.insert(link.table).values(unique.map((v) => ({ [link.owner.name]: id, [link.value.name]: v })) as never);
  }
}

const groupName = (groupId: PgColumn): SQL<string | null> => sql<string | null>`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${groupId})`;

/**
 * The currency of the organization of a row's facility: that of the row's amounts. Spelled with
 * aliases and the table's name: drizzle leaves columns unqualified in a one-table select.
 */
const facilityCurrency = (table: PgTable): SQL<string> =>
  sql<string>`(select o.currency from organizations o inner join facilities f on f.group_id = o.id where f.id = ${sql.identifier(getTableName(table))}."facility_id")`;

/**
 * A product's days left in its list (issue 17), the rule of domain/inventory/rules.ts `outlook` in
 * SQL so the list sorts and pages in the database: units sold in the last 30 days (sales less
 * voids, a sum over the journal's (product_id, created_at) index for the page's rows only), inventory
 * days at that pace (0 when none left, null when nothing sold), the zero-inventory day from the
 * facility's today in its zone, and the level (out, low, ok). server/inventory/inventory.test.ts
 * checks it answers what `/product/summary` (the domain's rule) answers.
 */
function productOutlook(): Record<string, SQL> {
  const stock = sql`"products"."stock"`;
  const sold = sql`coalesce((select -sum(m.quantity) from stock_movements m where m.product_id = "products"."id" and m.kind in ('sale', 'void') and m.created_at >= now() - interval '${sql.raw(String(SALES_WINDOW_DAYS))} days'), 0)`;
  const days = sql`(case when ${stock} <= 0 then 0 when ${sold} <= 0 then null else floor(${stock} * ${SALES_WINDOW_DAYS}::numeric / ${sold})::int end)`;
  return {
    inventory_days: sql<number | null>`${days}`,
    zero_day: sql<string | null>`(select to_char((now() at time zone f.timezone)::date + ${days}, 'YYYY-MM-DD') from facilities f where f.id = "products"."facility_id")`,
    stock_level: sql<string>`(case when ${stock} <= 0 then 'out' when "products"."low_stock" > 0 and ${stock} <= "products"."low_stock" then 'low' else 'ok' end)`,
  };
}

/** Computed fields (the `computed` of a declaration that are not columns of its table). */
export const COMPUTED: Partial<Record<ResourceName, Record<string, SQL>>> = {
  roles: {
    views_ids: linkedIds({ table: roleViews, owner: roleViews.role_id, value: roleViews.view_id }, roles.id),
    group_name: groupName(roles.group_id),
  },
  'console-users': { group_name: groupName(consoleUsers.group_id) },
  // Fields and products are priced in their facility's organization's currency (domain/money.ts).
  fields: { currency: facilityCurrency(fields) },
  products: { currency: facilityCurrency(products), ...productOutlook() },
  /**
   * SPEC §5: a contact whose phone or e-mail is an app user's is flagged. Non-empty values only;
   * e-mail case-insensitively, phone as typed (trimmed by both schemas): each side is one lookup
   * in app_users' phone and lower(email) indexes, so a list page stays cheap.
   */
  // A players group's members, named (its form lists them), and how many (its list). The group's id is qualified: drizzle leaves it bare in a one-table select, and contacts has an id too.
  'players-groups': {
    members_count: sql<number>`(select count(*)::int from ${playersGroupMembers} where ${playersGroupMembers.players_group_id} = ${playersGroups.id})`,
    members: sql<
      { id: number; name: string }[]
    >`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id) from ${playersGroupMembers} m join ${contacts} c on c.id = m.contact_id where m.players_group_id = ${sql.identifier(getTableName(playersGroups))}."id"), '[]'::json)`,
  },
  contacts: {
    is_app_user: sql<boolean>`exists (select 1 from ${appUsers} where (${contacts.phone} <> '' and ${appUsers.phone} = ${contacts.phone}) or (${contacts.email} <> '' and lower(${appUsers.email}) = lower(${contacts.email})))`,
  },
};

/** How a row of a resource is named where another refers to it, when more than its label field (an app user by full name). */
export const REF_LABELS: Partial<Record<ResourceName, (cols: Record<string, PgColumn>) => SQL>> = {
  'app-users': (c) => sql`coalesce(nullif(trim(concat_ws(' ', ${c.first_name}, ${c.last_name})), ''), ${c.username})`,
};
