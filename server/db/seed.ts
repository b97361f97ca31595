import { count, eq } from 'drizzle-orm';
import { ALL_VIEW_IDS, viewIdsInScopes } from '../../domain/access/views';
import { hashPassword } from '../auth/passwords';
import { assignCreator } from '../bookings/repository';
import type { Db, Tx } from './connect';
import { seedOrganizationDetails } from './seed-organizations';
import { seedAppUsers } from './seed-app-users';
import { seedDeskPayments, seedOnlinePayments, seedVideoDeskPayments } from './seed-payments';
import { seedBilling } from './seed-billing';
import { seedResources } from './seed-resources';
import {
  cancellationReasons,
  consoleNotifications,
  consoleUsers,
  facilities,
  onsitePaymentMethods,
  organizations,
  productCategories,
  rolePermissions,
  roles,
  roleViews,
  terminalOperators,
  terminals,
  userFacilities,
} from './schema';

export interface DemoAccount {
  username: string;
  password: string;
  role: string;
  description: string;
}

/** The demo accounts of the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: 'admin123', role: 'A', description: 'platform administrator, every view' },
  { username: 'owner', password: 'owner123', role: 'F', description: 'facility owner of Demo Sports Club' },
  { username: 'rep', password: 'rep123', role: 'R', description: 'representative, Madrid facility only' },
  { username: 'tech', password: 'tech123', role: 'R', description: 'camera technician, Madrid: cameras and fields, no camera actions' },
  { username: 'client', password: 'client123', role: 'client', description: 'client role' },
];

export const REP_VIEW_IDS = [1, 5, 23, 24, 26, 31, 35, 36];
/** The camera technician: cameras and fields, no camera actions (SPEC §6: those need 27, 29 or 30). */
export const TECH_VIEW_IDS = [8, 10];

async function createRole(tx: Tx, role: { code: string; name: string; description: string; group_id: number | null; views: readonly number[] }) {
  const [row] = await tx.insert(roles).values({ code: role.code, name: role.name, description: role.description, group_id: role.group_id }).returning({ id: roles.id });
  const id = row!.id;
  if (role.views.length > 0) {
    await tx.insert(roleViews).values(role.views.map((view_id) => ({ role_id: id, view_id })));
    await tx.insert(rolePermissions).values(role.views.map((permission_id) => ({ role_id: id, permission_id })));
  }
  return id;
}

async function createUser(tx: Tx, user: { username: string; password: string; first_name: string; last_name: string; email: string; role_id: number; group_id: number | null; facilities?: number[] }) {
  const [row] = await tx
    .insert(consoleUsers)
    .values({
      username: user.username.toLowerCase(),
      password_hash: await hashPassword(user.password),
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role_id: user.role_id,
      group_id: user.group_id,
    })
    .returning({ id: consoleUsers.id });
  if (user.facilities?.length) {
    await tx.insert(userFacilities).values(user.facilities.map((facility_id) => ({ user_id: row!.id, facility_id })));
  }
  return row!.id;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [users] = await db.select({ n: count() }).from(consoleUsers);
  return (users?.n ?? 0) === 0;
}

/** Seeds the demo organizations, facilities, fields, roles and accounts in one transaction. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [demo, other] = await tx
      .insert(organizations)
      .values([{ name: 'Demo Sports Club' }, { name: 'Other Club' }])
      .returning({ id: organizations.id });
    const [madrid, newYork, lisbon] = await tx
      .insert(facilities)
      .values([
        { group_id: demo!.id, name: 'Madrid Padel Center', timezone: 'Europe/Madrid', time_format: '24', time_control: true },
        { group_id: demo!.id, name: 'Brooklyn Courts', timezone: 'America/New_York', time_format: '12' },
        { group_id: other!.id, name: 'Lisbon Arena', timezone: 'Europe/Lisbon', time_format: '24' },
      ])
      .returning({ id: facilities.id });
    // Declared resources (domain/resources): a few rows each so every list looks alive.
    await tx
      .insert(cancellationReasons)
      .values([
        ...['Rain', 'Injury', 'Schedule conflict'].map((name) => ({ group_id: demo!.id, name })),
        { group_id: demo!.id, name: 'Court maintenance', status: 'I' },
        ...['Weather', 'No show'].map((name) => ({ group_id: other!.id, name })),
      ]);
    // Madrid's desk reads Spanish (issue 20 item 5): its facility's own rows are in Spanish, Brooklyn's in English.
    // Cash and the typed-in card are the checkout's own methods: an onsite method of that name would show twice.
    await tx.insert(onsitePaymentMethods).values([
      { facility_id: madrid!.id, name: 'Bizum', description: 'Pago por móvil a la cuenta del club' },
      { facility_id: madrid!.id, name: 'Datáfono del mostrador', description: 'Terminal de tarjetas de recepción' },
      { facility_id: newYork!.id, name: 'Venmo', description: "Paid by phone to the club's account" },
      { facility_id: lisbon!.id, name: 'MB Way', description: 'Mobile payment' },
    ]);
    await tx.insert(productCategories).values([
      { facility_id: madrid!.id, name: 'Bebidas', description: 'Agua, bebidas isotónicas y café' },
      { facility_id: madrid!.id, name: 'Tentempiés', description: 'Barritas y fruta' },
      { facility_id: madrid!.id, name: 'Material', description: 'Pelotas, grips y palas' },
      { facility_id: newYork!.id, name: 'Drinks', description: '' },
      { facility_id: lisbon!.id, name: 'Bebidas', description: 'Drinks' },
    ]);

    // The organizations' fees first: the demo bookings are priced with them.
    await seedOrganizationDetails(tx, { demo: demo!.id, other: other!.id, madrid: madrid!.id, newYork: newYork!.id, lisbon: lisbon!.id });
    const paidAtDesk = await seedResources(tx, { demo: demo!.id, other: other!.id, madrid: madrid!.id, newYork: newYork!.id, lisbon: lisbon!.id });
    await seedAppUsers(tx);
    await seedOnlinePayments(tx, [madrid!.id, newYork!.id, lisbon!.id]);
    await seedBilling(tx);

    await tx.insert(consoleNotifications).values([
      {
        notification_type: 'info',
        notification_title: 'Welcome to the new Sideline console',
        notification_text: 'Bookings, recordings and payments now live in one place.',
        html_code: '<p>Read <strong>what is new</strong> in this release.</p>',
        notification_color: 'primary',
        groups_ids: [],
      },
      {
        notification_type: 'warning',
        notification_title: 'Camera maintenance on Sunday',
        notification_text: 'Recordings at Demo Sports Club pause from 06:00 to 07:00.',
        notification_color: 'warning',
        groups_ids: [demo!.id],
      },
      {
        notification_type: 'info',
        notification_title: 'Other Club: new price plan',
        notification_text: 'Your new price plan starts next month.',
        groups_ids: [other!.id],
      },
    ]);

    const adminRole = await createRole(tx, { code: 'A', name: 'Administrator', description: 'Platform administrator', group_id: null, views: ALL_VIEW_IDS });
    const ownerRole = await createRole(tx, {
      code: 'F',
      name: 'Facility owner',
      description: 'Runs the organization and all its facilities',
      group_id: demo!.id,
      views: viewIdsInScopes(['facility', 'organization']),
    });
    const repRole = await createRole(tx, { code: 'R', name: 'Representative', description: 'Front desk', group_id: demo!.id, views: REP_VIEW_IDS });
    const clientRole = await createRole(tx, { code: 'client', name: 'Client', description: 'Access control only', group_id: demo!.id, views: [] });
    await createRole(tx, {
      code: 'F',
      name: 'Facility owner',
      description: 'Runs the organization and all its facilities',
      group_id: other!.id,
      views: viewIdsInScopes(['facility', 'organization']),
    });

    const adminId = await createUser(tx, { username: 'admin', password: 'admin123', first_name: 'Ada', last_name: 'Admin', email: 'admin@sideline.test', role_id: adminRole, group_id: null });
    const ownerId = await createUser(tx, { username: 'owner', password: 'owner123', first_name: 'Olivia', last_name: 'Martín', email: 'owner@demo-club.test', role_id: ownerRole, group_id: demo!.id });
    const repId = await createUser(tx, {
      username: 'rep',
      password: 'rep123',
      first_name: 'Raúl',
      last_name: 'Gómez',
      email: 'rep@demo-club.test',
      role_id: repRole,
      group_id: demo!.id,
      facilities: [madrid!.id],
    });
    // Sees Madrid's cameras and fields but may not change cameras (no permission 27, 29 or 30).
    const techRole = await createRole(tx, { code: 'R', name: 'Camera technician', description: 'Checks cameras and fields', group_id: demo!.id, views: TECH_VIEW_IDS });
    await createUser(tx, {
      username: 'tech',
      password: 'tech123',
      first_name: 'Teo',
      last_name: 'Técnico',
      email: 'tech@demo-club.test',
      role_id: techRole,
      group_id: demo!.id,
      facilities: [madrid!.id],
    });
    await createUser(tx, { username: 'client', password: 'client123', first_name: 'Carla', last_name: 'Cliente', email: 'client@demo-club.test', role_id: clientRole, group_id: demo!.id });

    // The demo bookings were made at each facility's desk: Madrid's by the representative, Brooklyn's by
    // the owner, Lisbon's (an organization without staff of its own) by the administrator; those that
    // read paid were paid there, by the same hands, through the ledger, and so were the video orders made there.
    const desk = new Map([
      [madrid!.id, repId],
      [newYork!.id, ownerId],
      [lisbon!.id, adminId],
    ]);
    for (const [facilityId, userId] of desk) await assignCreator(tx, facilityId, userId);
    await seedDeskPayments(tx, paidAtDesk, desk);
    await seedVideoDeskPayments(tx, desk);

    // Madrid's front-desk terminal is operated by the representative and the owner; the bar's by the owner.
    const madridTerminals = await tx.select({ id: terminals.id, name: terminals.name }).from(terminals).where(eq(terminals.facility_id, madrid!.id));
    const terminal = (name: string) => madridTerminals.find((x) => x.name === name)!.id;
    await tx.insert(terminalOperators).values([
      { terminal_id: terminal('Recepción'), user_id: repId },
      { terminal_id: terminal('Recepción'), user_id: ownerId },
      { terminal_id: terminal('Barra'), user_id: ownerId },
    ]);
  });
}

/** An empty product: only a first administrator (role A, every view) with the given credentials. */
export async function seedFirstAdmin(db: Db, username: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await createRole(tx, { code: 'A', name: 'Administrator', description: 'Platform administrator', group_id: null, views: ALL_VIEW_IDS });
    await createUser(tx, { username, password, first_name: 'Administrator', last_name: '', email: '', role_id: role, group_id: null });
  });
}
