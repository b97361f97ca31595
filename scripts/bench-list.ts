/**
 * `node --import tsx scripts/bench-list.ts [build dir…]`: only the contacts list's part of `npm run bench`
 * (the 100,000 contacts' calls, then the list painted in Chromium), to measure a change of the list
 * alone. Given builds (`vite build` outputs copied aside), each is measured in turn, twice, on the
 * same server and data, and the medians are printed side by side: on a loaded machine only figures
 * taken in one run compare. The builds' files are answered through Playwright's routing, which
 * slows a full load's chunks: compare full loads of builds with each other, not with the plain run.
 */
import { buildConsoleIfStale } from './console-build';
import { benchContacts } from './bench/contacts';
import { benchListRender } from './bench/render';
import { ms } from './bench/timing';

const builds = process.argv.slice(2);
if (builds.length === 0) buildConsoleIfStale();
const contacts = await benchContacts();
try {
  const url = await contacts.listen();
  if (builds.length === 0) await benchListRender(url);
  else {
    const results = new Map<string, { load: { median: number }; next: { median: number } }[]>(builds.map((b) => [b, []]));
    for (let round = 0; round < 2; round++) for (const build of builds) results.get(build)!.push((await benchListRender(url, build))!);
    console.log('\ndata arrived → 100 rows painted, medians of each round (full load | next page):');
    for (const [build, rounds] of results) console.log(`  ${build.padEnd(28)} ${rounds.map((r) => `${ms(r.load.median)} | ${ms(r.next.median)}`).join('    ')}`);
  }
} finally {
  await contacts.server.close();
}
