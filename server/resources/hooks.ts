import type { FastifyRequest } from 'fastify';
import type { ResourceName } from '../../domain/resources/names';
import type { Db } from '../db/connect';

/** What a write hook sees: the validated body, the record's id (null on create) and its tenant. */
export interface WriteContext {
  readonly db: Db;
  readonly request: FastifyRequest;
  readonly values: Record<string, unknown>;
  readonly id: number | null;
  readonly tenant: number | null;
}

/**
 * Server rules of a resource beyond its schema, run before a create or update is written: they
 * turn the body into the columns (hash a password, keep only a card's last four digits) or refuse
 * it with an AppError. Resources without rules have no entry.
 */
export type WriteHook = (ctx: WriteContext) => Promise<Record<string, unknown>>;

export const WRITE_HOOKS: Partial<Record<ResourceName, WriteHook>> = {};
