import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyActor, AnyStateMachine } from 'xstate';
import { allOf, coverageInspector, serverOnlyOf, statesOf } from '../../machines/coverage';

/**
 * State and transition coverage of a machine, recorded while tests drive real actors of it and
 * printed by `npm run coverage:paths`. A transition is `source node id :: event type #index`.
 */
export const COVERAGE_DIR = path.resolve('coverage', 'machines');

export interface MachineCoverage {
  machine: string;
  states: string[];
  transitions: string[];
  visitedStates: string[];
  takenTransitions: string[];
  /** UI level: transitions of events only the server sends (machines/coverage.ts `serverOnlyOf`), counted apart. */
  serverOnly?: string[];
}

/** Records what actors of one machine visit (one test file per machine); `inspect` is the actors' inspector, `save` writes the file. */
export function coverageRecorder(machine: AnyStateMachine) {
  const visited = new Set<string>();
  const taken = new Set<string>();
  return {
    inspect: coverageInspector(visited, taken),
    watch(actor: AnyActor) {
      for (const id of statesOf(actor.getSnapshot())) visited.add(id);
    },
    save(): MachineCoverage {
      const all = allOf(machine);
      const file = path.join(COVERAGE_DIR, `${machine.id}.json`);
      const result: MachineCoverage = {
        machine: machine.id,
        states: [...all.states].sort(),
        transitions: [...all.transitions].sort(),
        visitedStates: [...visited].filter((s) => all.states.includes(s)).sort(),
        takenTransitions: [...taken].filter((t) => all.transitions.includes(t)).sort(),
      };
      mkdirSync(COVERAGE_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(result, null, 2));
      return result;
    },
  };
}

/** Where the end-to-end specs write what the UI reached (`window.__machineCoverage`), one file per machine; emptied when a Playwright run starts. */
export const UI_COVERAGE_DIR = path.resolve('coverage', 'machines-ui');

/**
 * Adds what the UI reached of each machine (states and transitions recorded in the browser) to
 * what the run's earlier tests reached, in one file per machine and Playwright worker (workers run
 * side by side; `readUiCoverage` joins their files).
 */
export function saveUiCoverage(machines: readonly AnyStateMachine[], recorded: Record<string, { states: string[]; transitions: string[] } | undefined>): MachineCoverage[] {
  mkdirSync(UI_COVERAGE_DIR, { recursive: true });
  return machines.map((machine) => {
    const all = allOf(machine);
    const file = path.join(UI_COVERAGE_DIR, `${machine.id}.worker-${process.env.TEST_PARALLEL_INDEX ?? '0'}.json`);
    const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MachineCoverage) : null;
    const seen = recorded[machine.id] ?? { states: [], transitions: [] };
    const states = new Set([...(before?.visitedStates ?? []), ...seen.states]);
    const transitions = new Set([...(before?.takenTransitions ?? []), ...seen.transitions]);
    const result: MachineCoverage = {
      machine: machine.id,
      states: [...all.states].sort(),
      transitions: [...all.transitions].sort(),
      visitedStates: [...states].filter((s) => all.states.includes(s)).sort(),
      takenTransitions: [...transitions].filter((t) => all.transitions.includes(t)).sort(),
      serverOnly: serverOnlyOf(machine).sort(),
    };
    writeFileSync(file, JSON.stringify(result, null, 2));
    return result;
  });
}

/** What every worker's walk reached of one machine, joined; null when no e2e spec ran. */
export function readUiCoverage(machineId: string): MachineCoverage | null {
  if (!existsSync(UI_COVERAGE_DIR)) return null;
  const parts = readdirSync(UI_COVERAGE_DIR)
    .filter((f) => f.startsWith(`${machineId}.worker-`) && f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(UI_COVERAGE_DIR, f), 'utf8')) as MachineCoverage);
  const [first] = parts;
  if (!first) return null;
  const union = (pick: (c: MachineCoverage) => string[]) => [...new Set(parts.flatMap(pick))].sort();
  return { ...first, visitedStates: union((c) => c.visitedStates), takenTransitions: union((c) => c.takenTransitions) };
}
