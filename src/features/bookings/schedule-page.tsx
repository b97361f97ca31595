import { Button, Card, Input, Spinner, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clockLabel, dayGrid, dayWindow, isOpenAt, localMinutes, placeBookings, shiftDate, spanLabel, todayIn, type ScheduleField } from '../../../domain/bookings/schedule';
import { is12Hour } from '../../../domain/organization/schemas';
import { getResource } from '../../../domain/resources/registry';
import type { ApiError } from '../../api/client';
import { useActiveRows } from '../../api/resources';
import { rescheduleReservation, reservationsKey, useReservations } from '../../api/reservations';
import { PageTitle } from '../../layouts/page-title';
import { useNotify } from '../../ui/notify';
import { useSelection } from '../../shell/selection';
import type { Reservation } from '../../../domain/bookings/reservation';
import { BookingDialog } from './booking-dialog';
import { NewBookingDialog, type Slot } from './new-booking-dialog';

/** Pixels per minute of the day view: a 30-minute row is 28 px. */
const PX_PER_MINUTE = 28 / 30;
const fieldsDef = getResource('fields');

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  grid: { display: 'grid', overflowX: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1 },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    padding: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  times: { position: 'relative', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  time: { position: 'absolute', right: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, transform: 'translateY(-50%)' },
  column: { position: 'relative', borderRight: `1px solid ${tokens.colorNeutralStroke3}`, minWidth: '140px' },
  slot: {
    position: 'absolute',
    left: 0,
    right: 0,
    border: 'none',
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    background: 'transparent',
    cursor: 'pointer',
    padding: 0,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  closed: { cursor: 'not-allowed', backgroundColor: tokens.colorNeutralBackground3, ':hover': { backgroundColor: tokens.colorNeutralBackground3 } },
  booking: {
    position: 'absolute',
    left: '4px',
    right: '4px',
    zIndex: 1,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    padding: `2px ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorPaletteBlueBackground2,
    borderLeft: `4px solid ${tokens.colorPaletteBlueBorderActive}`,
    borderTop: 'none',
    borderRight: 'none',
    borderBottom: 'none',
    textAlign: 'start',
    verticalAlign: 'top',
    display: 'flex',
    alignItems: 'flex-start',
    cursor: 'pointer',
  },
  // Calendar colours (SPEC §4): the fill tells the payment state, the left edge the booking type.
  paid: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  hold: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  pending: { backgroundColor: tokens.colorPaletteBlueBackground2 },
  blocked: {
    backgroundColor: tokens.colorNeutralBackground5,
    backgroundImage: `repeating-linear-gradient(45deg, transparent, transparent 6px, ${tokens.colorNeutralStroke2} 6px, ${tokens.colorNeutralStroke2} 8px)`,
  },
});

/** The left edge of a booking by its type (SPEC §4 calendar colours). */
const TYPE_EDGES: Record<string, string> = {
  one_day: tokens.colorPaletteBlueBorderActive,
  recurring: tokens.colorPalettePurpleBorderActive,
  regular_match: tokens.colorPaletteTealBorderActive,
  group_match: tokens.colorPaletteLightTealBorderActive,
  pick_up: tokens.colorPaletteMarigoldBorderActive,
  academy: tokens.colorPaletteGrapeBorderActive,
  league: tokens.colorPaletteCranberryBorderActive,
  birthday: tokens.colorPaletteBerryBorderActive,
  tournament: tokens.colorPaletteDarkOrangeBorderActive,
  open_event: tokens.colorPaletteForestBorderActive,
  other: tokens.colorNeutralStroke1,
  blocked: tokens.colorNeutralForeground3,
};

/** A field's column: bookings are dropped on it to move them there. */
function FieldColumn({ fieldId, className, height, label, children }: { fieldId: number; className: string; height: number; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `field-${fieldId}`, data: { fieldId } });
  return (
    <div ref={setNodeRef} className={className} style={{ height, outline: isOver ? `2px dashed ${tokens.colorBrandStroke1}` : undefined }} role="gridcell" aria-label={label}>
      {children}
    </div>
  );
}

/** A booking in its column: click to open it, drag it to another time or field to move it. */
function BookingBlock(props: { booking: Reservation; className: string; edge: string; top: number; height: number; label: string; text: string; onOpen: () => void }) {
  const { booking, className, edge, top, height, label, text, onOpen } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: booking.id, data: { booking, top } });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={className}
      style={{ top, height, borderLeftColor: edge, transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined, zIndex: isDragging ? 3 : undefined, opacity: isDragging ? 0.85 : undefined }}
      aria-label={label}
      onClick={onOpen}
      {...listeners}
      {...attributes}
    >
      <span>{text}</span>
    </button>
  );
}

/**
 * `/views/reservations/schedule`: the day at the chosen facility, one column per field and rows by
 * time within the opening hours, in the facility's time zone and clock. Clicking a free slot starts
 * a booking there; the server decides overlaps and the dialog says which booking is in the way.
 */
export default function SchedulePage({ title, embedded = false }: { title: string; embedded?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { facility, facilityId, groupId, loadingFacilities } = useSelection();
  const zone = facility?.timezone ?? 'UTC';
  const twelve = facility ? is12Hour(facility.time_format) : false;
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? todayIn(zone, new Date());
  const [slot, setSlot] = useState<Slot | null>(null);
  const [opened, setOpened] = useState<Reservation | null>(null);

  const notify = useNotify();
  const queryClient = useQueryClient();
  // A press that moves less than 6 px is a click (opens the booking), not a drag.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const move = useMutation({
    mutationFn: rescheduleReservation,
    onSuccess: () => notify(t('schedule.moved'), 'success'),
    onError: (error: ApiError) => {
      const [first] = (error.data as { conflicts?: Reservation[] } | null)?.conflicts ?? [];
      notify(first ? t('schedule.conflict', { when: spanLabel(first, date, zone, twelve) }) : error.text, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsKey }),
  });

  const fieldRows = useActiveRows(fieldsDef, facilityId);
  const fields = useMemo(() => (fieldRows.data?.data ?? []) as unknown as (ScheduleField & { id: number })[], [fieldRows.data]);
  const window = useMemo(() => (facility ? dayWindow(date, zone) : null), [facility, date, zone]);
  const bookings = useReservations(facilityId, window);
  const grid = useMemo(() => dayGrid(fields, date), [fields, date]);
  const placed = useMemo(() => placeBookings(bookings.data ?? [], grid, date, zone), [bookings.data, grid, date, zone]);
  const rows = Array.from({ length: (grid.to - grid.from) / grid.step }, (_, i) => grid.from + i * grid.step);
  const height = (grid.to - grid.from) * PX_PER_MINUTE;

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const booking = active.data.current?.booking as Reservation | undefined;
    const fieldId = over?.data.current?.fieldId as number | undefined;
    if (!booking || fieldId === undefined) return;
    const startMinute = localMinutes(booking.start_at, date, zone);
    const minute = grid.from + Math.round((startMinute - grid.from + delta.y / PX_PER_MINUTE) / grid.step) * grid.step;
    if (minute === startMinute && fieldId === booking.field_id) return;
    move.mutate({ id: booking.id, field_id: fieldId, date, time: clockLabel(minute, false) });
  };

  if (!facility) {
    return (
      <>
        {!embedded && <PageTitle title={t(title)} />}
        {loadingFacilities ? <Spinner label={t('app.loading')} /> : <Card role="status">{t('resources.chooseFacility')}</Card>}
      </>
    );
  }

  return (
    <>
      {!embedded && <PageTitle title={t(title)} />}
      <div className={styles.toolbar}>
        <Button icon={<ChevronLeftRegular />} aria-label={t('schedule.previousDay')} onClick={() => setDate(shiftDate(date, -1))} />
        <Button onClick={() => setDate(todayIn(zone, new Date()))}>{t('schedule.today')}</Button>
        <Button icon={<ChevronRightRegular />} aria-label={t('schedule.nextDay')} onClick={() => setDate(shiftDate(date, 1))} />
        <Input type="date" aria-label={t('schedule.date')} value={date} onChange={(_, d) => d.value && setDate(d.value)} />
        <Text>{t('schedule.zone', { zone })}</Text>
        {(fieldRows.isFetching || bookings.isFetching) && <Spinner size="tiny" aria-label={t('app.loading')} />}
      </div>
      {fieldRows.isError || bookings.isError ? (
        <Card role="alert">{((fieldRows.error ?? bookings.error) as ApiError).text}</Card>
      ) : fieldRows.isSuccess && fields.length === 0 ? (
        <Card role="status">{t('schedule.noFields')}</Card>
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className={styles.grid} role="grid" aria-label={t('schedule.dayOf', { date })} style={{ gridTemplateColumns: `72px repeat(${fields.length}, minmax(140px, 1fr))` }}>
          <div className={styles.head} />
          {fields.map((f) => (
            <div key={f.id} className={styles.head} role="columnheader">
              {f.name}
            </div>
          ))}
          <div className={styles.times} style={{ height }}>
            {rows.map((m) => (
              <span key={m} className={styles.time} style={{ top: (m - grid.from) * PX_PER_MINUTE }}>
                {m === grid.from ? '' : clockLabel(m, twelve)}
              </span>
            ))}
          </div>
          {fields.map((f) => (
            <FieldColumn key={f.id} fieldId={f.id} className={styles.column} height={height} label={f.name}>
              {rows.map((m) => {
                const open = isOpenAt(f, date, m, grid.step);
                const label = `${f.name} ${clockLabel(m, twelve)}`;
                return (
                  <button
                    key={m}
                    type="button"
                    className={mergeClasses(styles.slot, !open && styles.closed)}
                    style={{ top: (m - grid.from) * PX_PER_MINUTE, height: grid.step * PX_PER_MINUTE }}
                    aria-label={open ? t('schedule.bookAt', { slot: label }) : t('schedule.closedAt', { slot: label })}
                    disabled={!open}
                    onClick={() => setSlot({ field: f, date, minute: m })}
                  />
                );
              })}
              {placed
                .filter((p) => p.booking.field_id === f.id)
                .map(({ booking, top, length }) => {
                  const text = `${spanLabel(booking, date, zone, twelve)} · ${t(`bookingTypes.${booking.type}`, { defaultValue: booking.type })}`;
                  return (
                    <Tooltip key={booking.id} content={`${text} · ${t(`paymentStates.${booking.payment_state}`, { defaultValue: booking.payment_state })}`} relationship="description">
                      <BookingBlock
                        booking={booking}
                        className={mergeClasses(
                          styles.booking,
                          booking.type === 'blocked' ? styles.blocked : booking.payment_state === 'paid' ? styles.paid : booking.payment_state === 'hold' ? styles.hold : styles.pending,
                        )}
                        edge={TYPE_EDGES[booking.type] ?? tokens.colorPaletteBlueBorderActive}
                        top={top * PX_PER_MINUTE + 1}
                        height={length * PX_PER_MINUTE - 2}
                        label={t('schedule.booking', { field: f.name, text })}
                        text={text}
                        onOpen={() => setOpened(booking)}
                      />
                    </Tooltip>
                  );
                })}
            </FieldColumn>
          ))}
        </div>
        </DndContext>
      )}
      {opened && (
        <BookingDialog
          booking={opened}
          fieldName={fields.find((f) => f.id === opened.field_id)?.name ?? ''}
          date={date}
          zone={zone}
          twelveHour={twelve}
          groupId={groupId}
          onClose={() => setOpened(null)}
        />
      )}
      {slot && <NewBookingDialog slot={slot} facilityId={facility.id} twelveHour={twelve} zone={zone} onClose={() => setSlot(null)} />}
    </>
  );
}
