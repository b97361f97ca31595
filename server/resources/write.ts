import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ResourceDef, ResourceRecord } from '../../domain/resources/resource';
import type { Db } from '../db/connect';
import { constraintOf, hasPgCode, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION, UNIQUE_INDEX_FIELDS } from '../db/errors';
import { AppError, fieldError } from '../http/errors';
import { saveLinks } from './extras';
import { AFTER_WRITE_HOOKS, WRITE_HOOKS } from './hooks';
import type { ResourceQuery } from './query';
import { storeUpload, type Upload } from './uploads';

/** A unique index's refusal: E409 on the field it guards (the resource's unique field unless the index names another), translated. */
function duplicateError(request: FastifyRequest, err: unknown, def: ResourceDef): AppError {
  const index = UNIQUE_INDEX_FIELDS[constraintOf(err) ?? ''];
  const field = index?.field ?? def.uniqueField;
  const key = index?.key ?? def.duplicateKey;
  return field ? fieldError(request, field, key, { code: 'E409', message: key }) : new AppError('E409', key);
}

/**
 * The writes of one declared resource, after its policy allowed them: insert, update, delete and an
 * uploaded image's URL. Each answers the row as a read would (with the references' names).
 */
export function resourceWrites(db: Db, def: ResourceDef, q: ResourceQuery) {
  const { table, idCol } = q;
  const hook = WRITE_HOOKS[def.name];
  const afterHook = AFTER_WRITE_HOOKS[def.name];
  /** The time of a write, for tables that keep one (console notifications keep last_update instead, set by their hook). */
  const touched = (): Record<string, Date> => ('updated_at' in q.cols ? { updated_at: new Date() } : {});

  /**
   * The resource's write hook (it turns the body into the columns, or refuses it, and may change
   * other rows: a new default card clears the old one), the row's columns, its link tables and what
   * the after-hook keeps, all in one transaction: a failure leaves every row as it was. A unique
   * index's refusal answers E409 on the field it guards (../db/errors.ts).
   */
  async function write(
    request: FastifyRequest,
    body: Record<string, unknown>,
    target: { id: number | null; tenant: number | null },
    run: (tx: Db, columns: Record<string, unknown>) => PromiseLike<{ id: unknown }[]>,
  ): Promise<ResourceRecord> {
    let id: number;
    try {
      id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const values = hook ? await hook({ db: tx, request, values: body, ...target }) : body;
        const columns = Object.fromEntries(Object.entries(values).filter(([f]) => !(f in q.links)));
        const [row] = await run(tx, columns);
        if (!row) throw new AppError('E404');
        await saveLinks(tx, def.name, row.id as number, values);
        if (afterHook) await afterHook({ db: tx, id: row.id as number, values });
        return row.id as number;
      });
    } catch (err) {
      if (hasPgCode(err, PG_UNIQUE_VIOLATION)) throw duplicateError(request, err, def);
      throw err;
    }
    return (await q.rowById(id))!;
  }

  /** A create; `tenant` is the organization or facility the body names. */
  const insert = (request: FastifyRequest, body: Record<string, unknown>, tenant: number | null) =>
    write(request, body, { id: null, tenant }, (tx, columns) =>
      tx
        .insert(table)
        .values(columns as never)
        .returning({ id: idCol }),
    );

  /** An update of the row `id` of `tenant`. */
  const update = (request: FastifyRequest, id: number, body: Record<string, unknown>, tenant: number | null) =>
    write(request, body, { id, tenant }, (tx, columns) =>
      tx
        .update(table)
        .set({ ...columns, ...touched() } as never)
        .where(eq(idCol, id))
        .returning({ id: idCol }),
    );

  async function remove(id: number): Promise<void> {
    try {
      await db.delete(table).where(eq(idCol, id));
    } catch (err) {
      // Still used elsewhere (a field with bookings, a category with products): keep it; deactivate instead.
      if (hasPgCode(err, PG_FOREIGN_KEY_VIOLATION) || hasPgCode(err, PG_RESTRICT_VIOLATION)) throw new AppError('E409', 'records.inUse');
      throw err;
    }
  }

  /** The uploaded image stored and set on the row, in one transaction (no file is kept for a row that is gone). */
  async function setImage(id: number, field: string, upload: Upload): Promise<ResourceRecord> {
    await db.transaction(async (tx) => {
      const url = await storeUpload(tx, upload);
      const [row] = await tx
        .update(table)
        .set({ [field]: url, ...touched() } as never)
        .where(eq(idCol, id))
        .returning({ id: idCol });
      if (!row) throw new AppError('E404');
    });
    return (await q.rowById(id))!;
  }

  return { insert, update, remove, setImage };
}
