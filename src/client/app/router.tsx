import { adminRoute } from '@client/features/admin/admin-routes.ts';
import { NotFoundPage } from '@client/features/not-found/not-found-page.tsx';
import { MARKETING_PROGRAM_ROUTES } from '@contract/constants.ts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { StartupLoader } from './layout/startup-loader.tsx';

// Pages load on demand, so the home page's carousel and the detail page's sanitiser
// stay out of the first download.
const marketingRoutes: RouteObject[] = Object.keys(MARKETING_PROGRAM_ROUTES).map((path) => ({
  path: path.slice(1),
  lazy: async () => ({
    Component: (await import('@client/features/programs/marketing-program-page.tsx')).MarketingProgramPage,
  }),
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: StartupLoader,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@client/features/home/home-page.tsx')).HomePage }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('@client/features/about/about-page.tsx')).AboutPage,
            }),
          },
          {
            path: 'programs',
            lazy: async () => ({
              Component: (await import('@client/features/programs/programs-page.tsx')).ProgramsPage,
            }),
          },
          {
            path: 'programs/:id',
            lazy: async () => ({
              Component: (await import('@client/features/programs/program-detail-page.tsx'))
                .ProgramDetailPage,
            }),
          },
          ...marketingRoutes,
          {
            path: 'services',
            lazy: async () => ({
              Component: (await import('@client/features/services/services-page.tsx')).ServicesPage,
            }),
          },
          {
            path: 'services/:id',
            lazy: async () => ({
              Component: (await import('@client/features/services/service-detail-page.tsx'))
                .ServiceDetailPage,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('@client/features/auth/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('@client/features/auth/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: 'forgotpassword',
            lazy: async () => ({
              Component: (await import('@client/features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
            }),
          },
          {
            path: 'resetpassword/:token',
            lazy: async () => ({
              Component: (await import('@client/features/auth/reset-password-page.tsx')).ResetPasswordPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('@client/features/profile/profile-page.tsx')).ProfilePage,
            }),
          },
          {
            path: 'mysubscriptions',
            lazy: async () => ({
              Component: (await import('@client/features/subscriptions/my-subscriptions-page.tsx'))
                .MySubscriptionsPage,
            }),
          },
          adminRoute,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** Created at import time so the first page's code starts loading while the start-up loader shows. */
export const router = createBrowserRouter(routes);
