import { expect, test } from './fixtures';
import { apiSession, payExactInCash, signIn } from './support';

/**
 * Issue 20 item 3: contacts are people with a history. The contact's page shows their bookings
 * (upcoming and past), the payments of their sales, what they owe, no-shows and late cancellations,
 * and flags another contact with the same phone (E.164) or e-mail (any case) as maybe the same person.
 */
test("a contact's page shows their bookings, what they paid and owe, and a likely duplicate", async ({ page }) => {
  const u = Math.random().toString(36).slice(2, 7);
  const api = await apiSession(page.request, 'owner');
  const madrid = api.facilityId('Madrid Padel Center');
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api/v1${url}`, { headers: api.headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { id: number; amount_cents: number };
  };
  const field = await post('/field/', { facility_id: madrid, name: `History ${u}`, hourly_price_cents: 2000 });
  const carla = await post('/contact/', { facility_id: madrid, name: `Carla ${u}`, phone: '+34 633 100 200', email: `carla.${u}@example.com` });
  const twin = await post('/contact/', { facility_id: madrid, name: `C. ${u}`, email: `CARLA.${u}@Example.com` });
  const paid = await post('/reservation/', { facility_id: madrid, field_id: field.id, date: '2027-05-17', time: '10:00', minutes: 60, type: 'one_day', contact_id: carla.id });
  const owing = await post('/reservation/', { facility_id: madrid, field_id: field.id, date: '2027-05-18', time: '10:00', minutes: 90, type: 'one_day', contact_id: carla.id });
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

  await signIn(page, 'rep');
  // The first booking is paid at the desk.
  await page.goto(`/views/reservations/form/${paid.id}`);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await payExactInCash(page, euros(paid.amount_cents));

  await page.goto(`/views/contact/form/1/${carla.id}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`Carla ${u}`);
  const history = page.getByRole('region', { name: 'History' });
  const upcoming = history.getByRole('table', { name: 'Upcoming bookings' });
  await expect(upcoming.getByRole('row')).toHaveCount(3);
  await expect(upcoming.getByRole('row').nth(1)).toContainText(`History ${u}`);
  await expect(upcoming.getByRole('row').nth(1)).toContainText('Paid');
  await expect(upcoming.getByRole('row').nth(2)).toContainText('Pending');
  await expect(history.getByTestId('balance-owed')).toHaveText(euros(owing.amount_cents));
  await expect(history.getByTestId('no-shows')).toHaveText('0');
  await expect(history.getByTestId('late-cancellations')).toHaveText('0');
  await expect(history.getByText('No past bookings.')).toBeVisible();
  const money = history.getByRole('table', { name: 'Payments and refunds' });
  await expect(money.getByRole('row').nth(1)).toContainText('Cash');
  await expect(money.getByRole('row').nth(1)).toContainText(euros(paid.amount_cents));
  // The other contact with the same e-mail in other letters: flagged, and one click away.
  const flag = history.getByRole('status').filter({ hasText: 'This may be the same person as another contact' });
  await expect(flag).toContainText(`C. ${u} (same e-mail)`);
  await flag.getByRole('link', { name: `C. ${u}` }).click();
  await expect(page).toHaveURL(new RegExp(`/views/contact/form/1/${twin.id}$`));
  await expect(page.getByRole('region', { name: 'History' }).getByRole('status')).toContainText(`Carla ${u} (same e-mail)`);

  // A booking opens from the history.
  await page.goto(`/views/contact/form/1/${carla.id}`);
  await history.getByRole('table', { name: 'Upcoming bookings' }).getByRole('link').last().click();
  await expect(page).toHaveURL(new RegExp(`/views/reservations/form/${owing.id}$`));

  // In Spanish.
  await page.evaluate(() => localStorage.setItem('sideline.language', 'es'));
  await page.goto(`/views/contact/form/1/${carla.id}`);
  await expect(page.getByRole('region', { name: 'Historial' }).getByRole('table', { name: 'Próximas reservas' })).toBeVisible();
  await expect(page.getByText('Saldo pendiente')).toBeVisible();
});

test("a demo contact's page lists the payments of the bookings the demo shows paid (paid through the ledger)", async ({ page }) => {
  const api = await apiSession(page.request, 'rep');
  const madrid = api.facilityId('Madrid Padel Center');
  const found = await page.request.get('/api/v1/contact/', { headers: api.headers, params: { facility_id: madrid, filter: JSON.stringify({ name: 'Lucía Fernández' }) } });
  const lucia = ((await found.json()).data as { id: number; name: string }[]).find((c) => c.name === 'Lucía Fernández')!;
  const history = (await (await page.request.get(`/api/v1/contact/${lucia.id}/history/`, { headers: api.headers })).json()).data as {
    past: { payment_state: string; status: string }[];
    money: { kind: string }[];
  };
  // The demo's past week: her bookings were played and paid at the desk before they started.
  expect(history.past.some((b) => b.payment_state === 'paid')).toBe(true);
  expect(history.money.filter((m) => m.kind === 'payment').length).toBeGreaterThan(0);

  await signIn(page, 'rep');
  await page.goto(`/views/contact/form/1/${lucia.id}`);
  const region = page.getByRole('region', { name: 'History' });
  await expect(region.getByRole('table', { name: 'Past bookings' }).getByRole('row').filter({ hasText: 'Paid' }).first()).toBeVisible();
  const money = region.getByRole('table', { name: 'Payments and refunds' });
  await expect(
    money
      .getByRole('row')
      .filter({ hasText: /Cash|Other method/ })
      .first(),
  ).toBeVisible();
  await expect(money.getByRole('row')).toHaveCount(history.money.length + 1);
});
