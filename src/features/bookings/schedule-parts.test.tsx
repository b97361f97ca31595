// @vitest-environment jsdom
import { act, useRef, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleReservation } from '../../../domain/bookings/reservation';
import type { PlacedBooking } from '../../../domain/bookings/schedule';
import { FieldColumn, PlacedBlocks, SlotButtons, TimeColumn, roveTo, useRovingStop, useScheduleTexts, walkSlots } from './schedule-parts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DATE = '2030-01-07';
const week = Array.from({ length: 7 }, () => ({ open: '08:00', close: '12:00', closed: false }));
const fields = [1, 2].map((id) => ({ id, name: `Pista ${id}`, schedule: week, chunk_frequency: '30' }));
const grid = { from: 8 * 60, to: 12 * 60, step: 30 };
// Pista 1: a booking 09:00–10:00 (grid minutes 60–120).
const booking = { id: 7, field_id: 1, type: 'one_day', payment_state: 'paid', who: 'Ana', joined: 0, max_players: null, for_sale: false, notes: '' } as unknown as ScheduleReservation;
const placedOf = (id: number): PlacedBooking<ScheduleReservation>[] => (id === 1 ? [{ booking, top: 60, length: 60, startMinute: 540, endMinute: 600 }] : []);
// Pista 2 once its 10:00 slot is booked (10:00–11:00).
const booked = { ...booking, id: 8, field_id: 2 } as ScheduleReservation;
const bookedOf = (id: number): PlacedBooking<ScheduleReservation>[] => (id === 2 ? [{ booking: booked, top: 120, length: 60, startMinute: 600, endMinute: 660 }] : placedOf(id));

function Grid({ placed = placedOf }: { placed?: (id: number) => PlacedBooking<ScheduleReservation>[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useRovingStop(ref);
  const texts = useScheduleTexts();
  return (
    <div ref={ref} role="grid" onKeyDown={walkSlots} onFocus={roveTo}>
      {fields.map((f) => (
        <FieldColumn key={f.id} fieldId={f.id} className="" height={224} label={f.name} placed={placed(f.id)} onSlot={() => {}} onOpen={() => {}}>
          <SlotButtons field={f} date={DATE} grid={grid} earliest={0} twelve={false} where={f.name} texts={texts} placed={placed(f.id)} />
          <PlacedBlocks placed={placed(f.id)} where={f.name} twelve={false} draggable texts={texts} />
        </FieldColumn>
      ))}
    </div>
  );
}

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

const item = (selector: string) => host.querySelector<HTMLElement>(selector)!;
const press = (key: string) => act(() => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

describe('the schedule grid', () => {
  it('draws no slot under a booking that covers its row, and is one Tab stop the arrows walk through slots and bookings', async () => {
    await act(() => root.render(<Grid />));
    const column1 = [...host.querySelectorAll('[data-field-id="1"] button[data-slot-minute]')].map((b) => Number((b as HTMLElement).dataset.slotMinute));
    expect(column1).not.toContain(540);
    expect(column1).not.toContain(570);
    expect(column1).toContain(600);
    expect(item('[data-booking-id="7"]').getAttribute('aria-roledescription')).toBe('draggable');

    expect(host.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    const first = item('[data-field-id="1"] button[data-slot-minute="480"]');
    expect(first.tabIndex).toBe(0);
    act(() => first.focus());
    press('ArrowDown');
    press('ArrowDown');
    // 08:00, 08:30, then the booking at 09:00.
    expect(document.activeElement).toBe(item('[data-booking-id="7"]'));
    expect(item('[data-booking-id="7"]').tabIndex).toBe(0);
    expect(host.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    press('ArrowRight');
    expect(document.activeElement).toBe(item('[data-field-id="2"] button[data-slot-minute="540"]'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(item('[data-booking-id="7"]'));
  });

  it('gives the stop, and the focus once the dialog is gone, to the booking made on the slot last focused', async () => {
    await act(() => root.render(<Grid />));
    const slot = item('[data-field-id="2"] button[data-slot-minute="600"]');
    act(() => slot.focus());
    // The booking dialog has the focus while the slot is booked under it.
    const dialog = document.createElement('button');
    document.body.append(dialog);
    act(() => dialog.focus());
    await act(() => root.render(<Grid placed={bookedOf} />));
    expect(slot.isConnected).toBe(false);
    const block = item('[data-booking-id="8"]');
    expect(block.tabIndex).toBe(0);
    expect(host.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(document.activeElement).toBe(dialog);
    // The dialog goes: the grid's next render hands the focus to its stop, the new booking.
    act(() => dialog.remove());
    await act(() => root.render(<Grid placed={bookedOf} />));
    expect(document.activeElement).toBe(block);
  });

  it("labels every row's start, the opening time too, on the facility's clock", async () => {
    await act(() => root.render(<TimeColumn grid={grid} twelve />));
    expect([...host.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['8:00 AM', '8:30 AM', '9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']);
  });
});
