import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyActor, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

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
}

function nodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

const transitionId = (t: AnyTransitionDefinition) => {
  const list = t.source.transitions.get(t.eventType) ?? [];
  return `${t.source.id} :: ${t.eventType} #${list.indexOf(t)}`;
};

export function allOf(machine: AnyStateMachine) {
  const nodes = nodesOf(machine);
  return {
    states: nodes.map((n) => n.id),
    transitions: nodes.flatMap((n) => [...n.transitions.values()].flatMap((list) => list.map(transitionId))),
  };
}

/** Records what actors of one machine visit (one test file per machine); `inspect` is the actors' inspector, `save` writes the file. */
export function coverageRecorder(machine: AnyStateMachine) {
  const visited = new Set<string>();
  const taken = new Set<string>();
  return {
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions) taken.add(transitionId(t));
      }
      if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
        const snap = event.snapshot as unknown as { _nodes?: AnyStateNode[] };
        for (const n of snap._nodes ?? []) visited.add(n.id);
      }
    },
    watch(actor: AnyActor) {
      for (const n of (actor.getSnapshot() as { _nodes?: AnyStateNode[] })._nodes ?? []) visited.add(n.id);
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
