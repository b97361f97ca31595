import { mergeClasses } from '@fluentui/react-components';
import { memo, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation, ScheduleReservation } from '../../../domain/bookings/reservation';
import { earliestRow } from '../../../domain/bookings/offered-slots';
import { BOOKING_START_GRACE_MINUTES } from '../../../domain/bookings/opening-hours';
import { placeBookings, weekGrid, type DayGrid } from '../../../domain/bookings/schedule';
import type { Field } from './day-view';
import { FieldColumn, MinutePx, useMinutePx, useRovingGrid, PlacedBlocks, SlotButtons, useScheduleStyles, useScheduleTexts, type ScheduleTexts, TimeColumn } from './schedule-parts';

/** The weekday formatters, built once per language. */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** `Mon 5` (`lun 5`) in the console's language: the weekday's short name and the day of the month. */
function dayLabel(date: string, language: string): string {
  let format = weekdayFormats.get(language);
  if (!format) weekdayFormats.set(language, (format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' })));
  const weekday = format.format(new Date(`${date}T12:00:00Z`));
  return `${weekday.replace(/\.$/, '')} ${Number(date.slice(8))}`;
}

interface DayProps {
  field: Field;
  date: string;
  grid: DayGrid;
  /** The first minute of the day a booking may start at (not in the past), on the grid's rows. */
  earliest: number;
  zone: string;
  twelve: boolean;
  bookings: readonly ScheduleReservation[];
  texts: ScheduleTexts;
  onSlot: (field: Field, date: string, minute: number) => void;
  onOpen: (booking: Reservation) => void;
}

/** One day of the field's week: a button per free slot, its bookings on top. */
const WeekDay = memo(function WeekDay({ field, date, grid, earliest, zone, twelve, bookings, texts, onSlot, onOpen }: DayProps) {
  const styles = useScheduleStyles();
  const { i18n } = useTranslation();
  const placed = useMemo(() => placeBookings(bookings, grid, date, zone), [bookings, grid, date, zone]);
  const day = dayLabel(date, i18n.language);
  const ppm = useContext(MinutePx);
  return (
    <FieldColumn fieldId={field.id} className={styles.column} height={(grid.to - grid.from) * ppm} label={day} placed={placed} onSlot={(minute) => onSlot(field, date, minute)} onOpen={onOpen}>
      <SlotButtons field={field} date={date} grid={grid} earliest={earliest} twelve={twelve} where={`${field.name} ${day}`} texts={texts} placed={placed} />
      <PlacedBlocks placed={placed} where={`${field.name} ${day}`} twelve={twelve} draggable={false} texts={texts} />
    </FieldColumn>
  );
});

/**
 * A field's week (Monday to Sunday): which hours are free on which day, at a glance. A free slot
 * starts a booking on that day; a booking opens. Moving bookings is done in the day view.
 */
export function WeekView(props: {
  field: Field;
  days: readonly string[];
  today: string;
  bookings: readonly ScheduleReservation[];
  zone: string;
  /** This instant (ISO): the schedule offers no slot in the past. */
  now: string;
  twelve: boolean;
  onSlot: (field: Field, date: string, minute: number) => void;
  onOpen: (booking: Reservation) => void;
}) {
  const { field, days, today, bookings, zone, now, twelve, onSlot, onOpen } = props;
  const styles = useScheduleStyles();
  const { t, i18n } = useTranslation();
  const texts = useScheduleTexts();
  const grid = useMemo(() => weekGrid(field, days), [field, days]);
  const own = useMemo(() => bookings.filter((b) => b.field_id === field.id), [bookings, field.id]);
  const ppm = useMinutePx(grid.step);
  const rovingGrid = useRovingGrid();
  return (
    <MinutePx.Provider value={ppm}>
      <div
        {...rovingGrid}
        className={styles.grid}
        role="grid"
        aria-label={t('schedule.weekOf', { field: field.name, from: days[0], to: days[6] })}
        style={{ gridTemplateColumns: `72px repeat(7, minmax(110px, 1fr))` }}
      >
        <div role="row" className={styles.row}>
          <div className={mergeClasses(styles.head, styles.corner)} />
          {days.map((d) => (
            <div key={d} className={mergeClasses(styles.head, d === today && styles.today)} role="columnheader">
              {dayLabel(d, i18n.language)}
            </div>
          ))}
        </div>
        <div role="row" className={styles.row}>
          <TimeColumn grid={grid} twelve={twelve} />
          {days.map((d) => (
            <WeekDay
              key={d}
              field={field}
              date={d}
              grid={grid}
              earliest={earliestRow(d, grid, { zone, now, graceMinutes: BOOKING_START_GRACE_MINUTES })}
              zone={zone}
              twelve={twelve}
              bookings={own}
              texts={texts}
              onSlot={onSlot}
              onOpen={onOpen}
            />
          ))}
        </div>
      </div>
    </MinutePx.Provider>
  );
}
