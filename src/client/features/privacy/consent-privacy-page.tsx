import { PageLoading } from '@client/components/loading-status.tsx';
import { PrivacyNotice } from '@client/components/privacy-notice.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { RegisterLoginLinks } from '@client/components/register-login-links.tsx';
import { formatDate } from '@client/lib/format.ts';
import { usePrivacyNotice } from '@client/lib/get-privacy-notice.ts';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { usePrivacyStatus } from './api/consent-status.ts';
import { ConsentChoicesForm } from './consent-forms.tsx';
import { PrivacyRightsSections } from './privacy-page.tsx';

const GUARDIAN_LABELS = {
  not_needed: 'Not needed',
  required: 'Waiting for your parent or guardian',
  code_sent: 'Code sent to your parent or guardian',
  confirmed: 'Confirmed by your parent or guardian',
} as const;

/**
 * /profile/privacy (docs/product.md §18.1, §17): the learner's consents, their rights (export,
 * nominee, grievances, erasure), given or withdrawn as easily,
 * the notice in force, and the guardian's confirmation. Sections of its own, so the rights'
 * sections (export, erasure, nominee, grievance) sit beside them.
 */
export function ConsentPrivacyPage() {
  useDocumentTitle('Privacy');
  const session = useCurrentUser();
  const status = usePrivacyStatus(session.status === 'signed-in');
  const notice = usePrivacyNotice();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'anonymous') {
    return (
      <div className="container py-5 text-center">
        <h1 className="h2 section-title mb-3">Privacy</h1>
        <p>Log in to see and change your privacy choices.</p>
        <RegisterLoginLinks size="lg" />
      </div>
    );
  }
  return (
    <div className="container py-5">
      <div className="card shadow-sm border-0 profile-card mx-auto">
        <div className="card-body p-4 p-sm-5">
          <p className="mb-2">
            <Link to={CLIENT_ROUTES.profile}>← My Profile</Link>
          </p>
          <h1 className="h2 section-title mb-4">Privacy</h1>
          <QueryStates query={status}>
            {(data) => (
              <>
                <ConsentChoicesForm consents={data.consents} />
                <section aria-labelledby="about-you-heading" className="mt-5 pt-4 border-top">
                  <h2 id="about-you-heading" className="h5 mb-3">
                    About you
                  </h2>
                  <dl className="row mb-0">
                    <dt className="col-sm-4">Date of birth</dt>
                    <dd className="col-sm-8">
                      {data.date_of_birth ? formatDate(data.date_of_birth) : 'Not given'}
                    </dd>
                    <dt className="col-sm-4">Parent or guardian</dt>
                    <dd className="col-sm-8">{GUARDIAN_LABELS[data.guardian]}</dd>
                  </dl>
                </section>
              </>
            )}
          </QueryStates>
          <PrivacyRightsSections />
          <section aria-labelledby="notice-heading" className="mt-5 pt-4 border-top">
            <h2 id="notice-heading" className="h5 mb-3">
              Privacy notice
            </h2>
            <QueryStates query={notice}>
              {(data) => <PrivacyNotice notice={data} headingLevel={3} />}
            </QueryStates>
          </section>
        </div>
      </div>
    </div>
  );
}
