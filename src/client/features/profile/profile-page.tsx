import { IconPersonCircle } from '@client/components/icons/person-circle.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { LogoutButton } from '@client/components/logout-button.tsx';
import { RegisterLoginLinks } from '@client/components/register-login-links.tsx';
import { UserAvatar } from '@client/components/user-avatar.tsx';
import { formatDate, formatDateTime } from '@client/lib/format.ts';
import { useLogout } from '@client/lib/logout.ts';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { User } from '@contract/user.ts';
import { Link } from 'react-router';
import { PasswordForm } from './components/account-forms.tsx';
import { AccountSection } from './components/account-section.tsx';
import { CalendarSection } from './components/calendar-section.tsx';
import { MyCertificates } from './components/my-certificates.tsx';
import { NotificationEmailSection } from './components/notification-email-section.tsx';
import { SimulatorLink } from './components/simulator-link.tsx';

/** /profile: the signed-in user's account, or a welcome with Register and Login for everyone else. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const session = useCurrentUser();

  if (session.status === 'loading') return <PageLoading />;
  // docs/product.md §2: with no user or on error, a welcome message with Register and Login buttons.
  if (session.status === 'anonymous') return <Welcome />;
  if (session.user.must_change_password) return <FirstPassword />;
  return <Profile user={session.user} />;
}

/** An account made with a one-time password: a new one first, nothing else answers until then (ADR 060). */
function FirstPassword() {
  return (
    <div className="container py-5">
      <div className="card shadow-sm border-0 profile-card mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h2 section-title mb-3">Choose your password</h1>
          <p className="mb-4">{MESSAGES.profile.mustChangePassword}</p>
          <PasswordForm />
        </div>
      </div>
    </div>
  );
}

function Profile({ user }: { user: User }) {
  const { logOut, loggingOut } = useLogout(CLIENT_ROUTES.login);
  const details: { term: string; value: string }[] = [
    { term: 'Email', value: user.email },
    { term: 'Mobile', value: user.mobile || MESSAGES.auth.mobileNotAvailable },
    { term: 'Member Since', value: formatDate(user.created_on) || 'N/A' },
    { term: 'Last Login', value: formatDateTime(user.last_login) || 'N/A' },
    { term: 'Last Login IP', value: user.last_login_ip || 'N/A' },
  ];

  return (
    <div className="container py-5">
      <div className="card shadow-sm border-0 profile-card mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h2 section-title mb-4">My Profile</h1>
          <div className="d-flex align-items-center gap-3 mb-4">
            <UserAvatar name={user.name} />
            <p className="h4 mb-0 text-navy text-break profile-name">{user.name}</p>
          </div>
          <dl className="row profile-details mb-4">
            {details.map((detail) => (
              <div key={detail.term} className="col-12 d-sm-flex py-2 border-bottom">
                <dt className="col-sm-4 mb-1 mb-sm-0">{detail.term}</dt>
                <dd className="col-sm-8 mb-0">{detail.value}</dd>
              </div>
            ))}
          </dl>
          <LogoutButton className="btn btn-teal px-4" onClick={logOut} loggingOut={loggingOut} />
          <p className="mt-4 mb-0">
            <Link to={CLIENT_ROUTES.profilePrivacy}>
              Privacy: your consents, export or erase my data, nominee, grievances
            </Link>
          </p>
          <SimulatorLink />
          <MyCertificates />
          <CalendarSection />
          <NotificationEmailSection />
          <AccountSection user={user} />
        </div>
      </div>
    </div>
  );
}

function Welcome() {
  return (
    <div className="container py-5">
      <div className="text-center mx-auto py-4 coming-soon">
        <IconPersonCircle className="display-3 text-teal" />
        <h1 className="mt-3">Welcome to FinTrain Academy</h1>
        <p className="text-body-secondary">
          Register or log in to see your profile, follow your programs and manage your subscriptions.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <RegisterLoginLinks size="lg" />
        </div>
      </div>
    </div>
  );
}
