/**
 * Every page of the client (docs/product.md §2), by name. The client's router maps each name to its
 * page (a test checks both ways), and the server answers any other path with the client's
 * not-found page and a real 404 status, so the two cannot drift (docs/decisions/015).
 */
export const CLIENT_ROUTES = {
  home: '/',
  about: '/about',
  programs: '/programs',
  programDetail: '/programs/:id',
  services: '/services',
  serviceDetail: '/services/:id',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword/:token',
  /** A newsletter confirmation link's page: confirmed, or why not (docs/product.md §16). */
  newsletterConfirm: '/newsletter/confirm/:token',
  /** A newsletter mail's unsubscribe link: one button, no sign-in (docs/product.md §16). */
  newsletterUnsubscribe: '/newsletter/unsubscribe/:token',
  profile: '/profile',
  /** Every notification of the signed-in user, newest first, paged (docs/product.md §21). */
  notifications: '/notifications',
  /** A notification mail's unsubscribe link: one button, no sign-in (docs/product.md §21). */
  notificationsUnsubscribe: '/notifications/unsubscribe/:token',
  /** The erasure confirmation mail's cancel link (docs/product.md §17.2). */
  eraseCancel: '/privacy/erase/cancel/:token',
  /** Profile → Privacy (docs/product.md §18.1): the notice, the learner's consents, the guardian's confirmation. */
  profilePrivacy: '/profile/privacy',
  mySubscriptions: '/mysubscriptions',
  /** The learner's live classes, as a list and a week (docs/product.md §20.8). */
  live: '/live',
  /** One live class: time, Join, calendar links, the recording (docs/product.md §20.8); mails link here. */
  liveSession: '/live/:id',
  /**
   * Paying for a pending subscription online (docs/product.md §13.1, ADR 031). Opened as a document, never by
   * client-side navigation: only this page's Content-Security-Policy lets Razorpay Checkout in.
   */
  pay: '/pay/:subscriptionId',
  /** A program's community space (docs/product.md §22.1): the notice, its threads, a new thread. */
  community: '/community/:programId',
  /** One community thread with its replies, the accepted answer first (docs/product.md §22.1). */
  communityThread: '/community/thread/:id',
  /** A course's home: its outline with the learner's progress (docs/product.md §11.6). */
  learn: '/learn/:slug',
  /** The lesson player, beside the course outline. */
  learnLesson: '/learn/:slug/:lessonId',
  /** The public check of a certificate (docs/product.md §12.3): valid, revoked or invalid. */
  verify: '/verify/:id',
  /**
   * The paper-trading simulator on delayed NSE data (docs/product.md §14.9): accounts, chart, ticket,
   * challenges.
   */
  simulator: '/simulator',
  /** The trading journal: trades, filters, statistics, weekly reviews (docs/product.md §23.5). */
  journal: '/journal',
  /** One journal trade: its fills, picture, notes and the mentor's thread (docs/product.md §23.5). */
  journalTrade: '/journal/:tradeId',
  /** The legal and help pages (docs/product.md §19): server-rendered, versioned, edited by admins. */
  privacy: '/privacy',
  terms: '/terms',
  refundPolicy: '/refund-policy',
  faq: '/faq',
  help: '/help',
  /** The contact form with the company's details. */
  contact: '/contact',
  proTraderProgram: '/pro-trader-program',
  swingTraderProgram: '/swing-trader-program',
  financialLiteracyProgram: '/financial-literacy-program',
  wealthManagement: '/wealth-management',
  /** The admin area's layout; its own path redirects to the dashboard. */
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminSubscriptions: '/admin/subscriptions',
  adminPrograms: '/admin/programs',
  /** A program's modules and lessons (docs/product.md §11.7). */
  adminProgramCurriculum: '/admin/programs/:id/curriculum',
  adminServices: '/admin/services',
  adminContacts: '/admin/contacts',
  /** Certificates: list, revoke, re-issue (docs/product.md §12.3). */
  adminCertificates: '/admin/certificates',
  /** Question banks for quizzes, and one bank's questions with its CSV import (docs/product.md §12.4). */
  adminBanks: '/admin/banks',
  adminBank: '/admin/banks/:id',
  /** Online payments: list, invoices, refunds (docs/product.md §13.6). */
  adminPayments: '/admin/payments',
  /** Coupon codes: add, edit, deactivate (docs/product.md §13.3). */
  adminCoupons: '/admin/coupons',
  /** Leads from the offer form and the newsletter: list, mark contacted, CSV export (docs/product.md §16). */
  adminLeads: '/admin/leads',
  /** The legal pages' versions, and publishing a new one (docs/product.md §19). */
  adminLegal: '/admin/legal',
  /** The simulator's market data: status and bhavcopy imports (docs/product.md §14.9). */
  adminMarket: '/admin/market',
  /** Privacy grievances: reference, due date flags, replies (docs/product.md §17.4). */
  adminGrievances: '/admin/grievances',
  /** Consent counts and the breach register (docs/product.md §18.3). */
  adminPrivacy: '/admin/privacy',
  /** Live classes for staff (docs/product.md §20.8): the batches one runs, and their sessions. */
  adminLive: '/admin/live',
  /** One batch's sessions (add one, or a weekly series), and its roster with progress. */
  adminLiveBatch: '/admin/live/batches/:id',
  /** One session's attendance, corrected by its instructor. */
  adminLiveSession: '/admin/live/sessions/:id',
  /** The community's review queue, mutes and added words (docs/product.md §22.4): admins and instructors. */
  adminModeration: '/admin/moderation',
  /** A mentor's learners: unreviewed trades and weekly reviews due (docs/product.md §23.5). */
  adminMentoring: '/admin/mentoring',
  /** One mentored learner in one program: journal, statistics, weekly reviews and sign-off. */
  adminMentoringLearner: '/admin/mentoring/:programId/:learnerId',
  /** An admin's mentor assignments and a program's journal lists (docs/product.md §23.2). */
  adminMentors: '/admin/mentors',
} as const;
export type ClientRouteName = keyof typeof CLIENT_ROUTES;
/** The pages under the admin layout (the admin feature maps these to its pages). */
export type AdminPageName = Exclude<Extract<ClientRouteName, `admin${string}`>, 'admin'>;
/** The pages directly under the site layout (the app's router maps these to their pages). */
export type SitePageName = Exclude<ClientRouteName, AdminPageName | 'admin'>;

/** The names of the `:params` in a path pattern, e.g. 'id' for '/programs/:id'. */
type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;
/** The parameters page `Name` needs: `never` for a page without any. */
export type PageParams<Name extends ClientRouteName> = PathParams<(typeof CLIENT_ROUTES)[Name]>;

/**
 * The path of a page, its `:params` filled in and URI-encoded: `pagePath('programDetail', { id })`
 * gives '/programs/<id>'. A page with parameters needs them, one without takes none (type-checked).
 */
export function pagePath<Name extends ClientRouteName>(
  name: Name,
  ...args: [PageParams<Name>] extends [never] ? [] : [params: Record<PageParams<Name>, string>]
): string {
  const pattern: string = CLIENT_ROUTES[name];
  const params: Partial<Record<string, string>> = args[0] ?? {};
  return pattern.replace(/:([A-Za-z]+)/g, (_, param: string) => encodeURIComponent(params[param] ?? ''));
}

/** Marketing routes that show the detail page of the program with this slug. */
export const MARKETING_PROGRAM_ROUTES = {
  [CLIENT_ROUTES.proTraderProgram]: 'pro-trader',
  [CLIENT_ROUTES.swingTraderProgram]: 'swing-trader',
  [CLIENT_ROUTES.financialLiteracyProgram]: 'financial-literacy',
  [CLIENT_ROUTES.wealthManagement]: 'wealth-management',
} as const;

const PATTERNS: readonly string[] = Object.values(CLIENT_ROUTES);

/** True when `pattern` (`:param` matches one non-empty segment) matches `pathname`. */
function matchesRoute(pattern: string, pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed.split('/');
  const parts = pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i]))
  );
}

/**
 * The client route `pathname` is a page of (`/programs/:id` for `/programs/pro-trader`), or
 * undefined: a bounded name for the page, for metrics.
 */
export function clientRouteOf(pathname: string): string | undefined {
  return PATTERNS.find((pattern) => matchesRoute(pattern, pathname));
}

/** True when `pathname` is one of the client's pages. */
export function isClientRoute(pathname: string): boolean {
  return clientRouteOf(pathname) !== undefined;
}
