import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { useId } from 'react';
import { BreachRegisterSection } from '../components/breach-register.tsx';
import { ConsentCountsSection } from '../components/consent-counts.tsx';
import { NoticeVersionsSection } from '../components/notice-versions.tsx';
import { PrivacyRequestsSection } from '../components/privacy-requests.tsx';

/**
 * /admin/privacy (docs/product.md §18.3): one section per concern, so that exports, erasures and
 * grievances add sections of their own beside these: the notice's versions (and publishing the
 * next), consent counts, erasures and exports in progress, then the breach register.
 */
export function PrivacyAdminPage() {
  useDocumentTitle('Admin Privacy');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="h3 mb-3">
        Privacy
      </h1>
      <NoticeVersionsSection />
      <ConsentCountsSection />
      <PrivacyRequestsSection />
      <BreachRegisterSection />
    </section>
  );
}
