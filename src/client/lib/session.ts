import { useSyncExternalStore } from 'react';

/** docs/product.md §3: the session token lives in the browser's local storage under the name `token`. */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * Local storage, or undefined where there is none (server-side tests) or where reading it throws
 * (storage disabled by the browser's privacy settings): the visitor is then simply anonymous.
 */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored session token, or null when the visitor is anonymous. */
export function getToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } finally {
    notify();
  }
}

export function clearToken(): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    notify();
  }
}

/**
 * Calls `onChange` when the token is set or cleared, in this tab or (through the `storage` event)
 * in another tab of the site, so logging out in one tab shows the anonymous view in the others.
 */
export function subscribeToToken(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) onChange();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The stored session token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
