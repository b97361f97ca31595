/**
 * `npm run coverage:paths`: runs the machine tests (every shortest path of each model, plus the
 * scenario tests), then prints per machine the states and transitions they reached (machine
 * level) beside those the console reached in the last end-to-end walk (UI level: written by
 * every e2e spec to coverage/machines-ui/; "not run" when there is none).
 * Under each machine it names what either level did not reach. Fails when the machine level is
 * incomplete; the UI level is reported, not required.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { COVERAGE_DIR, readUiCoverage, type MachineCoverage } from '../tests/support/machine-coverage';

rmSync(COVERAGE_DIR, { recursive: true, force: true });
const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'machines/'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (!existsSync(COVERAGE_DIR)) {
  console.error('No machine coverage was recorded.');
  process.exit(1);
}

const read = (file: string): MachineCoverage | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MachineCoverage) : null);
const pct = (a: number, b: number) => (b === 0 ? 100 : (100 * a) / b).toFixed(0);
/** A level's figures; the UI level leaves out the transitions only the server sends and names their count apart. */
const column = (c: MachineCoverage | null) => {
  if (!c) return 'not run';
  const serverOnly = c.serverOnly ?? [];
  const transitions = c.transitions.filter((t) => !serverOnly.includes(t));
  const taken = c.takenTransitions.filter((t) => !serverOnly.includes(t));
  const apart = serverOnly.length > 0 ? `  + ${serverOnly.length} server only (covered by server tests)` : '';
  return `states ${c.visitedStates.length}/${c.states.length} (${pct(c.visitedStates.length, c.states.length)}%)  transitions ${taken.length}/${transitions.length} (${pct(taken.length, transitions.length)}%)${apart}`;
};

console.log(`${'machine'.padEnd(12)}${'machine level (vitest)'.padEnd(56)}UI level (last e2e walk)`);
let incomplete = false;
for (const file of readdirSync(COVERAGE_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const c = read(path.join(COVERAGE_DIR, file))!;
  const ui = readUiCoverage(c.machine);
  console.log(`${c.machine.padEnd(12)}${column(c).padEnd(56)}${column(ui)}`);
  if (missing(c, 'machine level')) incomplete = true;
  if (ui) missing(ui, 'UI level');
}

/** Prints the states and transitions `c` did not reach (`where`: which level); true when there are some. */
function missing(c: MachineCoverage, where: string): boolean {
  const states = c.states.filter((s) => !c.visitedStates.includes(s));
  const transitions = c.transitions.filter((t) => !c.takenTransitions.includes(t) && !(c.serverOnly ?? []).includes(t));
  for (const s of states) console.log(`    ${where}: state not reached: ${s}`);
  for (const t of transitions) console.log(`    ${where}: transition not taken: ${t}`);
  return states.length > 0 || transitions.length > 0;
}
process.exit(run.status !== 0 ? (run.status ?? 1) : incomplete ? 1 : 0);
