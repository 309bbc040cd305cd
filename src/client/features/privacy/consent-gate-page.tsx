import { QueryStates } from '@client/components/query-states.tsx';
import { usePrivacyNotice } from '@client/lib/get-privacy-notice.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { PrivacyStatus } from '@contract/privacy.ts';
import { CompleteProfileForm, GuardianForms, NoticeAckForm } from './consent-forms.tsx';

/**
 * What a learner must do before anything else, one step at a time: give the date of birth and
 * the choices with the notice, acknowledge a materially changed notice, then, under 18, have a
 * parent or guardian confirm the account (docs/product.md §18.1).
 */
export function ConsentGatePage({ status }: { status: PrivacyStatus }) {
  useDocumentTitle('Before you continue');
  const notice = usePrivacyNotice();
  const step = status.needs_profile ? 'profile' : status.needs_notice_ack ? 'notice' : 'guardian';
  const intro = {
    profile: 'Please tell us your date of birth and read how we use your data. The choices are optional.',
    notice: 'Our privacy notice has changed. Please read it before you continue.',
    guardian: 'Because you are under 18, a parent or guardian must confirm your account.',
  }[step];
  return (
    <div className="container py-5">
      <div className="card shadow-sm border-0 profile-card mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h2 section-title mb-3">Before you continue</h1>
          <p className="mb-4">{intro}</p>
          {step === 'guardian' ? (
            <GuardianForms status={status} />
          ) : (
            <QueryStates query={notice}>
              {(data) =>
                step === 'profile' ? <CompleteProfileForm notice={data} /> : <NoticeAckForm notice={data} />
              }
            </QueryStates>
          )}
        </div>
      </div>
    </div>
  );
}
