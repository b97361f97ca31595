import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { createContext, memo, useContext, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useLargeScreen } from '../../shell/theme/use-large-screen';
import type { Reservation } from '../../../domain/bookings/reservation';
import { blockFacts, type ScheduleReservation } from '../../../domain/bookings/schedule-block';
import { DEFAULT_BOOKING_MINUTES, slotOffers, type SlotOffer } from '../../../domain/bookings/offered-slots';
import { hoursOn, weekdayOf } from '../../../domain/bookings/opening-hours';
import { clockLabel, minutesSpanLabel, type DayGrid, type PlacedBooking, type ScheduleField } from '../../../domain/bookings/schedule';
import { timeRefusalMessage } from './time-rule';

/** Pixels per minute of the schedule on a large screen: a 30-minute row is 28 px. */
export const PX_PER_MINUTE = 28 / 30;
/** Below 1200 px (a counter tablet, a phone) a row is a finger's target: at least this tall (issue 20 item 6). */
export const TOUCH_ROW_PX = 40;

/** Pixels per minute of a schedule whose rows are `step` minutes: taller rows below 1200 px. */
export function useMinutePx(step: number): number {
  const large = useLargeScreen();
  return large ? PX_PER_MINUTE : Math.max(PX_PER_MINUTE, TOUCH_ROW_PX / step);
}

/**
 * The grid's keyboard walk (issue 20 item 8): on a slot, Up and Down move to the open slot above or
 * below in its column, Left and Right to the same time in the column beside (mirrored right to left).
 */
export function walkSlots(ev: KeyboardEvent<HTMLElement>): void {
  const from = ev.target as HTMLElement;
  const minute = from.dataset.slotMinute;
  const column = from.closest('[role="gridcell"]');
  if (minute === undefined || !column) return;
  const open = (root: Element) => [...root.querySelectorAll<HTMLButtonElement>('button[data-slot-minute]:not(:disabled)')];
  const rtl = getComputedStyle(from).direction === 'rtl';
  const sideways = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[ev.key];
  const along = { ArrowDown: 1, ArrowUp: -1 }[ev.key];
  let next: HTMLButtonElement | undefined;
  if (along !== undefined) {
    const slots = open(column);
    next = slots[slots.indexOf(from as HTMLButtonElement) + along];
  } else if (sideways !== undefined) {
    const columns = [...ev.currentTarget.querySelectorAll('[role="gridcell"]')];
    for (let i = columns.indexOf(column) + sideways; !next && i >= 0 && i < columns.length; i += sideways) {
      const slots = open(columns[i]!);
      next = slots.find((s) => Number(s.dataset.slotMinute) >= Number(minute)) ?? slots.at(-1);
    }
  }
  if (!next) return;
  ev.preventDefault();
  next.focus();
}

/** The pixels per minute the schedule around draws with (DayView and WeekView provide it). */
export const MinutePx = createContext(PX_PER_MINUTE);

const HATCH = `repeating-linear-gradient(45deg, transparent, transparent 6px, ${tokens.colorNeutralStroke2} 6px, ${tokens.colorNeutralStroke2} 8px)`;

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
  // The grid's rows (the headers, the times and the fields) for assistive technology: they lay out nothing.
  row: { display: 'contents' },
  // The time column stays at the start while the fields scroll sideways inside the grid.
  corner: { position: 'sticky', insetInlineStart: 0, zIndex: 4 },
  times: { position: 'sticky', insetInlineStart: 0, zIndex: 3, backgroundColor: tokens.colorNeutralBackground1, borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
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
    backgroundImage: HATCH,
  },
  who: { fontWeight: tokens.fontWeightSemibold },
  // The time a shared partner field's booking takes here (SPEC: a booking on a field blocks its shared one).
  taken: {
    position: 'absolute',
    left: '4px',
    right: '4px',
    zIndex: 1,
    overflow: 'hidden',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    padding: `2px ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground4,
    backgroundImage: HATCH,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    cursor: 'not-allowed',
  },
  // The current time on today: a line across the fields.
  nowRow: { gridColumn: '1 / -1', gridRow: '2', position: 'relative', pointerEvents: 'none', zIndex: 3 },
  nowLine: { position: 'absolute', left: 0, right: 0, height: '2px', backgroundColor: tokens.colorPaletteRedBorderActive },
  nowLabel: {
    position: 'absolute',
    left: 0,
    width: '68px',
    transform: 'translateY(-50%)',
    textAlign: 'end',
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase200,
  },
  legendGroup: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyleType: 'none' },
  legendTitle: { fontWeight: tokens.fontWeightSemibold },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { display: 'inline-block', width: '14px', height: '14px', borderRadius: tokens.borderRadiusSmall, border: `1px solid ${tokens.colorNeutralStroke1}`, boxSizing: 'border-box' },
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
      /** "Blocked: Maintenance". */
      blockedBecause: withHole('schedule.blockedBecause', { reason: HOLE }),
      /** "3/4 players": the places taken of a match. */
      places: withHole('schedule.places', { places: HOLE }),
      /** "Taken by Pista 2": a shared partner field's booking. */
      takenBy: withHole('schedule.takenBy', { field: HOLE }),
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
  /** The accessible name ("Pista 3: 10:00–11:00 · One day · Ana García · Paid"). */
  label: string;
  /** Who is playing, first and bold (or "Blocked: reason"); null when nobody is named. */
  who: string | null;
  /** The rest: time, type, places, payment state in words. */
  text: string;
  /** The hover hint (a native title: hundreds of blocks cannot each carry a tooltip component). */
  hint: string;
  /** The schedule's classes (looked up once per column, not per block). */
  styles: ScheduleStyles;
  onOpen: (booking: Reservation) => void;
}

/** A block's words: who first (bold), then the rest. Plain elements (no hook per block: a busy day draws hundreds). */
function BlockWords({ who, text, styles }: { who: string | null; text: string; styles: Pick<ScheduleStyles, 'who'> }) {
  return (
    <span>
      {who && <span className={styles.who}>{who} · </span>}
      {text}
    </span>
  );
}

/** A booking that can only be opened (the week view). */
export const BookingBlock = memo(function BookingBlock({ booking, className, top, height, label, who, text, hint, styles, onOpen }: BlockProps) {
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
      <BlockWords who={who} text={text} styles={styles} />
    </button>
  );
});

/** A booking of the day view: click to open it, drag it to another time or field to move it. */
export const DraggableBooking = memo(function DraggableBooking({ booking, className, top, height, label, who, text, hint, styles, onOpen }: BlockProps) {
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
      <BlockWords who={who} text={text} styles={styles} />
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
  const ppm = useContext(MinutePx);
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
        style={{ top: (m - grid.from) * ppm, height: grid.step * ppm }}
        aria-label={label(`${where} ${clockLabel(m, twelve)}`)}
        title={title}
        disabled={offer !== 'open'}
        data-slot-minute={m}
        onClick={() => onSlot(field, date, m)}
      />,
    );
  }
  return <>{slots}</>;
}

/** A placed booking's words: who is playing, the rest of its visible text, and its accessible name (without the column). */
function blockWords(booking: ScheduleReservation, span: string, texts: ScheduleTexts): { who: string | null; text: string; name: string } {
  const facts = blockFacts(booking);
  if (facts.blocked) {
    const what = facts.who ? texts.blockedBecause(facts.who) : texts.type('blocked');
    return { who: what, text: span, name: `${span} · ${what}` };
  }
  let text = `${span} · ${texts.type(booking.type)}`;
  if (facts.onSale) text += ` · ${texts.forSale}`;
  if (facts.places) text += ` · ${texts.places(facts.places)}`;
  const state = texts.state(booking.payment_state);
  return { who: facts.who, text: `${text} · ${state}`, name: `${text}${facts.who ? ` · ${facts.who}` : ''} · ${state}` };
}

/**
 * The bookings of one column, placed: opened by a click; in the day view also dragged to another
 * time or field (`draggable`). `where` names the column in each booking's accessible name. Each
 * says who is playing, its payment state in words (and by its fill), a match's places taken.
 */
export function PlacedBlocks(props: { placed: readonly PlacedBooking<ScheduleReservation>[]; where: string; twelve: boolean; draggable: boolean; texts: ScheduleTexts; onOpen: (booking: Reservation) => void }) {
  const { placed, where, twelve, draggable, texts, onOpen } = props;
  const styles = useScheduleStyles();
  const ppm = useContext(MinutePx);
  const label = texts.booking(where);
  const Block = draggable ? DraggableBooking : BookingBlock;
  return (
    <>
      {placed.map(({ booking, top, length, startMinute, endMinute }) => {
        const words = blockWords(booking, minutesSpanLabel(startMinute, endMinute, twelve), texts);
        return (
          <Block
            key={booking.id}
            booking={booking}
            className={bookingClass(styles, booking)}
            top={top * ppm + 1}
            height={length * ppm - 2}
            label={label(words.name)}
            who={words.who}
            text={words.text}
            hint={words.name}
            styles={styles}
            onOpen={onOpen}
          />
        );
      })}
    </>
  );
}

/**
 * The time shared partner fields' bookings take in this column: hatched, "Taken by Pista 2", not
 * bookable (it covers the slots). `placed` are the partner's bookings placed on this day's grid.
 */
export function TakenBlocks(props: { taken: readonly { placed: PlacedBooking<ScheduleReservation>; by: string }[]; twelve: boolean; texts: ScheduleTexts }) {
  const { taken, twelve, texts } = props;
  const styles = useScheduleStyles();
  const ppm = useContext(MinutePx);
  return (
    <>
      {taken.map(({ placed: { booking, top, length, startMinute, endMinute }, by }) => {
        const text = `${texts.takenBy(by)} · ${minutesSpanLabel(startMinute, endMinute, twelve)}`;
        return (
          <div key={`taken-${booking.id}`} className={styles.taken} style={{ top: top * ppm + 1, height: length * ppm - 2 }} title={text} data-taken-by={by}>
            {text}
          </div>
        );
      })}
    </>
  );
}

/** The current time on today: a red line across the day's fields, its time in the time column. `minute` from the grid's first row. */
export function NowLine({ minute, label }: { minute: number; label: string }) {
  const styles = useScheduleStyles();
  const ppm = useContext(MinutePx);
  const top = minute * ppm;
  return (
    <div className={styles.nowRow} aria-hidden="true" data-testid="now-line">
      <div className={styles.nowLine} style={{ top }} />
      <span className={styles.nowLabel} style={{ top }}>
        {label}
      </span>
    </div>
  );
}

const PAYMENT_FILLS: [string, string][] = [
  ['paid', tokens.colorPaletteGreenBackground2],
  ['hold', tokens.colorPaletteYellowBackground2],
  ['pending', tokens.colorPaletteBlueBackground2],
];

/** The key of the schedule's colours (SPEC §4 calendar colours): the types' left edges and the payment states' fills. */
export function ScheduleLegend() {
  const styles = useScheduleStyles();
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  return (
    <section className={styles.legend} aria-label={t('schedule.legend')}>
      <span className={styles.legendTitle}>{t('schedule.legendTypes')}</span>
      <ul className={styles.legendGroup}>
        {Object.entries(TYPE_EDGES).map(([type, colour]) => (
          <li key={type} className={styles.legendItem}>
            <span className={styles.swatch} style={{ backgroundColor: colour, backgroundImage: type === 'blocked' ? HATCH : undefined }} />
            {texts.type(type)}
          </li>
        ))}
      </ul>
      <span className={styles.legendTitle}>{t('schedule.legendPayment')}</span>
      <ul className={styles.legendGroup}>
        {PAYMENT_FILLS.map(([state, fill]) => (
          <li key={state} className={styles.legendItem}>
            <span className={styles.swatch} style={{ backgroundColor: fill }} />
            {texts.state(state)}
          </li>
        ))}
      </ul>
    </section>
  );
}
