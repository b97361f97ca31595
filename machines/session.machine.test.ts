import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { APP_VERSION } from '../domain/constants';
import { coverageRecorder } from '../tests/support/machine-coverage';
import { testModelPaths } from '../tests/support/model-paths';
import { SILENT_E500, sessionMachine, type SessionEffect, type SessionEvent, type StoredSession } from './session.machine';

const session: StoredSession = {
  user: {
    id: 2,
    fullName: 'Olivia Martín',
    username: 'owner',
    avatar: null,
    role: 'F',
    role_name: 'Facility owner',
    group_id: 1,
    facilities_ids: [],
    views_ids: [1, 23],
    permissions_ids: [1, 23],
  },
  access_token: 'access-1',
  refresh_token: 'refresh-1',
};

/** One sample per kind of event the model explores (events without a sample are sent bare). */
const samples: SessionEvent[] = [
  { type: 'storage.restored', session },
  { type: 'storage.empty' },
  { type: 'login.submit', username: 'owner', password: 'owner123' },
  { type: 'login.succeeded', session },
  { type: 'login.failed', message: 'Incorrect username or password' },
  { type: 'storage.saved' },
  { type: 'api.failed', requestId: 1, code: 'T001', message: 'Your session has expired' },
  { type: 'api.failed', requestId: 2, code: 'T001', message: 'Your session has expired' },
  { type: 'api.failed', requestId: 3, code: 'T002', message: 'The session token is not valid' },
  { type: 'api.failed', requestId: 4, code: 'T004', message: 'Your session has ended' },
  { type: 'api.failed', requestId: 5, code: 'E004', message: 'Your account has been disabled' },
  { type: 'api.failed', requestId: 6, code: 'E500', message: 'Something went wrong' },
  { type: 'api.failed', requestId: 7, code: 'E500', message: SILENT_E500 },
  { type: 'api.failed', requestId: 8, code: 'T001', message: 'Your session has expired', sentWith: 'access-0' },
  { type: 'refresh.succeeded', accessToken: 'access-2', refreshToken: 'refresh-2' },
  { type: 'refresh.failed', code: 'T002' },
  { type: 'server.headers', version: APP_VERSION, logout: true, reauth: false },
  { type: 'server.headers', version: '9.9.9', logout: false, reauth: true },
  { type: 'server.headers', version: '9.9.9', logout: false, reauth: false },
  { type: 'logout' },
  { type: 'update.confirm' },
];

const recorder = coverageRecorder(sessionMachine);
afterAll(() => {
  const c = recorder.save();
  expect(c.visitedStates).toEqual(c.states);
  expect(c.takenTransitions).toEqual(c.transitions);
});

function start() {
  const actor = createActor(sessionMachine, { inspect: recorder.inspect });
  const effects: SessionEffect[] = [];
  actor.on('*', (e) => effects.push(e as SessionEffect));
  actor.start();
  recorder.watch(actor);
  return { actor, effects };
}

type Snap = SnapshotFrom<typeof sessionMachine>;

/** What must hold in every state, whatever the path that led there. */
function checkInvariants(snap: Snap) {
  if (snap.matches({ auth: 'signedOut' }) || snap.matches({ auth: 'restoring' }) || snap.matches({ auth: 'signingIn' })) {
    expect(snap.context.session).toBeNull();
    expect(snap.context.pending).toEqual([]);
  }
  if (snap.matches({ auth: 'signedIn' }) || snap.matches({ auth: 'storing' })) expect(snap.context.session).not.toBeNull();
  if (snap.matches({ auth: { signedIn: 'refreshing' } })) expect(snap.context.pending.length).toBeGreaterThan(0);
  if (snap.matches({ auth: { signedIn: 'active' } })) expect(snap.context.pending).toEqual([]);
  if (snap.matches({ update: 'available' })) expect(snap.context.serverVersion).not.toBe(APP_VERSION);
}

describe('session machine: every shortest path of the model', () => {
  const model = createTestModel(sessionMachine, { events: samples });
  testModelPaths({ paths: model.getShortestPaths(), eventTypes: samples.map((e) => e.type), start, invariants: checkInvariants, minPaths: 20 });
});

describe('session machine: the error catalogue (SPEC §8)', () => {
  function signedIn() {
    const s = start();
    s.actor.send({ type: 'storage.restored', session });
    s.effects.length = 0;
    return s;
  }

  it('login success stores the session and goes to the root path; failure toasts the server message and returns to login', () => {
    const { actor, effects } = start();
    actor.send({ type: 'storage.empty' });
    actor.send({ type: 'login.submit', username: 'owner', password: 'bad' });
    expect(effects).toEqual([{ type: 'effect.login', username: 'owner', password: 'bad' }]);
    actor.send({ type: 'login.failed', message: 'Incorrect username or password' });
    expect(effects.slice(1)).toEqual([
      { type: 'effect.toast', intent: 'error', message: 'Incorrect username or password' },
      { type: 'effect.navigate', to: '/login' },
    ]);
    actor.send({ type: 'login.submit', username: 'owner', password: 'owner123' });
    actor.send({ type: 'login.succeeded', session });
    // The console does not move on until the session is stored: a reload now would lose it.
    expect(actor.getSnapshot().matches({ auth: 'storing' })).toBe(true);
    expect(effects.at(-1)).toEqual({ type: 'effect.persist', session });
    actor.send({ type: 'storage.saved' });
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'active' } })).toBe(true);
    expect(effects.at(-1)).toEqual({ type: 'effect.navigate', to: '/' });
  });

  it('three calls failing with T001 together trigger exactly one refresh, then all three repeat with the new token', () => {
    const { actor, effects } = signedIn();
    for (const requestId of [11, 12, 13]) actor.send({ type: 'api.failed', requestId, code: 'T001', message: '' });
    expect(effects.filter((e) => e.type === 'effect.refresh')).toEqual([{ type: 'effect.refresh', refreshToken: 'refresh-1' }]);
    actor.send({ type: 'refresh.succeeded', accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(effects).toContainEqual({ type: 'effect.retry', requestIds: [11, 12, 13], accessToken: 'access-2' });
    expect(actor.getSnapshot().context.session?.access_token).toBe('access-2');
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('a call sent before the last refresh that answers T001 after it repeats with the new token: no second refresh', () => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'api.failed', requestId: 1, code: 'T001', message: '', sentWith: 'access-1' });
    actor.send({ type: 'refresh.succeeded', accessToken: 'access-2', refreshToken: 'refresh-2' });
    actor.send({ type: 'api.failed', requestId: 2, code: 'T001', message: '', sentWith: 'access-1' });
    expect(effects.filter((e) => e.type === 'effect.refresh')).toHaveLength(1);
    expect(effects.at(-1)).toEqual({ type: 'effect.retry', requestIds: [2], accessToken: 'access-2' });
    expect(actor.getSnapshot().matches({ auth: { signedIn: 'active' } })).toBe(true);
    // A call that carried the current token and expired asks for a refresh as before.
    actor.send({ type: 'api.failed', requestId: 3, code: 'T001', message: '', sentWith: 'access-2' });
    expect(effects.filter((e) => e.type === 'effect.refresh').at(-1)).toEqual({ type: 'effect.refresh', refreshToken: 'refresh-2' });
  });

  it('a refresh replaces both tokens: the new refresh token is stored and the next refresh uses it (the old one is spent)', () => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'api.failed', requestId: 1, code: 'T001', message: '' });
    actor.send({ type: 'refresh.succeeded', accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(effects).toContainEqual({ type: 'effect.persist', session: { ...session, access_token: 'access-2', refresh_token: 'refresh-2' } });
    actor.send({ type: 'api.failed', requestId: 2, code: 'T001', message: '' });
    expect(effects.filter((e) => e.type === 'effect.refresh').at(-1)).toEqual({ type: 'effect.refresh', refreshToken: 'refresh-2' });
    actor.send({ type: 'logout' });
    expect(effects).toContainEqual({ type: 'effect.revoke', refreshToken: 'refresh-2' });
  });

  it('a failed refresh (or one answered T001/T002) rejects the waiting calls and logs out', () => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'api.failed', requestId: 1, code: 'T001', message: '' });
    actor.send({ type: 'refresh.failed', code: 'T001' });
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
    expect(effects).toEqual([{ type: 'effect.refresh', refreshToken: 'refresh-1' }, { type: 'effect.reject', requestIds: [1] }, { type: 'effect.clear' }, { type: 'effect.navigate', to: '/login' }]);
  });

  it.each(['T002', 'T004'])('%s clears the session and goes to login', (code) => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'api.failed', requestId: 1, code, message: 'x' });
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true);
    expect(effects.map((e) => e.type)).toEqual(['effect.reject', 'effect.clear', 'effect.navigate']);
  });

  it('E004 shows the message first, then clears and goes to login', () => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'api.failed', requestId: 1, code: 'E004', message: 'Your account has been disabled' });
    expect(effects.map((e) => e.type)).toEqual(['effect.toast', 'effect.reject', 'effect.clear', 'effect.navigate']);
    expect(effects[0]).toEqual({ type: 'effect.toast', intent: 'error', message: 'Your account has been disabled' });
  });

  it("E500 toasts, except 'Not enough segments'; the session stays", () => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'api.failed', requestId: 1, code: 'E500', message: `jwt: ${SILENT_E500}` });
    expect(effects).toEqual([]);
    actor.send({ type: 'api.failed', requestId: 2, code: 'E500', message: 'Boom' });
    expect(effects).toEqual([{ type: 'effect.toast', intent: 'error', message: 'Boom' }]);
    expect(actor.getSnapshot().matches({ auth: 'signedIn' })).toBe(true);
  });

  it('logout header logs out; reauth with a version mismatch logs out with the reauth flag; reauth alone does not', () => {
    const a = signedIn();
    a.actor.send({ type: 'server.headers', version: APP_VERSION, logout: false, reauth: true });
    expect(a.actor.getSnapshot().matches({ auth: 'signedIn' })).toBe(true);
    a.actor.send({ type: 'server.headers', version: '2.4.0', logout: false, reauth: true });
    expect(a.effects).toContainEqual({ type: 'effect.navigate', to: '/login?reauth=1' });
    expect(a.actor.getSnapshot().matches({ update: 'available' })).toBe(true);

    const b = signedIn();
    b.actor.send({ type: 'server.headers', version: APP_VERSION, logout: true, reauth: false });
    expect(b.effects).toContainEqual({ type: 'effect.navigate', to: '/login' });
  });

  it('a user logout revokes the refresh token before clearing', () => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'logout' });
    expect(effects.map((e) => e.type)).toEqual(['effect.revoke', 'effect.reject', 'effect.clear', 'effect.navigate']);
    expect(effects[0]).toEqual({ type: 'effect.revoke', refreshToken: 'refresh-1' });
  });

  it('a different console-version shows the update banner; confirming reloads', () => {
    const { actor, effects } = start();
    actor.send({ type: 'server.headers', version: APP_VERSION, logout: false, reauth: false });
    expect(actor.getSnapshot().matches({ update: 'current' })).toBe(true);
    actor.send({ type: 'server.headers', version: '2.3.5', logout: false, reauth: false });
    expect(actor.getSnapshot().matches({ update: 'available' })).toBe(true);
    actor.send({ type: 'update.confirm' });
    expect(effects).toEqual([{ type: 'effect.reload' }]);
  });
});
