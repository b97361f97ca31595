import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, fieldIdsByName, fieldsOf, postLogin, startDemoSessions, type DemoSessions } from '../test-support/http';

/**
 * Issue 14, defect 2, case by case: the inputs the fuzz found answering E500 (NUL bytes, ids at
 * 2^31, impossible dates and years, control characters in list filters) answer E400 naming the
 * field, in the request's language; texts of several lines keep their line breaks.
 */
let demo: DemoSessions;
let pista1: number;

beforeAll(async () => {
  demo = await startDemoSessions();
  pista1 = (await fieldIdsByName(demo, demo.ids.madridId))['Pista 1']!;
});
afterAll(async () => {
  await demo?.server.close();
});

const app = () => demo.server.app;
const owner = () => demo.owner.access_token;

describe('anonymous routes (issue 14)', () => {
  it('refuses a NUL byte in the username of sign-in, forgot password and register with E400 on the field', async () => {
    expect(fieldsOf(expectError(await postLogin(app(), { username: 'own\u0000er', password: 'owner123' }), 400, 'E400'))).toEqual({ username: 'Invalid Format' });
    expect(fieldsOf(expectError(await postLogin(app(), { username: 'own\u0000er', password: 'owner123' }, { lang: 'es' }), 400, 'E400'))).toEqual({ username: 'Formato no válido' });
    expect(fieldsOf(expectError(await call(app(), 'POST', '/user_console/forgot_password/', { payload: { username: 'owner\u0000' } }), 400, 'E400'))).toEqual({ username: 'Invalid Format' });
    const register = { first_name: 'Ana\u0000', last_name: 'Ruiz', username: 'ana.ruiz', email: 'ana@example.com', new_password: 'secret12', confirm_password: 'secret12' };
    expect(fieldsOf(expectError(await call(app(), 'POST', '/user_console/register/', { payload: register, lang: 'es' }), 400, 'E400'))).toEqual({ first_name: 'Formato no válido' });
  });

  it('answers the card-provider onboarding page of a NUL token with a 4xx, not a 5xx', async () => {
    const res = await call(app(), 'GET', '/card_provider/onboarding/%00/');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('ids, dates and texts of signed-in routes (issue 14)', () => {
  it('refuses an id at 2^31 in a path, a query and a body', async () => {
    const path = fieldsOf(expectError(await call(app(), 'GET', '/field/2147483648/', { token: owner() }), 400, 'E400'));
    expect(path).toEqual({ id: 'id must be less than or equal to 2147483647' });
    const query = fieldsOf(expectError(await call(app(), 'GET', '/field/?facility_id=2147483648', { token: owner(), lang: 'es' }), 400, 'E400'));
    expect(Object.keys(query)).toEqual(['facility_id']);
    const body = fieldsOf(expectError(await call(app(), 'POST', '/contact_category/', { token: owner(), payload: { facility_id: 2 ** 31, name: 'VIP' } }), 400, 'E400'));
    expect(Object.keys(body)).toEqual(['facility_id']);
  });

  it('refuses dates that do not exist or fall outside 1900–2999, in a body and a query', async () => {
    const book = (date: string) =>
      call(app(), 'POST', '/reservation/', { token: owner(), lang: 'es', payload: { facility_id: demo.ids.madridId, type: 'one_day', minutes: 90, field_id: pista1, date, time: '10:00' } });
    for (const date of ['2027-02-30', '0000-03-10', '10000-01-01', '2027-13-01']) {
      expect(fieldsOf(expectError(await book(date), 400, 'E400')), date).toEqual({ date: 'Formato no válido' });
    }
    const range = fieldsOf(expectError(await call(app(), 'GET', `/reservation/facility/${demo.ids.madridId}/?from=0000-01-01T00:00:00Z&to=2027-03-01T00:00:00Z`, { token: owner() }), 400, 'E400'));
    expect(range).toEqual({ from: 'Invalid Format' });
    const paged = fieldsOf(expectError(await call(app(), 'GET', `/reservation/paged/?facility_id=${demo.ids.madridId}&from=2027-02-30`, { token: owner() }), 400, 'E400'));
    expect(paged).toEqual({ from: 'Invalid Format' });
  });

  it('refuses a NUL byte in a search and in a list filter', async () => {
    const search = fieldsOf(expectError(await call(app(), 'GET', `/reservation/paged/?facility_id=${demo.ids.madridId}&search=%00`, { token: owner() }), 400, 'E400'));
    expect(search).toEqual({ search: 'Invalid Format' });
    const filter = encodeURIComponent(JSON.stringify({ name: 'Pista\u0000' }));
    expect(fieldsOf(expectError(await call(app(), 'GET', `/field/?facility_id=${demo.ids.madridId}&filter=${filter}`, { token: owner() }), 400, 'E400'))).toEqual({ filter: 'Invalid Format' });
    const big = encodeURIComponent(JSON.stringify({ category_id: '2147483648' }));
    const contacts = await call(app(), 'GET', `/contact/?facility_id=${demo.ids.madridId}&filter=${big}`, { token: owner() });
    expect(fieldsOf(expectError(contacts, 400, 'E400'))).toEqual({ filter: 'Invalid Format' });
  });

  it('keeps line breaks in a text of several lines and refuses control characters in a one-line one', async () => {
    const created = await call(app(), 'POST', '/contact_category/', { token: owner(), payload: { facility_id: demo.ids.madridId, name: 'Lines', description: 'First line\nSecond\tline' } });
    expect(expectOk<{ description: string }>(created).data.description).toBe('First line\nSecond\tline');
    const nul = await call(app(), 'POST', '/contact_category/', { token: owner(), payload: { facility_id: demo.ids.madridId, name: 'Nul', description: 'a\u0000b' } });
    expect(fieldsOf(expectError(nul, 400, 'E400'))).toEqual({ description: 'Invalid Format' });
    const tab = await call(app(), 'POST', '/contact_category/', { token: owner(), lang: 'es', payload: { facility_id: demo.ids.madridId, name: 'Tab\tname' } });
    expect(fieldsOf(expectError(tab, 400, 'E400'))).toEqual({ name: 'Formato no válido' });
  });
});
