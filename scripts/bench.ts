/**
 * `npm run bench`: prints figures, asserts nothing. Boots the real app on an in-memory PGlite
 * (or DATABASE_URL) and times the calls every screen makes, through Fastify's inject(); then the
 * contacts list with 100,000 contacts (scripts/bench/contacts.ts) and the time Chromium takes to
 * paint a page of it (scripts/bench/render.ts); then the schedule with 30 fields and 400 bookings a
 * day in Chromium (scripts/bench/schedule.ts), and a product added to a 50-line cart at the checkout
 * (scripts/bench/checkout.ts). Before those, 50 desks opening the schedule and paging contacts at once (scripts/bench/api-load.ts), the POS ledger (scripts/bench/pos.ts), a signed-in call during a flood of
 * anonymous sign-ins on a real listening server (scripts/bench/login-flood.ts), closing a month's billing
 * statements for 100 facilities (scripts/bench/statements.ts) and recurring verify against 10,000
 * bookings (scripts/bench/verify.ts); then camera ingest, 1,000 cameras heartbeating while `ping` is
 * timed (scripts/bench/cameras.ts), the product list with days left over 2,000 products and 1,000,000
 * stock movements (scripts/bench/inventory.ts) and the payments list over 1,000,000 payments (scripts/bench/payments.ts); and the public video page's HTML
 * answer and JavaScript weight (scripts/bench/public-pages.ts). The list and the schedule are each
 * followed by their peers (TanStack Table, a plain table, Fluent's Table and DataGrid;
 * react-big-calendar and FullCalendar) on the same data, with the ratios (scripts/bench/peers.ts;
 * BENCH_PEERS=false skips them).
 */
import { startTestServer, login, bearer, consoleBasic } from '../server/test-support/test-server';
import { benchBundle } from './bench-bundle';
import { benchApiLoad } from './bench/api-load';
import { benchCameras } from './bench/cameras';
import { benchCheckoutRender } from './bench/checkout';
import { benchContacts } from './bench/contacts';
import { benchInventory } from './bench/inventory';
import { benchLoginFlood } from './bench/login-flood';
import { benchPayments } from './bench/payments';
import { benchListPeers, benchSchedulePeers } from './bench/peers';
import { benchPos } from './bench/pos';
import { benchPublicPages } from './bench/public-pages';
import { benchListRender } from './bench/render';
import { benchScheduleRender } from './bench/schedule';
import { benchStatements } from './bench/statements';
import { benchVerify } from './bench/verify';
import { time } from './bench/timing';

benchBundle();

const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL, loginMaxAttempts: 0 });
const { app } = server;
const owner = await login(app, 'owner');
console.log(`\nSideline API bench on ${server.database.kind}\n`);

await time('POST /user_console/login/ (scrypt)', 30, () =>
  app.inject({ method: 'POST', url: '/api/v1/user_console/login/', headers: { authorization: consoleBasic }, payload: { username: 'owner', password: 'owner123' } }),
);
await time('GET /user_console/ping/ (auth + user load)', 300, () => app.inject({ url: '/api/v1/user_console/ping/', headers: bearer(owner.access_token) }));
await time('GET /group/all/', 300, () => app.inject({ url: '/api/v1/group/all/', headers: bearer(owner.access_token) }));
await time('GET /facility/group/1/', 300, () => app.inject({ url: '/api/v1/facility/group/1/', headers: bearer(owner.access_token) }));
await time('POST /auth/refresh/console/', 300, () => app.inject({ method: 'POST', url: '/api/v1/auth/refresh/console/', headers: bearer(owner.refresh_token) }));
await server.close();

await benchApiLoad();
await benchPos();
await benchPublicPages();
await benchStatements();
await benchLoginFlood();
await benchVerify();
await benchCameras();
await benchInventory();
if (process.env.BENCH_PAYMENTS === 'false') console.log('\n(BENCH_PAYMENTS=false: the 1,000,000 payments list was not run)');
else await benchPayments();

const peers = process.env.BENCH_PEERS !== 'false';
if (!peers) console.log('\n(BENCH_PEERS=false: the peers were not measured)');
const contacts = await benchContacts();
try {
  if (process.env.BENCH_BROWSER === 'false') console.log('\n(BENCH_BROWSER=false: the Chromium part was not run)');
  else await benchListRender(await contacts.listen(), undefined, peers ? async (ctx) => benchListPeers({ ...ctx, token: (await login(contacts.server.app, 'owner')).access_token }) : undefined);
} finally {
  await contacts.server.close();
}
if (process.env.BENCH_BROWSER !== 'false') {
  await benchScheduleRender(peers ? benchSchedulePeers : undefined);
  await benchCheckoutRender();
}
