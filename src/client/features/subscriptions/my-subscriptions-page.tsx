import { IconJournalX } from '@client/components/icons/journal-x.tsx';
import { NextLiveSession } from '@client/components/live-session-card.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { useCourseProgress } from '@client/lib/get-course-progress.ts';
import { isUnauthorized, useMySubscriptions } from '@client/lib/get-my-subscriptions.ts';
import { usePaymentConfig } from '@client/lib/get-payment-config.ts';
import { useLogout } from '@client/lib/logout.ts';
import { isPayable } from '@client/lib/payable.ts';
import { clearToken, useToken } from '@client/lib/session.ts';
import { useCurrentUser } from '@client/lib/use-current-user.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { CourseProgress } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import type { Subscription } from '@contract/subscription.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ProfileBar } from './components/profile-bar.tsx';
import { SubscriptionCard } from './components/subscription-card.tsx';
import { initialResourceType, subscriptionsOfType } from './subscription-display.ts';

const TOGGLE: readonly {
  resourceType: ResourceType;
  label: string;
  empty: string;
  region: string;
  noun: string;
}[] = [
  {
    resourceType: 'program',
    label: 'Programs',
    empty: MESSAGES.subscriptions.noPrograms,
    region: 'Program subscriptions',
    noun: 'program subscription',
  },
  {
    resourceType: 'service',
    label: 'Services',
    empty: MESSAGES.subscriptions.noServices,
    region: 'Service subscriptions',
    noun: 'service subscription',
  },
];

/**
 * /mysubscriptions, for any signed-in user (admins too): a profile bar with Logout (to '/'), a
 * Programs / Services toggle and the subscriptions as cards. Without a token, or when the API
 * answers 401, the token is removed and the visitor goes to /login (docs/product.md §4).
 */
export function MySubscriptionsPage() {
  useDocumentTitle('My Subscriptions');
  const token = useToken();
  const session = useCurrentUser();
  const subscriptions = useMySubscriptions();
  // One request for every active program's progress; while it loads, or if it fails, the cards
  // show without their Start / Continue learning.
  const courseProgress = useCourseProgress();
  const { logOut, loggingOut } = useLogout(CLIENT_ROUTES.home);
  const navigate = useNavigate();
  const location = useLocation();
  const [resourceType, setResourceType] = useState<ResourceType>(() => initialResourceType(location.state));

  const refused =
    token === null ||
    isUnauthorized(subscriptions.error) ||
    (session.status === 'anonymous' && session.refused);
  // Logging out clears the token too, but its own redirect (to '/') must win.
  const sendToLogin = refused && !loggingOut;

  useEffect(() => {
    if (!sendToLogin) return;
    clearToken();
    navigate(CLIENT_ROUTES.login, { replace: true });
  }, [sendToLogin, navigate]);

  if (refused || subscriptions.isPending || session.status === 'loading') return <PageLoading />;

  return (
    <div className="container py-5">
      <h1 className="section-title mb-4">My Subscriptions</h1>
      <ProfileBar user={session.user} onLogout={logOut} loggingOut={loggingOut} />
      <NextLiveSession />
      {subscriptions.isError ? (
        <LoadError
          text={MESSAGES.admin.fetchSubscriptionsFailed}
          retrying={subscriptions.isFetching}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : (
        <SubscriptionLists
          subscriptions={subscriptions.data}
          courses={courseProgress.data}
          resourceType={resourceType}
          onSelect={setResourceType}
        />
      )}
    </div>
  );
}

function SubscriptionLists({
  subscriptions,
  courses = [],
  resourceType,
  onSelect,
}: {
  subscriptions: Subscription[];
  /** The caller's active programs with their course progress. */
  courses: CourseProgress[] | undefined;
  resourceType: ResourceType;
  onSelect: (resourceType: ResourceType) => void;
}) {
  const panelId = useId();
  const current = TOGGLE.find((option) => option.resourceType === resourceType) ?? TOGGLE[0]!;
  const shown = subscriptionsOfType(subscriptions, resourceType);
  // Whether the site takes payment is asked only when there is something to pay for; until it is
  // known, and when it is not enabled, the cards are the spec's (manual approval).
  const anyPayable = subscriptions.some(isPayable);
  const paymentEnabled = usePaymentConfig(anyPayable).data?.enabled === true;

  return (
    <>
      <fieldset className="btn-group mb-4" aria-label="Subscription type">
        {TOGGLE.map((option) => {
          const pressed = option.resourceType === resourceType;
          return (
            <button
              key={option.resourceType}
              type="button"
              className={`btn btn-outline-teal px-4 ${pressed ? 'active' : ''}`}
              aria-pressed={pressed}
              aria-controls={panelId}
              onClick={() => onSelect(option.resourceType)}
            >
              {option.label}
            </button>
          );
        })}
      </fieldset>
      <section id={panelId} aria-label={current.region}>
        {/* Announces the switch to screen readers; the cards themselves are not a live region. */}
        <p className="visually-hidden" aria-live="polite">
          {`Showing ${shown.length} ${current.noun}${shown.length === 1 ? '' : 's'}.`}
        </p>
        {shown.length === 0 ? (
          <div className="text-center text-body-secondary py-5 border rounded-3 bg-white">
            <IconJournalX className="display-5 text-teal" />
            <p className="mt-3 mb-0">{current.empty}</p>
          </div>
        ) : (
          <ul className="row g-4 list-unstyled mb-0">
            {shown.map((subscription) => (
              <li key={subscription._id} className="col-12 col-sm-6 col-lg-4">
                <SubscriptionCard
                  subscription={subscription}
                  course={
                    subscription.status === 'active' && subscription.resource_type === 'program'
                      ? courses.find((course) => course.program_id === subscription.resource_id)
                      : undefined
                  }
                  payable={paymentEnabled && isPayable(subscription)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
