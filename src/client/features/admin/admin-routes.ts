import { type AdminPageName, CLIENT_ROUTES } from '@contract/routes.ts';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The page of each admin route in the contract's table. */
const ADMIN_PAGES: Record<AdminPageName, LazyPage> = {
  adminDashboard: async () => ({ Component: (await import('./pages/dashboard-page.tsx')).DashboardPage }),
  adminUsers: async () => ({ Component: (await import('./pages/users-page.tsx')).UsersPage }),
  adminSubscriptions: async () => ({
    Component: (await import('./pages/subscriptions-page.tsx')).SubscriptionsPage,
  }),
  adminPrograms: async () => ({ Component: (await import('./pages/programs-page.tsx')).ProgramsPage }),
  adminProgramCurriculum: async () => ({
    Component: (await import('./pages/curriculum-page.tsx')).CurriculumPage,
  }),
  adminServices: async () => ({ Component: (await import('./pages/services-page.tsx')).AdminServicesPage }),
  adminContacts: async () => ({
    Component: (await import('./pages/contact-messages-page.tsx')).ContactMessagesPage,
  }),
  adminCertificates: async () => ({
    Component: (await import('./pages/certificates-page.tsx')).CertificatesPage,
  }),
  adminBanks: async () => ({ Component: (await import('./pages/banks-page.tsx')).BanksPage }),
  adminBank: async () => ({ Component: (await import('./pages/bank-page.tsx')).BankPage }),
  adminPayments: async () => ({ Component: (await import('./pages/payments-page.tsx')).PaymentsPage }),
  adminCoupons: async () => ({ Component: (await import('./pages/coupons-page.tsx')).CouponsPage }),
  adminLeads: async () => ({ Component: (await import('./pages/leads-page.tsx')).LeadsPage }),
  adminLegal: async () => ({ Component: (await import('./pages/legal-pages-page.tsx')).LegalPagesPage }),
  adminMarket: async () => ({ Component: (await import('./pages/market-page.tsx')).MarketPage }),
  adminGrievances: async () => ({ Component: (await import('./pages/grievances-page.tsx')).GrievancesPage }),
  adminPrivacy: async () => ({
    Component: (await import('./pages/privacy-admin-page.tsx')).PrivacyAdminPage,
  }),
  adminLive: async () => ({ Component: (await import('./pages/live-page.tsx')).LivePage }),
  adminLiveBatch: async () => ({ Component: (await import('./pages/live-batch-page.tsx')).LiveBatchPage }),
  adminLiveSession: async () => ({
    Component: (await import('./pages/live-session-page.tsx')).LiveSessionPage,
  }),
  adminModeration: async () => ({
    Component: (await import('./pages/moderation-page.tsx')).ModerationPage,
  }),
  adminMentoring: async () => ({ Component: (await import('./pages/mentoring-page.tsx')).MentoringPage }),
  adminMentoringLearner: async () => ({
    Component: (await import('./pages/mentoring-learner-page.tsx')).MentoringLearnerPage,
  }),
  adminMentors: async () => ({ Component: (await import('./pages/mentors-page.tsx')).MentorsPage }),
};

/**
 * The admin area's routes (docs/product.md §2). Every page, and the layout with its access gate,
 * loads on demand: visitors who never open /admin never download admin code or Chart.js.
 */
export const adminRoute: RouteObject = {
  path: CLIENT_ROUTES.admin.slice(1),
  lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
  children: [
    { index: true, loader: () => redirect(CLIENT_ROUTES.adminDashboard) },
    ...(Object.keys(ADMIN_PAGES) as AdminPageName[]).map((name) => ({
      path: CLIENT_ROUTES[name].slice(CLIENT_ROUTES.admin.length + 1),
      lazy: ADMIN_PAGES[name],
    })),
  ],
};
