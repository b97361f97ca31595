import type { Db } from '../db/connect';
import { matchAutoCancelJob } from './match-auto-cancel';
import type { JobDefinition } from './queue';

/** Every job the server runs on its queue (server/jobs/queue.ts), with its schedule. */
export function serverJobs(db: Db): JobDefinition[] {
  return [matchAutoCancelJob(db)];
}
