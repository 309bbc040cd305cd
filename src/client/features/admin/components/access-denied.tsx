import { IconShieldLock } from '@client/components/icons/shield-lock.tsx';
import { MESSAGES } from '@contract/messages.ts';
import type { ReactNode } from 'react';

/**
 * docs/product.md §2 and §8: the 'Access Denied' screen with an icon and the reason
 * ('Access Denied: Unauthorized', 'You do not have permission to access this page.', ...).
 */
export function AccessDenied({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="access-denied text-center mx-auto py-5 px-3">
      <IconShieldLock className="display-3 text-danger" />
      <h1 className="h2 mt-3">{MESSAGES.admin.accessDenied}</h1>
      <p className="lead text-body-secondary" role="alert">
        {message}
      </p>
      {children}
    </div>
  );
}
