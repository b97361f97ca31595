import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { asErrorBody, type ErrorCode } from '../../domain/api/error-codes';
import { API_BASE } from '../../domain/constants';
import { currentLanguage, i18next } from '../i18n';

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

function createClient() {
  const client = axios.create({ baseURL: API_BASE, headers: { 'Content-Type': 'application/json' } });
  client.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', currentLanguage());
    return config;
  });
  return client;
}

/** Every call of the console. The session runtime adds the bearer token and the error catalogue to it. */
export const http = createClient();

/** Calls that must not go through the session's refresh-and-retry (the refresh and sign-out calls themselves). */
export const bareHttp = createClient();

/** Turns any failure into an ApiError carrying the server's code and translated text. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError && error.response) {
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
}

/** Calls the API and returns the envelope's `data`; failures reject with ApiError. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const res = await http.request<Envelope<T>>(config);
    return res.data.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** A list call: `data` and `total`. */
export async function requestList<T>(config: AxiosRequestConfig): Promise<{ data: T[]; total: number }> {
  try {
    const res = await http.request<Envelope<T[]>>(config);
    return { data: res.data.data, total: res.data.total ?? res.data.data.length };
  } catch (error) {
    throw toApiError(error);
  }
}
