import { endpoints } from '@contract/endpoints.ts';
import { useState } from 'react';
import { call } from './api-client.ts';
import { clearToken } from './session.ts';

/**
 * docs/product.md §4: logging out removes the token, then loads `redirectTo` afresh (a full page load,
 * so no signed-in state survives in memory): '/login' from the account page and the navbar,
 * '/' from the subscriptions page. The server session is revoked first, while the token is still
 * there to name it; if that call fails (offline, session already expired) the visitor is logged out
 * on this device all the same.
 */
export async function logout(redirectTo: string): Promise<void> {
  try {
    await call(endpoints.logout);
  } catch {
    // Ignored on purpose: see above.
  } finally {
    clearToken();
  }
  window.location.assign(redirectTo);
}

/** A Logout button's action and its in-flight flag (stays true: the page is about to be replaced). */
export function useLogout(redirectTo: string): { logOut: () => void; loggingOut: boolean } {
  const [loggingOut, setLoggingOut] = useState(false);
  return {
    loggingOut,
    logOut: () => {
      if (loggingOut) return;
      setLoggingOut(true);
      void logout(redirectTo);
    },
  };
}
