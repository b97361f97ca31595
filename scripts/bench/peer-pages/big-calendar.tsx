/** Peer: react-big-calendar's resource day view (one column per field), with drag and drop, on the schedule bench's data. */
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { Calendar, dayjsLocalizer } from 'react-big-calendar';
import withDragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
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
const DnDCalendar = withDragAndDrop<Event, Field>(Calendar);
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
        <DnDCalendar
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
          resizable
          onSelectSlot={() => undefined}
          onEventDrop={() => undefined}
          eventPropGetter={() => ({ className })}
        />
      </div>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
