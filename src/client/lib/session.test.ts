import { memoryStorage } from '@client/test/memory-storage.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken, subscribeToToken, TOKEN_STORAGE_KEY } from './session.ts';

describe('session token storage', () => {
  let storage: Storage;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the token in local storage under the name 'token'", () => {
    expect(TOKEN_STORAGE_KEY).toBe('token');
    setToken('abc123');
    expect(storage.getItem('token')).toBe('abc123');
    expect(getToken()).toBe('abc123');
  });

  it('reads no token as anonymous, and an empty one too', () => {
    expect(getToken()).toBeNull();
    storage.setItem('token', '');
    expect(getToken()).toBeNull();
  });

  it('removes the token on clearToken', () => {
    setToken('abc123');
    clearToken();
    expect(storage.getItem('token')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('tells subscribers when the token is set or cleared, until they unsubscribe', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToToken(onChange);
    setToken('abc123');
    clearToken();
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    setToken('def456');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('treats a browser that refuses local storage as anonymous', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(getToken()).toBeNull();
  });
});
