/**
 * `npm run coverage:paths`: runs the machine tests (every shortest path of each model, plus the
 * scenario tests), then prints per machine the states and transitions they reached.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { COVERAGE_DIR, type MachineCoverage } from '../tests/support/machine-coverage';

rmSync(COVERAGE_DIR, { recursive: true, force: true });
const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'machines/'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (!existsSync(COVERAGE_DIR)) {
  console.error('No machine coverage was recorded.');
  process.exit(1);
}

let incomplete = false;
for (const file of readdirSync(COVERAGE_DIR).filter((f) => f.endsWith('.json')).sort()) {
  const c = JSON.parse(readFileSync(path.join(COVERAGE_DIR, file), 'utf8')) as MachineCoverage;
  const missingStates = c.states.filter((s) => !c.visitedStates.includes(s));
  const missingTransitions = c.transitions.filter((t) => !c.takenTransitions.includes(t));
  const pct = (a: number, b: number) => (b === 0 ? 100 : (100 * a) / b).toFixed(0);
  console.log(
    `${c.machine.padEnd(16)} states ${c.visitedStates.length}/${c.states.length} (${pct(c.visitedStates.length, c.states.length)}%)   transitions ${c.takenTransitions.length}/${c.transitions.length} (${pct(c.takenTransitions.length, c.transitions.length)}%)`,
  );
  for (const s of missingStates) console.log(`    state not reached: ${s}`);
  for (const t of missingTransitions) console.log(`    transition not taken: ${t}`);
  if (missingStates.length || missingTransitions.length) incomplete = true;
}
process.exit(run.status !== 0 ? run.status ?? 1 : incomplete ? 1 : 0);
