import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * State and transition coverage of a machine, as ids: a state is its node id, a transition is
 * `source node id :: event type #index`. Recorded by the machine tests (tests/support/machine-coverage.ts)
 * and, when an end-to-end test asks, by the console's runtimes (src/machine-coverage.ts);
 * `npm run coverage:paths` prints both.
 */

function nodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

export const transitionId = (t: AnyTransitionDefinition) => {
  const list = t.source.transitions.get(t.eventType) ?? [];
  return `${t.source.id} :: ${t.eventType} #${list.indexOf(t)}`;
};

/** Every state and transition of a machine. */
export function allOf(machine: AnyStateMachine) {
  const nodes = nodesOf(machine);
  return {
    states: nodes.map((n) => n.id),
    transitions: nodes.flatMap((n) => [...n.transitions.values()].flatMap((list) => list.map(transitionId))),
  };
}

/**
 * The transitions of events only the server sends (the machine's `meta.serverOnlyEvents`, e.g. a
 * camera's steps of the recording machine): the console never receives them, so its coverage
 * names them apart; the machine tests cover them.
 */
export function serverOnlyOf(machine: AnyStateMachine): string[] {
  const events: readonly string[] = (machine.root.meta as { serverOnlyEvents?: readonly string[] } | undefined)?.serverOnlyEvents ?? [];
  return allOf(machine).transitions.filter((t) => events.some((e) => t.includes(` :: ${e} #`)));
}

/** The states an actor's snapshot is in (every level). */
export const statesOf = (snapshot: unknown): string[] => ((snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []).map((n) => n.id);

/** An inspector that adds the states visited and the transitions taken to these sets. */
export function coverageInspector(visited: Set<string>, taken: Set<string>) {
  return (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) taken.add(transitionId(t));
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      for (const id of statesOf(event.snapshot)) visited.add(id);
    }
  };
}
