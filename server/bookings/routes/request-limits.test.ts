import { LocalDate } from '@js-joda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurrenceDates } from '../../../domain/bookings/recurrence';
import type { SeriesResult } from '../../../domain/bookings/series';
import { call, expectError, expectOk, fieldIdsByName, fieldsOf, startDemoSessions, type DemoSessions } from '../../test-support/http';

/** Issue 14 (7): a ranged list covers at most 62 days; a series request creates at most 104 dates and spans at most 2 years. */
let demo: DemoSessions;
let pista: Record<string, number>;

beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
});
afterAll(async () => {
  await demo?.server.close();
});

const owner = () => demo.owner.access_token;
const get = (path: string, lang?: string) => call(demo.server.app, 'GET', path, { token: owner(), ...(lang ? { lang } : {}) });

describe('ranged lists', () => {
  const between = (from: string, to: string, lang?: string) => get(`/reservation/facility/${demo.ids.madridId}/?from=${from}&to=${to}`, lang);

  it("the schedule's list answers 62 days and refuses 63 (or 1970 to 2100) with E400 on to", async () => {
    expectOk(await between('2028-03-01T00:00:00Z', '2028-05-02T00:00:00Z'));
    const refused = expectError(await between('2028-03-01T00:00:00Z', '2028-05-03T00:00:00Z'), 400, 'E400');
    expect(fieldsOf(refused)).toEqual({ to: 'A range may span at most 62 days' });
    expect(refused.message.text).toBe('A range may span at most 62 days');
    const wide = expectError(await between('1970-01-01T00:00:00Z', '2100-01-01T00:00:00Z', 'es'), 400, 'E400');
    expect(fieldsOf(wide)).toEqual({ to: 'Un intervalo puede abarcar como máximo 62 días' });
  });

  it('the paged list takes from and to 62 days apart at most (both included); one end alone pages as before', async () => {
    const paged = (query: string) => get(`/reservation/paged/?facility_id=${demo.ids.madridId}&${query}`);
    expectOk(await paged('from=2028-03-01&to=2028-05-01'));
    expect(fieldsOf(expectError(await paged('from=2028-03-01&to=2028-05-02'), 400, 'E400'))).toEqual({ to: 'A range may span at most 62 days' });
    expectOk(await paged('from=2028-03-01'));
  });
});

describe('series', () => {
  /** Every weekday at 18:00 for 60 minutes from Monday 6 March 2028. */
  const rule = (field: string, extra: Record<string, unknown> = {}) => ({
    facility_id: demo.ids.madridId,
    field_id: pista[field],
    time: '18:00',
    minutes: 60,
    start_date: '2028-03-06',
    every_weeks: 1,
    weekdays: [1, 2, 3, 4, 5],
    end_date: '2028-09-29',
    ...extra,
  });
  const datesOf = (r: ReturnType<typeof rule>) => recurrenceDates({ start: LocalDate.parse(r.start_date), until: LocalDate.parse(r.end_date), everyWeeks: r.every_weeks, weekdays: r.weekdays }).map(String);
  const post = (path: string, payload: unknown, lang?: string) => call(demo.server.app, 'POST', path, { token: owner(), payload, ...(lang ? { lang } : {}) });
  const put = (path: string, payload: unknown) => call(demo.server.app, 'PUT', path, { token: owner(), payload });

  it('a creation of 105 dates is refused with E400 on dates; 104 are created, the rest in batches of at most 104', async () => {
    const r = rule('Pista 2');
    const dates = datesOf(r);
    expect(dates.length).toBeGreaterThan(105);
    const refused = expectError(await post('/recurring_reservation/', { ...r, dates: dates.slice(0, 105) }, 'es'), 400, 'E400');
    expect(fieldsOf(refused)).toEqual({ dates: 'Una serie puede crear como máximo 104 fechas a la vez' });
    const created = expectOk<SeriesResult>(await post('/recurring_reservation/', { ...r, dates: dates.slice(0, 104) })).data;
    expect(created.created).toHaveLength(104);

    // The rest comes in further batches of at most 104.
    const more = dates.slice(104);
    expect(fieldsOf(expectError(await put('/recurring_reservation/add_dates/', { series_id: created.series.id, dates: dates.slice(0, 105) }), 400, 'E400'))).toEqual({
      dates: 'A series may create at most 104 dates at once',
    });
    expect(expectOk<{ created: string[] }>(await put('/recurring_reservation/add_dates/', { series_id: created.series.id, dates: more })).data.created).toEqual(more);
  });

  it('a later end date that would create more than 104 dates is refused with E400 on end_date, the series unchanged', async () => {
    const r = rule('Pista 3', { end_date: '2028-03-10' });
    const created = expectOk<SeriesResult>(await post('/recurring_reservation/', { ...r, dates: datesOf(r) })).data;
    // 2028-03-13 to 2028-08-04: 21 weeks of 5 weekdays, 105 new dates.
    const refused = expectError(await put('/recurring_reservation/change_end_date/', { series_id: created.series.id, end_date: '2028-08-04' }), 400, 'E400');
    expect(fieldsOf(refused)).toEqual({ end_date: 'A series may create at most 104 dates at once' });
    expect(expectOk<{ end_date: string }>(await get(`/recurring_reservation/reservation/${created.series.id}/`)).data.end_date).toBe('2028-03-10');
    const longer = expectOk<SeriesResult>(await put('/recurring_reservation/change_end_date/', { series_id: created.series.id, end_date: '2028-08-03' })).data;
    expect(longer.created).toHaveLength(104);
  });

  it('a rule over 2 years is refused with E400 on end_date by verify and creation', async () => {
    const r = rule('Pista 1', { weekdays: [1], end_date: '2030-03-05' }); // 104 weeks after 2028-03-06 is 2030-03-04
    for (const res of [await post('/recurring_reservation/verify/', r), await post('/recurring_reservation/', { ...r, dates: ['2028-03-06'] })]) {
      expect(fieldsOf(expectError(res, 400, 'E400'))).toEqual({ end_date: 'A series may span at most 2 years' });
    }
    expectOk(await post('/recurring_reservation/verify/', { ...r, end_date: '2030-03-04' }));
  });
});
