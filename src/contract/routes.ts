import { MARKETING_PROGRAM_ROUTES } from './constants.ts';

/**
 * Every path the client router serves (section 2). The server answers other paths with the
 * client's not-found page and a real 404 status.
 */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/about',
  '/programs',
  '/programs/:id',
  '/services',
  '/services/:id',
  '/register',
  '/login',
  '/forgotpassword',
  '/resetpassword/:token',
  '/profile',
  '/mysubscriptions',
  '/admin',
  '/admin/dashboard',
  '/admin/users',
  '/admin/subscriptions',
  '/admin/programs',
  '/admin/services',
  '/admin/contacts',
  ...Object.keys(MARKETING_PROGRAM_ROUTES),
];

/** True when `pathname` matches one of the client routes (`:param` matches one non-empty segment). */
export function isClientRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed.split('/');
  return CLIENT_ROUTE_PATTERNS.some((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i]))
    );
  });
}
