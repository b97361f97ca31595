import type { AxiosHeaders, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createActor } from 'xstate';
import { sessionMachine, type SessionEffect } from '../../machines/session.machine';
import type { LoginRequest } from '../../domain/auth/schemas';
import { login, refreshTokens, revokeRefreshToken } from '../api/auth';
import { isAxiosError, onTransport, toApiError } from '../api/client';
import { replaceTo } from '../routing/history';
import { clearSecureSession, loadSession, saveSession } from './secure-storage';
import { uiCoverageInspector } from '../machine-coverage';
import { CACHE_PREFIXES, SESSION_KEYS } from './storage-keys';

/**
 * The effect runner of the session machine: the machine decides, this performs. It turns API
 * responses into machine events (axios interceptors, installed when the clients load with the
 * first call) and the machine's effects into API calls, storage, toasts and navigation (on the
 * console's history). It loads on demand (./session-loader.ts): with the console, or on the
 * sign-in page when the user types.
 */
export const sessionActor = createActor(sessionMachine, { inspect: uiCoverageInspector(sessionMachine) });

type Toast = (message: string, intent: 'error') => void;
let toast: Toast = () => undefined;
const clearHooks = new Set<() => void>();

/** The toaster registers itself (src/app.tsx). */
export const sessionBridge = {
  setToast: (fn: Toast) => void (toast = fn),
  /** Extra work at sign-out (e.g. dropping cached queries). */
  onClear(fn: () => void) {
    clearHooks.add(fn);
    return () => void clearHooks.delete(fn);
  },
};

// Storage writes run one after another, and navigation waits for them: a reload right after
// sign-in finds the session, and a sign-out's clearing never races the next sign-in's write.
let storage: Promise<void> = Promise.resolve();
const queueStorage = (work: () => Promise<void>) => {
  storage = storage.then(work, work).catch(() => undefined);
};

// Calls waiting for the one refresh in flight, by request id.
const waiting = new Map<number, { resolve: (token: string) => void; reject: () => void }>();
let nextRequestId = 1;

// Reads response headers; set with the interceptors (there is no response before the clients load).
let headersOf: ((raw: AxiosResponse['headers']) => AxiosHeaders) | undefined;

function reportHeaders(headers: AxiosResponse['headers'] | undefined) {
  if (!headers || !headersOf) return;
  const h = headersOf(headers);
  const version = h.get('console-version');
  sessionActor.send({
    type: 'server.headers',
    version: typeof version === 'string' ? version : null,
    logout: String(h.get('logout')) === 'true',
    reauth: String(h.get('reauth')) === 'true',
  });
}

/**
 * The refresh token to refresh with: the stored session's when it is this user's. Every tab of the
 * browser shares the stored session, and a refresh spends its refresh token: after another tab's
 * refresh only the token that tab stored is live (the server ends a session whose spent token is
 * presented again, past a short grace: server/auth/sessions.ts).
 */
async function liveRefreshToken(ours: string): Promise<string> {
  await storage;
  const stored = await loadSession().catch(() => null);
  const userId = sessionActor.getSnapshot().context.session?.user.id;
  return stored && stored.user.id === userId ? stored.refresh_token : ours;
}

function perform(effect: SessionEffect) {
  switch (effect.type) {
    case 'effect.login':
      login({ username: effect.username, password: effect.password }).then(
        ({ access_token, refresh_token, ...user }) => sessionActor.send({ type: 'login.succeeded', session: { user, access_token, refresh_token } }),
        (error: unknown) => sessionActor.send({ type: 'login.failed', message: toApiError(error).text }),
      );
      return;
    case 'effect.refresh':
      liveRefreshToken(effect.refreshToken)
        .then(refreshTokens)
        .then(
          ({ access_token, refresh_token, headers }) => {
            reportHeaders(headers as AxiosResponse['headers']);
            sessionActor.send({ type: 'refresh.succeeded', accessToken: access_token, refreshToken: refresh_token });
          },
          (error: unknown) => sessionActor.send({ type: 'refresh.failed', code: toApiError(error).code }),
        );
      return;
    case 'effect.retry':
      for (const id of effect.requestIds) {
        waiting.get(id)?.resolve(effect.accessToken);
        waiting.delete(id);
      }
      return;
    case 'effect.reject':
      for (const id of effect.requestIds) {
        waiting.get(id)?.reject();
        waiting.delete(id);
      }
      return;
    case 'effect.persist': {
      const session = effect.session;
      queueStorage(() => saveSession(session));
      // Written or not (a browser may refuse storage), the machine learns the write is over.
      void storage.then(() => sessionActor.send({ type: 'storage.saved' }));
      return;
    }
    case 'effect.revoke':
      void revokeRefreshToken(effect.refreshToken);
      return;
    case 'effect.clear':
      for (const key of SESSION_KEYS) localStorage.removeItem(key);
      queueStorage(clearSecureSession);
      for (const fn of clearHooks) fn();
      return;
    case 'effect.toast':
      toast(effect.message, effect.intent);
      return;
    case 'effect.navigate': {
      const to = effect.to;
      void storage.then(() => replaceTo(to));
      return;
    }
    case 'effect.reload':
      for (const key of Object.keys(localStorage)) if (CACHE_PREFIXES.some((p) => key.startsWith(p))) localStorage.removeItem(key);
      window.location.reload();
      return;
  }
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  sidelineRetried?: boolean;
}

onTransport(({ http, AxiosHeaders }) => {
  headersOf = (raw) => AxiosHeaders.from(raw as AxiosHeaders);

  http.interceptors.request.use((config) => {
    const token = sessionActor.getSnapshot().context.session?.access_token;
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      reportHeaders(response.headers);
      return response;
    },
    async (error: unknown) => {
      if (!isAxiosError(error) || !error.response) throw error;
      const apiError = toApiError(error);
      // The error's code is decided before its headers: E004 shows its message, then its logout header finds the session gone.
      queueMicrotask(() => reportHeaders(error.response?.headers));
      const config = error.config as RetriableConfig | undefined;
      const requestId = nextRequestId++;
      if (apiError.code === 'T001' && config && !config.sidelineRetried && sessionActor.getSnapshot().matches({ auth: 'signedIn' })) {
        // Wait for the single refresh, then repeat the call with the new token.
        const token = new Promise<string>((resolve, reject) => waiting.set(requestId, { resolve, reject }));
        const sentWith = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '') || undefined;
        sessionActor.send({ type: 'api.failed', requestId, code: apiError.code, message: apiError.text, sentWith });
        const accessToken = await token.catch(() => {
          throw error;
        });
        config.sidelineRetried = true;
        config.headers.set('Authorization', `Bearer ${accessToken}`);
        return http.request(config);
      }
      sessionActor.send({ type: 'api.failed', requestId, code: apiError.code, message: apiError.text });
      throw error;
    },
  );
});

sessionActor.on('*', (effect) => perform(effect as SessionEffect));
sessionActor.start();

/** Opens the stored session, if any, once at start: the machine leaves `restoring`. */
const restored = loadSession().then((session) => sessionActor.send(session ? { type: 'storage.restored', session } : { type: 'storage.empty' }));

/** The sign-in form's submit, once the machine knows whether a session was stored (it loads as the user types). */
export const submitLogin = (credentials: LoginRequest) => void restored.then(() => sessionActor.send({ type: 'login.submit', ...credentials }));

/** The sign-in call or the write of its session is under way (the form's button waits). */
export const isSigningIn = () => {
  const snapshot = sessionActor.getSnapshot();
  return snapshot.matches({ auth: 'signingIn' }) || snapshot.matches({ auth: 'storing' });
};
