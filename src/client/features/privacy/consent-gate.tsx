import { PageLoading } from '@client/components/loading-status.tsx';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import type { PrivacyStatus } from '@contract/privacy.ts';
import { lazy, type ReactNode, Suspense } from 'react';
import { usePrivacyStatus } from './api/consent-status.ts';

const ConsentGatePage = lazy(async () => ({
  default: (await import('./consent-gate-page.tsx')).ConsentGatePage,
}));

/** Something to give or confirm before anything else (docs/product.md §18.1). */
export function gateNeeded(status: PrivacyStatus): boolean {
  return (
    status.needs_profile ||
    status.needs_notice_ack ||
    status.guardian === 'required' ||
    status.guardian === 'code_sent'
  );
}

/**
 * Stands before every page of a signed-in learner: an account made without a date of birth, a
 * material notice not yet acknowledged, or an under-18 account its guardian has not confirmed sees
 * the gate page instead, with the navbar (and Logout) still there. The gate's code loads only then.
 */
export function PrivacyGate({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  const learner =
    session.status === 'signed-in' && session.user.role === 'user' && !session.user.must_change_password;
  const status = usePrivacyStatus(learner);
  if (!learner || !status.data || !gateNeeded(status.data)) return <>{children}</>;
  return (
    <Suspense fallback={<PageLoading />}>
      <ConsentGatePage status={status.data} />
    </Suspense>
  );
}
