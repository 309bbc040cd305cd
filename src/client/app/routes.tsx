import { adminRoute } from '@client/features/admin/admin-routes.ts';
import { NotFoundPage } from '@client/features/not-found/not-found-page.tsx';
import { CLIENT_ROUTES, type SitePageName } from '@contract/routes.ts';
import type { LegalKind, ResourceType } from '@contract/vocabulary.ts';
import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

type LazyPage = () => Promise<Pick<RouteObject, 'Component' | 'element'>>;

const marketingProgramPage: LazyPage = async () => ({
  Component: (await import('@client/features/programs/marketing-program-page.tsx')).MarketingProgramPage,
});

/** One page for programs and services, as the server has one resourceRoutes(type). */
async function resourceDetailPage(resourceType: ResourceType): Promise<Pick<RouteObject, 'element'>> {
  const { ResourceDetailPage } = await import('@client/features/programs/resource-detail-page.tsx');
  return { element: <ResourceDetailPage resourceType={resourceType} /> };
}

/** A legal or help page (docs/product.md §19): its versioned text, rendered on the server. */
async function legalPage(kind: LegalKind): Promise<Pick<RouteObject, 'element'>> {
  const { LegalPage } = await import('@client/features/legal/legal-page.tsx');
  return { element: <LegalPage kind={kind} /> };
}

/** /contact: its text and the company's details (a legal document), then the home page's contact form. */
async function contactPage(): Promise<Pick<RouteObject, 'element'>> {
  const [{ LegalPage }, { ContactSection }] = await Promise.all([
    import('@client/features/legal/legal-page.tsx'),
    import('@client/features/home/components/contact-section.tsx'),
  ]);
  return {
    element: (
      <LegalPage kind="contact-intro">
        <ContactSection />
      </LegalPage>
    ),
  };
}

/**
 * The page of every route in the contract's table outside the admin area (which the admin feature
 * maps). Pages load on demand, so the home page's carousel and the detail page's sanitiser stay
 * out of the first download.
 */
const SITE_PAGES: Record<SitePageName, LazyPage> = {
  home: async () => ({ Component: (await import('@client/features/home/home-page.tsx')).HomePage }),
  about: async () => ({ Component: (await import('@client/features/about/about-page.tsx')).AboutPage }),
  programs: async () => ({
    Component: (await import('@client/features/programs/programs-page.tsx')).ProgramsPage,
  }),
  programDetail: () => resourceDetailPage('program'),
  services: async () => ({
    Component: (await import('@client/features/services/services-page.tsx')).ServicesPage,
  }),
  serviceDetail: () => resourceDetailPage('service'),
  register: async () => ({
    Component: (await import('@client/features/auth/register-page.tsx')).RegisterPage,
  }),
  login: async () => ({ Component: (await import('@client/features/auth/login-page.tsx')).LoginPage }),
  forgotPassword: async () => ({
    Component: (await import('@client/features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
  }),
  resetPassword: async () => ({
    Component: (await import('@client/features/auth/reset-password-page.tsx')).ResetPasswordPage,
  }),
  newsletterConfirm: async () => ({
    Component: (await import('@client/features/newsletter/pages/confirm-page.tsx')).NewsletterConfirmPage,
  }),
  newsletterUnsubscribe: async () => ({
    Component: (await import('@client/features/newsletter/pages/unsubscribe-page.tsx'))
      .NewsletterUnsubscribePage,
  }),
  notifications: async () => ({
    Component: (await import('@client/features/notifications/pages/notifications-page.tsx'))
      .NotificationsPage,
  }),
  notificationsUnsubscribe: async () => ({
    Component: (await import('@client/features/notifications/pages/unsubscribe-page.tsx'))
      .NotificationsUnsubscribePage,
  }),
  profile: async () => ({
    Component: (await import('@client/features/profile/profile-page.tsx')).ProfilePage,
  }),
  eraseCancel: async () => ({
    Component: (await import('@client/features/privacy/erase-cancel-page.tsx')).EraseCancelPage,
  }),
  profilePrivacy: async () => ({
    Component: (await import('@client/features/privacy/consent-privacy-page.tsx')).ConsentPrivacyPage,
  }),
  mySubscriptions: async () => ({
    Component: (await import('@client/features/subscriptions/my-subscriptions-page.tsx')).MySubscriptionsPage,
  }),
  pay: async () => ({ Component: (await import('@client/features/payments/pay-page.tsx')).PayPage }),
  live: async () => ({ Component: (await import('@client/features/live/schedule-page.tsx')).SchedulePage }),
  liveSession: async () => ({
    Component: (await import('@client/features/live/session-page.tsx')).LiveSessionPage,
  }),
  community: async () => ({
    Component: (await import('@client/features/community/space-page.tsx')).CommunitySpacePage,
  }),
  communityThread: async () => ({
    Component: (await import('@client/features/community/thread-page.tsx')).CommunityThreadPage,
  }),
  learn: async () => ({
    Component: (await import('@client/features/learn/course-home-page.tsx')).CourseHomePage,
  }),
  learnLesson: async () => ({
    Component: (await import('@client/features/learn/lesson-page.tsx')).LessonPage,
  }),
  verify: async () => ({
    Component: (await import('@client/features/certificates/verify-page.tsx')).VerifyPage,
  }),
  // Its chart library is imported by the page itself, on first draw (features/simulator/load-charts.ts).
  simulator: async () => ({
    Component: (await import('@client/features/simulator/simulator-page.tsx')).SimulatorPage,
  }),
  journal: async () => ({
    Component: (await import('@client/features/journal/journal-page.tsx')).JournalPage,
  }),
  journalTrade: async () => ({
    Component: (await import('@client/features/journal/trade-page.tsx')).TradePage,
  }),
  privacy: () => legalPage('privacy'),
  terms: () => legalPage('terms'),
  refundPolicy: () => legalPage('refund'),
  faq: () => legalPage('faq'),
  help: () => legalPage('help'),
  contact: contactPage,
  proTraderProgram: marketingProgramPage,
  swingTraderProgram: marketingProgramPage,
  financialLiteracyProgram: marketingProgramPage,
  wealthManagement: marketingProgramPage,
};

const sitePages: RouteObject[] = (Object.keys(SITE_PAGES) as SitePageName[]).map((name) =>
  CLIENT_ROUTES[name] === '/'
    ? { index: true, lazy: SITE_PAGES[name] }
    : { path: CLIENT_ROUTES[name].slice(1), lazy: SITE_PAGES[name] },
);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [...sitePages, adminRoute, { path: '*', Component: NotFoundPage }],
      },
    ],
  },
];
