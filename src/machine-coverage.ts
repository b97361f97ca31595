import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { coverageInspector } from '../machines/coverage';

/** What an end-to-end test reads back: per machine id, the states visited and the transitions taken. */
export type UiMachineCoverage = Record<string, { states: string[]; transitions: string[] }>;

declare global {
  interface Window {
    /** Set (to `{}`) by an end-to-end test with `page.addInitScript` to record which states and transitions the UI reached. */
    __machineCoverage?: UiMachineCoverage;
  }
}

/**
 * The inspector a runtime gives the actors of `machine` (xstate's `inspect` option): when a test
 * set `window.__machineCoverage`, each transition and state is added to it; otherwise none.
 */
export function uiCoverageInspector(machine: AnyStateMachine): ((event: InspectionEvent) => void) | undefined {
  const record = typeof window === 'undefined' ? undefined : window.__machineCoverage;
  if (!record) return undefined;
  let sets = recorded.get(machine.id);
  if (!sets) {
    const entry = record[machine.id] ?? { states: [], transitions: [] };
    sets = { visited: new Set(entry.states), taken: new Set(entry.transitions) };
    recorded.set(machine.id, sets);
  }
  const { visited, taken } = sets;
  const inspect = coverageInspector(visited, taken);
  return (event) => {
    inspect(event);
    record[machine.id] = { states: [...visited], transitions: [...taken] };
  };
}

// One set of each per machine, shared by all its actors on the page.
const recorded = new Map<string, { visited: Set<string>; taken: Set<string> }>();
