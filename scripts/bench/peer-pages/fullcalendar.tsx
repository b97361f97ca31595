/**
 * Peer: FullCalendar's resource time grid (one column per field) on the schedule bench's data; the
 * evaluation licence key for open-source use (a dev dependency of the bench only). Without
 * @fullcalendar/interaction (not installed) its events are not draggable: a lighter peer.
 */
import FullCalendar from '@fullcalendar/react';
import resourceTimeGridPlugin from '@fullcalendar/resource-timegrid';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { dayClass, type Booking } from './harness';
import { stepOf, useScheduleDays } from './schedule-data';

const pad = (n: number) => String(n).padStart(2, '0');
const duration = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

function Page() {
  const { day, next } = useScheduleDays();
  const calendar = useRef<FullCalendar>(null);
  // Next day: the calendar moves to the new date (the new events come in through its props).
  useLayoutEffect(() => {
    if (day) calendar.current?.getApi().gotoDate(day.date);
  }, [day]);
  const resources = useMemo(() => (day?.fields ?? []).map((f) => ({ id: String(f.id), title: f.name })), [day?.fields]);
  const events = useMemo(() => {
    const classNames = day ? [dayClass(day.index)] : [];
    return (day?.bookings ?? []).map((b: Booking) => ({ id: String(b.id), title: `${b.type} · ${b.payment_state}`, start: b.start_at, end: b.end_at, resourceId: String(b.field_id), classNames }));
  }, [day]);
  if (!day) return <p>Loading…</p>;
  return (
    <>
      <button type="button" aria-label="Next day" onClick={next}>
        Next day
      </button>
      <FullCalendar
        plugins={[resourceTimeGridPlugin]}
        schedulerLicenseKey="GPL-My-Project-Is-Open-Source"
        initialView="resourceTimeGridDay"
        initialDate={day.date}
        ref={calendar}
        headerToolbar={false}
        allDaySlot={false}
        height="auto"
        slotDuration={duration(stepOf(day.fields))}
        slotMinTime="07:00:00"
        slotMaxTime="23:00:00"
        resources={resources}
        events={events}
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
