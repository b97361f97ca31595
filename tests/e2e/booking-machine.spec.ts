import type { Locator, Page } from '@playwright/test';
import { expect, recordMachineCoverage, test, UI_MACHINES } from './fixtures';
import type { SnapshotFrom } from 'xstate';
import type { bookingMachine, BookingEvent } from '../../machines/booking.machine';
import { MATCH, PAST, SINGLE, uiPaths, type UiPath } from '../support/booking-ui-model';
import { saveUiCoverage } from '../support/machine-coverage';
import { apiSession, signIn, toast } from './support';

/**
 * The booking machine's model walked through the real console against the real server (issue 13):
 * the paths come from the machine (`createTestModel`), each state is something the screen shows
 * and each event something the front desk does. Three bookings play the model's three:
 * - "single" (the model's one-off, unpaid): a fresh one-day booking per path, Pista 1 16:00–17:30
 *   on a weekday of January 2028, with another booking at 19:00 in the way of a drop;
 * - "match" (the model's open match for four, two joined): a fresh regular match with two guests;
 * - "past" (the model's paid booking once ended): a booking of the demo's past week (the demo data
 *   seeds it already played and paid), so `completed` needs no clock.
 * Events the console cannot send are left out of the model: the buttons of a refused command are
 * disabled (only a drop can be refused, and is: past closing), time does not pass during a path,
 * and only a drop onto another booking fails (E409). The browser's runtimes record which states
 * and transitions they went through (`window.__machineCoverage`); `npm run coverage:paths` prints it.
 */

const paths = uiPaths();

const describePath = (path: UiPath) =>
  path.steps
    .slice(1)
    .map(({ event }) => (event.type === 'booking.loaded' ? ({ [SINGLE]: 'single', [MATCH]: 'match', [PAST]: 'past' } as Record<number, string>)[event.booking.id] : event.type))
    .join(' → ');

/** Weekdays from Monday 3 January 2028 (clear of the other specs' dates), one per path (Pista 1 is open 08:00–23:00 on weekdays). */
function weekday(index: number): string {
  const day = new Date(Date.UTC(2028, 0, 3));
  for (let n = 0; n < index;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) n++;
  }
  return day.toISOString().slice(0, 10);
}

interface Booking {
  id: number;
  date: string;
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 1000 } });

let page: Page;
/** The booking each path walks with (by path index). */
const bookings = new Map<number, Booking>();

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  // Coverage survives the walk's page loads (sessionStorage), and is read back at the end.
  await page.addInitScript(recordMachineCoverage);
  const api = await apiSession(page.request, 'rep');
  const madrid = api.facilityId('Madrid Padel Center');
  const found = await page.request.get('/api/v1/field/', { headers: api.headers, params: { facility_id: madrid, filter: JSON.stringify({ name: 'Pista 1' }) } });
  const pista1 = ((await found.json()).data as { id: number; name: string }[]).find((f) => f.name === 'Pista 1')!;
  const book = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/v1/reservation/', { headers: api.headers, data: { facility_id: madrid, field_id: pista1.id, minutes: 90, ...data } });
    expect(res.status()).toBe(200);
    return ((await res.json()).data as { id: number }).id;
  };
  // A booking of the demo's past week, already played.
  const from = new Date(Date.now() - 6 * 24 * 3600_000).toISOString();
  const to = new Date(Date.now() - 24 * 3600_000).toISOString();
  const past = await page.request.get(`/api/v1/reservation/facility/${madrid}/`, { headers: api.headers, params: { from, to } });
  const played = ((await past.json()).data as { id: number; end_at: string; status: string; payment_state: string; start_at: string }[]).find(
    (b) => b.status !== 'cancelled' && b.payment_state === 'paid' && Date.parse(b.end_at) < Date.now(),
  );
  expect(played, 'the demo data has a paid booking in the past week').toBeDefined();

  for (const [i, path] of paths.entries()) {
    const loaded = path.steps.find((s) => s.event.type === 'booking.loaded')!.event as Extract<BookingEvent, { type: 'booking.loaded' }>;
    const date = weekday(i);
    if (loaded.booking.id === PAST) {
      bookings.set(i, { id: played!.id, date: played!.start_at.slice(0, 10) });
    } else if (loaded.booking.id === MATCH) {
      const id = await book({ date, time: '16:00', type: 'regular_match', min_players: 2, max_players: 4 });
      for (const name of ['Guest A', 'Guest B']) {
        const res = await page.request.post('/api/v1/match/add_guest/', { headers: api.headers, data: { reservation_id: id, name } });
        expect(res.status()).toBe(200);
      }
      bookings.set(i, { id, date });
    } else {
      bookings.set(i, { id: await book({ date, time: '16:00' }), date });
      // In the way of a drop at 19:00.
      await book({ date, time: '19:00' });
    }
  }
  await signIn(page, 'rep');
});

test.afterAll(async () => {
  const recorded = await page.evaluate(() => window.__machineCoverage ?? {});
  saveUiCoverage(UI_MACHINES, recorded);
  await page.close();
});

test('the model has paths to walk', () => {
  expect(paths.length).toBeGreaterThan(5);
});

type Snap = SnapshotFrom<typeof bookingMachine>;
type Screen = 'detail' | 'dialog' | 'schedule';

/** Where an event is done: the booking's detail, its dialog on the schedule, or the schedule (a drop). */
const SCREEN_OF: Partial<Record<BookingEvent['type'], Screen>> = {
  'cancel.open': 'detail',
  'delete.open': 'detail',
  'participants.mark': 'detail',
  'booking.listForSale': 'detail',
  'booking.withdrawFromSale': 'detail',
  'discard.open': 'dialog',
  'reschedule.open': 'schedule',
};

const PX_PER_MINUTE = 28 / 30;
const block = (p: Page, time: string) => p.getByRole('button', { name: new RegExp(`^Pista 1: ${time}–`) });

for (const [index, path] of paths.entries()) {
  test(`path ${index + 1}: ${describePath(path)}`, async () => {
    const booking = bookings.get(index)!;
    let screen: Screen | null = null;
    const participants = () => page.getByRole('region', { name: 'Participants' });
    const bookingDialog = () => page.getByRole('dialog', { name: /Pista 1 · / });

    async function show(wanted: Screen) {
      if (screen === wanted) return;
      if (wanted === 'detail') {
        await page.goto(`/views/reservations/form/${booking.id}`);
        await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
      } else {
        await page.goto(`/views/reservations/schedule?date=${booking.date}`);
        await expect(block(page, '16:00')).toBeVisible();
        if (wanted === 'dialog') {
          await block(page, '16:00').click();
          await expect(bookingDialog()).toBeVisible();
        }
      }
      screen = wanted;
    }

    /** A drop of the booking at another time of the same field. */
    async function drop(minute: number) {
      const from = block(page, '16:00');
      // Bookings become draggable just after the day is painted.
      await expect(from).toHaveAttribute('aria-roledescription', 'draggable');
      await from.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await from.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + 5;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 15, { steps: 4 });
      await page.mouse.move(x, y + (minute - 16 * 60) * PX_PER_MINUTE, { steps: 12 });
      await page.mouse.up();
    }

    async function act(event: BookingEvent, before: Snap, next: BookingEvent | undefined) {
      const wanted = SCREEN_OF[event.type];
      if (wanted) await show(wanted);
      switch (event.type) {
        case 'cancel.open':
          await page.getByRole('button', { name: 'Cancel booking' }).click();
          return;
        case 'booking.cancel': {
          const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
          await dialog.getByRole('combobox', { name: /Cancellation reason/ }).selectOption({ label: 'Rain' });
          await dialog.getByRole('button', { name: 'Cancel booking' }).click();
          return;
        }
        case 'delete.open':
          await page.getByRole('button', { name: 'Delete', exact: true }).click();
          return;
        case 'booking.delete':
          await page.getByRole('dialog', { name: 'Delete this booking?' }).getByRole('button', { name: 'Delete', exact: true }).click();
          return;
        case 'discard.open':
        case 'booking.discard':
          await bookingDialog().getByRole('button', { name: 'Discard' }).click();
          return;
        case 'dialog.back': {
          const dialog: Locator = before.matches('cancelling')
            ? page.getByRole('dialog', { name: 'Cancel booking' })
            : before.matches('choosingDeleteScope')
              ? page.getByRole('dialog', { name: 'Delete this booking?' })
              : bookingDialog();
          await dialog.getByRole('button', { name: 'Keep it' }).click();
          return;
        }
        case 'participants.mark':
          await participants().getByRole('group', { name: 'Guest A' }).getByRole('button', { name: 'Paid' }).click();
          return;
        case 'booking.listForSale':
          await participants().getByRole('button', { name: 'List for sale' }).click();
          return;
        case 'booking.withdrawFromSale':
          await participants().getByRole('button', { name: 'Withdraw from sale' }).click();
          return;
        case 'booking.reschedule':
          // Past closing (the model's `place`), onto the booking at 19:00 (answered E409), or to a free 13:00.
          await drop(event.place ? 22 * 60 : next?.type === 'save.failed' ? 19 * 60 : 13 * 60);
          return;
        default:
          // booking.loaded (the screen opens with the next event), reschedule.open (the drop is the choice), the server's answers.
          return;
      }
    }

    async function check(snap: Snap, event: BookingEvent) {
      const { booking: facts, removed, error, hours } = snap.context;
      if (snap.matches('loading') || snap.matches('saving')) return;
      if (snap.matches('active')) {
        const paid = snap.matches({ active: 'paid' });
        if (screen === 'detail') {
          await expect(page.getByTestId('payment-state')).toHaveText(paid ? 'Paid' : 'Pending');
          // Nothing open (a dialog closed with Keep it).
          await expect(page.getByRole('dialog')).toHaveCount(0);
          if (facts?.id === MATCH) {
            await expect(participants().getByRole('button', { name: facts.forSale ? 'Withdraw from sale' : 'List for sale' })).toBeEnabled();
            const marked = facts.participants.some((p) => p.state === 'paid');
            await expect(participants().getByRole('group', { name: 'Guest A' }).getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', String(marked));
          }
        } else if (screen === 'dialog') {
          await expect(bookingDialog().getByText(paid ? /· Paid$/ : /· Pending$/)).toBeVisible();
          await expect(bookingDialog().getByText(/^Discard this booking/)).toHaveCount(0);
        } else if (screen === 'schedule' && event.type === 'save.succeeded') {
          await expect(toast(page, 'Booking moved')).toBeVisible();
          await expect(block(page, '13:00')).toBeVisible();
        }
        return;
      }
      if (snap.matches('cancelling')) {
        await expect(page.getByRole('dialog', { name: 'Cancel booking' })).toBeVisible();
        return;
      }
      if (snap.matches('choosingDeleteScope')) {
        await expect(page.getByRole('dialog', { name: 'Delete this booking?' })).toBeVisible();
        return;
      }
      if (snap.matches('confirmingDiscard')) {
        await expect(bookingDialog().getByText(/^Discard this booking/)).toBeVisible();
        return;
      }
      if (snap.matches('rescheduling')) {
        if (error === 'E409') await expect(toast(page, /This time is already booked on this field/)).toBeVisible();
        // Refused before any request, with the field's hours.
        if (hours) await expect(toast(page, /^Pista 1 is open 08:00–23:00 on /)).toBeVisible();
        if (error || hours) await expect(block(page, '16:00')).toBeVisible();
        return;
      }
      if (snap.matches('completed')) {
        await show('detail');
        await expect(page.getByTestId('payment-state')).toHaveText('Paid');
        await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
        return;
      }
      if (snap.matches('cancelled')) {
        await expect(toast(page, /^Booking cancelled/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
        return;
      }
      if (snap.matches('deleted')) {
        if (removed === 'discarded') {
          await expect(toast(page, 'Booking discarded')).toBeVisible();
          await expect(bookingDialog()).toHaveCount(0);
          await expect(block(page, '16:00')).toHaveCount(0);
        } else {
          await expect(toast(page, 'Booking deleted')).toBeVisible();
          await expect(page).toHaveURL(/\/views\/booking\/view$/);
        }
      }
    }

    const steps = path.steps.slice(1);
    for (const [k, step] of steps.entries()) {
      const before = k === 0 ? path.steps[0]!.state : steps[k - 1]!.state;
      await act(step.event, before, steps[k + 1]?.event);
      await check(step.state, step.event);
    }
  });
}
