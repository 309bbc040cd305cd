import { type RouteObject, redirect } from 'react-router';

/**
 * The admin area's routes (spec, section 2). Every page, and the layout with its access gate,
 * loads on demand: visitors who never open /admin never download admin code or Chart.js.
 */
export const adminRoute: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
  children: [
    { index: true, loader: () => redirect('/admin/dashboard') },
    {
      path: 'dashboard',
      lazy: async () => ({ Component: (await import('./pages/dashboard-page.tsx')).DashboardPage }),
    },
    {
      path: 'users',
      lazy: async () => ({ Component: (await import('./pages/users-page.tsx')).UsersPage }),
    },
    {
      path: 'subscriptions',
      lazy: async () => ({
        Component: (await import('./pages/subscriptions-page.tsx')).SubscriptionsPage,
      }),
    },
    {
      path: 'programs',
      lazy: async () => ({ Component: (await import('./pages/programs-page.tsx')).ProgramsPage }),
    },
    {
      path: 'services',
      lazy: async () => ({ Component: (await import('./pages/services-page.tsx')).AdminServicesPage }),
    },
    {
      path: 'contacts',
      lazy: async () => ({
        Component: (await import('./pages/contact-messages-page.tsx')).ContactMessagesPage,
      }),
    },
  ],
};
