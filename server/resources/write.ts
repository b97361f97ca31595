import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ResourceDef, ResourceRecord } from '../../domain/resources/resource';
import type { Db } from '../db/connect';
import { hasPgCode, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION } from '../db/errors';
import { AppError, fieldError } from '../http/errors';
import { saveLinks } from './extras';
import { AFTER_WRITE_HOOKS } from './hooks';
import type { ResourceQuery } from './query';

/**
 * The writes of one declared resource, after its policy allowed them: insert, update, delete and an
 * uploaded image's URL. Each answers the row as a read would (with the references' names).
 */
export function resourceWrites(db: Db, def: ResourceDef, q: ResourceQuery) {
  const { table, idCol } = q;
  const afterHook = AFTER_WRITE_HOOKS[def.name];
  /** The time of a write, for tables that keep one (console notifications keep last_update instead, set by their hook). */
  const touched = (): Record<string, Date> => ('updated_at' in q.cols ? { updated_at: new Date() } : {});

  /**
   * The row's columns, its link tables and what the resource's after-hook keeps, in one
   * transaction; a duplicate of the unique field answers E409 on that field.
   */
  async function write(request: FastifyRequest, values: Record<string, unknown>, run: (tx: Db, columns: Record<string, unknown>) => PromiseLike<{ id: unknown }[]>): Promise<ResourceRecord> {
    const columns = Object.fromEntries(Object.entries(values).filter(([f]) => !(f in q.links)));
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const [row] = await run(tx as unknown as Db, columns);
        if (!row) throw new AppError('E404');
        await saveLinks(tx as unknown as Db, def.name, row.id as number, values);
        if (afterHook) await afterHook({ db: tx as unknown as Db, id: row.id as number, values });
        return row.id as number;
      });
    } catch (err) {
      if (hasPgCode(err, PG_UNIQUE_VIOLATION) && def.uniqueField) throw fieldError(request, def.uniqueField, def.duplicateKey, { code: 'E409', message: def.duplicateKey });
      if (hasPgCode(err, PG_UNIQUE_VIOLATION)) throw new AppError('E409', def.duplicateKey);
      throw err;
    }
    return (await q.rowById(id))!;
  }

  const insert = (request: FastifyRequest, values: Record<string, unknown>) =>
    write(request, values, (tx, columns) =>
      tx
        .insert(table)
        .values(columns as never)
        .returning({ id: idCol }),
    );

  const update = (request: FastifyRequest, id: number, values: Record<string, unknown>) =>
    write(request, values, (tx, columns) =>
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

  async function setImage(id: number, field: string, url: string): Promise<ResourceRecord> {
    await db
      .update(table)
      .set({ [field]: url, ...touched() } as never)
      .where(eq(idCol, id));
    return (await q.rowById(id))!;
  }

  return { insert, update, remove, setImage };
}
