/**
 * Query keys of the admin area, all under 'admin'. A change invalidates the lists it touches and
 * the dashboard's analytics, whose counts and amounts follow every change.
 */
export const adminKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  users: ['admin', 'users'] as const,
  programs: ['admin', 'programs'] as const,
  /** The issue-certificate form's choices: under users and programs, so a change to either refreshes them. */
  learnerSearch: (q: string) => ['admin', 'users', 'search', q] as const,
  programChoices: ['admin', 'programs', 'choices'] as const,
  subscriptions: ['admin', 'subscriptions'] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
  /** Privacy grievances (docs/product.md §17.4). */
  grievances: ['admin', 'grievances'] as const,
  /** Offer and newsletter leads (docs/product.md §16). */
  leads: ['admin', 'leads'] as const,
  certificates: ['admin', 'certificates'] as const,
  /** Online payments and coupons (docs/product.md §13.6). */
  payments: ['admin', 'payments'] as const,
  coupons: ['admin', 'coupons'] as const,
  /** Question banks: the paged list, the curriculum editor's choice of bank, and one bank's questions. */
  banks: ['admin', 'banks'] as const,
  bankChoices: ['admin', 'banks', 'choices'] as const,
  bank: (bankId: string) => ['admin', 'bank', bankId] as const,
  /** One program's modules and lessons (and its title, read from the public program). */
  curriculum: (programId: string) => ['admin', 'curriculum', programId] as const,
  program: (programId: string) => ['admin', 'program', programId] as const,
  /** The simulator's market data status (docs/product.md §14.9). */
  marketStatus: ['admin', 'market', 'status'] as const,
  /** The legal pages and their versions (docs/product.md §19). */
  legal: ['admin', 'legal'] as const,
  /** A program's simulator settings: under programs, so a deleted program's settings go with it. */
  simulatorSettings: (programId: string) => ['admin', 'programs', 'simulator', programId] as const,
  /** The Privacy screen (docs/product.md §18.3): consent counts, the breach register, one report. */
  consentCounts: ['admin', 'privacy', 'consents'] as const,
  breaches: ['admin', 'privacy', 'breaches'] as const,
  noticeVersions: ['admin', 'privacy', 'notice'] as const,
  privacyRequests: ['admin', 'privacy', 'requests'] as const,
  breachReport: (breachId: string) => ['admin', 'privacy', 'breaches', breachId, 'report'] as const,
  /** An upload's processing status. */
  media: (mediaId: string) => ['admin', 'media', mediaId] as const,
  /** Lessons as a learner sees them, all and one. */
  lessonPreviews: ['admin', 'lesson-preview'] as const,
  lessonPreview: (lessonId: string) => ['admin', 'lesson-preview', lessonId] as const,
};

/**
 * The public programs feature caches the program list and each program under 'programs'
 * (features/programs/api): an admin's change must not leave them stale for a minute.
 */
export const PUBLIC_PROGRAMS_KEY = ['programs'] as const;
