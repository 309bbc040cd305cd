import { apiUrl } from '@client/test/fetch-mock.ts';
import { memoryStorage } from '@client/test/memory-storage.ts';
import { endpoints } from '@contract/endpoints.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout.ts';
import { getToken, setToken } from './session.ts';

describe('logout', () => {
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('window', { location: { assign } });
    setToken('session-token-0123456789');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('revokes the session with the bearer token, removes the token, then loads the target page', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Logged out.' })));
    vi.stubGlobal('fetch', fetchMock);
    await logout('/login');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(apiUrl(endpoints.logout));
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer session-token-0123456789');
    expect(getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await logout('/');
    expect(getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
