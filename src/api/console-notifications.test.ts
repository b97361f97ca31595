import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../domain/api/paths';

// The real client loads i18n and the browser; here only its two exports matter. (A plain function:
// with vi.fn() and an async implementation, the rejections surfaced as the tests' own errors.)
let calls: unknown[] = [];
let answer: () => Promise<unknown> = async () => ({ data: [], total: 0 });
const requestList = (config: unknown) => {
  calls.push(config);
  return answer();
};
vi.mock('./client', () => {
  class ApiError extends Error {
    constructor(
      readonly code: string,
      readonly text: string,
    ) {
      super(text);
    }
  }
  return { ApiError, requestList: (config: unknown) => requestList(config) };
});

const client = await import('./client');
const ApiError = client.ApiError as unknown as new (code: string, text: string) => Error;
const { fetchConsoleNotifications, consoleNotificationsKey } = await import('./console-notifications');

const failWith = (error: Error) => {
  answer = async () => {
    throw error;
  };
};

beforeEach(() => {
  calls = [];
});

describe('fetchConsoleNotifications (SPEC §7)', () => {
  it('asks for the list without parameters and passes a good answer through', async () => {
    const list = { data: [{ id: 1 }], total: 1 };
    answer = async () => list;
    await expect(fetchConsoleNotifications()).resolves.toBe(list);
    expect(calls).toEqual([{ url: API_PATHS.consoleNotifications }]);
  });

  it('treats a not-ok answer as an empty list with zero total', async () => {
    for (const code of ['E500', 'E403', 'E404']) {
      failWith(new ApiError(code, 'failed'));
      await expect(fetchConsoleNotifications()).resolves.toEqual({ data: [], total: 0 });
    }
  });

  it('lets a programming error through', async () => {
    failWith(new TypeError('boom'));
    await expect(fetchConsoleNotifications()).rejects.toThrow('boom');
  });

  it('keys the query by the chosen organization, so a change fetches again', () => {
    expect(consoleNotificationsKey(3)).not.toEqual(consoleNotificationsKey(4));
    expect(consoleNotificationsKey(null)).toEqual(['console-notifications', null]);
  });
});
