import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/constants';
import type { ServerConfig } from '../config';
import type { Database, Db } from './connect';
import { ensureClientRole, ensureReferenceData } from './reference-data';
import { isEmpty, seedDemo, seedFirstAdmin } from './seed';
import { serverSettings } from './schema';

export type Seeded = 'demo' | 'admin' | 'none';

/** Migrations, reference data and, on an empty database, the first data. Safe to run at every start. */
export async function prepareDatabase(database: Database, config: Pick<ServerConfig, 'seedDemo' | 'adminUsername' | 'adminPassword'>): Promise<Seeded> {
  await database.migrate();
  const { db } = database;
  await ensureReferenceData(db);
  const empty = await isEmpty(db);
  await ensureClientRole(db);
  if (!empty) return 'none';
  if (config.seedDemo) {
    await seedDemo(db);
    return 'demo';
  }
  const password = config.adminPassword;
  if (!password || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new Error(`SEED_DEMO=false on an empty database needs ADMIN_PASSWORD (${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters) for the first administrator "${config.adminUsername}".`);
  }
  await seedFirstAdmin(db, config.adminUsername, password);
  return 'admin';
}

/** The token signing secret: made once and kept in the database, so every API process and restart shares it. */
export async function jwtSecret(db: Db): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  if (!row) throw new Error('jwt_secret setting missing');
  return row.value;
}
