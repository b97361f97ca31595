import { sql, type SQL } from 'drizzle-orm';
import type { ResourceName } from '../../domain/resources/names';
import { appUsers, contacts } from '../db/schema';

/**
 * Read-only fields a resource answers that no column holds: computed by the database on every read
 * (declared in the resource's `computed`). Fields listed in `computed` with a column of their own
 * (a card's brand, a notification's last_update) are read from that column and have no entry here.
 */
export const COMPUTED_READS: Partial<Record<ResourceName, Readonly<Record<string, SQL>>>> = {
  /**
   * SPEC §5: a contact whose phone or e-mail is an app user's is flagged. Non-empty values only;
   * e-mail case-insensitively, phone as typed (trimmed by both schemas): each side is one lookup
   * in app_users' phone and lower(email) indexes, so a list page stays cheap.
   */
  contacts: {
    is_app_user: sql<boolean>`exists (select 1 from ${appUsers} where (${contacts.phone} <> '' and ${appUsers.phone} = ${contacts.phone}) or (${contacts.email} <> '' and lower(${appUsers.email}) = lower(${contacts.email})))`,
  },
};
