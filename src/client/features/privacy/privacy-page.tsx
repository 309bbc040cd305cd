import { PageLoading } from '@client/components/loading-status.tsx';
import { RegisterLoginLinks } from '@client/components/register-login-links.tsx';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { EraseSection } from './components/erase-section.tsx';
import { ExportSection } from './components/export-section.tsx';
import { GrievanceSection } from './components/grievance-section.tsx';
import { NomineeSection } from './components/nominee-section.tsx';

/**
 * /profile/privacy (docs/product.md §17): the learner's rights over their data, self-service: export,
 * nominee, grievances, erasure. Correction is the profile's own forms.
 */
export function PrivacyRightsPage() {
  useDocumentTitle('Privacy');
  const session = useCurrentUser();
  if (session.status === 'loading') return <PageLoading />;
  return (
    <div className="container py-5">
      <div className="card shadow-sm border-0 profile-card mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h2 section-title mb-3">Privacy</h1>
          {session.status === 'anonymous' ? (
            <>
              <p>Log in to see, export or erase the data we hold about you.</p>
              <div className="d-flex flex-wrap gap-2">
                <RegisterLoginLinks size="lg" />
              </div>
            </>
          ) : (
            <>
              <p className="mb-5">
                Your rights over your personal data under India's Digital Personal Data Protection Act, 2023.
                To correct your name, mobile or e-mail, use <Link to={CLIENT_ROUTES.profile}>My Profile</Link>
                .
              </p>
              <ExportSection />
              <NomineeSection />
              <GrievanceSection />
              <EraseSection />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
