import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { cancellationReasons } from '../db/schema';

/** Whether `reasonId` is an active cancellation reason of the organization. */
export async function isActiveReason(db: Db, groupId: number, reasonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(and(eq(cancellationReasons.id, reasonId), eq(cancellationReasons.group_id, groupId), eq(cancellationReasons.status, 'A')));
  return row !== undefined;
}
