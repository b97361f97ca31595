import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Select } from '../../ui/field-controls';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Reservation, ScheduleReservation } from '../../../domain/bookings/reservation';
import { instantAt, minutesBetween } from '../../../domain/bookings/local-time';
import { dayWindow, shiftDate, spanLabel, todayIn, weekDays } from '../../../domain/bookings/schedule';
import { is12Hour } from '../../../domain/organization/clock';
import { fields } from '../../../domain/resources/fields';
import type { ApiError } from '../../api/client';
import { useActiveRows } from '../../api/resources';
import { useReservations } from '../../api/reservations';
import { PageTitle } from '../../layouts/page-title';
import { useSelection } from '../../shell/selection';
import type { Drop, ScheduleDrop as Dropper } from './schedule-drop';
import { loadedComponent } from '../../routing/loaded-component';
import { DayView, type Field } from './day-view';
import type { Slot } from './new-booking-dialog';
import { WeekView } from './week-view';
import { conflictMessage } from './conflict-message';
import { ScheduleLegend, gridStop } from './schedule-parts';
import { FacilityNotice } from '../../shell/facility-notice';
import { zoneName } from '../../../domain/time/zone';
import { DateInput } from '../../ui/form/date-input';
import { useFocusReturn } from '../../ui/focus-return';
import { LoadingSpinner } from '../../ui/loading-spinner';
import { Panel } from '../../ui/panel';
import { Tabs } from '../../ui/tabs';
import { usePreload } from '../../ui/on-demand';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';

// A booking's dialog and a free slot's: their own chunks (Fluent's Dialog, the booking's actions, the
// new booking's form), fetched once the schedule has painted and is idle, out of its first load.
const loadBookingDialog = () => import('./booking-dialog').then((m) => ({ default: m.BookingDialog }));
const loadNewBookingDialog = () => import('./new-booking-dialog').then((m) => ({ default: m.NewBookingDialog }));
const BookingDialog = dialogOnDemand(loadBookingDialog, 'onClose');
const NewBookingDialog = dialogOnDemand(loadNewBookingDialog, 'onClose');
// The drops' reschedules (the booking machine and its runner), also fetched once idle.
const ScheduleDrop = loadedComponent<ComponentProps<typeof Dropper>>(() => import('./schedule-drop').then((m) => ({ default: m.ScheduleDrop })), null);
const preloadDrop = ScheduleDrop.preload;

const fieldsDef = fields;

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
});

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The schedule's controls: the view, the day (previous, today, next, a date), the week's field and
 * the time zone. Memoized: a day's bookings arriving draw the day, not these again.
 */
const ScheduleToolbar = memo(function ScheduleToolbar(props: {
  mode: 'day' | 'week';
  date: string;
  today: string;
  fields: readonly Field[];
  weekField: Field | null;
  zoneLabel: string;
  go: (changes: Record<string, string | null>) => void;
}) {
  const { mode, date, today, fields, weekField, zoneLabel, go } = props;
  const { t } = useTranslation();
  const step = mode === 'week' ? 7 : 1;
  const setDate = (value: string) => go({ date: value === today ? null : value });
  return (
    <>
      <Tabs
        size="small"
        aria-label={t('schedule.viewMode')}
        items={[
          { value: 'day', label: t('schedule.dayView') },
          { value: 'week', label: t('schedule.weekView') },
        ]}
        selected={mode}
        onSelect={(view) => go({ view: view === 'week' ? 'week' : null })}
      />
      <Button icon={<ChevronLeftRegular />} aria-label={t(mode === 'week' ? 'schedule.previousWeek' : 'schedule.previousDay')} onClick={() => setDate(shiftDate(date, -step))} />
      <Button onClick={() => setDate(today)}>{t('schedule.today')}</Button>
      <Button icon={<ChevronRightRegular />} aria-label={t(mode === 'week' ? 'schedule.nextWeek' : 'schedule.nextDay')} onClick={() => setDate(shiftDate(date, step))} />
      <DateInput aria-label={t('schedule.date')} value={date} onChange={(_, d) => d.value && setDate(d.value)} />
      {mode === 'week' && weekField && (
        <Select aria-label={t('schedule.field')} value={String(weekField.id)} onChange={(_, d) => go({ field: d.value })}>
          {fields.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </Select>
      )}
      <Text>{t('schedule.zone', { zone: zoneLabel })}</Text>
    </>
  );
});

/**
 * `/views/reservations/schedule`: the chosen facility's day (a column per field) or a field's week
 * (a column per day), rows by time within the opening hours, in the facility's time zone and clock.
 * The day, the view and the field live in the address, so a reload shows the same schedule.
 * Clicking a free slot starts a booking there; the server decides overlaps and the dialog says
 * which booking is in the way.
 */
export default function SchedulePage({ title, embedded = false }: { title: string; embedded?: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  usePreload(loadBookingDialog);
  usePreload(loadNewBookingDialog);
  usePreload(preloadDrop);
  const { facility, facilityId, groupId } = useSelection();
  const zone = facility?.timezone ?? 'UTC';
  // Once per zone and language, not on each drawing of the day (two Intl formatters each time).
  const zoneLabel = useMemo(() => zoneName(zone, i18n.language), [zone, i18n.language]);
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const [search, setSearch] = useSearchParams();
  const today = todayIn(zone, new Date());
  const date = isDate(search.get('date')) ? search.get('date')! : today;
  const mode = search.get('view') === 'week' ? 'week' : 'day';
  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // The toolbar's one way to change the address, the same function for the page's life (the toolbar is memoized).
  const latestUpdate = useRef(update);
  latestUpdate.current = update;
  const go = useCallback((changes: Record<string, string | null>) => latestUpdate.current(changes), []);
  const [slot, setSlot] = useState<Slot | null>(null);
  // The schedule offers no slot in the past: it looks at the clock again every minute.
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date().toISOString()), 60_000);
    return () => clearInterval(id);
  }, []);
  const [opened, setOpened] = useState<Reservation | null>(null);

  const fieldRows = useActiveRows(fieldsDef, facilityId);
  const fields = useMemo(() => (fieldRows.data?.data ?? []) as unknown as Field[], [fieldRows.data]);
  const weekField = fields.find((f) => String(f.id) === search.get('field')) ?? fields[0] ?? null;
  const days = useMemo(() => weekDays(date), [date]);
  const window = useMemo(() => {
    if (!facility) return null;
    if (mode === 'day') return dayWindow(date, zone);
    return { from: dayWindow(days[0]!, zone).from, to: dayWindow(days[6]!, zone).to };
  }, [facility, mode, date, days, zone]);
  const bookings = useReservations(facilityId, window);
  const dayBookings = bookings.data ?? NONE;
  // A facility's schedule is first drawn with its fields and bookings together (one frame, not an
  // empty grid and then a full one); after that, another day keeps the grid while its bookings load.
  const [drawnFacility, setDrawnFacility] = useState<number | null>(null);
  useEffect(() => {
    if (bookings.isSuccess) setDrawnFacility(facilityId);
  }, [bookings.isSuccess, facilityId]);
  const firstLoad = !bookings.isSuccess && drawnFacility !== facilityId;

  // A drop is a reschedule of the booking's actor: the dropped booking is loaded, then moved to
  // where it landed (refused before any request when it is over, or outside the field's hours).
  // The field a drop aims at: a booking in the way on a shared partner field is named.
  const target = useRef<number | null>(null);
  const conflictText = useCallback(
    (first: Reservation) => conflictMessage(t, first, target.current ?? first.field_id, (id) => fields.find((f) => f.id === id)?.name, spanLabel(first, date, zone, twelve)),
    [t, date, zone, twelve, fields],
  );
  // The last drop: drawn by ScheduleDrop, which reschedules it (one actor from the first drop on).
  const [drop, setDrop] = useState<Drop | null>(null);
  // The dialogs give the focus back to the slot or booking that opened them.
  const { remember, restore } = useFocusReturn();
  const onSlot = useCallback(
    (field: Field, day: string, minute: number) => {
      remember();
      setSlot({ field, date: day, minute });
    },
    [remember],
  );
  const onOpen = useCallback(
    (booking: Reservation) => {
      remember();
      setOpened(booking);
    },
    [remember],
  );
  const onMove = useCallback(
    ({ booking, fieldId, minute }: { booking: Reservation; fieldId: number; minute: number }) => {
      const start = instantAt(date, minute, zone);
      const end = new Date(Date.parse(start) + minutesBetween(booking.start_at, booking.end_at) * 60_000).toISOString();
      const field = fields.find((f) => f.id === fieldId);
      target.current = fieldId;
      setDrop({ booking, fieldId, start, end, place: field ? { field, zone } : undefined });
    },
    [date, zone, fields],
  );

  if (!facility) {
    return (
      <>
        {!embedded && <PageTitle title={t(title)} />}
        <FacilityNotice />
      </>
    );
  }

  return (
    <>
      {!embedded && <PageTitle title={t(title)} />}
      <div className={styles.toolbar}>
        <ScheduleToolbar mode={mode} date={date} today={today} fields={fields} weekField={weekField} zoneLabel={zoneLabel} go={go} />
        {(fieldRows.isFetching || bookings.isFetching) && <LoadingSpinner size="tiny" />}
      </div>
      {fieldRows.isError || bookings.isError ? (
        <Panel role="alert">{((fieldRows.error ?? bookings.error) as ApiError).text}</Panel>
      ) : fieldRows.isSuccess && fields.length === 0 ? (
        <Panel role="status">{t('schedule.noFields')}</Panel>
      ) : !fieldRows.isSuccess || firstLoad ? (
        <Spinner label={t('app.loading')} />
      ) : mode === 'week' && weekField ? (
        <WeekView field={weekField} days={days} today={today} bookings={dayBookings} zone={zone} now={now} twelve={twelve} onSlot={onSlot} onOpen={onOpen} />
      ) : (
        <DayView fields={fields} bookings={dayBookings} loaded={bookings.isSuccess} date={date} zone={zone} now={now} twelve={twelve} onSlot={onSlot} onOpen={onOpen} onMove={onMove} />
      )}
      {fields.length > 0 && <ScheduleLegend />}
      {drop && <ScheduleDrop drop={drop} zone={zone} twelveHour={twelve} conflictText={conflictText} />}
      {opened && (
        <BookingDialog
          booking={opened}
          fieldName={fields.find((f) => f.id === opened.field_id)?.name ?? ''}
          date={todayIn(zone, new Date(opened.start_at))}
          zone={zone}
          twelveHour={twelve}
          groupId={groupId}
          onClose={() => {
            setOpened(null);
            restore();
          }}
        />
      )}
      {slot && (
        <NewBookingDialog
          slot={slot}
          fields={fields}
          facilityId={facility.id}
          twelveHour={twelve}
          zone={zone}
          onClose={() => {
            setSlot(null);
            // The slot booked is gone under its booking: the keyboard carries on from the grid's stop (the new booking).
            restore(gridStop);
          }}
        />
      )}
    </>
  );
}

const NONE: readonly ScheduleReservation[] = [];
