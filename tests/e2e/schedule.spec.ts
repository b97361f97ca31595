import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { instantAt } from '../../domain/bookings/local-time';
import { shiftDate, todayIn } from '../../domain/bookings/schedule';
import { formatDateInput } from '../../domain/time/date-input';
import { apiBooking, apiLogin, apiSession, closeToast, openSignedIn, signIn, toast } from './support';

// Bookings are made on a fixed future date so the demo bookings (the coming two weeks) stay out of the way.

/**
 * The schedule (issue 6): the front desk books a free slot by clicking it, and the console says
 * which booking is in the way when a time is taken, against the real server.
 */
test('the front desk books a slot from the schedule and is told which booking is in the way', async ({ page }) => {
  await signIn(page, 'rep');
  await page.goto('/views/reservations/schedule');
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByText('Time zone: Central European Time')).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill('2027-04-05');
  await expect(page.getByRole('columnheader', { name: 'Pista 3' })).toBeVisible();

  await page.getByRole('button', { name: 'Book Pista 3 10:00' }).click();
  await expect(page.getByRole('dialog', { name: /New booking · Pista 3 · Mon, Apr 5, 2027 10:00/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('60');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();
  // Closed, so the next booking's toast is the only one (a quick machine books again within the toast's 5 s).
  await closeToast(page, 'Booking created');
  const booking = page.getByRole('button', { name: 'Pista 3: 10:00–11:00 · One day' });
  await expect(booking).toBeVisible();

  // 09:30 for 90 minutes runs into it: refused, and the dialog names the time in the way.
  await page.getByRole('button', { name: 'Book Pista 3 09:30' }).click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This time is already booked on this field (10:00–11:00)' })).toBeVisible();
  // Five minutes fit before it: allowed.
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('5');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pista 3: 09:30–09:35 · One day' })).toBeVisible();

  // The bookings are the server's: they are there after a reload, and on another day they are not.
  await page.reload();
  await page.getByLabel('Date', { exact: true }).fill('2027-04-05');
  await expect(booking).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('04/06/2027');
  await expect(booking).toHaveCount(0);

  // Cancelling needs a reason; then the slot is free again.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await booking.click();
  const details = page.getByRole('dialog', { name: /Pista 3 · Mon, Apr 5, 2027 10:00–11:00/ });
  await expect(details.getByText('One day · Pending')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  await details.getByRole('combobox', { name: /Cancellation reason/ }).selectOption({ label: 'Rain' });
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await expect(booking).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Pista 3 10:00' })).toBeVisible();
});

test('a booking dialog whose code could not come says it waits for the connection (Cancel gives it up), and opens once it is back', async ({ page }) => {
  // The dialog's chunk does not come (as when the desk went offline before the page was idle), then comes.
  const dialogChunk = /\/assets\/new-booking-dialog-[^/]+\.js$/;
  await page.route(dialogChunk, (route) => route.abort('internetdisconnected'));
  await signIn(page, 'rep');
  await page.goto('/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-04-12');
  const waiting = page.getByRole('status').filter({ hasText: 'Sideline cannot be reached: this opens as soon as the connection is back' });
  // Given up with Cancel: nothing waits any more.
  await page.getByRole('button', { name: 'Book Pista 2 09:00' }).click();
  await expect(waiting).toBeVisible();
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  await expect(waiting).toHaveCount(0);
  // Asked again: it waits, and opens once the code comes.
  await page.getByRole('button', { name: 'Book Pista 1 09:00' }).click();
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute(dialogChunk);
  await expect(page.getByRole('dialog', { name: /New booking · Pista 1 · Mon, Apr 12, 2027 09:00/ })).toBeVisible();
  await expect(page.getByText('Sideline cannot be reached', { exact: false })).toHaveCount(0);
});

test('drag a booking to another time and field to reschedule it; onto another booking it stays', async ({ page }) => {
  await signIn(page, 'rep');
  await page.goto('/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-04-07');
  for (const slot of ['Book Pista 1 09:00', 'Book Pista 2 11:00']) {
    await page.getByRole('button', { name: slot }).click();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(toast(page, 'Booking created').first()).toBeVisible();
  }
  const moving = page.getByRole('button', { name: 'Pista 1: 09:00–10:30 · One day' });
  await expect(moving).toBeVisible();

  // The bookings sit in the morning, well above the toasts at the bottom of the page.
  async function drag(from: typeof moving, to: string) {
    const source = (await from.boundingBox())!;
    const target = (await page.getByRole('button', { name: to }).boundingBox())!;
    await page.mouse.move(source.x + source.width / 2, source.y + 5);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2, source.y + 20, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, target.y + 5, { steps: 12 });
    await page.mouse.up();
  }

  // To Pista 3 at 10:00: it keeps its 90 minutes.
  await drag(moving, 'Book Pista 3 10:00');
  await expect(toast(page, 'Booking moved')).toBeVisible();
  const moved = page.getByRole('button', { name: 'Pista 3: 10:00–11:30 · One day' });
  await expect(moved).toBeVisible();
  await expect(moving).toHaveCount(0);

  // Onto the booking at Pista 2 11:00: refused, it stays at Pista 3.
  await drag(moved, 'Book Pista 2 10:30');
  await expect(toast(page, /This time is already booked on this field \(11:00–12:30\)/)).toBeVisible();
  await expect(moved).toBeVisible();
  await page.reload();
  await page.getByLabel('Date', { exact: true }).fill('2027-04-07');
  await expect(moved).toBeVisible();
});

test('Spanish and a 12-hour facility clock', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/views/reservations/schedule');
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Brooklyn Courts' }).click();
  await expect(page.getByText('Time zone: Eastern Time')).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill('2027-04-05');
  await expect(page.getByRole('button', { name: 'Book Court 1 6:00 PM' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('button', { name: 'Reservar Court 1 6:00 PM' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hoy' })).toBeVisible();
  // The zone in Spanish as Spanish names it (not "hora de New York": the generic name, as Chromium names no Spanish city).
  await expect(page.getByText('Zona horaria: hora oriental')).toBeVisible();
  // The booking dialog's title: the day as Spanish writes it, the hour on the facility's clock (not 2027-04-05).
  await page.getByRole('button', { name: 'Reservar Court 1 6:00 PM' }).click();
  await expect(page.getByRole('dialog', { name: 'Nueva reserva · Court 1 · lun, 5 abr 2027 6:00 PM' })).toBeVisible();
});

test('a field’s week: book a day from it, the address keeps the view, and the day view shows the booking', async ({ page }) => {
  await signIn(page, 'rep');
  await page.goto('/views/reservations/schedule');
  await page.getByLabel('Date', { exact: true }).fill('2027-04-14');
  await page.getByRole('tab', { name: 'Week' }).click();
  await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Pista 2' });
  await expect(page.getByRole('grid', { name: 'Week of Pista 2, 2027-04-12 to 2027-04-18' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Mon 12', 'Tue 13', 'Wed 14', 'Thu 15', 'Fri 16', 'Sat 17', 'Sun 18']);

  await page.getByRole('button', { name: 'Book Pista 2 Thu 15 11:00' }).click();
  await expect(page.getByRole('dialog', { name: /New booking · Pista 2 · Thu, Apr 15, 2027 11:00/ })).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();
  const booked = page.getByRole('button', { name: 'Pista 2 Thu 15: 11:00–12:30 · One day' });
  await expect(booked).toBeVisible();

  // The address holds the view, the date and the field: a reload shows the same week.
  await expect(page).toHaveURL(/view=week/);
  await page.reload();
  await expect(booked).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('grid', { name: 'Week of Pista 2, 2027-04-19 to 2027-04-25' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();

  await page.getByRole('tab', { name: 'Day' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2027-04-15');
  await expect(page.getByRole('button', { name: 'Pista 2: 11:00–12:30 · One day' })).toBeVisible();
});

/**
 * Discarding and cancelling from the schedule's booking dialog (issue 9; issue 20: leaner). The
 * bookings are made and paid through the API: booking a slot and paying at the checkout are the
 * other tests' (above; reservations.spec, checkout.spec), these check what the dialog offers and says.
 */
test('a booking made by mistake is discarded after a confirmation; a paid one is cancelled with its refund, the service fee kept', async ({ page }) => {
  const api = await apiSession(page.request, 'rep');
  const at = { facility: 'Madrid Padel Center', field: 'Pista 4', date: '2027-06-09', minutes: 90 };
  await apiBooking(page.request, api, { ...at, time: '10:00' });
  await apiBooking(page.request, api, { ...at, time: '12:00' }, true);
  await openSignedIn(page, 'rep', '/views/reservations/schedule?date=2027-06-09');

  // Nothing paid, not started: it can be discarded, after saying yes.
  const mistake = page.getByRole('button', { name: 'Pista 4: 10:00–11:30 · One day' });
  await mistake.click();
  let details = page.getByRole('dialog', { name: /Pista 4 · Wed, Jun 9, 2027 10:00–11:30/ });
  // Pista 4 costs 30.00 an hour; the organization's booking fee is 3 %.
  await expect(details.getByText('Price €46.35 · paid €0.00')).toBeVisible();
  await expect(details.getByText('Nothing was paid: there is nothing to refund.')).toBeVisible();
  await details.getByRole('button', { name: 'Discard' }).click();
  await expect(details.getByText('Discard this booking? It is removed as if it had never been made')).toBeVisible();
  await details.getByRole('button', { name: 'Keep it' }).click();
  await expect(details.getByText(/^Discard this booking/)).toHaveCount(0);
  await details.getByRole('button', { name: 'Discard' }).click();
  await details.getByRole('button', { name: 'Discard' }).click();
  await expect(toast(page, 'Booking discarded')).toBeVisible();
  await expect(mistake).toHaveCount(0);

  // Paid at the counter: it can no longer be discarded, and cancelling says what goes back.
  const paid = page.getByRole('button', { name: 'Pista 4: 12:00–13:30 · One day' });
  await paid.click();
  details = page.getByRole('dialog', { name: /Pista 4 · Wed, Jun 9, 2027 12:00–13:30/ });
  await expect(details.getByText('Price €46.35 · paid €46.35')).toBeVisible();
  await expect(details.getByText('Cancelling refunds €45.00. The service fee of €1.35 is not refunded.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await details.getByRole('combobox', { name: /Cancellation reason/ }).selectOption({ label: 'Rain' });
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled: refund €45.00 to the customer')).toBeVisible();
  await expect(paid).toHaveCount(0);
});

test('inside the cancellation policy a paid booking refunds nothing by default; staff choose a partial refund with a reason, shown on its detail and in the list', async ({ page }) => {
  // The demo organization's cancellation policy, for this test: 720 hours (30 days) before the start.
  const admin = await apiLogin(page.request, 'admin');
  const groups = (await (await page.request.get('/api/v1/group/all/', { headers: admin.headers })).json()).data as { id: number; name: string }[];
  const demoGroup = groups.find((g) => g.name === 'Demo Sports Club')!.id;
  // The organization's form as it is, with the policy changed (an update takes the whole form).
  const form = (await (await page.request.get(`/api/v1/group/${demoGroup}/`, { headers: admin.headers })).json()).data as Record<string, unknown>;
  const setPolicy = async (hours: number) => {
    const res = await page.request.put(`/api/v1/group/${demoGroup}/`, { headers: admin.headers, data: { ...form, id: undefined, cancellation_policy_hours: hours } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setPolicy(720);
  try {
    await cancelInsidePolicy(page);
  } finally {
    await setPolicy(24);
  }
});

async function cancelInsidePolicy(page: Page) {
  // 25 days ahead (after the demo's two weeks), inside the 30 days of the policy: paid, then cancelled.
  const soon = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
  const api = await apiSession(page.request, 'rep');
  const booking = await apiBooking(page.request, api, { facility: 'Madrid Padel Center', field: 'Pista 4', date: soon, time: '10:00', minutes: 90 }, true);
  await openSignedIn(page, 'rep', `/views/reservations/schedule?date=${soon}`);
  await page.getByRole('button', { name: 'Pista 4: 10:00–11:30 · One day' }).click();
  const soonDay = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${soon}T00:00:00Z`));
  const details = page.getByRole('dialog', { name: `Pista 4 · ${soonDay} 10:00–11:30` });
  // The policy's default: nothing of the price.
  await expect(details.getByText('Inside the cancellation policy (720 hours before the start): the booking price is not refunded.')).toBeVisible();
  await expect(details.getByText('Nothing is refunded. The service fee of €1.35 is not refunded.')).toBeVisible();
  // The front desk (the payments permission) refunds part of it, saying why.
  await details.getByRole('radio', { name: 'Partial' }).check();
  await details.getByRole('textbox', { name: 'Amount to refund' }).fill('20');
  await details.getByRole('textbox', { name: 'Why' }).fill('Regular client');
  await expect(details.getByText('Cancelling refunds €20.00. The service fee of €1.35 is not refunded.')).toBeVisible();
  await details.getByRole('combobox', { name: /Cancellation reason/ }).selectOption({ label: 'Rain' });
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled: refund €20.00 to the customer')).toBeVisible();
  // Its detail says what was refunded and why.
  await page.goto(`/views/reservations/form/${booking.id}`);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByTestId('cancel-refund')).toHaveText('€20.00');
  await expect(receipt.getByText('Regular client')).toBeVisible();
  await expect(receipt.getByText('Rain')).toBeVisible();
  // And its history line prints the amount and why.
  await expect(page.getByText('Cancelled: €20.00 refunded (Regular client)')).toBeVisible();
  // So does the reservation list.
  await page.goto('/views/reservation');
  await page.getByLabel('To', { exact: true }).fill(soon);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Cancelled' });
  await expect(page.getByRole('row').filter({ hasText: 'Pista 4' }).getByTestId('cancel-refund')).toHaveText('€20.00 refunded (Regular client)');
  await expect(page.getByRole('row').filter({ hasText: 'Pista 4' }).getByTestId('cancel-reason')).toHaveText('Rain');
}

/**
 * Issue 20 item 1: the schedule says who is playing. Each block names its contact (or a blocked
 * time's reason), its payment state in words, a match's places taken (a full match does not read
 * "For sale"); a key explains the colours; a field shared with another shows the time the other's
 * bookings take, and booking it names that field. Two fields of its own, so no other test is in the way.
 */
test('the schedule says who is playing, what is paid, the places taken, and what a shared field takes', async ({ page }) => {
  const u = Math.random().toString(36).slice(2, 7);
  const api = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api/v1${url}`, { headers: api.headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { id: number };
  };
  const court = await post('/field/', { facility_id: madrid, name: `Court ${u}`, hourly_price_cents: 2000 });
  const annex = await post('/field/', { facility_id: madrid, name: `Annex ${u}`, hourly_price_cents: 2000, shared_field_id: court.id });
  const contact = await post('/contact/', { facility_id: madrid, name: `Noa ${u}` });
  const date = '2027-05-10';
  await post('/reservation/', { facility_id: madrid, field_id: court.id, date, time: '10:00', minutes: 60, type: 'one_day', contact_id: contact.id });
  const match = await post('/reservation/', { facility_id: madrid, field_id: court.id, date, time: '12:00', minutes: 90, type: 'regular_match', min_players: 2, max_players: 2 });
  const sale = await page.request.put(`/api/v1/console/reservation/for_sale/${match.id}/`, { headers: api.headers, data: { for_sale: true } });
  expect(sale.status()).toBe(200);
  await post('/match/add_guest/', { reservation_id: match.id, name: `Marta ${u}` });
  await post('/blocked_time/', { facility_id: madrid, field_ids: [annex.id], date, time: '17:00', end_time: '18:00', reason: 'Net repair' });

  await signIn(page, 'rep');
  await page.goto(`/views/reservations/schedule?date=${date}`);
  await expect(page.getByRole('columnheader', { name: `Court ${u}` })).toBeVisible();
  // Who, and the payment state in words.
  const booking = page.getByRole('button', { name: `Court ${u}: 10:00–11:00 · One day · Noa ${u} · Pending` });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText(`Noa ${u}`);
  await expect(booking).toContainText('Pending');
  // A match: its organizer (first player), its places, on sale while a place is free.
  await expect(page.getByRole('button', { name: `Court ${u}: 12:00–13:30 · Regular match · For sale · 1/2 players · Marta ${u} · Pending` })).toBeVisible();
  // A blocked time says why.
  await expect(page.getByRole('button', { name: `Annex ${u}: 17:00–18:00 · Blocked: Net repair` })).toBeVisible();
  // The shared field: the time the other's bookings take, hatched, named (both ways).
  const annexColumn = page.getByRole('gridcell', { name: `Annex ${u}`, exact: true });
  await expect(annexColumn.getByText(`Taken by Court ${u} · 10:00–11:00`)).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `Court ${u}`, exact: true }).getByText(`Taken by Annex ${u} · 17:00–18:00`)).toBeVisible();
  // The key of the colours.
  const legend = page.getByRole('region', { name: 'Colour key' });
  await expect(legend.getByText('Paid', { exact: true })).toBeVisible();
  await expect(legend.getByText('Birthday', { exact: true })).toBeVisible();

  // Booking the shared field at a taken time: refused, and the message names the field that took it.
  await page
    .getByRole('gridcell', { name: `Annex ${u}`, exact: true })
    .getByRole('button', { name: `Book Annex ${u} 09:30` })
    .click();
  await page.getByRole('combobox', { name: 'Duration' }).selectOption('60');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: `This time is already taken on Court ${u}, which shares this field (10:00–11:00)` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // The match fills up: its block no longer reads "For sale".
  await post('/match/add_guest/', { reservation_id: match.id, name: `Pablo ${u}` });
  await page.reload();
  await expect(page.getByRole('button', { name: `Court ${u}: 12:00–13:30 · Regular match · 2/2 players · Marta ${u} · Pending` })).toBeVisible();
  await expect(page.getByRole('button', { name: /For sale/ }).filter({ hasText: `Marta ${u}` })).toHaveCount(0);

  // Today shows a line at the current time (the page's clock at 12:10 in Madrid, a day ago: in opening hours whenever the test runs); another day does not.
  const yesterday = shiftDate(todayIn('Europe/Madrid', new Date()), -1);
  await page.clock.setFixedTime(new Date(instantAt(yesterday, 12 * 60 + 10, 'Europe/Madrid')));
  await page.goto('/views/reservations/schedule');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(formatDateInput(yesterday, 'en'));
  await expect(page.getByTestId('now-line')).toHaveText('12:10');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('now-line')).toHaveCount(0);

  // Spanish: the same words translated.
  await page.evaluate(() => localStorage.setItem('sideline.language', 'es'));
  await page.goto(`/views/reservations/schedule?date=${date}`);
  await expect(page.getByRole('button', { name: `Court ${u}: 10:00–11:00 · Un día · Noa ${u} · Pendiente` })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `Annex ${u}`, exact: true }).getByText(`Ocupada por Court ${u} · 10:00–11:00`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leyenda de colores' })).toBeVisible();
});
