import { API_PATHS } from '../../domain/api/paths';
import type { LoginRequest, LoginResponseData } from '../../domain/auth/schemas';
import { DEFAULT_CONSOLE_CLIENT_ID, DEFAULT_CONSOLE_CLIENT_SECRET } from '../../domain/constants';
import { request } from './client';

/** The console's client credentials (Basic header of the login call); a build may override them. */
const clientId = import.meta.env.VITE_CONSOLE_CLIENT_ID ?? DEFAULT_CONSOLE_CLIENT_ID;
const clientSecret = import.meta.env.VITE_CONSOLE_CLIENT_SECRET ?? DEFAULT_CONSOLE_CLIENT_SECRET;

export function login(credentials: LoginRequest): Promise<LoginResponseData> {
  return request<LoginResponseData>({
    method: 'POST',
    url: API_PATHS.login,
    data: credentials,
    headers: { Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}` },
  });
}

export function logout(refreshToken: string): Promise<{ message: string }> {
  return request({ method: 'POST', url: API_PATHS.logout, data: { refresh_token: refreshToken } });
}
