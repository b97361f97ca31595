import { useEffect } from 'react';
import { bookingFacts } from '../../../domain/bookings/facts';
import type { Reservation } from '../../../domain/bookings/reservation';
import type { ReschedulePlace } from '../../../machines/booking.machine';
import { useBookingActor } from './booking-runtime';

/** A booking dropped on the schedule: where it landed, as the booking machine's reschedule takes it. */
export interface Drop {
  booking: Reservation;
  fieldId: number;
  start: string;
  end: string;
  place: ReschedulePlace | undefined;
}

/**
 * The schedule's drops, each a reschedule of the booking's actor (machines/booking.machine.ts through
 * ./booking-runtime.ts): the dropped booking is loaded, then moved where it landed (refused before
 * any request when it is over, or outside the field's hours). A chunk of its own, fetched once the
 * schedule is idle and drawn from the first drop on: the schedule's first load carries neither the
 * machine nor its runner, and the actor's changes draw this, not the schedule.
 */
export function ScheduleDrop({ drop, zone, twelveHour, conflictText }: { drop: Drop; zone: string; twelveHour: boolean; conflictText: (first: Reservation) => string }) {
  const { load, send } = useBookingActor({ booking: null, groupId: null, zone, twelveHour, conflictText });
  // After the runner's own effects (declared first): its subscription is in place when the events go.
  useEffect(() => {
    load(bookingFacts(drop.booking));
    send({ type: 'reschedule.open' });
    send({ type: 'booking.reschedule', start: drop.start, end: drop.end, fieldId: drop.fieldId, place: drop.place });
  }, [drop, load, send]);
  return null;
}
