import { z } from 'zod';
import { intParam, MAX_INT, rowIdParam, searchParam } from '../fields';

export { VIDEO_VIEWS } from './access';

import { VIDEO_STATUSES } from './rules';

export { VIDEO_STATUSES };

/** A recording as the API answers it: its field, its booking's contact, when and how long. */
export const videoSchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  booking_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  playback: z.string(),
  started_at: z.string(),
  duration: z.number().int(),
  type: z.string(),
  views: z.number().int(),
  status: z.enum(VIDEO_STATUSES),
  hidden: z.boolean(),
});
export type Video = z.infer<typeof videoSchema>;

/** `GET /video/paged/`: a facility's videos, newest first; `search` matches the field, the contact or the playback code. */
export const videoPageQuerySchema = z.object({
  facility_id: rowIdParam(),
  search: searchParam(100).default(''),
  count: z.coerce.number().int().min(1).max(100).default(10),
  page: intParam(1, MAX_INT).default(1),
});
export type VideoPageQuery = z.infer<typeof videoPageQuerySchema>;
