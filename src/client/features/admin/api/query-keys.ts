/**
 * Query keys of the admin area, all under 'admin'. A change invalidates the lists it touches and
 * the dashboard's analytics, whose counts and amounts follow every change.
 */
export const adminKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  users: ['admin', 'users'] as const,
  programs: ['admin', 'programs'] as const,
  subscriptions: ['admin', 'subscriptions'] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
};

/**
 * The public programs feature caches the program list and each program under 'programs'
 * (features/programs/api): an admin's change must not leave them stale for a minute.
 */
export const PUBLIC_PROGRAMS_KEY = ['programs'] as const;
