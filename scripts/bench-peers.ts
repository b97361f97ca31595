/**
 * `node --import tsx scripts/bench-peers.ts`: only the peers' part of `npm run bench` (issue 21):
 * the contacts list (100,000 contacts, its calls timed) and the schedule (30 fields, 400 bookings a
 * day) in Chromium, each followed by its peers on the same server, data and browser, and every
 * figure beside its target, its peers and the ratio Sideline/peer (scripts/bench/peers.ts).
 */
import { login } from '../server/test-support/test-server';
import { buildConsoleIfStale } from './console-build';
import { benchContacts } from './bench/contacts';
import { benchListPeers, benchSchedulePeers, buildPeers } from './bench/peers';
import { benchListRender } from './bench/render';
import { benchScheduleRender } from './bench/schedule';

buildConsoleIfStale();
await buildPeers();
const contacts = await benchContacts();
try {
  await benchListRender(await contacts.listen(), undefined, async (ctx) => benchListPeers({ ...ctx, token: (await login(contacts.server.app, 'owner')).access_token }));
} finally {
  await contacts.server.close();
}
await benchScheduleRender(benchSchedulePeers);
