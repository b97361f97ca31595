import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { TIMER_TICK_MS } from '../../../domain/time/timer';
import type { TimerEffect, timerMachine } from '../../../machines/timer.machine';
import { toApiError } from '../../api/client';
import { loadTimerState, toggleTimer } from '../../api/time-control';
import type { Notify } from '../../ui/notify';

type TimerActor = ActorRefFrom<typeof timerMachine>;

/**
 * The effect runner of the timer machine, scoped to the component that owns the actor: the machine
 * decides, this performs. API calls answer with result events; `effect.delay` becomes `delay.done`;
 * while the timer runs, a 1 s clock sends `clock.tick` (one per whole second that really passed, so
 * a throttled background tab catches up instead of falling behind).
 */
export function useTimerRuntime(actor: TimerActor, running: boolean, notify: Notify): void {
  // The latest toaster without re-subscribing (its identity changes with the language).
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);

  useEffect(() => {
    const delays = new Set<ReturnType<typeof setTimeout>>();
    const perform = (effect: TimerEffect) => {
      switch (effect.type) {
        case 'effect.load': {
          const facilityId = effect.facility_id;
          loadTimerState(effect.group_id, facilityId).then(
            (state) => actor.send({ type: 'state.loaded', facilityId, state }),
            (error: unknown) => {
              const { code, text } = toApiError(error);
              actor.send({ type: 'state.failed', facilityId, code, message: text });
            },
          );
          return;
        }
        case 'effect.toggle': {
          const groupId = effect.group_id;
          const facilityId = effect.facility_id;
          toggleTimer(groupId, facilityId, effect.action).then(
            (state) => actor.send({ type: 'toggle.succeeded', groupId, facilityId, state }),
            (error: unknown) => {
              const { code, text } = toApiError(error);
              actor.send({ type: 'toggle.failed', groupId, facilityId, code, message: text });
            },
          );
          return;
        }
        case 'effect.delay': {
          const id = setTimeout(() => {
            delays.delete(id);
            actor.send({ type: 'delay.done' });
          }, effect.ms);
          delays.add(id);
          return;
        }
        case 'effect.notify':
          notifyRef.current(effect.message, effect.intent);
          return;
      }
    };
    const subscription = actor.on('*', (effect) => perform(effect as TimerEffect));
    return () => {
      subscription.unsubscribe();
      for (const id of delays) clearTimeout(id);
    };
  }, [actor]);

  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    const id = setInterval(() => {
      const whole = Math.floor((Date.now() - last) / TIMER_TICK_MS);
      last += whole * TIMER_TICK_MS;
      for (let i = 0; i < whole; i++) actor.send({ type: 'clock.tick' });
    }, TIMER_TICK_MS);
    return () => clearInterval(id);
  }, [actor, running]);
}
