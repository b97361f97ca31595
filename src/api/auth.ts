import { API_PATHS } from '../../domain/api/paths';
import type { ChangePasswordRequest, LoginRequest, LoginResponseData, RefreshResponseData, RegisterRequest, ResetPasswordRequest } from '../../domain/auth/schemas';
import { DEFAULT_CONSOLE_CLIENT_ID, DEFAULT_CONSOLE_CLIENT_SECRET } from '../../domain/constants';
import { request, toApiError, transport } from './client';

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

/** The refresh call: bearer = refresh token, no body; answers both new tokens. Outside the retry logic on purpose. */
export async function refreshTokens(refreshToken: string): Promise<RefreshResponseData & { headers: Record<string, unknown> }> {
  try {
    const { bareHttp } = await transport();
    const res = await bareHttp.post<{ ok: 1; data: RefreshResponseData }>(API_PATHS.refresh, undefined, {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    return { access_token: res.data.data.access_token, refresh_token: res.data.data.refresh_token, headers: res.headers };
  } catch (error) {
    throw toApiError(error);
  }
}

export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await transport()
    .then(({ bareHttp }) => bareHttp.post(API_PATHS.logout, { refresh_token: refreshToken }))
    .catch(() => undefined);
}

type Message = { message: string };

export const changePassword = (data: ChangePasswordRequest) => request<Message>({ method: 'POST', url: API_PATHS.changePassword, data });
export const register = (data: RegisterRequest) => request<Message>({ method: 'POST', url: API_PATHS.register, data });
export const forgotPassword = (username: string) => request<Message>({ method: 'POST', url: API_PATHS.forgotPassword, data: { username } });
export const resetPassword = (data: ResetPasswordRequest) => request<Message>({ method: 'POST', url: API_PATHS.resetPassword, data });

export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}
/** Development only: what the product would have e-mailed. */
export const devOutbox = (recipient: string) => request<OutboxMessage[]>({ method: 'GET', url: API_PATHS.devOutbox, params: { recipient } });
