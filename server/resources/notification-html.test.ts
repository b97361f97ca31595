import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/api/paths';
import type { ConsoleNotification } from '../../domain/notifications/console-notification';
import type { ResourceRecord } from '../../domain/resources/resource';
import { call, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';

/** Issue 14 (9): the API never stores nor answers a remote image or a `javascript:` link in a console notification. */
let demo: DemoSessions;
beforeAll(async () => {
  demo = await startDemoSessions();
});
afterAll(async () => {
  await demo?.server.close();
});

const ADMIN_PATH = '/console_notification/admin/';
const DIRTY =
  '<p>New <b>prices</b><img src="https://tracker.example/pixel.gif?u=1"><img src="//tracker.example/p.gif"><img src="/api/v1/file/7f1c" alt="logo">' +
  '<img src="data:image/png;base64,iVBORw0KGgo="></p><a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt&#58;alert(1)">y</a>' +
  '<a href="https://sideline.example/notes">notes</a><img src=x onerror="alert(1)"><script>alert(1)</script><div style="position:fixed;inset:0">z</div>';
const CLEAN =
  '<p>New <b>prices</b><img src="/api/v1/file/7f1c" alt="logo" /><img src="data:image/png;base64,iVBORw0KGgo=" /></p><a>x</a><a>y</a>' +
  '<a href="https://sideline.example/notes">notes</a><img src="x" /><div>z</div>';

describe('console notification HTML', () => {
  it('is cleaned when written (create and edit): what the feed answers has no remote image, script or javascript: link', async () => {
    const token = demo.admin.access_token;
    const created = expectOk<ResourceRecord>(await call(demo.server.app, 'POST', ADMIN_PATH, { token, payload: { notification_title: 'Dirty', html_code: DIRTY } })).data;
    expect(created.html_code).toBe(CLEAN);
    const feed = async () => expectOk<ConsoleNotification[]>(await call(demo.server.app, 'GET', API_PATHS.consoleNotifications, { token: demo.owner.access_token })).data.find((n) => n.id === created.id)!;
    expect((await feed()).html_code).toBe(CLEAN);

    expectOk(await call(demo.server.app, 'PUT', `${ADMIN_PATH}${created.id}/`, { token, payload: { notification_title: 'Dirty', html_code: '<img src="HTTPS://tracker.example/p.gif"><i>ok</i>' } }));
    expect((await feed()).html_code).toBe('<i>ok</i>');
  });
});
