import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { assertFacilityAccess, currentUser } from '../auth/guard';
import type { Db } from '../db/connect';
import { cancellationReasons, facilities } from '../db/schema';
import { AppError } from '../http/errors';

/** The facility, when the signed-in user may act on it (SPEC §6 tenancy); E403 otherwise, also when it does not exist. */
export async function ownFacility(db: Db, request: FastifyRequest, facilityId: number) {
  const [facility] = await db.select().from(facilities).where(eq(facilities.id, facilityId));
  if (!facility) throw new AppError('E403');
  assertFacilityAccess(currentUser(request), facility);
  return facility;
}

/** Whether `reasonId` is an active cancellation reason of the organization. */
export async function isActiveReason(db: Db, groupId: number, reasonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(and(eq(cancellationReasons.id, reasonId), eq(cancellationReasons.group_id, groupId), eq(cancellationReasons.status, 'A')));
  return row !== undefined;
}
