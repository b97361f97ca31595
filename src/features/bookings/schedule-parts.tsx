import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLargeScreen } from '../../shell/theme/use-large-screen';
import type { Reservation, ScheduleReservation } from '../../../domain/bookings/reservation';
import { blockFacts } from '../../../domain/bookings/schedule-block';
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

/** What the grid's keyboard walk stops on: the free slots and the bookings. */
const GRID_ITEM = 'button[data-slot-minute]:not(:disabled), button[data-booking-id]';
/** Where an item of the grid starts and ends, in minutes of the day (a slot: its start). */
const startOf = (el: HTMLElement) => Number(el.dataset.slotMinute ?? el.dataset.startMinute);
const endOf = (el: HTMLElement) => (el.dataset.endMinute === undefined ? startOf(el) + 1 : Number(el.dataset.endMinute));
const itemsOf = (column: Element) => [...column.querySelectorAll<HTMLElement>(GRID_ITEM)].sort((a, b) => startOf(a) - startOf(b));

/** Where an item of the grid was: its column (by order) and its start, to find what took its place. */
interface GridPlace {
  item: HTMLElement;
  column: number;
  minute: number;
}

/** The item now at a gone item's place: in its column, the one whose time covers its start (a slot just booked: its booking). */
function itemAt(root: HTMLElement, place: GridPlace): HTMLElement | undefined {
  const column = root.querySelectorAll('[role="gridcell"]')[place.column];
  return column ? itemsOf(column).find((s) => startOf(s) <= place.minute && endOf(s) > place.minute) : undefined;
}

/**
 * The grid is one stop of the Tab order (issue 20): its free slots and bookings carry tabIndex -1 and
 * one of them 0 (a roving tab index), the last one focused, else what took its place (a slot just
 * booked: the new booking), else the first. Kept after every render (a slot booked or past, another
 * day) by the grid's owner; `roveTo` moves the stop where the focus goes. The page's dialogs give the
 * focus back to the stop (`gridStop`) when what opened them is gone.
 */
export function useRovingStop(grid: RefObject<HTMLElement | null>): void {
  const focused = useRef<GridPlace | null>(null);
  useEffect(() => {
    const root = grid.current;
    if (!root) return;
    const onFocusIn = (ev: globalThis.FocusEvent) => {
      const item = ev.target as HTMLElement;
      const column = item.closest('[role="gridcell"]');
      if (!column || !item.matches(GRID_ITEM)) return;
      focused.current = { item, column: [...root.querySelectorAll('[role="gridcell"]')].indexOf(column), minute: startOf(item) };
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, [grid]);
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const was = focused.current;
    const gone = was !== null && !was.item.isConnected;
    const stop = root.querySelector<HTMLElement>('[tabindex="0"]');
    if (!stop?.matches(GRID_ITEM)) {
      stop?.setAttribute('tabindex', '-1');
      ((gone ? itemAt(root, was) : undefined) ?? root.querySelector(GRID_ITEM))?.setAttribute('tabindex', '0');
    }
    // The item last focused went with this render while the focus had nowhere else to be (a slot just
    // booked from its dialog): the keyboard carries on from the grid's stop, not from the page's top.
    if (gone && (document.activeElement === document.body || document.activeElement === null)) {
      focused.current = null;
      root.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    }
  });
}

/** The schedule's grid stop (the item `useRovingStop` keeps in the Tab order), for a dialog giving the focus back when what opened it is gone. */
export const gridStop = (): HTMLElement | null => document.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]');

/** A schedule grid's keyboard, whole: its one Tab stop kept (`useRovingStop`), the stop following the focus (`roveTo`) and the arrows' walk (`walkSlots`); spread on the grid element. */
export function useRovingGrid() {
  const ref = useRef<HTMLDivElement>(null);
  useRovingStop(ref);
  return { ref, onKeyDown: walkSlots, onFocus: roveTo };
}

/** The grid's focus handler: the item that takes the focus (arrows, a click, a dialog giving it back) becomes the grid's Tab stop. */
export function roveTo(ev: FocusEvent<HTMLElement>): void {
  const item = ev.target as HTMLElement;
  if (item.tabIndex === 0 || !item.matches(GRID_ITEM)) return;
  ev.currentTarget.querySelector('[tabindex="0"]')?.setAttribute('tabindex', '-1');
  item.tabIndex = 0;
}

/**
 * The grid's keyboard walk (issue 20 item 8): on a free slot or a booking, Up and Down move to the one
 * above or below in its column, Left and Right to the same time in the column beside (mirrored right
 * to left); Enter or Space opens it (a slot starts a booking), Tab leaves the grid.
 */
export function walkSlots(ev: KeyboardEvent<HTMLElement>): void {
  const from = ev.target as HTMLElement;
  const column = from.closest('[role="gridcell"]');
  if (!column || !from.matches(GRID_ITEM)) return;
  const minute = startOf(from);
  const rtl = getComputedStyle(from).direction === 'rtl';
  const sideways = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[ev.key];
  const along = { ArrowDown: 1, ArrowUp: -1 }[ev.key];
  let next: HTMLElement | undefined;
  if (along !== undefined) {
    const items = itemsOf(column);
    next = items[items.indexOf(from) + along];
  } else if (sideways !== undefined) {
    const columns = [...ev.currentTarget.querySelectorAll('[role="gridcell"]')];
    for (let i = columns.indexOf(column) + sideways; !next && i >= 0 && i < columns.length; i += sideways) {
      const items = itemsOf(columns[i]!);
      // The booking under this time, else the first slot or booking from it on, else the day's last.
      next = items.find((s) => startOf(s) <= minute && endOf(s) > minute) ?? items.find((s) => startOf(s) >= minute) ?? items.at(-1);
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
  // The day's first time sits under the header's line (centred on it, half of it was hidden).
  firstTime: { transform: 'none' },
  // A column scrolled out of sight is neither laid out nor painted (a day of 30 fields shows about ten at once);
  // its width comes from the grid and its height is set, so nothing moves when it comes into view.
  // The column a dragged booking is over (`useBookingDrag`) shows a dashed outline.
  column: {
    position: 'relative',
    borderRight: `1px solid ${tokens.colorNeutralStroke3}`,
    minWidth: '140px',
    contentVisibility: 'auto',
    '&[data-drop-over]': { outline: `2px dashed ${tokens.colorBrandStroke1}` },
  },
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
    // Being dragged (`useBookingDrag` moves it with a transform): above the others, a little see-through.
    '&[data-dragging]': { zIndex: 3, opacity: 0.85 },
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
        // Each field's text once per weekday and hours (a day's 30 columns are drawn again with each day).
        const key = `${field.name}${HOLE}${weekday}${HOLE}${twelve}${HOLE}${hours ? `${hours.open}-${hours.close}` : ''}`;
        return cache.get(key) ?? cache.set(key, timeRefusalMessage(t, hours ? { code: 'outside_hours', weekday, ...hours } : { code: 'field_closed', weekday }, field.name, twelve)).get(key)!;
      },
      past: once('bookings.hours.start_in_past', 'A booking cannot start in the past'),
    };
  }, [t]);
}
export type ScheduleTexts = ReturnType<typeof useScheduleTexts>;

/**
 * A column of the grid (a field's day, or a day of a field's week): its slots and bookings answer
 * clicks here, one handler per column rather than one per button (a busy day draws hundreds).
 * `fieldId`: bookings dragged in the day view are dropped on it (`useBookingDrag`).
 */
export function FieldColumn(props: {
  fieldId: number;
  className: string;
  height: number;
  label: string;
  background?: string;
  /** The column's bookings (a click on one opens it). */
  placed: readonly PlacedBooking<ScheduleReservation>[];
  onSlot: (minute: number) => void;
  onOpen: (booking: Reservation) => void;
  children: ReactNode;
}) {
  const { fieldId, className, height, label, background, placed, onSlot, onOpen, children } = props;
  const onClick = (ev: MouseEvent<HTMLDivElement>) => {
    const button = (ev.target as Element).closest('button');
    if (!button || button.disabled || !ev.currentTarget.contains(button)) return;
    if (button.dataset.slotMinute !== undefined) return onSlot(Number(button.dataset.slotMinute));
    const id = Number(button.dataset.bookingId);
    const booking = placed.find((p) => p.booking.id === id)?.booking;
    if (booking) onOpen(booking);
  };
  return (
    <div className={className} style={{ height, backgroundImage: background }} role="gridcell" aria-label={label} data-field-id={fieldId} onClick={onClick}>
      {children}
    </div>
  );
}

export interface BlockProps {
  booking: Reservation;
  className: string;
  top: number;
  height: number;
  /** Its first and last minutes of the day on the grid (the keyboard walk's order). */
  startMinute: number;
  endMinute: number;
  /** The accessible name ("Pista 3: 10:00–11:00 · One day · Ana García · Paid"). */
  label: string;
  /** Who is playing, first and bold (or "Blocked: reason"); null when nobody is named. */
  who: string | null;
  /** The rest: time, type, places, payment state in words. */
  text: string;
  /** The hover hint (a native title: hundreds of blocks cannot each carry a tooltip component). */
  hint: string;
  /** Dragged to another time or field (the day view, `useBookingDrag`). */
  draggable: boolean;
  /** The schedule's classes (looked up once per column, not per block). */
  styles: ScheduleStyles;
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

/**
 * A booking: a plain button, opened by a click (its column's handler) and, in the day view, dragged
 * to another time or field (the grid's one pointer handler, `useBookingDrag`; no hook per block).
 */
export const BookingBlock = memo(function BookingBlock({ booking, className, top, height, startMinute, endMinute, label, who, text, hint, draggable, styles }: BlockProps) {
  return (
    <button
      type="button"
      tabIndex={-1}
      className={className}
      style={{ top, height, borderLeftColor: TYPE_EDGES[booking.type] ?? tokens.colorPaletteBlueBorderActive }}
      aria-label={label}
      aria-roledescription={draggable ? 'draggable' : undefined}
      title={hint}
      data-booking-id={booking.id}
      data-start-minute={startMinute}
      data-end-minute={endMinute}
      data-payment-state={booking.payment_state}
    >
      <BlockWords who={who} text={text} styles={styles} />
    </button>
  );
});

/**
 * The day view's drag of a booking to another time or field (issue 21: one pointer handler on the
 * grid instead of a drag hook per booking). A press that moves 6 px or more on a draggable booking
 * drags it (less is a click, which opens it); the column under the pointer is outlined; released
 * over a column, `onDrop` gets the booking, that column's field and how far it moved down (px,
 * scrolling included). Escape or a cancelled pointer puts it back. Returns the grid's onPointerDown.
 */
export function useBookingDrag(onDrop: (drop: { bookingId: number; fieldId: number; deltaY: number }) => void): (ev: PointerEvent<HTMLElement>) => void {
  const latest = useRef(onDrop);
  useEffect(() => {
    latest.current = onDrop;
  });
  return useCallback((down: PointerEvent<HTMLElement>) => {
    const grid = down.currentTarget;
    const block = (down.target as Element).closest<HTMLElement>('button[data-booking-id][aria-roledescription]');
    if (down.button !== 0 || !down.isPrimary || !block || !grid.contains(block)) return;
    const origin = grid.getBoundingClientRect();
    let dragging = false;
    let over: HTMLElement | null = null;
    let deltaY = 0;
    const columnAt = (x: number, y: number) =>
      [...grid.querySelectorAll<HTMLElement>('[role="gridcell"][data-field-id]')].find((c) => {
        const r = c.getBoundingClientRect();
        return x >= r.left && x < r.right && y >= r.top && y < r.bottom;
      }) ?? null;
    const move = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== down.pointerId) return;
      const now = grid.getBoundingClientRect();
      const dx = ev.clientX - down.clientX + origin.left - now.left;
      deltaY = ev.clientY - down.clientY + origin.top - now.top;
      if (!dragging && Math.hypot(dx, deltaY) < 6) return;
      dragging = true;
      block.dataset.dragging = '';
      block.style.transform = `translate(${dx}px, ${deltaY}px)`;
      const column = columnAt(ev.clientX, ev.clientY);
      if (column === over) return;
      over?.removeAttribute('data-drop-over');
      column?.setAttribute('data-drop-over', '');
      over = column;
    };
    const finish = (drop: boolean) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', escape, true);
      if (!dragging) return;
      delete block.dataset.dragging;
      block.style.transform = '';
      over?.removeAttribute('data-drop-over');
      // The click that ends a drag does not open the booking.
      const swallow = (ev: Event) => ev.stopPropagation();
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }));
      if (drop && over) latest.current({ bookingId: Number(block.dataset.bookingId), fieldId: Number(over.dataset.fieldId), deltaY });
    };
    const up = (ev: globalThis.PointerEvent) => ev.pointerId === down.pointerId && finish(true);
    const cancel = (ev: globalThis.PointerEvent) => ev.pointerId === down.pointerId && finish(false);
    const escape = (ev: globalThis.KeyboardEvent) => {
      if (ev.key !== 'Escape' || !dragging) return;
      ev.preventDefault();
      finish(false);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', escape, true);
  }, []);
}

/**
 * The slot buttons of one column (a field's day): one per row, "Book <where> <time>" where a booking
 * of the new-booking dialog's duration fits the field's hours and does not start in the past
 * (`slotOffers`); the other rows are disabled buttons that say why, on hover and to a screen reader
 * (closed, too late for the duration, past). A row a booking of the column covers whole has none (the
 * booking is the button there). Plain buttons with the column's classes: no hook or handler per slot
 * (the column answers their clicks). `where` names the column for people using a screen reader.
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
  /** The column's bookings (on the grid's minutes from its first row). */
  placed: readonly PlacedBooking<ScheduleReservation>[];
}) {
  const { field, date, grid, earliest, twelve, where, texts, placed } = props;
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
  const height = grid.step * ppm;
  // The rows a booking covers whole (from its first whole row to its last).
  const covered = new Set<number>();
  for (const p of placed) {
    for (let row = Math.ceil(p.top / grid.step) * grid.step; row + grid.step <= p.top + p.length; row += grid.step) covered.add(row);
  }
  const slots = [];
  for (let i = 0, m = grid.from; m < grid.to; i++, m += grid.step) {
    const row = m - grid.from;
    if (covered.has(row)) continue;
    const offer = offers[i]!;
    const { className, label, title } = look[offer];
    slots.push(
      <button
        key={m}
        type="button"
        tabIndex={-1}
        className={className}
        style={{ top: row * ppm, height }}
        aria-label={label(`${where} ${clockLabel(m, twelve)}`)}
        title={title}
        disabled={offer !== 'open'}
        data-slot-minute={m}
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
 * The bookings of one column, placed: opened by a click (the column's handler); in the day view also
 * dragged to another time or field (`draggable`). `where` names the column in each booking's
 * accessible name. Each says who is playing, its payment state in words (and by its fill), a match's places taken.
 */
export function PlacedBlocks(props: { placed: readonly PlacedBooking<ScheduleReservation>[]; where: string; twelve: boolean; draggable: boolean; texts: ScheduleTexts }) {
  const { placed, where, twelve, draggable, texts } = props;
  const styles = useScheduleStyles();
  const ppm = useContext(MinutePx);
  const label = texts.booking(where);
  return (
    <>
      {placed.map(({ booking, top, length, startMinute, endMinute }) => {
        const words = blockWords(booking, minutesSpanLabel(startMinute, endMinute, twelve), texts);
        return (
          <BookingBlock
            key={booking.id}
            booking={booking}
            className={bookingClass(styles, booking)}
            top={top * ppm + 1}
            height={length * ppm - 2}
            startMinute={startMinute}
            endMinute={endMinute}
            label={label(words.name)}
            who={words.who}
            text={words.text}
            hint={words.name}
            draggable={draggable}
            styles={styles}
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

/**
 * The grid's time column (day and week views): each row's start on the facility's clock, at its line;
 * the first one (the opening time) just under the header.
 */
export function TimeColumn({ grid, twelve }: { grid: { from: number; to: number; step: number }; twelve: boolean }) {
  const styles = useScheduleStyles();
  const ppm = useContext(MinutePx);
  const hours: number[] = [];
  for (let m = grid.from; m < grid.to; m += grid.step) hours.push(m);
  return (
    <div className={styles.times} style={{ height: (grid.to - grid.from) * ppm }}>
      {hours.map((m) => (
        <span key={m} className={mergeClasses(styles.time, m === grid.from && styles.firstTime)} style={{ top: (m - grid.from) * ppm }}>
          {clockLabel(m, twelve)}
        </span>
      ))}
    </div>
  );
}
