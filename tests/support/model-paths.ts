import { expect, it } from 'vitest';
import type { Actor, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';

/**
 * Drives every path of a machine's model (createTestModel from xstate/graph) on a real actor:
 * each step sends the path's event, and at every state the actor's value and context must be the
 * model's and the machine's invariants must hold. Call inside a `describe`.
 */
export function testModelPaths<M extends AnyStateMachine>(options: {
  paths: TestPath<SnapshotFrom<M>, EventFromLogic<M>>[];
  /** Event types the model sends (each is forwarded to the actor as is). */
  eventTypes: readonly EventFromLogic<M>['type'][];
  start: () => { actor: Actor<M> };
  invariants: (snapshot: SnapshotFrom<M>) => void;
  minPaths: number;
}): void {
  const { paths, eventTypes, start, invariants, minPaths } = options;
  it('has paths to explore', () => expect(paths.length).toBeGreaterThan(minPaths));

  for (const path of paths) {
    it(path.description, async () => {
      const { actor } = start();
      const send = ({ event }: { event: EventFromLogic<M> }) => void actor.send(event);
      await path.test({
        events: Object.fromEntries(eventTypes.map((type) => [type, send])) as never,
        states: {
          '*': (expected) => {
            const actual = actor.getSnapshot() as SnapshotFrom<M>;
            const shown = (s: unknown) => ({ value: (s as { value: unknown }).value, context: (s as { context: unknown }).context });
            expect(shown(actual)).toEqual(shown(expected));
            invariants(actual);
          },
        },
      });
      actor.stop();
    });
  }
}
