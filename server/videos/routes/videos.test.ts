import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../../domain/videos/video';
import { videos } from '../../db/schema';
import { call, expectError, expectOk, startDemoSessions, type DemoSessions } from '../../test-support/http';
import { login, type Session } from '../../test-support/test-server';

/** A facility's recordings (`/video/paged/`, `/video/:id/`): what the navigation search lists as files. */
let s: DemoSessions;
let tech: Session;
beforeAll(async () => {
  s = await startDemoSessions();
  tech = await login(s.server.app, 'tech');
});
afterAll(async () => s?.server.close());

const paged = (session: Session, query: string) => call(s.server.app, 'GET', `/video/paged/?${query}`, { token: session.access_token });

describe('videos of a facility', () => {
  it('lists the facility’s recordings newest first, with the field and the booking’s contact, paged with a total', async () => {
    const body = expectOk<Video[]>(await paged(s.rep, `facility_id=${s.ids.madridId}&count=5`));
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const starts = body.data.map((v) => v.started_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    for (const v of body.data) {
      expect(v.facility_id).toBe(s.ids.madridId);
      expect(v.field_name).toMatch(/Pista/);
      expect(v.contact_name).toBeTruthy();
    }
    const page2 = expectOk<Video[]>(await paged(s.rep, `facility_id=${s.ids.madridId}&count=5&page=2`));
    expect(page2.data.map((v) => v.id)).not.toContain(body.data[0]!.id);
  });

  it('finds videos by field name, by contact name and by playback code, case-insensitively', async () => {
    const byField = expectOk<Video[]>(await paged(s.rep, `facility_id=${s.ids.madridId}&search=pista%20central&count=100`));
    expect(byField.total).toBeGreaterThan(0);
    expect(byField.data.every((v) => v.field_name === 'Pista Central')).toBe(true);

    const byContact = expectOk<Video[]>(await paged(s.rep, `facility_id=${s.ids.madridId}&search=LUC%C3%8DA&count=100`));
    expect(byContact.total).toBeGreaterThan(0);
    expect(byContact.data.every((v) => v.contact_name === 'Lucía Fernández')).toBe(true);

    const one = byField.data[0]!;
    const byCode = expectOk<Video[]>(await paged(s.rep, `facility_id=${s.ids.madridId}&search=${one.playback.toUpperCase()}`));
    expect(byCode.data.map((v) => v.id)).toEqual([one.id]);

    const none = expectOk<Video[]>(await paged(s.rep, `facility_id=${s.ids.madridId}&search=zzzz`));
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it('answers one video, and refuses another organization’s facility and a user without a video view', async () => {
    const [row] = await s.server.database.db.select().from(videos).where(eq(videos.facility_id, s.ids.madridId)).orderBy(videos.id).limit(1);
    const one = expectOk<Video>(await call(s.server.app, 'GET', `/video/${row!.id}/`, { token: s.rep.access_token }));
    expect(one.data).toMatchObject({ id: row!.id, playback: row!.playback, duration: 90 });

    expectError(await paged(s.owner, `facility_id=${s.ids.lisbonId}`), 404, 'E404');
    expectError(await paged(s.rep, `facility_id=${s.ids.brooklynId}`), 404, 'E404');
    expectError(await paged(tech, `facility_id=${s.ids.madridId}`), 403, 'E403');
    expectError(await call(s.server.app, 'GET', `/video/${row!.id}/`, { token: tech.access_token }), 403, 'E403');
    expectError(await call(s.server.app, 'GET', '/video/999999/', { token: s.admin.access_token }), 404, 'E404');
    expectError(await paged(s.rep, `facility_id=${s.ids.madridId}&count=1000`), 400, 'E400');
  });
});
