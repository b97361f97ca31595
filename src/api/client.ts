import type { AxiosError, AxiosRequestConfig } from 'axios';
import type * as TransportModule from './transport';
import { asErrorBody, type ErrorCode } from '../../domain/api/error-codes';
import { i18next } from '../i18n';

/** A failed call, as the error catalogue of SPEC §8 sees it. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: string,
    readonly data: unknown,
    readonly status: number,
  ) {
    super(text);
  }

  /** Field errors of an E400 answer, keyed by field path. */
  get fields(): Record<string, string> {
    const d = this.data as { fields?: Record<string, string> } | null;
    return d?.fields ?? {};
  }
}

/** Axios and the console's clients (`./transport`): a chunk of its own, loaded with the first call. */
export type Transport = typeof TransportModule;

const setups: ((transport: Transport) => void)[] = [];
let loaded: Transport | undefined;
let loading: Promise<Transport> | undefined;

/** The clients, loading them on first use; every `setup` has run on them before any call goes out. */
export function transport(): Promise<Transport> {
  return (loading ??= import('./transport').then(
    (t) => {
      for (const setup of setups) setup(t);
      loaded = t;
      return t;
    },
    (error: unknown) => {
      loading = undefined; // the next call tries again (e.g. the network was down)
      throw error;
    },
  ));
}

/** Configures the clients once they are loaded (the session runtime's interceptors). */
export function onTransport(setup: (transport: Transport) => void): void {
  if (loaded) setup(loaded);
  else setups.push(setup);
}

/** `axios.isAxiosError`, without loading axios (it is what axios checks too). */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Turns any failure into an ApiError carrying the server's code and translated text. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error) && error.response) {
    const body = asErrorBody(error.response.data);
    if (body) return new ApiError(body.code, body.message.text, body.data, error.response.status);
    return new ApiError('E500', i18next.t('errors.E500'), null, error.response.status);
  }
  return new ApiError('E500', i18next.t('network.unreachable'), null, 0);
}

interface Envelope<T> {
  ok: 1;
  data: T;
  total?: number;
  total_capped?: boolean;
}

/** Calls the API and returns the envelope's `data`; failures reject with ApiError. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const { http } = await transport();
    const res = await http.request<Envelope<T>>(config);
    return res.data.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** A list call: `data` and `total` (`total_capped`: there are at least `total`). */
export async function requestList<T>(config: AxiosRequestConfig): Promise<{ data: T[]; total: number; total_capped?: boolean }> {
  try {
    const { http } = await transport();
    const res = await http.request<Envelope<T[]>>(config);
    return { data: res.data.data, total: res.data.total ?? res.data.data.length, ...(res.data.total_capped ? { total_capped: true } : {}) };
  } catch (error) {
    throw toApiError(error);
  }
}

/** A file the API answers (a PDF, a CSV): its bytes; failures reject with ApiError. */
export async function requestBlob(config: AxiosRequestConfig): Promise<Blob> {
  try {
    const { http } = await transport();
    const res = await http.request<Blob>({ ...config, responseType: 'blob' });
    return res.data;
  } catch (error) {
    throw toApiError(error);
  }
}
