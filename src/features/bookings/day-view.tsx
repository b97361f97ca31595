import { mergeClasses, tokens } from '@fluentui/react-components';
import { memo, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation, ScheduleReservation } from '../../../domain/bookings/reservation';
import { partnerFields } from '../../../domain/bookings/schedule-block';
import { earliestRow } from '../../../domain/bookings/offered-slots';
import { BOOKING_START_GRACE_MINUTES, fitsHours, hoursOn, weekdayOf } from '../../../domain/bookings/opening-hours';
import { clockLabel, dayGrid, localMinutes, placeBookings, todayIn, type DayGrid, type PlacedBooking, type ScheduleField } from '../../../domain/bookings/schedule';
import {
  FieldColumn,
  NowLine,
  PlacedBlocks,
  SlotButtons,
  TakenBlocks,
  MinutePx,
  useBookingDrag,
  useMinutePx,
  useRovingGrid,
  useScheduleStyles,
  useScheduleTexts,
  type ScheduleTexts,
  TimeColumn,
} from './schedule-parts';

/** A field of the schedule; `shared_field_id`: the field it shares (a booking on either takes both). */
export type Field = ScheduleField & { id: number; shared_field_id?: number | null };

type Taken = { placed: PlacedBooking<ScheduleReservation>; by: string };

interface ColumnProps {
  field: Field;
  date: string;
  /** The day's bookings are in: the column shows its slots (before, nothing could be booked blind). */
  loaded: boolean;
  grid: DayGrid;
  /** The first minute of the day a booking may start at (not in the past), on the grid's rows. */
  earliest: number;
  twelve: boolean;
  placed: readonly PlacedBooking<ScheduleReservation>[];
  /** The time shared partner fields' bookings take here. */
  taken: readonly Taken[];
  texts: ScheduleTexts;
  onSlot: (field: Field, date: string, minute: number) => void;
  onOpen: (booking: Reservation) => void;
}

/** The closed stretches of a field's day, as [from, to) minutes of the grid (shaded at once, before the slots exist). */
function closedRanges(field: Field, date: string, grid: DayGrid): [number, number][] {
  const ranges: [number, number][] = [];
  const hours = hoursOn(field, weekdayOf(date));
  for (let m = grid.from; m < grid.to; m += grid.step) {
    if (fitsHours(hours, m, grid.step)) continue;
    const last = ranges.at(-1);
    if (last && last[1] === m) last[1] = m + grid.step;
    else ranges.push([m, m + grid.step]);
  }
  return ranges;
}

/**
 * One field's day: its rows and closed hours drawn by CSS, its bookings on top (draggable), and a
 * button per free slot to book it, all in the same frame (plain buttons: no hook or handler per slot
 * or booking). Slots are never stale: a column shows them only for the date it draws, once its
 * bookings are in. Memoized: a change on one field redraws that column only.
 */
const DayColumn = memo(function DayColumn({ field, date, loaded, grid, earliest, twelve, placed, taken, texts, onSlot, onOpen }: ColumnProps) {
  const styles = useScheduleStyles();
  const ppm = useContext(MinutePx);
  const height = (grid.to - grid.from) * ppm;
  const rowPx = grid.step * ppm;
  const rows = `repeating-linear-gradient(to bottom, ${tokens.colorNeutralStroke3} 0, ${tokens.colorNeutralStroke3} 1px, transparent 1px, transparent ${rowPx}px)`;
  const closed = closedRanges(field, date, grid).map(([from, to]) => <div key={`closed-${from}`} className={styles.closedRange} style={{ top: (from - grid.from) * ppm, height: (to - from) * ppm }} />);
  return (
    <FieldColumn fieldId={field.id} className={styles.column} height={height} label={field.name} background={rows} placed={placed} onSlot={(minute) => onSlot(field, date, minute)} onOpen={onOpen}>
      {closed}
      {loaded && <SlotButtons field={field} date={date} grid={grid} earliest={earliest} twelve={twelve} where={field.name} texts={texts} placed={placed} />}
      {taken.length > 0 && <TakenBlocks taken={taken} twelve={twelve} texts={texts} />}
      <PlacedBlocks placed={placed} where={field.name} twelve={twelve} draggable texts={texts} />
    </FieldColumn>
  );
});

/**
 * The day: one column per field, rows by time within the opening hours, in the facility's zone and
 * clock. A free slot starts a booking; a booking opens, or is dragged to another time or field.
 */
export function DayView(props: {
  fields: readonly Field[];
  bookings: readonly ScheduleReservation[];
  /** Whether `bookings` are the day's (false while they load). */
  loaded: boolean;
  date: string;
  zone: string;
  /** This instant (ISO): the schedule offers no slot in the past. */
  now: string;
  twelve: boolean;
  onSlot: (field: Field, date: string, minute: number) => void;
  onOpen: (booking: Reservation) => void;
  onMove: (move: { booking: Reservation; fieldId: number; minute: number }) => void;
}) {
  const { fields, bookings, loaded, date, zone, now, twelve, onSlot, onOpen, onMove } = props;
  const styles = useScheduleStyles();
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  const rovingGrid = useRovingGrid();
  const grid = useMemo(() => dayGrid(fields, date), [fields, date]);
  // On the grid's rows, so the columns redraw only when a row passes (not every minute).
  const earliest = earliestRow(date, grid, { zone, now, graceMinutes: BOOKING_START_GRACE_MINUTES });
  const byField = useMemo(() => {
    const map = new Map<number, PlacedBooking<ScheduleReservation>[]>();
    for (const p of placeBookings(bookings, grid, date, zone)) {
      const list = map.get(p.booking.field_id);
      if (list) list.push(p);
      else map.set(p.booking.field_id, [p]);
    }
    return map;
  }, [bookings, grid, date, zone]);
  // A field shared with another shows the time the other's bookings take (and the other way round).
  const takenOf = useMemo(() => {
    const map = new Map<number, Taken[]>();
    const partners = partnerFields(fields);
    if (partners.size === 0) return map;
    const names = new Map(fields.map((f) => [f.id, f.name]));
    for (const [id, others] of partners) {
      const taken = others.flatMap((other) => (byField.get(other) ?? []).map((placed) => ({ placed, by: names.get(other) ?? '' })));
      if (taken.length > 0) map.set(id, taken);
    }
    return map;
  }, [fields, byField]);
  // Today shows a line at the current time (moving with the clock the schedule already reads every minute).
  const nowMinute = date === todayIn(zone, new Date(now)) ? Math.floor(localMinutes(now, date, zone)) : null;
  const showNow = nowMinute !== null && nowMinute >= grid.from && nowMinute <= grid.to;
  const ppm = useMinutePx(grid.step);

  // A booking dropped on a column: moved there, to the row nearest to where it was let go.
  const onPointerDown = useBookingDrag(({ bookingId, fieldId, deltaY }) => {
    const booking = bookings.find((b) => b.id === bookingId);
    if (!booking) return;
    const startMinute = localMinutes(booking.start_at, date, zone);
    const minute = grid.from + Math.round((startMinute - grid.from + deltaY / ppm) / grid.step) * grid.step;
    if (minute === startMinute && fieldId === booking.field_id) return;
    onMove({ booking, fieldId, minute });
  });

  return (
    <MinutePx.Provider value={ppm}>
      <div
        {...rovingGrid}
        className={styles.grid}
        role="grid"
        onPointerDown={onPointerDown}
        aria-label={t('schedule.dayOf', { date })}
        style={{ gridTemplateColumns: `72px repeat(${fields.length}, minmax(140px, 1fr))` }}
      >
        <div role="row" className={styles.row}>
          <div className={mergeClasses(styles.head, styles.corner)} />
          {fields.map((f) => (
            <div key={f.id} className={styles.head} role="columnheader">
              {f.name}
            </div>
          ))}
        </div>
        <div role="row" className={styles.row}>
          <TimeColumn grid={grid} twelve={twelve} />
          {fields.map((f) => (
            <DayColumn
              key={f.id}
              field={f}
              date={date}
              loaded={loaded}
              grid={grid}
              earliest={earliest}
              twelve={twelve}
              placed={byField.get(f.id) ?? NONE}
              taken={takenOf.get(f.id) ?? NO_TAKEN}
              texts={texts}
              onSlot={onSlot}
              onOpen={onOpen}
            />
          ))}
        </div>
        {showNow && <NowLine minute={nowMinute - grid.from} label={clockLabel(nowMinute, twelve)} />}
      </div>
    </MinutePx.Provider>
  );
}

const NONE: readonly PlacedBooking<ScheduleReservation>[] = [];
const NO_TAKEN: readonly Taken[] = [];
