import axios, { AxiosHeaders, isAxiosError, type AxiosInstance } from 'axios';
import { API_BASE } from '../../domain/constants';
import { currentLanguage } from '../i18n';

/**
 * Axios and the console's two clients. Loaded with the first API call (see `transport()` in
 * client.ts): the sign-in page calls nothing until the user signs in, so it does not load axios first.
 */
function createClient(): AxiosInstance {
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

export { AxiosHeaders, isAxiosError };
