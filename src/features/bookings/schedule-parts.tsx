import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, useMemo, type ReactNode } from 'react';
import type { Reservation } from '../../../domain/bookings/reservation';
import { DEFAULT_BOOKING_MINUTES, slotOffers, type SlotOffer } from '../../../domain/bookings/offered-slots';
import { hoursOn, weekdayOf } from '../../../domain/bookings/opening-hours';
import { clockLabel, minutesSpanLabel, type DayGrid, type PlacedBooking, type ScheduleField } from '../../../domain/bookings/schedule';
import { timeRefusalMessage } from './time-rule';

/** Pixels per minute of the schedule: a 30-minute row is 28 px. */
export const PX_PER_MINUTE = 28 / 30;

export const useScheduleStyles = makeStyles({
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
  today: { color: tokens.colorBrandForeground1 },
  times: { position: 'relative', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  time: { position: 'absolute', right: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, transform: 'translateY(-50%)' },
  // A column scrolled out of sight is neither laid out nor painted (a day of 30 fields shows about ten at once);
  // its width comes from the grid and its height is set, so nothing moves when it comes into view.
  column: { position: 'relative', borderRight: `1px solid ${tokens.colorNeutralStroke3}`, minWidth: '140px', contentVisibility: 'auto' },
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
  // The field is open, but a booking cannot start here (past, or the default duration runs past closing): lighter than closed.
  notOffered: { cursor: 'not-allowed', backgroundColor: tokens.colorNeutralBackground2, ':hover': { backgroundColor: tokens.colorNeutralBackground2 } },
  closedRange: { position: 'absolute', left: 0, right: 0, backgroundColor: tokens.colorNeutralBackground3, pointerEvents: 'none' },
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
export type ScheduleStyles = ReturnType<typeof useScheduleStyles>;

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

/** A booking's block class: hatched when blocked, else filled by its payment state (four classes in all, merged once each). */
function bookingClass(styles: ScheduleStyles, booking: Reservation): string {
  const fill = booking.type === 'blocked' ? 'blocked' : booking.payment_state === 'paid' ? 'paid' : booking.payment_state === 'hold' ? 'hold' : 'pending';
  let merged = mergedClasses.get(styles);
  if (!merged) mergedClasses.set(styles, (merged = new Map()));
  return merged.get(fill) ?? merged.set(fill, mergeClasses(styles.booking, styles[fill])).get(fill)!;
}
const mergedClasses = new WeakMap<ScheduleStyles, Map<string, string>>();

const HOLE = '\u0000';

/**
 * The words of the schedule's blocks and slots, translated once per language: a busy day draws
 * hundreds of each, and i18next's lookup and interpolation per block cost more than the block.
 * A text with a parameter is translated once with a placeholder, then filled per block.
 */
export function useScheduleTexts() {
  const { t } = useTranslation();
  return useMemo(() => {
    const cache = new Map<string, string>();
    const once = (key: string, fallback: string) => cache.get(key) ?? cache.set(key, t(key, { defaultValue: fallback })).get(key)!;
    const withHole = (key: string, params: Record<string, string>) => {
      const template = t(key, params);
      return (value: string) => template.replace(HOLE, value);
    };
    return {
      type: (type: string) => once(`bookingTypes.${type}`, type),
      /** A match listed for sale says so. */
      forSale: once('reservation.sale.forSale', 'For sale'),
      state: (state: string) => once(`paymentStates.${state}`, state),
      /** "Pista 3: …": a booking's accessible name in a column. */
      booking: (where: string) => withHole('schedule.booking', { field: where, text: HOLE }),
      bookAt: withHole('schedule.bookAt', { slot: HOLE }),
      closedAt: withHole('schedule.closedAt', { slot: HOLE }),
      tooLateAt: withHole('schedule.tooLateAt', { slot: HOLE, minutes: String(DEFAULT_BOOKING_MINUTES) }),
      pastAt: withHole('schedule.pastAt', { slot: HOLE }),
      /** Why a slot is not offered, on hover: the field's hours of that weekday ("Pista 1 is open 08:00–23:00 on Wednesdays"), once per column. */
      hoursOf: (field: ScheduleField, date: string, twelve: boolean) => {
        const weekday = weekdayOf(date);
        const hours = hoursOn(field, weekday);
        return timeRefusalMessage(t, hours ? { code: 'outside_hours', weekday, ...hours } : { code: 'field_closed', weekday }, field.name, twelve);
      },
      past: once('bookings.hours.start_in_past', 'A booking cannot start in the past'),
    };
  }, [t]);
}
export type ScheduleTexts = ReturnType<typeof useScheduleTexts>;

/** A field's column: bookings are dropped on it to move them there. */
export function FieldColumn(props: { fieldId: number; className: string; height: number; label: string; background?: string; children: ReactNode }) {
  const { fieldId, className, height, label, background, children } = props;
  const { setNodeRef, isOver } = useDroppable({ id: `field-${fieldId}`, data: { fieldId } });
  return (
    <div ref={setNodeRef} className={className} style={{ height, backgroundImage: background, outline: isOver ? `2px dashed ${tokens.colorBrandStroke1}` : undefined }} role="gridcell" aria-label={label}>
      {children}
    </div>
  );
}

export interface BlockProps {
  booking: Reservation;
  className: string;
  top: number;
  height: number;
  /** The accessible name ("Pista 3: 10:00–11:00 · One day"). */
  label: string;
  text: string;
  /** The hover hint (a native title: hundreds of blocks cannot each carry a tooltip component). */
  hint: string;
  onOpen: (booking: Reservation) => void;
}

/** A booking that can only be opened (the week view). */
export const BookingBlock = memo(function BookingBlock({ booking, className, top, height, label, text, hint, onOpen }: BlockProps) {
  return (
    <button
      type="button"
      className={className}
      style={{ top, height, borderLeftColor: TYPE_EDGES[booking.type] ?? tokens.colorPaletteBlueBorderActive }}
      aria-label={label}
      title={hint}
      data-payment-state={booking.payment_state}
      onClick={() => onOpen(booking)}
    >
      <span>{text}</span>
    </button>
  );
});

/** A booking of the day view: click to open it, drag it to another time or field to move it. */
export const DraggableBooking = memo(function DraggableBooking({ booking, className, top, height, label, text, hint, onOpen }: BlockProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: booking.id, data: { booking, top } });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={className}
      style={{
        top,
        height,
        borderLeftColor: TYPE_EDGES[booking.type] ?? tokens.colorPaletteBlueBorderActive,
        transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
        zIndex: isDragging ? 3 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
      aria-label={label}
      title={hint}
      data-payment-state={booking.payment_state}
      onClick={() => onOpen(booking)}
      {...listeners}
      {...attributes}
    >
      <span>{text}</span>
    </button>
  );
});

/**
 * The slot buttons of one column (a field's day): one per row, "Book <where> <time>" where a booking
 * of the new-booking dialog's duration fits the field's hours and does not start in the past
 * (`slotOffers`); the other rows are disabled buttons that say why, on hover and to a screen reader
 * (closed, too late for the duration, past). `where` names the column for people using a screen reader.
 * `earliest`: the first minute of the day a booking may start at (`earliestStart`).
 */
export function SlotButtons<F extends ScheduleField>(props: {
  field: F;
  date: string;
  grid: DayGrid;
  earliest: number;
  twelve: boolean;
  where: string;
  texts: ScheduleTexts;
  onSlot: (field: F, date: string, minute: number) => void;
}) {
  const { field, date, grid, earliest, twelve, where, texts, onSlot } = props;
  const styles = useScheduleStyles();
  const offers = slotOffers(field, date, grid, DEFAULT_BOOKING_MINUTES, earliest);
  // Per column, not per slot: the hover texts and the classes of the rows not offered.
  const hours = offers.some((o) => o === 'closed' || o === 'too_late') ? texts.hoursOf(field, date, twelve) : '';
  const look: Record<SlotOffer, { className: string; label: (slot: string) => string; title?: string }> = {
    open: { className: styles.slot, label: texts.bookAt },
    closed: { className: mergeClasses(styles.slot, styles.closed), label: texts.closedAt, title: hours },
    too_late: { className: mergeClasses(styles.slot, styles.notOffered), label: texts.tooLateAt, title: hours },
    past: { className: mergeClasses(styles.slot, styles.notOffered), label: texts.pastAt, title: texts.past },
  };
  const slots = [];
  for (let i = 0, m = grid.from; m < grid.to; i++, m += grid.step) {
    const offer = offers[i]!;
    const { className, label, title } = look[offer];
    slots.push(
      <button
        key={m}
        type="button"
        className={className}
        style={{ top: (m - grid.from) * PX_PER_MINUTE, height: grid.step * PX_PER_MINUTE }}
        aria-label={label(`${where} ${clockLabel(m, twelve)}`)}
        title={title}
        disabled={offer !== 'open'}
        onClick={() => onSlot(field, date, m)}
      />,
    );
  }
  return <>{slots}</>;
}

/**
 * The bookings of one column, placed: opened by a click; in the day view also dragged to another
 * time or field (`draggable`). `where` names the column in each booking's accessible name.
 */
export function PlacedBlocks(props: { placed: readonly PlacedBooking<Reservation>[]; where: string; twelve: boolean; draggable: boolean; texts: ScheduleTexts; onOpen: (booking: Reservation) => void }) {
  const { placed, where, twelve, draggable, texts, onOpen } = props;
  const styles = useScheduleStyles();
  const label = texts.booking(where);
  const Block = draggable ? DraggableBooking : BookingBlock;
  return (
    <>
      {placed.map(({ booking, top, length, startMinute, endMinute }) => {
        const text = `${minutesSpanLabel(startMinute, endMinute, twelve)} · ${texts.type(booking.type)}${booking.for_sale ? ` · ${texts.forSale}` : ''}`;
        return (
          <Block
            key={booking.id}
            booking={booking}
            className={bookingClass(styles, booking)}
            top={top * PX_PER_MINUTE + 1}
            height={length * PX_PER_MINUTE - 2}
            label={label(text)}
            text={text}
            hint={`${text} · ${texts.state(booking.payment_state)}`}
            onOpen={onOpen}
          />
        );
      })}
    </>
  );
}
