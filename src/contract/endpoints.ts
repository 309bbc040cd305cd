/**
 * Every API endpoint once (docs/product.md §7): method, path under API_BASE with `:param`s, and the
 * success status. Zod-free, so the client bundle can import it; the request and response schemas
 * of each entry, by the same name, are in endpoint-schemas.ts (server, OpenAPI, client types).
 */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointRoute {
  method: HttpMethod;
  /** Under API_BASE; `:name` is a path parameter. */
  path: string;
  /**
   * The one status that means success: any other answer, even a 2xx, is a failure. 303 is for the
   * few GETs a person's browser follows from an e-mail header, which answer with the page to show.
   */
  status: 200 | 201 | 303;
}

/**
 * Each entry as an HTTP request line, `METHOD /path`, followed by the success status when it is
 * not 200 (201, or 303 for a redirect). Strings rather than objects because the client bundle
 * carries this table: the same facts in half the bytes (ADR 014). The types below read every line back.
 */
const table = {
  health: 'GET /health',

  programAll: 'GET /program/all',
  program: 'GET /program/:id',
  serviceAll: 'GET /service/all',
  service: 'GET /service/:id',

  contactSubmit: 'POST /contact/submit 201',
  newsletterSignup: 'POST /newsletter/signup 201',
  newsletterConfirm: 'GET /newsletter/confirm/:token',
  newsletterUnsubscribePage: 'GET /newsletter/unsubscribe/:token 303',
  newsletterUnsubscribe: 'POST /newsletter/unsubscribe/:token',
  offerSignup: 'POST /offer/signup 201',

  sendVerificationCode: 'POST /auth/sendemailverificationcode',
  verifyEmail: 'POST /auth/verifyemail',
  register: 'POST /auth/register 201',
  login: 'POST /auth/login',
  logout: 'POST /auth/logout',
  forgotPassword: 'POST /auth/forgotpassword',
  resetPassword: 'POST /auth/resetpassword/:token',
  profile: 'GET /profile',
  profileUpdate: 'PUT /profile',
  profilePassword: 'POST /profile/password',
  profileSessions: 'GET /profile/sessions',
  profileSessionEnd: 'DELETE /profile/sessions/:id',
  profileSessionsEndOthers: 'DELETE /profile/sessions',
  profileEmail: 'POST /profile/email',
  profileEmailVerify: 'POST /profile/email/verify',
  profileCalendar: 'GET /profile/calendar',
  profileCalendarRotate: 'POST /profile/calendar/rotate',
  profileLivePreferences: 'GET /profile/live-preferences',
  profileLivePreferencesSave: 'PUT /profile/live-preferences',
  calendarFeed: 'GET /calendar/:token.ics',
  liveSessionIcs: 'GET /live/:id/ics',

  privacyNotice: 'GET /privacy/notice',
  privacyStatus: 'GET /privacy/status',
  privacyComplete: 'POST /privacy/complete',
  privacyNoticeAck: 'POST /privacy/notice/ack',
  privacyConsents: 'GET /privacy/consents',
  privacyConsentsUpdate: 'PUT /privacy/consents',
  privacyGuardian: 'POST /privacy/guardian',
  privacyGuardianVerify: 'POST /privacy/guardian/verify',
  adminPrivacyConsents: 'GET /admin/privacy/consents',
  adminBreachAll: 'GET /admin/breach/all',
  adminBreachAdd: 'POST /admin/breach 201',
  adminBreachReport: 'GET /admin/breach/:id/report',
  adminBreachReported: 'POST /admin/breach/:id/reported',
  adminPrivacyNoticeAll: 'GET /admin/privacy/notice/all',
  adminPrivacyNoticePublish: 'POST /admin/privacy/notice 201',
  adminPrivacyRequests: 'GET /admin/privacy/requests',

  subscribe: 'POST /subscription/subscribe 201',
  subscriptionAll: 'GET /subscription/all',

  adminAnalytics: 'GET /admin/analytics',
  adminUserAll: 'GET /admin/user/all',
  adminUserAdd: 'POST /admin/user/add 201',
  adminUserEdit: 'PUT /admin/user/:id',
  adminUserDelete: 'DELETE /admin/user/:id',
  adminUserResetLink: 'POST /admin/user/:id/reset-link',
  adminProgramAll: 'GET /admin/program/all',
  adminProgramAdd: 'POST /admin/program/add 201',
  adminProgramEdit: 'PUT /admin/program/:id',
  adminProgramDelete: 'DELETE /admin/program/:id',
  adminSubscriptionAll: 'GET /admin/subscription/all',
  adminSubscriptionStatus: 'PUT /admin/subscription/:id',
  adminContactMessages: 'GET /admin/contact/messages',
  adminContactDelete: 'DELETE /admin/contact/:id',
  adminLeadAll: 'GET /admin/lead/all',
  adminLeadExport: 'GET /admin/lead/export',
  adminLeadContacted: 'POST /admin/lead/:id/contacted',

  adminCurriculum: 'GET /admin/program/:id/curriculum',
  adminModuleAdd: 'POST /admin/program/:id/module 201',
  adminModuleEdit: 'PUT /admin/module/:id',
  adminModuleDelete: 'DELETE /admin/module/:id',
  adminEarlyAccessGrant: 'POST /admin/module/:id/early-access 201',
  adminEarlyAccessRevoke: 'DELETE /admin/module/:id/early-access/:userId',
  adminLessonAdd: 'POST /admin/module/:id/lesson 201',
  adminLessonEdit: 'PUT /admin/lesson/:id',
  adminLessonDelete: 'DELETE /admin/lesson/:id',
  adminMediaUpload: 'POST /admin/media 201',
  adminMedia: 'GET /admin/media/:id',
  adminMediaUploadStart: 'POST /admin/media/upload 201',
  adminMediaUploadStatus: 'GET /admin/media/upload/:id',
  adminMediaUploadChunk: 'PUT /admin/media/upload/:id/chunk',
  adminMediaUploadComplete: 'POST /admin/media/upload/:id/complete 201',
  adminMediaImage: 'POST /admin/media/image 201',
  adminBankAdd: 'POST /admin/bank 201',
  adminBankAll: 'GET /admin/bank/all',
  adminBank: 'GET /admin/bank/:id',
  adminQuestionAdd: 'POST /admin/bank/:id/question 201',
  adminBankImport: 'POST /admin/bank/:id/import 201',
  adminQuestionEdit: 'PUT /admin/question/:id',
  adminQuestionDelete: 'DELETE /admin/question/:id',

  courseProgress: 'GET /courses/progress',
  course: 'GET /course/:programIdOrSlug',
  lesson: 'GET /lesson/:id',
  lessonProgress: 'POST /lesson/:id/progress',
  mediaHls: 'GET /media/:id/hls/:file',
  mediaDownload: 'GET /media/:id/download',
  mediaImage: 'GET /media/images/:id/:file',
  quizAttemptStart: 'POST /quiz/:lessonId/attempt 201',
  attempt: 'GET /attempt/:id',
  attemptAnswer: 'PUT /attempt/:id/answer',
  attemptSubmit: 'POST /attempt/:id/submit',

  certificateMine: 'GET /certificates',
  certificate: 'GET /certificate/:id',
  certificatePdf: 'GET /certificate/:id/pdf',
  certificateBadge: 'GET /certificate/:id/badge',
  adminCertificateAll: 'GET /admin/certificate/all',
  adminCertificateIssue: 'POST /admin/certificate 201',
  adminCertificateRevoke: 'POST /admin/certificate/:id/revoke',
  adminCertificateReissue: 'POST /admin/certificate/:id/reissue 201',

  paymentConfig: 'GET /payment/config',
  paymentQuote: 'POST /payment/quote',
  paymentOrder: 'POST /payment/order',
  paymentVerify: 'POST /payment/verify',
  paymentWebhook: 'POST /payment/webhook',
  paymentAll: 'GET /payment/all',
  invoicePdf: 'GET /invoice/:number/pdf',
  adminPaymentAll: 'GET /admin/payment/all',
  adminPaymentRefund: 'POST /admin/payment/:id/refund 201',
  adminCouponAll: 'GET /admin/coupon/all',
  adminCouponAdd: 'POST /admin/coupon 201',
  adminCouponEdit: 'PUT /admin/coupon/:id',

  legal: 'GET /legal/:kind',
  adminLegalAll: 'GET /admin/legal/all',
  adminLegalPublish: 'POST /admin/legal/:kind 201',

  adminMarketImport: 'POST /admin/market/import 201',
  adminMarketStatus: 'GET /admin/market/status',
  adminProgramSimulator: 'GET /admin/program/:id/simulator',
  adminProgramSimulatorEdit: 'PUT /admin/program/:id/simulator',
  simInstruments: 'GET /sim/instruments',
  simBars: 'GET /sim/bars/:symbol',
  simOverview: 'GET /sim/overview',
  simulatorPrograms: 'GET /simulator/programs',
  simAccountCreate: 'POST /sim/account 201',
  simAccountAll: 'GET /sim/accounts',
  simAccount: 'GET /sim/account/:id',
  simAccountStep: 'POST /sim/account/:id/step',
  simAccountEquity: 'GET /sim/account/:id/equity',
  simAccountLeaderboardName: 'PUT /sim/account/:id/leaderboard',
  simOrderPlace: 'POST /sim/order 201',
  simOrderCancel: 'DELETE /sim/order/:id',
  simOrderAll: 'GET /sim/orders',
  simLeaderboard: 'GET /sim/leaderboard',

  privacyExport: 'GET /privacy/export',
  privacyExportPrepared: 'GET /privacy/export/:id',
  privacyErase: 'POST /privacy/erase',
  privacyEraseCancel: 'POST /privacy/erase/cancel',
  privacyNominee: 'GET /privacy/nominee',
  privacyNomineeSave: 'PUT /privacy/nominee',
  privacyNomineeRemove: 'DELETE /privacy/nominee',
  privacyGrievanceFile: 'POST /privacy/grievance 201',
  privacyGrievanceMine: 'GET /privacy/grievances',
  adminGrievanceAll: 'GET /admin/grievance/all',
  adminGrievanceReply: 'POST /admin/grievance/:id/reply',

  adminSessionRecording: 'GET /admin/session/:id/recording',
  adminSessionRecordingPut: 'PUT /admin/session/:id/recording',
  adminSessionRecordingDelete: 'DELETE /admin/session/:id/recording',
  // A program's batches and their waiting lists (docs/product.md §20.1).
  adminBatchAdd: 'POST /admin/program/:id/batch 201',
  adminBatchEdit: 'PUT /admin/batch/:id',
  adminBatchDelete: 'DELETE /admin/batch/:id',
  adminBatchAll: 'GET /admin/program/:id/batch/all',
  adminSubscriptionBatch: 'PUT /admin/subscription/:id/batch',
  adminInstructorAll: 'GET /admin/instructor/all',
  batchWaitlistMine: 'GET /batch/waitlist',
  batchWaitlistLeave: 'DELETE /batch/:id/waitlist',
  liveUpcoming: 'GET /live/upcoming',
  liveSession: 'GET /live/:id',
  liveJoinTicket: 'POST /live/:id/ticket',
  liveJoin: 'GET /live/:id/join 303',
  adminBatchSessionAll: 'GET /admin/batch/:id/session/all',
  adminBatchSessionAdd: 'POST /admin/batch/:id/session 201',
  adminBatchSessionSeries: 'POST /admin/batch/:id/session/series 201',
  adminSessionEdit: 'PUT /admin/session/:id',
  adminSessionCancel: 'DELETE /admin/session/:id',
  adminSessionAttendance: 'GET /admin/session/:id/attendance',
  adminSessionAttendanceEdit: 'PUT /admin/session/:id/attendance',
  adminBatchRoster: 'GET /admin/batch/:id/roster',
  adminInstructorBatches: 'GET /admin/instructor/batches',
  adminInstructorSessions: 'GET /admin/instructor/sessions',
  // The notifications store (docs/product.md §21, ADR 077).
  notificationAll: 'GET /notifications',
  notificationUnread: 'GET /notifications/unread',
  notificationRead: 'POST /notifications/read',
  notificationPreferences: 'GET /notifications/preferences',
  notificationPreferencesSave: 'PUT /notifications/preferences',
  notificationUnsubscribePage: 'GET /notifications/unsubscribe/:token 303',
  notificationUnsubscribe: 'POST /notifications/unsubscribe/:token',
  // Program community spaces, lesson questions and moderation (docs/product.md §22, ADR 078).
  communityThreads: 'GET /community/:programId/threads',
  communityThreadAdd: 'POST /community/:programId/threads 201',
  communityThread: 'GET /community/thread/:id',
  communityThreadModerate: 'PUT /community/thread/:id',
  communityReply: 'POST /community/thread/:id/reply 201',
  communityPostVote: 'POST /community/post/:id/vote',
  communityPostEdit: 'PUT /community/post/:id',
  communityPostDelete: 'DELETE /community/post/:id',
  communityPostAccept: 'POST /community/post/:id/accept',
  communityPostReport: 'POST /community/post/:id/report 201',
  communityImage: 'POST /community/:programId/image 201',
  adminModerationQueue: 'GET /admin/moderation/queue',
  adminModerationDecide: 'POST /admin/moderation/:postId',
  adminModerationMute: 'POST /admin/moderation/mute',
  adminModerationWords: 'GET /admin/moderation/words',
  adminModerationWordAdd: 'POST /admin/moderation/words 201',
  adminModerationWordDelete: 'DELETE /admin/moderation/words/:id',
  // The trading journal and mentors (docs/product.md §23, ADR 079).
  journalAll: 'GET /journal',
  journalAdd: 'POST /journal 201',
  journalStats: 'GET /journal/stats',
  journalPlan: 'PUT /journal/plan',
  journalReviews: 'GET /journal/reviews',
  journalReviewAck: 'POST /journal/review/:id/ack',
  journalTrade: 'GET /journal/:tradeId',
  journalTradeEdit: 'PUT /journal/:tradeId',
  journalPicture: 'GET /journal/:tradeId/picture',
  journalPictureUpload: 'PUT /journal/:tradeId/picture',
  journalComment: 'POST /journal/:tradeId/comment 201',
  adminJournalLists: 'GET /admin/program/:id/journal-lists',
  adminJournalListsEdit: 'PUT /admin/program/:id/journal-lists',
  adminMentorAssignments: 'GET /admin/program/:id/mentors',
  adminMentorAssign: 'PUT /admin/program/:id/mentor/:learnerId',
  adminMentorUnassign: 'DELETE /admin/program/:id/mentor/:learnerId',
  adminMentorChoices: 'GET /admin/mentor/choices',
  adminMentorLearners: 'GET /admin/mentor/learners',
  adminMentorJournal: 'GET /admin/mentor/learner/:id/journal',
  adminMentorStats: 'GET /admin/mentor/learner/:id/stats',
  adminMentorReviews: 'GET /admin/mentor/learner/:id/reviews',
  adminMentorReviewAdd: 'POST /admin/mentor/learner/:id/review 201',
  adminMentorSignOff: 'PUT /admin/mentor/learner/:id/signoff',
  // The evaluation before live trading (docs/product.md §25, ADR 084).
  evaluationPrograms: 'GET /evaluation/programs',
  evaluation: 'GET /evaluation/:programId',
  adminEvaluation: 'GET /admin/program/:id/evaluation',
  adminEvaluationEdit: 'PUT /admin/program/:id/evaluation',
} as const satisfies Record<
  string,
  `${HttpMethod} /${string}` | `${HttpMethod} /${string} 201` | `GET /${string} 303`
>;

type Table = typeof table;
export type EndpointName = keyof Table;

type Parse<
  N extends EndpointName,
  Line extends string,
> = Line extends `${infer M extends HttpMethod} ${infer P} ${infer S extends 201 | 303}`
  ? { readonly name: N; readonly method: M; readonly path: P; readonly status: S }
  : Line extends `${infer M extends HttpMethod} ${infer P}`
    ? { readonly name: N; readonly method: M; readonly path: P; readonly status: 200 }
    : never;

/** One entry of the table, carrying its own name so that its types can be looked up from it. */
export type Endpoint<N extends EndpointName = EndpointName> = { [K in N]: Parse<K, Table[K]> }[N];

/** The endpoint table: `endpoints.programAll` is `{ name: 'programAll', method: 'GET', path: '/program/all', status: 200 }`. */
export const endpoints = Object.fromEntries(
  Object.entries(table).map(([name, line]) => {
    const [method, path, status = '200'] = line.split(' ');
    return [name, { name, method, path, status: Number(status) }];
  }),
) as { readonly [K in EndpointName]: Endpoint<K> };

/**
 * The path parameters named in a path, in order: '/admin/user/:id' has ['id'], and
 * '/calendar/:token.ics' ['token'] (a parameter may end before a literal suffix, as Fastify reads it).
 */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The path with its parameters filled in (each one URL-encoded), without API_BASE. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
