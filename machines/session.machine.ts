import { assign, emit, enqueueActions, setup } from 'xstate';
import type { UserProfile } from '../domain/auth/schemas';
import { APP_VERSION } from '../domain/constants';
import { LOGIN_PATH } from '../domain/access/auth-pages';

/**
 * The session (SPEC §4 Session, Update banner) and the error catalogue of SPEC §8, as a pure
 * machine. It performs nothing itself: it emits effects (`effect.*`) that a runner performs, and
 * learns their results as events. No `invoke`, no `after`: createTestModel explores all of it.
 */
export interface StoredSession {
  user: UserProfile;
  access_token: string;
  refresh_token: string;
}

export interface SessionContext {
  session: StoredSession | null;
  /** Calls answered T001, waiting for the one refresh in flight. */
  pending: number[];
  /** The last sign-out was forced by a reauth header. */
  reauth: boolean;
  /** The server's console-version differs from ours. */
  serverVersion: string | null;
}

export type SessionEvent =
  | { type: 'storage.restored'; session: StoredSession }
  | { type: 'storage.empty' }
  | { type: 'login.submit'; username: string; password: string }
  | { type: 'login.succeeded'; session: StoredSession }
  | { type: 'login.failed'; message: string }
  /** The session written by `effect.persist` is in storage (or could not be written): a reload now finds it. */
  | { type: 'storage.saved' }
  /**
   * A call of `requestId` failed with a code of the catalogue; `sentWith`: the access token it carried
   * (a call sent before the last refresh answers T001 after it: it repeats with the new token, no refresh).
   */
  | { type: 'api.failed'; requestId: number; code: string; message: string; sentWith?: string }
  /** A refresh replaces both tokens: the refresh token it used is spent (reusing it ends the session). */
  | { type: 'refresh.succeeded'; accessToken: string; refreshToken: string }
  | { type: 'refresh.failed'; code: string }
  /** Response headers worth a decision: console-version, logout, reauth. */
  | { type: 'server.headers'; version: string | null; logout: boolean; reauth: boolean }
  | { type: 'logout' }
  | { type: 'update.confirm' };

export type SessionEffect =
  | { type: 'effect.login'; username: string; password: string }
  | { type: 'effect.refresh'; refreshToken: string }
  | { type: 'effect.retry'; requestIds: number[]; accessToken: string }
  | { type: 'effect.reject'; requestIds: number[] }
  | { type: 'effect.persist'; session: StoredSession }
  | { type: 'effect.revoke'; refreshToken: string }
  /** Clear every session key (token, notifications, organization/facility, user, ability, filters, theme). */
  | { type: 'effect.clear' }
  | { type: 'effect.toast'; intent: 'error'; message: string }
  | { type: 'effect.navigate'; to: string }
  /** Clear cached video and log data, then reload the page. */
  | { type: 'effect.reload' };

/** The E500 text that is never shown (SPEC §8). */
export const SILENT_E500 = 'Not enough segments';

const versionMismatch = (version: string | null) => version !== null && version !== APP_VERSION;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEffect,
  },
  guards: {
    isExpired: ({ event }) => event.type === 'api.failed' && event.code === 'T001',
    /** T001 for a token the session no longer holds: the refresh already happened. */
    isStaleExpiry: ({ context, event }) => event.type === 'api.failed' && event.code === 'T001' && event.sentWith !== undefined && context.session !== null && event.sentWith !== context.session.access_token,
    isInvalid: ({ event }) => event.type === 'api.failed' && (event.code === 'T002' || event.code === 'T004'),
    isDisabled: ({ event }) => event.type === 'api.failed' && event.code === 'E004',
    isLoudServerError: ({ event }) => event.type === 'api.failed' && event.code === 'E500' && !event.message.includes(SILENT_E500),
    logoutHeader: ({ event }) => event.type === 'server.headers' && event.logout,
    reauthHeader: ({ event }) => event.type === 'server.headers' && event.reauth && versionMismatch(event.version),
    newVersion: ({ event }) => event.type === 'server.headers' && versionMismatch(event.version),
  },
  actions: {
    addPending: assign({
      pending: ({ context, event }) => (event.type === 'api.failed' && !context.pending.includes(event.requestId) ? [...context.pending, event.requestId] : context.pending),
    }),
    askRefresh: emit(({ context }) => ({ type: 'effect.refresh' as const, refreshToken: context.session?.refresh_token ?? '' })),
    toastMessage: emit(({ event }) => ({
      type: 'effect.toast' as const,
      intent: 'error' as const,
      message: event.type === 'api.failed' || event.type === 'login.failed' ? event.message : '',
    })),
    /** Ends the session: pending calls fail, every key is cleared, the user goes to login. */
    endSession: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'effect.reject', requestIds: context.pending });
      enqueue.emit({ type: 'effect.clear' });
      enqueue.assign({ session: null, pending: [] });
      enqueue.emit({ type: 'effect.navigate', to: context.reauth ? `${LOGIN_PATH}?reauth=1` : LOGIN_PATH });
    }),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: { session: null, pending: [], reauth: false, serverVersion: null },
  states: {
    auth: {
      initial: 'restoring',
      states: {
        restoring: {
          on: {
            'storage.restored': { target: 'signedIn', actions: assign({ session: ({ event }) => event.session, reauth: false }) },
            'storage.empty': { target: 'signedOut' },
          },
        },
        signedOut: {
          on: {
            'login.submit': {
              target: 'signingIn',
              actions: emit(({ event }) => ({ type: 'effect.login' as const, username: event.username, password: event.password })),
            },
          },
        },
        signingIn: {
          on: {
            'login.succeeded': {
              target: 'storing',
              actions: [assign({ session: ({ event }) => event.session, reauth: false }), emit(({ event }) => ({ type: 'effect.persist' as const, session: event.session }))],
            },
            'login.failed': {
              target: 'signedOut',
              actions: ['toastMessage', emit({ type: 'effect.navigate' as const, to: LOGIN_PATH })],
            },
          },
        },
        /** Signed in but not yet stored: the console waits here, so a reload right after sign-in finds the session. */
        storing: {
          on: {
            'storage.saved': { target: 'signedIn', actions: emit({ type: 'effect.navigate' as const, to: '/' }) },
          },
        },
        signedIn: {
          initial: 'active',
          on: {
            logout: {
              target: 'signedOut',
              actions: [emit(({ context }) => ({ type: 'effect.revoke' as const, refreshToken: context.session?.refresh_token ?? '' })), assign({ reauth: false }), 'endSession'],
            },
            'server.headers': [
              { guard: 'logoutHeader', target: 'signedOut', actions: [assign({ reauth: false }), 'endSession'] },
              { guard: 'reauthHeader', target: 'signedOut', actions: [assign({ reauth: true }), 'endSession'] },
            ],
            'api.failed': [
              { guard: 'isInvalid', target: 'signedOut', actions: [assign({ reauth: false }), 'endSession'] },
              { guard: 'isDisabled', target: 'signedOut', actions: ['toastMessage', assign({ reauth: false }), 'endSession'] },
              { guard: 'isLoudServerError', actions: 'toastMessage' },
            ],
          },
          states: {
            active: {
              on: {
                'api.failed': [
                  {
                    guard: 'isStaleExpiry',
                    actions: emit(({ context, event }) => ({ type: 'effect.retry' as const, requestIds: [event.requestId], accessToken: context.session!.access_token })),
                  },
                  { guard: 'isExpired', target: 'refreshing', actions: ['addPending', 'askRefresh'] },
                ],
              },
            },
            /** One refresh for every call that failed with T001 meanwhile. */
            refreshing: {
              on: {
                'api.failed': { guard: 'isExpired', actions: 'addPending' },
                'refresh.succeeded': {
                  target: 'active',
                  actions: [
                    assign({
                      session: ({ context, event }) => (context.session ? { ...context.session, access_token: event.accessToken, refresh_token: event.refreshToken } : null),
                    }),
                    emit(({ context }) => ({ type: 'effect.persist' as const, session: context.session! })),
                    emit(({ context, event }) => ({ type: 'effect.retry' as const, requestIds: context.pending, accessToken: event.accessToken })),
                    assign({ pending: [] }),
                  ],
                },
                'refresh.failed': { target: '#session.auth.signedOut', actions: [assign({ reauth: false }), 'endSession'] },
              },
            },
          },
        },
      },
    },
    update: {
      initial: 'current',
      states: {
        current: {
          on: {
            'server.headers': { guard: 'newVersion', target: 'available', actions: assign({ serverVersion: ({ event }) => event.version }) },
          },
        },
        /** The banner: 'A new version is available! Please click here to update'. */
        available: {
          on: { 'update.confirm': { actions: emit({ type: 'effect.reload' as const }) } },
        },
      },
    },
  },
});
