/**
 * Peer: react-big-calendar's resource day view (one column per field) on the schedule bench's data. Its
 * drag-and-drop addon (react-big-calendar/lib/addons/dragAndDrop, CommonJS) fails in this Vite build
 * ("(0, x.default) is not a function"), so it is measured without: a lighter peer.
 */
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { Calendar, dayjsLocalizer } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { dayClass, type Booking, type Field } from './harness';
import { stepOf, useScheduleDays } from './schedule-data';

interface Event {
  id: number;
  title: string;
  start: Date;
  end: Date;
  resourceId: number;
}

const localizer = dayjsLocalizer(dayjs);
const at = (date: Date, hour: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour);

function Page() {
  const { day, next } = useScheduleDays();
  const events = useMemo(
    () => (day?.bookings ?? []).map((b: Booking) => ({ id: b.id, title: `${b.type} · ${b.payment_state}`, start: new Date(b.start_at), end: new Date(b.end_at), resourceId: b.field_id })),
    [day],
  );
  if (!day) return <p>Loading…</p>;
  const step = stepOf(day.fields);
  const className = dayClass(day.index);
  return (
    <>
      <button type="button" aria-label="Next day" onClick={next}>
        Next day
      </button>
      <div style={{ height: 2000 }}>
        <Calendar<Event, Field>
          localizer={localizer}
          events={events}
          resources={day.fields}
          resourceIdAccessor={(f) => f.id}
          resourceTitleAccessor={(f) => f.name}
          defaultView="day"
          views={['day']}
          date={day.date}
          onNavigate={() => undefined}
          toolbar={false}
          step={step}
          timeslots={1}
          min={at(day.date, 7)}
          max={at(day.date, 23)}
          selectable
          onSelectSlot={() => undefined}
          eventPropGetter={() => ({ className })}
        />
      </div>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
