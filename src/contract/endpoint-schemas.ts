import { z } from 'zod';
import {
  AdminListQuerySchema,
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  AnalyticsSchema,
  ContactMessageSchema,
  IdParamsSchema,
  ProgramInputSchema,
  SubscriptionStatusUpdateSchema,
} from './admin.ts';
import {
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResetPasswordParamsSchema,
  ResetPasswordSchema,
  SendCodeSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from './auth.ts';
import { BreachInputSchema, BreachListSchema, BreachReportSchema, BreachSchema } from './breach.ts';
import {
  AdminCertificateListSchema,
  AdminCertificateSchema,
  CertificateBadgeSchema,
  CertificateIdParamsSchema,
  CertificateIssueSchema,
  CertificateListSchema,
  CertificatePdfSchema,
  CertificateRevokeSchema,
  CertificateVerificationSchema,
} from './certificate.ts';
import {
  HeldSchema,
  ModerationDecisionSchema,
  ModerationWordInputSchema,
  ModerationWordListSchema,
  ModerationWordSchema,
  MutedSchema,
  MuteInputSchema,
  MuteSchema,
  PostEditSchema,
  PostIdParamsSchema,
  PostSchema,
  ProgramSpaceParamsSchema,
  QueueSchema,
  ReplyInputSchema,
  ReportInputSchema,
  ThreadDetailSchema,
  ThreadInputSchema,
  ThreadListQuerySchema,
  ThreadModerateSchema,
  ThreadPageSchema,
  VoteInputSchema,
  VoteSchema,
} from './community.ts';
import { ContactSubmitSchema } from './contact.ts';
import {
  AdminLessonSchema,
  AdminModuleSchema,
  CourseOutlineSchema,
  CourseParamsSchema,
  CourseProgressListSchema,
  CurriculumSchema,
  EarlyAccessGrantSchema,
  EarlyAccessParamsSchema,
  EarlyAccessSchema,
  LessonCreateSchema,
  LessonForbiddenSchema,
  LessonProgressSchema,
  LessonSchema,
  LessonUpdateSchema,
  ModuleCreateSchema,
  ModuleUpdateSchema,
  ProgressInputSchema,
} from './course.ts';
import { type EndpointName, endpoints } from './endpoints.ts';
import {
  EvaluationParamsSchema,
  EvaluationProgramListSchema,
  EvaluationProgressSchema,
  EvaluationRulesSchema,
} from './evaluation.ts';
import { MessageSchema } from './fields.ts';
import {
  JOURNAL_PICTURE_TYPES,
  JournalCommentInputSchema,
  JournalCommentSchema,
  JournalListQuerySchema,
  JournalListsAnswerSchema,
  JournalListsSchema,
  JournalManualTradeSchema,
  JournalNotesSchema,
  JournalPictureFormSchema,
  JournalPlanSavedSchema,
  JournalPlanSchema,
  JournalStatsQuerySchema,
  JournalStatsSchema,
  JournalTradeListSchema,
  JournalTradeParamsSchema,
  JournalTradeSchema,
  MentorAssignmentInputSchema,
  MentorAssignmentKeySchema,
  MentorAssignmentListSchema,
  MentorAssignmentSchema,
  MentorChoiceListSchema,
  MentorJournalQuerySchema,
  MentorLearnerListSchema,
  MentorLearnerParamsSchema,
  MentorProgramQuerySchema,
  MentorSignOffInputSchema,
  MentorStatsQuerySchema,
  WeeklyReviewInputSchema,
  WeeklyReviewListSchema,
  WeeklyReviewSchema,
} from './journal.ts';
import { LeadCsvSchema, LeadListQuerySchema, LeadListSchema, LeadSchema } from './lead.ts';
import {
  AdminLegalDocumentListSchema,
  AdminLegalDocumentSchema,
  LegalDocumentSchema,
  LegalKindParamsSchema,
  LegalPublishInputSchema,
  LegalVersionQuerySchema,
} from './legal.ts';
import {
  AttendanceEditSchema,
  AttendanceSchema,
  JoinQuerySchema,
  JoinRefusedSchema,
  JoinTicketSchema,
  LiveSeriesInputSchema,
  LiveSessionEditSchema,
  LiveSessionInputSchema,
  LiveSessionListSchema,
  LiveSessionSchema,
  LiveWindowQuerySchema,
  RosterSchema,
  StaffBatchListSchema,
  StaffLiveSessionListSchema,
  StaffLiveSessionSchema,
} from './live.ts';
import {
  AdminBatchListSchema,
  AdminBatchSchema,
  BatchInputSchema,
  InstructorChoiceListSchema,
  SubscribeRefusedSchema,
  SubscriptionBatchMoveSchema,
  WaitlistPlaceListSchema,
} from './live-batches.ts';
import {
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
  CalendarFileSchema,
  LivePreferencesSchema,
  LiveSessionIcsParamsSchema,
} from './live-calendar.ts';
import { SessionRecordingInputSchema, SessionRecordingSchema } from './live-recordings.ts';
import {
  NewsletterSignupSchema,
  NewsletterTokenParamsSchema,
  NewsletterUnsubscribeSchema,
  OfferSignupSchema,
  RedirectSchema,
} from './marketing.ts';
import {
  HLS_MEDIA_TYPES,
  IMAGE_FORMATS,
  ImageCreatedSchema,
  ImageFileParamsSchema,
  ImageUploadFormSchema,
  MEDIA_CHUNK_CONTENT_TYPE,
  MEDIA_UPLOAD_TYPES,
  MediaBytesSchema,
  MediaChunkBodySchema,
  MediaChunkConflictSchema,
  MediaChunkQuerySchema,
  MediaCreatedSchema,
  MediaFileParamsSchema,
  MediaIdParamsSchema,
  MediaSchema,
  MediaUploadFormSchema,
  MediaUploadSchema,
  MediaUploadStartSchema,
  SignedMediaQuerySchema,
} from './media.ts';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  NotificationReadSchema,
  NotificationTokenParamsSchema,
  NotificationUnreadSchema,
} from './notifications.ts';
import {
  AdminPaymentListSchema,
  AdminPaymentSchema,
  CheckoutErrorSchema,
  CouponInputSchema,
  CouponListSchema,
  CouponSchema,
  InvoiceParamsSchema,
  InvoicePdfSchema,
  PaymentConfigSchema,
  PaymentListSchema,
  PaymentOrderInputSchema,
  PaymentOrderSchema,
  PaymentQuoteSchema,
  PaymentVerifyInputSchema,
  PaymentVerifyResponseSchema,
  RazorpayWebhookEventSchema,
  RefundInputSchema,
  WebhookAckSchema,
} from './payment.ts';
import {
  AdminNoticeListSchema,
  AdminNoticeSchema,
  ConsentChoicesSchema,
  ConsentCountsSchema,
  ConsentListSchema,
  GuardianRequestSchema,
  GuardianVerifySchema,
  NoticeAckSchema,
  NoticePublishSchema,
  NoticeSchema,
  PrivacyCompleteSchema,
  PrivacyStatusSchema,
} from './privacy.ts';
import {
  AdminGrievanceListSchema,
  AdminGrievanceSchema,
  EraseCancelSchema,
  EraseRequestedSchema,
  EraseRequestSchema,
  GrievanceFiledSchema,
  GrievanceInputSchema,
  GrievanceListSchema,
  GrievanceReplySchema,
  NomineeInputSchema,
  NomineeOrNoneSchema,
  NomineeSchema,
  PrivacyExportSchema,
  PrivacyRequestsSchema,
} from './privacy-rights.ts';
import {
  AccountSessionListSchema,
  EmailChangeSchema,
  EmailChangeVerifySchema,
  FieldErrorSchema,
  PasswordChangeSchema,
  ProfileSaveResponseSchema,
  ProfileUpdateSchema,
  SessionParamsSchema,
} from './profile.ts';
import { ProgramDetailSchema, ProgramListSchema, ProgramParamsSchema, ProgramSchema } from './program.ts';
import {
  AdminQuestionSchema,
  AnswerInputSchema,
  AnswerSavedSchema,
  AttemptSchema,
  BankCreateSchema,
  BankDetailSchema,
  BankImportBodySchema,
  BankImportErrorSchema,
  BankImportResultSchema,
  BankListSchema,
  BankSchema,
  QuestionInputSchema,
  QuizParamsSchema,
  QuizResultSchema,
} from './quiz.ts';
import {
  SimAccountCreateSchema,
  SimAccountSchema,
  SimAccountSummaryListSchema,
  SimEquityListSchema,
  SimLeaderboardNameInputSchema,
  SimLeaderboardQuerySchema,
  SimLeaderboardSchema,
  SimOrderInputSchema,
  SimOrderListSchema,
  SimOrderSchema,
  SimOrdersQuerySchema,
  SimOverviewSchema,
  SimStepInputSchema,
  SimStepResultSchema,
  SimulatorProgramListSchema,
} from './sim-account.ts';
import {
  MarketImportErrorSchema,
  MarketImportFormSchema,
  MarketImportResultSchema,
  MarketStatusSchema,
  SimBarListSchema,
  SimBarsParamsSchema,
  SimBarsQuerySchema,
  SimInstrumentListSchema,
  SimInstrumentQuerySchema,
  SimulatorSettingsInputSchema,
  SimulatorSettingsSchema,
} from './simulator.ts';
import {
  SubscribeResponseSchema,
  SubscribeSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
} from './subscription.ts';
import { UserSchema } from './user.ts';

/**
 * The request and response schemas of one endpoint, with its summary. Every error status answers
 * `{ message }`, unless `errorBodies` gives that status a richer body (which must still carry
 * `message`). The summary, `access`, `bodyType`, `streamedBody` and `responseTypes` feed only the
 * OpenAPI document (ADR 058).
 */
export interface EndpointSchema {
  /** What the endpoint does, in the product's words: OpenAPI's `summary` ("Verify a Razorpay payment"). */
  summary: string;
  /**
   * Who may call it, only where `errors` would mislead (endpointAccess gives the default): `public`
   * for an endpoint whose 401 is about credentials in the body, not a token (login);
   * `token-optional` for one open to anyone that reads a token when sent (a preview lesson);
   * `staff` for an admin route an instructor may call too, for their own batches only (docs/product.md
   * §20.7: the admin gate lets them through, and the live area checks the batch).
   */
  access?: 'public' | 'token-optional' | 'staff';
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** A body Fastify parses and validates: JSON, or `bodyType` through a parser the route adds. */
  body?: z.ZodType;
  /** The request body's media type when it is not application/json. */
  bodyType?:
    | 'text/csv'
    | 'multipart/form-data'
    | 'application/octet-stream'
    | 'application/x-www-form-urlencoded';
  /**
   * A body the route reads from the stream itself (a file upload, the webhook's signed bytes), so
   * Fastify neither parses nor validates it: its shape, for OpenAPI only.
   */
  streamedBody?: z.ZodType;
  /** The answer at the endpoint's success status. */
  response: z.ZodType;
  /** The media types of a success answer that is bytes, not JSON (a PDF, a video); `response` is then z.unknown(). */
  responseTypes?: readonly string[];
  /** The error statuses the endpoint may answer with, each an ErrorSchema `{ message }` by default. */
  errors: readonly ErrorStatus[];
  /** A body other than `{ message }` for some of `errors`, e.g. 403 `{ message, unlocks_at }`. */
  errorBodies?: { readonly [S in ErrorStatus]?: z.ZodType<{ message: string }> };
}

/** 202 is not a failure but the one other answer of a request turned into a job (`{ message }`, ADR 070). */
export type ErrorStatus = 202 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export const HealthSchema = z.object({ status: z.literal('ok') });
const UserListSchema = z.array(UserSchema);
const ContactMessageListSchema = z.array(ContactMessageSchema);

const NONE = [] as const;
const RESOURCE_ERRORS = [400, 404] as const;
const AUTH_ERRORS = [400, 401, 403, 409, 429] as const;
const SIGNUP_ERRORS = [400, 409, 429] as const;
const LEARNER_ERRORS = [400, 401, 404, 409] as const;
/** The profile's changes: 403 while a one-time password must be replaced, 429 from the throttles. */
const PROFILE_ERRORS = [400, 401, 403, 429] as const;
/** Every admin route can answer these (the admin gate's 401 and 403 included). */
const ADMIN_ERRORS = [400, 401, 403, 404, 409] as const;
/** A lesson answers 401 to anonymous callers, 403 without entitlement or before its release. */
const LESSON_ERRORS = [400, 401, 403, 404, 409] as const;
/** The simulator: 403 without access (simulator-access.ts), 404 for another learner's account. */
const SIM_ERRORS = [400, 401, 403, 404, 409] as const;
/** A community space: 403 for a lapsed subscriber or another program's learner, and for a muted member. */
const COMMUNITY_ERRORS = [400, 401, 403, 404, 409] as const;
/** A new post: 202 when it is held for review, 429 past the member's post limit (docs/product.md §22.4, §22.5). */
const COMMUNITY_POST_ERRORS = [202, 400, 401, 403, 404, 409, 429] as const;
const POSTING = { 202: HeldSchema, 403: MutedSchema } as const;

/**
 * The schemas of every entry of the endpoint table (endpoints.ts), by the same names: the server
 * registers each route with these, OpenAPI is generated from them, and the client takes its types
 * from them (type-only imports, so zod stays out of the bundle). `satisfies` fails the type check
 * when an endpoint is missing here or one is here that the table lacks.
 */
export const endpointSchemas = {
  health: { summary: 'Check that the API reaches its database', response: HealthSchema, errors: NONE },

  programAll: { summary: 'List the programs', response: ProgramListSchema, errors: NONE },
  program: {
    summary: 'Get a program by id or slug, with its open batches',
    params: ProgramParamsSchema,
    response: ProgramDetailSchema,
    errors: RESOURCE_ERRORS,
  },
  serviceAll: { summary: 'List the services', response: ProgramListSchema, errors: NONE },
  service: {
    summary: 'Get a service by id or slug',
    params: ProgramParamsSchema,
    response: ProgramSchema,
    errors: RESOURCE_ERRORS,
  },

  contactSubmit: {
    summary: 'Send a message to support',
    body: ContactSubmitSchema,
    response: MessageSchema,
    errors: [400, 429],
  },
  newsletterSignup: {
    summary: 'Sign up for the newsletter',
    body: NewsletterSignupSchema,
    response: MessageSchema,
    errors: SIGNUP_ERRORS,
  },
  newsletterConfirm: {
    summary: 'Confirm a newsletter subscription by its link',
    params: NewsletterTokenParamsSchema,
    response: MessageSchema,
    errors: RESOURCE_ERRORS,
  },
  newsletterUnsubscribePage: {
    summary: "Open a newsletter mail's unsubscribe link",
    params: NewsletterTokenParamsSchema,
    response: RedirectSchema,
    errors: RESOURCE_ERRORS,
  },
  newsletterUnsubscribe: {
    summary: 'Unsubscribe from the newsletter in one click',
    params: NewsletterTokenParamsSchema,
    body: NewsletterUnsubscribeSchema,
    bodyType: 'application/x-www-form-urlencoded',
    response: MessageSchema,
    errors: [400, 404, 413, 415],
  },
  offerSignup: {
    summary: 'Sign up for the new-learner offer',
    body: OfferSignupSchema,
    response: MessageSchema,
    errors: SIGNUP_ERRORS,
  },

  // Open to anyone: the 401 of AUTH_ERRORS is login's wrong password, not a missing token.
  sendVerificationCode: {
    summary: 'Email a verification code',
    access: 'public',
    body: SendCodeSchema,
    response: MessageSchema,
    errors: AUTH_ERRORS,
  },
  verifyEmail: {
    summary: 'Verify an email address with its code',
    access: 'public',
    body: VerifyEmailSchema,
    response: VerifyEmailResponseSchema,
    errors: AUTH_ERRORS,
  },
  register: {
    summary: 'Register an account',
    access: 'public',
    body: RegisterSchema,
    response: RegisterResponseSchema,
    errors: AUTH_ERRORS,
  },
  login: {
    summary: 'Log in',
    access: 'public',
    body: LoginSchema,
    response: LoginResponseSchema,
    errors: AUTH_ERRORS,
  },
  logout: { summary: 'Log out', response: MessageSchema, errors: [401] },
  forgotPassword: {
    summary: 'Email a password reset link',
    access: 'public',
    body: ForgotPasswordSchema,
    response: MessageSchema,
    errors: AUTH_ERRORS,
  },
  resetPassword: {
    summary: 'Reset a password with the emailed link',
    access: 'public',
    params: ResetPasswordParamsSchema,
    body: ResetPasswordSchema,
    response: MessageSchema,
    errors: AUTH_ERRORS,
  },
  profile: { summary: 'Get my profile', response: UserSchema, errors: [401] },
  profileUpdate: {
    summary: 'Change my name and mobile',
    body: ProfileUpdateSchema,
    response: ProfileSaveResponseSchema,
    errors: PROFILE_ERRORS,
    errorBodies: { 400: FieldErrorSchema },
  },
  profilePassword: {
    summary: 'Change my password',
    body: PasswordChangeSchema,
    response: MessageSchema,
    errors: PROFILE_ERRORS,
    errorBodies: { 400: FieldErrorSchema },
  },
  profileSessions: {
    summary: 'List my signed-in devices',
    response: AccountSessionListSchema,
    errors: [401, 403],
  },
  profileSessionEnd: {
    summary: 'Sign out one of my devices',
    params: SessionParamsSchema,
    response: MessageSchema,
    errors: [400, 401, 403, 404],
  },
  profileSessionsEndOthers: {
    summary: 'Sign out all my other devices',
    response: MessageSchema,
    errors: [401, 403],
  },
  profileEmail: {
    summary: 'Email a code to my new address',
    body: EmailChangeSchema,
    response: MessageSchema,
    errors: PROFILE_ERRORS,
    errorBodies: { 400: FieldErrorSchema },
  },
  profileEmailVerify: {
    summary: 'Confirm my new address with its code',
    body: EmailChangeVerifySchema,
    response: ProfileSaveResponseSchema,
    errors: PROFILE_ERRORS,
    errorBodies: { 400: FieldErrorSchema },
  },

  // Calendars and reminders of live classes (docs/product.md §20.4, §20.5, ADR 074).
  profileCalendar: {
    summary: 'Get my private calendar feed address',
    response: CalendarFeedSchema,
    errors: [401, 403],
  },
  profileCalendarRotate: {
    summary: 'Give my calendar feed a new address',
    response: CalendarFeedSchema,
    errors: [401, 403],
  },
  profileLivePreferences: {
    summary: 'Get my live-class reminder setting',
    response: LivePreferencesSchema,
    errors: [401, 403],
  },
  profileLivePreferencesSave: {
    summary: 'Turn my live-class reminder e-mails on or off',
    body: LivePreferencesSchema,
    response: LivePreferencesSchema,
    errors: [400, 401, 403],
  },
  // Public: the token in the address is the credential (calendar apps send no header); 404 for
  // an unknown or rotated one.
  calendarFeed: {
    summary: 'Get a private calendar feed of live classes',
    params: CalendarFeedParamsSchema,
    response: CalendarFileSchema,
    responseTypes: ['text/calendar'],
    errors: [404],
  },
  liveSessionIcs: {
    summary: 'Download one live session as an iCalendar file',
    params: LiveSessionIcsParamsSchema,
    response: CalendarFileSchema,
    responseTypes: ['text/calendar'],
    errors: [400, 401, 403, 404],
  },

  privacyNotice: {
    summary: 'Get the privacy notice in force',
    access: 'public',
    response: NoticeSchema,
    errors: NONE,
  },
  privacyStatus: {
    summary: 'Get what my account must still give or confirm',
    response: PrivacyStatusSchema,
    errors: [401],
  },
  privacyComplete: {
    summary: 'Give my date of birth and privacy choices',
    body: PrivacyCompleteSchema,
    response: MessageSchema,
    errors: [400, 401, 409],
  },
  privacyNoticeAck: {
    summary: 'Acknowledge the privacy notice',
    body: NoticeAckSchema,
    response: MessageSchema,
    errors: [400, 401, 409],
  },
  privacyConsents: { summary: 'List my consents', response: ConsentListSchema, errors: [401] },
  privacyConsentsUpdate: {
    summary: 'Give or withdraw my consents',
    body: ConsentChoicesSchema.partial(),
    response: ConsentListSchema,
    errors: [400, 401],
  },
  privacyGuardian: {
    summary: 'Email a code to my parent or guardian',
    body: GuardianRequestSchema,
    response: MessageSchema,
    errors: [400, 401, 409, 429],
  },
  privacyGuardianVerify: {
    summary: "Confirm my account with my guardian's code",
    body: GuardianVerifySchema,
    response: MessageSchema,
    errors: [400, 401, 429],
  },
  adminPrivacyConsents: {
    summary: 'Count consents by purpose and notice version',
    response: ConsentCountsSchema,
    errors: ADMIN_ERRORS,
  },
  adminBreachAll: { summary: 'List the breach register', response: BreachListSchema, errors: ADMIN_ERRORS },
  adminBreachAdd: {
    summary: 'Record a personal data breach',
    body: BreachInputSchema,
    response: BreachSchema,
    errors: ADMIN_ERRORS,
  },
  adminBreachReport: {
    summary: "Get a breach's Board report and learner notice",
    params: IdParamsSchema,
    response: BreachReportSchema,
    errors: ADMIN_ERRORS,
  },
  adminBreachReported: {
    summary: "Mark a breach's Board report as filed",
    params: IdParamsSchema,
    response: BreachSchema,
    errors: ADMIN_ERRORS,
  },
  adminPrivacyRequests: {
    summary: 'List erasures in grace and exports in progress',
    response: PrivacyRequestsSchema,
    errors: ADMIN_ERRORS,
  },
  adminPrivacyNoticeAll: {
    summary: 'List every version of the privacy notice',
    response: AdminNoticeListSchema,
    errors: ADMIN_ERRORS,
  },
  // 409: the version is already published (another admin was first).
  adminPrivacyNoticePublish: {
    summary: 'Publish a new version of the privacy notice',
    body: NoticePublishSchema,
    response: AdminNoticeSchema,
    errors: ADMIN_ERRORS,
  },

  subscribe: {
    summary: 'Subscribe to a program or service',
    body: SubscribeSchema,
    response: SubscribeResponseSchema,
    errors: LEARNER_ERRORS,
    // A full batch (docs/product.md §20.1, ADR 072): no subscription, a place on its waiting list.
    errorBodies: { 409: SubscribeRefusedSchema },
  },
  subscriptionAll: { summary: 'List my subscriptions', response: SubscriptionListSchema, errors: [401] },

  adminAnalytics: { summary: 'Get the dashboard figures', response: AnalyticsSchema, errors: ADMIN_ERRORS },
  adminUserAll: {
    summary: 'List users',
    querystring: AdminListQuerySchema,
    response: UserListSchema,
    errors: ADMIN_ERRORS,
  },
  adminUserAdd: {
    summary: 'Add a user',
    body: AdminUserCreateSchema,
    response: UserSchema,
    errors: ADMIN_ERRORS,
  },
  adminUserEdit: {
    summary: 'Edit a user',
    params: IdParamsSchema,
    body: AdminUserUpdateSchema,
    response: UserSchema,
    errors: ADMIN_ERRORS,
  },
  adminUserDelete: {
    summary: 'Delete a user',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminUserResetLink: {
    summary: 'Email a user a password reset link',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: [...ADMIN_ERRORS, 429],
  },
  adminProgramAll: {
    summary: 'List programs and services for admins',
    querystring: AdminListQuerySchema,
    response: ProgramListSchema,
    errors: ADMIN_ERRORS,
  },
  adminProgramAdd: {
    summary: 'Add a program or service',
    body: ProgramInputSchema,
    response: ProgramSchema,
    errors: ADMIN_ERRORS,
  },
  adminProgramEdit: {
    summary: 'Edit a program or service',
    params: IdParamsSchema,
    body: ProgramInputSchema,
    response: ProgramSchema,
    errors: ADMIN_ERRORS,
  },
  adminProgramDelete: {
    summary: 'Delete a program or service',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminSubscriptionAll: {
    summary: 'List subscriptions',
    querystring: AdminListQuerySchema,
    response: SubscriptionListSchema,
    errors: ADMIN_ERRORS,
  },
  adminSubscriptionStatus: {
    summary: 'Approve or reject a subscription',
    params: IdParamsSchema,
    body: SubscriptionStatusUpdateSchema,
    response: SubscriptionSchema,
    errors: ADMIN_ERRORS,
  },
  adminContactMessages: {
    summary: 'List contact messages',
    querystring: AdminListQuerySchema,
    response: ContactMessageListSchema,
    errors: ADMIN_ERRORS,
  },
  adminContactDelete: {
    summary: 'Delete a contact message',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminLeadAll: {
    summary: 'List leads',
    querystring: LeadListQuerySchema,
    response: LeadListSchema,
    errors: ADMIN_ERRORS,
  },
  // Every match, unpaged: `page` and `limit` are ignored.
  adminLeadExport: {
    summary: 'Export leads as CSV',
    querystring: LeadListQuerySchema,
    response: LeadCsvSchema,
    responseTypes: ['text/csv'],
    errors: ADMIN_ERRORS,
  },
  adminLeadContacted: {
    summary: 'Mark a lead as contacted',
    params: IdParamsSchema,
    response: LeadSchema,
    errors: ADMIN_ERRORS,
  },

  adminCurriculum: {
    summary: "Get a program's curriculum",
    params: IdParamsSchema,
    response: CurriculumSchema,
    errors: ADMIN_ERRORS,
  },
  adminModuleAdd: {
    summary: 'Add a module to a program',
    params: IdParamsSchema,
    body: ModuleCreateSchema,
    response: AdminModuleSchema,
    errors: ADMIN_ERRORS,
  },
  adminModuleEdit: {
    summary: 'Edit a module',
    params: IdParamsSchema,
    body: ModuleUpdateSchema,
    response: AdminModuleSchema,
    errors: ADMIN_ERRORS,
  },
  adminModuleDelete: {
    summary: 'Delete a module',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminEarlyAccessGrant: {
    summary: 'Give a learner early access to a module',
    params: IdParamsSchema,
    body: EarlyAccessSchema,
    response: EarlyAccessGrantSchema,
    errors: ADMIN_ERRORS,
  },
  adminEarlyAccessRevoke: {
    summary: "Withdraw a learner's early access to a module",
    params: EarlyAccessParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminLessonAdd: {
    summary: 'Add a lesson to a module',
    params: IdParamsSchema,
    body: LessonCreateSchema,
    response: AdminLessonSchema,
    errors: ADMIN_ERRORS,
  },
  adminLessonEdit: {
    summary: 'Edit a lesson',
    params: IdParamsSchema,
    body: LessonUpdateSchema,
    response: AdminLessonSchema,
    errors: ADMIN_ERRORS,
  },
  adminLessonDelete: {
    summary: 'Delete a lesson',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  // Multipart: the file is read from the stream by the handler, so there is no body schema.
  adminMediaUpload: {
    summary: 'Upload a video or file for a lesson',
    bodyType: 'multipart/form-data',
    streamedBody: MediaUploadFormSchema,
    response: MediaCreatedSchema,
    errors: [400, 401, 403, 413, 415],
  },
  adminMedia: {
    summary: 'Get an uploaded video or file',
    // An instructor uploads their session's recording (ADR 075).
    access: 'staff',
    params: IdParamsSchema,
    response: MediaSchema,
    errors: ADMIN_ERRORS,
  },
  // Resumable video uploads (ADR 025).
  adminMediaUploadStart: {
    summary: 'Start a resumable video upload',
    // An instructor uploads their session's recording (ADR 075).
    access: 'staff',
    body: MediaUploadStartSchema,
    response: MediaUploadSchema,
    errors: [400, 401, 403, 413, 415],
  },
  adminMediaUploadStatus: {
    summary: 'Get how far a resumable upload has got',
    // An instructor uploads their session's recording (ADR 075).
    access: 'staff',
    params: IdParamsSchema,
    response: MediaUploadSchema,
    errors: ADMIN_ERRORS,
  },
  // The body is raw bytes (application/octet-stream), streamed by the handler: no body schema.
  adminMediaUploadChunk: {
    summary: 'Send the next chunk of a resumable upload',
    // An instructor uploads their session's recording (ADR 075).
    access: 'staff',
    params: IdParamsSchema,
    querystring: MediaChunkQuerySchema,
    bodyType: MEDIA_CHUNK_CONTENT_TYPE,
    streamedBody: MediaChunkBodySchema,
    response: MediaUploadSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
    errorBodies: { 409: MediaChunkConflictSchema },
  },
  adminMediaUploadComplete: {
    summary: 'Finish a resumable upload',
    // An instructor uploads their session's recording (ADR 075).
    access: 'staff',
    params: IdParamsSchema,
    response: MediaCreatedSchema,
    errors: [400, 401, 403, 404, 409, 415],
  },
  // Multipart, read by the handler (ADR 065): 413 past MEDIA_MAX_IMAGE_MB or 6000 px a side.
  adminMediaImage: {
    summary: 'Upload a picture for a program or an article',
    bodyType: 'multipart/form-data',
    streamedBody: ImageUploadFormSchema,
    response: ImageCreatedSchema,
    errors: [400, 401, 403, 413, 415],
  },
  adminBankAdd: {
    summary: 'Create a question bank',
    body: BankCreateSchema,
    response: BankSchema,
    errors: ADMIN_ERRORS,
  },
  adminBankAll: {
    summary: 'List question banks',
    querystring: AdminListQuerySchema,
    response: BankListSchema,
    errors: ADMIN_ERRORS,
  },
  adminBank: {
    summary: 'Get a question bank with its questions',
    params: IdParamsSchema,
    response: BankDetailSchema,
    errors: ADMIN_ERRORS,
  },
  adminQuestionAdd: {
    summary: 'Add a question to a bank',
    params: IdParamsSchema,
    body: QuestionInputSchema,
    response: AdminQuestionSchema,
    errors: ADMIN_ERRORS,
  },
  // text/csv: every bad row comes back in `errors` with its line, and nothing is imported.
  adminBankImport: {
    summary: 'Import questions into a bank from CSV',
    params: IdParamsSchema,
    body: BankImportBodySchema,
    bodyType: 'text/csv',
    response: BankImportResultSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
    errorBodies: { 400: BankImportErrorSchema },
  },
  adminQuestionEdit: {
    summary: 'Edit a question',
    params: IdParamsSchema,
    body: QuestionInputSchema,
    response: AdminQuestionSchema,
    errors: ADMIN_ERRORS,
  },
  adminQuestionDelete: {
    summary: 'Delete a question',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },

  courseProgress: {
    summary: 'List my progress in each course',
    response: CourseProgressListSchema,
    errors: [401],
  },
  course: {
    summary: 'Get a course outline',
    access: 'token-optional',
    params: CourseParamsSchema,
    response: CourseOutlineSchema,
    errors: [400, 401, 404],
  },
  lesson: {
    summary: 'Open a lesson',
    access: 'token-optional',
    params: IdParamsSchema,
    response: LessonSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  lessonProgress: {
    summary: 'Record progress in a lesson',
    params: IdParamsSchema,
    body: ProgressInputSchema,
    response: LessonProgressSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  // Signed URLs (ADR 022): 403 for a bad or expired signature, or a learner no longer entitled.
  mediaHls: {
    summary: "Stream a lesson video's playlist or segment",
    params: MediaFileParamsSchema,
    querystring: SignedMediaQuerySchema,
    response: MediaBytesSchema,
    responseTypes: [HLS_MEDIA_TYPES.playlist, HLS_MEDIA_TYPES.segment],
    errors: [400, 403, 404],
  },
  mediaDownload: {
    summary: "Download a lesson's file",
    params: MediaIdParamsSchema,
    querystring: SignedMediaQuerySchema,
    response: MediaBytesSchema,
    responseTypes: Object.values(MEDIA_UPLOAD_TYPES),
    errors: [400, 403, 404],
  },
  // Public and cached for a year: a picture's copies never change, a new upload gets a new id.
  mediaImage: {
    summary: 'Get a copy of an uploaded picture',
    params: ImageFileParamsSchema,
    response: MediaBytesSchema,
    responseTypes: Object.values(IMAGE_FORMATS),
    errors: [400, 404],
  },

  // Quiz attempts (ADR 026): a quiz lesson's entitlement, and 409 once the clock or the attempts ran out.
  quizAttemptStart: {
    summary: 'Start a quiz attempt',
    params: QuizParamsSchema,
    response: AttemptSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  attempt: {
    summary: 'Get a quiz attempt',
    params: IdParamsSchema,
    response: AttemptSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  attemptAnswer: {
    summary: 'Save an answer in a quiz attempt',
    params: IdParamsSchema,
    body: AnswerInputSchema,
    response: AnswerSavedSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  attemptSubmit: {
    summary: 'Submit a quiz attempt for marking',
    params: IdParamsSchema,
    response: QuizResultSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  certificateMine: { summary: 'List my certificates', response: CertificateListSchema, errors: [401] },
  // Public: anyone holding the id may check it (ADR 027).
  certificate: {
    summary: 'Verify a certificate',
    params: CertificateIdParamsSchema,
    response: CertificateVerificationSchema,
    errors: [400, 404],
  },
  certificatePdf: {
    summary: 'Download a certificate as PDF',
    params: CertificateIdParamsSchema,
    response: CertificatePdfSchema,
    responseTypes: ['application/pdf'],
    errors: [400, 404, 409],
  },
  // Public like the PDF: the Open Badges 3.0 credential as a VC-JWT (ADR 057).
  certificateBadge: {
    summary: 'Download a certificate as an Open Badge credential',
    params: CertificateIdParamsSchema,
    responseTypes: ['text/plain'],
    response: CertificateBadgeSchema,
    errors: [400, 404, 409],
  },
  adminCertificateAll: {
    summary: 'List certificates',
    querystring: AdminListQuerySchema,
    response: AdminCertificateListSchema,
    errors: ADMIN_ERRORS,
  },
  adminCertificateIssue: {
    summary: 'Issue a certificate',
    body: CertificateIssueSchema,
    response: AdminCertificateSchema,
    errors: ADMIN_ERRORS,
  },
  adminCertificateRevoke: {
    summary: 'Revoke a certificate',
    params: CertificateIdParamsSchema,
    body: CertificateRevokeSchema,
    response: AdminCertificateSchema,
    errors: ADMIN_ERRORS,
  },
  adminCertificateReissue: {
    summary: 'Reissue a certificate',
    params: CertificateIdParamsSchema,
    response: AdminCertificateSchema,
    errors: ADMIN_ERRORS,
  },

  // Online payment (docs/product.md §13.1, ADR 029). Without the Razorpay settings every payment route but
  // config answers 404, and the site is the spec's manual approval.
  paymentConfig: { summary: 'Get the online payment settings', response: PaymentConfigSchema, errors: NONE },
  // 429: the per-learner and per-address limits (ADR 055).
  paymentQuote: {
    summary: 'Quote the price of a subscription',
    body: PaymentOrderInputSchema,
    response: PaymentQuoteSchema,
    errors: [...LEARNER_ERRORS, 429],
    errorBodies: { 400: CheckoutErrorSchema, 409: CheckoutErrorSchema },
  },
  // 503: Razorpay could not be reached (MESSAGES.payments.gatewayFailed); 429 as for the quote.
  paymentOrder: {
    summary: 'Open a Razorpay order for a subscription',
    body: PaymentOrderInputSchema,
    response: PaymentOrderSchema,
    errors: [...LEARNER_ERRORS, 429, 503],
    errorBodies: { 400: CheckoutErrorSchema, 409: CheckoutErrorSchema },
  },
  paymentVerify: {
    summary: 'Verify a Razorpay payment',
    body: PaymentVerifyInputSchema,
    response: PaymentVerifyResponseSchema,
    errors: [...LEARNER_ERRORS, 503],
  },
  // The raw body is read by the route itself: the signature is over the exact bytes. 503: a
  // payment.authorized that Razorpay could not be asked to capture (it delivers the event again).
  paymentWebhook: {
    summary: 'Receive a Razorpay webhook event',
    streamedBody: RazorpayWebhookEventSchema,
    response: WebhookAckSchema,
    errors: [400, 404, 413, 415, 503],
  },
  paymentAll: { summary: 'List my payments', response: PaymentListSchema, errors: [401, 404] },
  invoicePdf: {
    summary: 'Download an invoice or credit note as PDF',
    params: InvoiceParamsSchema,
    response: InvoicePdfSchema,
    responseTypes: ['application/pdf'],
    errors: [400, 401, 404],
  },
  adminPaymentAll: {
    summary: 'List payments',
    querystring: AdminListQuerySchema,
    response: AdminPaymentListSchema,
    errors: ADMIN_ERRORS,
  },
  adminPaymentRefund: {
    summary: 'Refund a payment',
    params: IdParamsSchema,
    body: RefundInputSchema,
    response: AdminPaymentSchema,
    errors: ADMIN_ERRORS,
  },
  adminCouponAll: {
    summary: 'List coupons',
    querystring: AdminListQuerySchema,
    response: CouponListSchema,
    errors: ADMIN_ERRORS,
  },
  adminCouponAdd: {
    summary: 'Create a coupon',
    body: CouponInputSchema,
    response: CouponSchema,
    errors: ADMIN_ERRORS,
  },
  adminCouponEdit: {
    summary: 'Edit a coupon',
    params: IdParamsSchema,
    body: CouponInputSchema,
    response: CouponSchema,
    errors: ADMIN_ERRORS,
  },
  // Multipart: the bhavcopy is streamed by the handler, so there is no body schema (ADR 033).
  legal: {
    summary: 'Get a legal page, or an earlier version of it',
    params: LegalKindParamsSchema,
    querystring: LegalVersionQuerySchema,
    response: LegalDocumentSchema,
    errors: RESOURCE_ERRORS,
  },
  adminLegalAll: {
    summary: 'List the legal pages and their versions',
    response: AdminLegalDocumentListSchema,
    errors: ADMIN_ERRORS,
  },
  adminLegalPublish: {
    summary: 'Publish a new version of a legal page',
    params: LegalKindParamsSchema,
    body: LegalPublishInputSchema,
    response: AdminLegalDocumentSchema,
    errors: ADMIN_ERRORS,
  },
  adminMarketImport: {
    summary: 'Import an NSE bhavcopy',
    bodyType: 'multipart/form-data',
    streamedBody: MarketImportFormSchema,
    response: MarketImportResultSchema,
    errors: [400, 401, 403, 413, 415],
    errorBodies: { 400: MarketImportErrorSchema },
  },
  adminMarketStatus: {
    summary: 'Get the market data held and the last import',
    response: MarketStatusSchema,
    errors: ADMIN_ERRORS,
  },
  adminProgramSimulator: {
    summary: "Get a program's simulator settings",
    params: IdParamsSchema,
    response: SimulatorSettingsSchema,
    errors: ADMIN_ERRORS,
  },
  adminProgramSimulatorEdit: {
    summary: "Change a program's simulator settings",
    params: IdParamsSchema,
    body: SimulatorSettingsInputSchema,
    response: SimulatorSettingsSchema,
    errors: ADMIN_ERRORS,
  },
  // The simulator answers 403 to a learner without access (simulator-access.ts).
  simInstruments: {
    summary: 'Search instruments by symbol or name',
    querystring: SimInstrumentQuerySchema,
    response: SimInstrumentListSchema,
    errors: [400, 401, 403],
  },
  simBars: {
    summary: "Get an instrument's daily bars",
    params: SimBarsParamsSchema,
    querystring: SimBarsQuerySchema,
    response: SimBarListSchema,
    errors: [400, 401, 403, 404],
  },
  simOverview: { summary: 'Get the simulator overview', response: SimOverviewSchema, errors: SIM_ERRORS },
  simulatorPrograms: {
    summary: 'List the programs that include the simulator',
    response: SimulatorProgramListSchema,
    errors: NONE,
  },
  simAccountCreate: {
    summary: 'Open a simulator account',
    body: SimAccountCreateSchema,
    response: SimAccountSchema,
    errors: SIM_ERRORS,
  },
  simAccountAll: {
    summary: 'List my simulator accounts',
    response: SimAccountSummaryListSchema,
    errors: SIM_ERRORS,
  },
  simAccount: {
    summary: 'Get a simulator account',
    params: IdParamsSchema,
    response: SimAccountSchema,
    errors: SIM_ERRORS,
  },
  simAccountStep: {
    summary: 'Move a simulator account to the next trading day',
    params: IdParamsSchema,
    body: SimStepInputSchema,
    response: SimStepResultSchema,
    errors: SIM_ERRORS,
  },
  simAccountEquity: {
    summary: "Get a simulator account's equity curve",
    params: IdParamsSchema,
    response: SimEquityListSchema,
    errors: SIM_ERRORS,
  },
  simAccountLeaderboardName: {
    summary: "Set a simulator account's leaderboard name",
    params: IdParamsSchema,
    body: SimLeaderboardNameInputSchema,
    response: SimAccountSchema,
    errors: SIM_ERRORS,
  },
  simOrderPlace: {
    summary: 'Place a simulator order',
    body: SimOrderInputSchema,
    response: SimOrderSchema,
    errors: SIM_ERRORS,
  },
  simOrderCancel: {
    summary: 'Cancel a simulator order',
    params: IdParamsSchema,
    response: SimOrderSchema,
    errors: SIM_ERRORS,
  },
  simOrderAll: {
    summary: 'List my simulator orders',
    querystring: SimOrdersQuerySchema,
    response: SimOrderListSchema,
    errors: SIM_ERRORS,
  },
  simLeaderboard: {
    summary: "Get a program's simulator leaderboard",
    querystring: SimLeaderboardQuerySchema,
    response: SimLeaderboardSchema,
    errors: SIM_ERRORS,
  },

  // The learner's privacy rights (docs/product.md §17, ADR 066). Correction is PUT /profile.
  privacyExport: {
    summary: 'Download everything the site holds about me',
    response: PrivacyExportSchema,
    responseTypes: ['application/zip'],
    // 202 { message }: too large to send at once, it is prepared and mailed as a link (ADR 070).
    errors: [202, 401],
  },
  // The mailed link's download: its owner only (404 for anyone else), 410 after 24 hours.
  privacyExportPrepared: {
    summary: 'Download my prepared data export',
    params: IdParamsSchema,
    response: PrivacyExportSchema,
    responseTypes: ['application/zip'],
    errors: [400, 401, 404, 409, 410],
  },
  // A wrong password is 400 and counts toward the login throttle (429), like the password change.
  privacyErase: {
    summary: 'Close my account and erase it after the grace period',
    body: EraseRequestSchema,
    response: EraseRequestedSchema,
    // 409: an admin account (it must be made a learner's first).
    errors: [...PROFILE_ERRORS, 409],
    errorBodies: { 400: FieldErrorSchema },
  },
  // Public: the link in the confirmation mail is the only way to cancel (the account is closed).
  privacyEraseCancel: {
    summary: 'Cancel an erasure through its mailed link',
    body: EraseCancelSchema,
    response: MessageSchema,
    errors: [400],
  },
  privacyNominee: { summary: 'Get my nominee', response: NomineeOrNoneSchema, errors: [401] },
  privacyNomineeSave: {
    summary: 'Name or change my nominee',
    body: NomineeInputSchema,
    response: NomineeSchema,
    errors: [400, 401],
  },
  privacyNomineeRemove: { summary: 'Remove my nominee', response: MessageSchema, errors: [401] },
  privacyGrievanceFile: {
    summary: 'File a grievance',
    body: GrievanceInputSchema,
    response: GrievanceFiledSchema,
    errors: [400, 401, 429],
  },
  privacyGrievanceMine: { summary: 'List my grievances', response: GrievanceListSchema, errors: [401] },
  adminGrievanceAll: {
    summary: 'List grievances',
    querystring: AdminListQuerySchema,
    response: AdminGrievanceListSchema,
    errors: ADMIN_ERRORS,
  },
  adminGrievanceReply: {
    summary: 'Answer a grievance',
    params: IdParamsSchema,
    body: GrievanceReplySchema,
    response: AdminGrievanceSchema,
    errors: ADMIN_ERRORS,
  },

  // The trading journal (docs/product.md §23, ADR 079): a learner's own trades; a trade's page,
  // picture and thread also answer the learner's assigned mentor, and 404 to anyone else.
  journalAll: {
    summary: 'List my journal trades, a page at a time',
    querystring: JournalListQuerySchema,
    response: JournalTradeListSchema,
    errors: [400, 401, 404],
  },
  journalAdd: {
    summary: 'Journal a trade taken outside the simulator',
    body: JournalManualTradeSchema,
    response: JournalTradeSchema,
    errors: [400, 401, 404],
  },
  journalStats: {
    summary: 'Get the statistics of my journal',
    querystring: JournalStatsQuerySchema,
    response: JournalStatsSchema,
    errors: [400, 401, 404],
  },
  journalPlan: {
    summary: 'Write the plan of a simulator trade before it closes',
    body: JournalPlanSchema,
    response: JournalPlanSavedSchema,
    errors: [400, 401, 404],
  },
  journalReviews: {
    summary: 'List my weekly reviews',
    response: WeeklyReviewListSchema,
    errors: [401],
  },
  journalReviewAck: {
    summary: 'Acknowledge a weekly review',
    params: IdParamsSchema,
    response: WeeklyReviewSchema,
    errors: [400, 401, 404],
  },
  journalTrade: {
    summary: 'Get a journal trade with its notes and mentor thread',
    params: JournalTradeParamsSchema,
    response: JournalTradeSchema,
    errors: [400, 401, 404],
  },
  journalTradeEdit: {
    summary: "Edit a journal trade's notes",
    params: JournalTradeParamsSchema,
    body: JournalNotesSchema,
    response: JournalTradeSchema,
    errors: [400, 401, 404],
  },
  journalPicture: {
    summary: "Get a journal trade's chart picture",
    params: JournalTradeParamsSchema,
    response: z.unknown().describe("The picture's bytes, as uploaded."),
    responseTypes: JOURNAL_PICTURE_TYPES,
    errors: [400, 401, 404],
  },
  journalPictureUpload: {
    summary: "Attach a journal trade's chart picture",
    params: JournalTradeParamsSchema,
    bodyType: 'multipart/form-data',
    streamedBody: JournalPictureFormSchema,
    response: JournalTradeSchema,
    errors: [400, 401, 404, 413, 415],
  },
  journalComment: {
    summary: 'Comment on a journal trade, or reply to a comment',
    params: JournalTradeParamsSchema,
    body: JournalCommentInputSchema,
    response: JournalCommentSchema,
    errors: [400, 401, 404],
  },
  adminJournalLists: {
    summary: "Get a program's journal setups and mistakes",
    params: IdParamsSchema,
    response: JournalListsAnswerSchema,
    errors: ADMIN_ERRORS,
  },
  adminJournalListsEdit: {
    summary: "Replace a program's journal setups and mistakes",
    params: IdParamsSchema,
    body: JournalListsSchema,
    response: JournalListsAnswerSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorAssignments: {
    summary: "List a program's mentor assignments",
    params: IdParamsSchema,
    response: MentorAssignmentListSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorAssign: {
    summary: 'Assign a learner of a program to a mentor',
    params: MentorAssignmentKeySchema,
    body: MentorAssignmentInputSchema,
    response: MentorAssignmentSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorUnassign: {
    summary: "Remove a learner's mentor in a program",
    params: MentorAssignmentKeySchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorChoices: {
    summary: 'List the instructors who can mentor',
    response: MentorChoiceListSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorLearners: {
    summary: 'List my mentored learners and what awaits review',
    access: 'staff',
    response: MentorLearnerListSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorJournal: {
    summary: "List a mentored learner's journal trades",
    access: 'staff',
    params: MentorLearnerParamsSchema,
    querystring: MentorJournalQuerySchema,
    response: JournalTradeListSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorStats: {
    summary: "Get a mentored learner's journal statistics",
    access: 'staff',
    params: MentorLearnerParamsSchema,
    querystring: MentorStatsQuerySchema,
    response: JournalStatsSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorReviews: {
    summary: "List a mentored learner's weekly reviews",
    access: 'staff',
    params: MentorLearnerParamsSchema,
    querystring: MentorProgramQuerySchema,
    response: WeeklyReviewListSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorReviewAdd: {
    summary: 'Write a weekly review for a mentored learner',
    access: 'staff',
    params: MentorLearnerParamsSchema,
    body: WeeklyReviewInputSchema,
    response: WeeklyReviewSchema,
    errors: ADMIN_ERRORS,
  },
  adminMentorSignOff: {
    summary: 'Sign off a mentored learner, or withdraw it',
    access: 'staff',
    params: MentorLearnerParamsSchema,
    body: MentorSignOffInputSchema,
    response: MentorAssignmentSchema,
    errors: ADMIN_ERRORS,
  },
  evaluationPrograms: {
    summary: 'List the programs with an evaluation before live trading',
    response: EvaluationProgramListSchema,
    errors: NONE,
  },
  evaluation: {
    summary: "Get my progress in a program's evaluation",
    params: EvaluationParamsSchema,
    response: EvaluationProgressSchema,
    errors: [400, 401, 404],
  },
  adminEvaluation: {
    summary: "Get what a program's evaluation before live trading requires",
    params: IdParamsSchema,
    response: EvaluationRulesSchema,
    errors: ADMIN_ERRORS,
  },
  adminEvaluationEdit: {
    summary: "Set what a program's evaluation before live trading requires",
    params: IdParamsSchema,
    body: EvaluationRulesSchema,
    response: EvaluationRulesSchema,
    errors: ADMIN_ERRORS,
  },

  // A live session's recording (docs/product.md §20.6, ADR 075): admins, and the batch's instructor.
  adminSessionRecording: {
    summary: "Get a live session's recording",
    access: 'staff',
    params: IdParamsSchema,
    response: SessionRecordingSchema,
    errors: ADMIN_ERRORS,
  },
  adminSessionRecordingPut: {
    summary: 'Attach a recording to a live session',
    access: 'staff',
    params: IdParamsSchema,
    body: SessionRecordingInputSchema,
    response: SessionRecordingSchema,
    errors: ADMIN_ERRORS,
  },
  adminSessionRecordingDelete: {
    summary: "Remove a live session's recording and its lesson",
    access: 'staff',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminBatchAdd: {
    summary: 'Add a batch to a program',
    params: IdParamsSchema,
    body: BatchInputSchema,
    response: AdminBatchSchema,
    errors: ADMIN_ERRORS,
    errorBodies: { 400: FieldErrorSchema },
  },
  adminBatchEdit: {
    summary: 'Edit a batch',
    params: IdParamsSchema,
    body: BatchInputSchema,
    response: AdminBatchSchema,
    errors: ADMIN_ERRORS,
    errorBodies: { 400: FieldErrorSchema },
  },
  adminBatchDelete: {
    summary: 'Delete a batch that holds no current subscription',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminBatchAll: {
    summary: "List a program's batches with their seats and waiting lists",
    params: IdParamsSchema,
    response: AdminBatchListSchema,
    errors: ADMIN_ERRORS,
  },
  adminSubscriptionBatch: {
    summary: 'Move a subscription to another batch of its program',
    params: IdParamsSchema,
    body: SubscriptionBatchMoveSchema,
    response: SubscriptionSchema,
    errors: ADMIN_ERRORS,
  },
  adminInstructorAll: {
    summary: 'List the instructors and admins who may run a batch',
    response: InstructorChoiceListSchema,
    errors: ADMIN_ERRORS,
  },
  batchWaitlistMine: {
    summary: 'List my places on batch waiting lists',
    response: WaitlistPlaceListSchema,
    errors: [401],
  },
  batchWaitlistLeave: {
    summary: "Leave a batch's waiting list",
    params: IdParamsSchema,
    response: MessageSchema,
    errors: [400, 401, 404],
  },
  liveUpcoming: {
    summary: "List my live sessions: my batches' and the ones I teach",
    querystring: LiveWindowQuerySchema,
    response: LiveSessionListSchema,
    errors: [400, 401],
  },
  liveSession: {
    summary: 'One of my live sessions, for its page',
    params: IdParamsSchema,
    response: LiveSessionSchema,
    errors: [400, 401, 404],
  },
  liveJoinTicket: {
    summary: 'Get a one-minute join link for a live session',
    params: IdParamsSchema,
    response: JoinTicketSchema,
    errors: [400, 401, 403, 404],
    errorBodies: { 403: JoinRefusedSchema },
  },
  liveJoin: {
    summary: 'Join a live session: a redirect to its room',
    params: IdParamsSchema,
    querystring: JoinQuerySchema,
    response: RedirectSchema,
    errors: [400, 401, 403, 404],
    errorBodies: { 403: JoinRefusedSchema },
  },
  adminBatchSessionAll: {
    summary: "List a batch's live sessions",
    access: 'staff',
    params: IdParamsSchema,
    response: StaffLiveSessionListSchema,
    errors: ADMIN_ERRORS,
  },
  adminBatchSessionAdd: {
    summary: 'Schedule a live session in a batch',
    access: 'staff',
    params: IdParamsSchema,
    body: LiveSessionInputSchema,
    response: StaffLiveSessionSchema,
    errors: ADMIN_ERRORS,
  },
  adminBatchSessionSeries: {
    summary: 'Schedule a weekly series of live sessions in a batch',
    access: 'staff',
    params: IdParamsSchema,
    body: LiveSeriesInputSchema,
    response: StaffLiveSessionListSchema,
    errors: ADMIN_ERRORS,
  },
  adminSessionEdit: {
    summary: 'Move or edit a live session',
    access: 'staff',
    params: IdParamsSchema,
    body: LiveSessionEditSchema,
    response: StaffLiveSessionSchema,
    errors: ADMIN_ERRORS,
  },
  adminSessionCancel: {
    summary: 'Cancel a live session',
    access: 'staff',
    params: IdParamsSchema,
    response: StaffLiveSessionSchema,
    errors: ADMIN_ERRORS,
  },
  adminSessionAttendance: {
    summary: "A live session's attendance sheet",
    access: 'staff',
    params: IdParamsSchema,
    response: AttendanceSchema,
    errors: ADMIN_ERRORS,
  },
  adminSessionAttendanceEdit: {
    summary: "Correct a live session's attendance",
    access: 'staff',
    params: IdParamsSchema,
    body: AttendanceEditSchema,
    response: AttendanceSchema,
    errors: ADMIN_ERRORS,
  },
  adminBatchRoster: {
    summary: "A batch's learners with their course progress",
    access: 'staff',
    params: IdParamsSchema,
    response: RosterSchema,
    errors: ADMIN_ERRORS,
  },
  adminInstructorBatches: {
    summary: 'List the batches I run, or every batch for an admin',
    access: 'staff',
    response: StaffBatchListSchema,
    errors: ADMIN_ERRORS,
  },
  adminInstructorSessions: {
    summary: 'List the live sessions of the batches I run',
    access: 'staff',
    querystring: LiveWindowQuerySchema,
    response: StaffLiveSessionListSchema,
    errors: ADMIN_ERRORS,
  },
  // The notifications store (docs/product.md §21, ADR 077): a signed-in user's own notifications.
  notificationAll: {
    summary: 'List my notifications, newest first, with the unread count',
    querystring: NotificationListQuerySchema,
    response: NotificationListSchema,
    errors: [400, 401, 403],
  },
  notificationUnread: {
    summary: 'Count my unread notifications',
    response: NotificationUnreadSchema,
    errors: [401, 403],
  },
  notificationRead: {
    summary: 'Mark some of my notifications, or all, as read',
    body: NotificationReadSchema,
    response: NotificationUnreadSchema,
    errors: [400, 401, 403],
  },
  notificationPreferences: {
    summary: 'Get my e-mail choice for each kind of notification',
    response: NotificationPreferencesSchema,
    errors: [401, 403],
  },
  notificationPreferencesSave: {
    summary: 'Change my e-mail choices for kinds of notification',
    body: NotificationPreferencesUpdateSchema,
    response: NotificationPreferencesSchema,
    errors: [400, 401, 403],
  },
  // Public: the signed token in a mail's link is the permission (RFC 8058 one-click, ADR 077).
  notificationUnsubscribePage: {
    summary: "Open a notification mail's unsubscribe link",
    params: NotificationTokenParamsSchema,
    response: RedirectSchema,
    errors: RESOURCE_ERRORS,
  },
  notificationUnsubscribe: {
    summary: 'Turn off notification e-mails in one click',
    params: NotificationTokenParamsSchema,
    body: NewsletterUnsubscribeSchema,
    bodyType: 'application/x-www-form-urlencoded',
    response: MessageSchema,
    errors: [400, 404, 413, 415],
  },
  // Multipart, read by the handler through the media area (ADR 065): 413 past 2 MB, 429 past the member's limit.
  communityImage: {
    summary: 'Upload a picture for a community post',
    params: ProgramSpaceParamsSchema,
    bodyType: 'multipart/form-data',
    streamedBody: ImageUploadFormSchema,
    response: ImageCreatedSchema,
    errors: [400, 401, 403, 404, 413, 415, 429],
    errorBodies: { 403: MutedSchema },
  },
  communityThreads: {
    summary: "List the threads of a program's community space",
    params: ProgramSpaceParamsSchema,
    querystring: ThreadListQuerySchema,
    response: ThreadPageSchema,
    errors: COMMUNITY_ERRORS,
  },
  communityThreadAdd: {
    summary: "Start a thread in a program's community space",
    params: ProgramSpaceParamsSchema,
    body: ThreadInputSchema,
    response: ThreadDetailSchema,
    errors: COMMUNITY_POST_ERRORS,
    errorBodies: POSTING,
  },
  communityThread: {
    summary: 'Get a community thread with its replies',
    params: IdParamsSchema,
    response: ThreadDetailSchema,
    errors: COMMUNITY_ERRORS,
  },
  communityThreadModerate: {
    summary: 'Pin, lock or close a community thread',
    params: IdParamsSchema,
    body: ThreadModerateSchema,
    response: ThreadDetailSchema,
    errors: COMMUNITY_ERRORS,
  },
  communityReply: {
    summary: 'Reply to a community thread',
    params: IdParamsSchema,
    body: ReplyInputSchema,
    response: PostSchema,
    errors: COMMUNITY_POST_ERRORS,
    errorBodies: POSTING,
  },
  communityPostVote: {
    summary: 'Upvote a community post, or take the vote back',
    params: IdParamsSchema,
    body: VoteInputSchema,
    response: VoteSchema,
    errors: COMMUNITY_ERRORS,
  },
  communityPostEdit: {
    summary: 'Edit my community post',
    params: IdParamsSchema,
    body: PostEditSchema,
    response: PostSchema,
    errors: COMMUNITY_ERRORS,
    errorBodies: { 403: MutedSchema },
  },
  communityPostDelete: {
    summary: 'Delete my community post',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: COMMUNITY_ERRORS,
  },
  communityPostAccept: {
    summary: "Mark an instructor's reply as the accepted answer",
    params: IdParamsSchema,
    response: ThreadDetailSchema,
    errors: COMMUNITY_ERRORS,
  },
  communityPostReport: {
    summary: 'Report a community post to the moderators',
    params: IdParamsSchema,
    body: ReportInputSchema,
    response: MessageSchema,
    errors: COMMUNITY_ERRORS,
  },
  adminModerationQueue: {
    summary: 'List the held and reported community posts',
    access: 'staff',
    response: QueueSchema,
    errors: ADMIN_ERRORS,
  },
  adminModerationDecide: {
    summary: 'Approve, hide or delete a held or reported community post',
    access: 'staff',
    params: PostIdParamsSchema,
    body: ModerationDecisionSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
  adminModerationMute: {
    summary: 'Mute a member in the community for some days',
    access: 'staff',
    body: MuteInputSchema,
    response: MuteSchema,
    errors: ADMIN_ERRORS,
  },
  adminModerationWords: {
    summary: 'List the words added to the moderation rules',
    response: ModerationWordListSchema,
    errors: ADMIN_ERRORS,
  },
  adminModerationWordAdd: {
    summary: 'Add a word to the moderation rules',
    body: ModerationWordInputSchema,
    response: ModerationWordSchema,
    errors: ADMIN_ERRORS,
  },
  adminModerationWordDelete: {
    summary: 'Remove a word from the moderation rules',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: ADMIN_ERRORS,
  },
} as const satisfies { [N in EndpointName]: EndpointSchema };

export type EndpointSchemas = typeof endpointSchemas;

type Part<N extends EndpointName, K extends string> = EndpointSchemas[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/**
 * What a caller sends to endpoint N, as the client writes it (zod input types): `params` for a
 * path with parameters, `query` for a querystring, `body` for a body; absent parts are absent.
 */
export type EndpointInput<N extends EndpointName> = (Part<N, 'params'> extends z.ZodType
  ? { params: z.input<Part<N, 'params'>> }
  : { params?: never }) &
  (Part<N, 'querystring'> extends z.ZodType
    ? { query?: z.input<Part<N, 'querystring'>> }
    : { query?: never }) &
  (Part<N, 'body'> extends z.ZodType ? { body: z.input<Part<N, 'body'>> } : { body?: never });

/** The admin endpoints an instructor may call (`access: 'staff'`), as "METHOD /path" under API_BASE's table. */
export function staffEndpointKeys(): Set<string> {
  const keys = new Set<string>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const schemas: EndpointSchema = endpointSchemas[name];
    if (schemas.access === 'staff') keys.add(`${endpoints[name].method} ${endpoints[name].path}`);
  }
  return keys;
}

/** What endpoint N answers with at its success status (the response schema's output type). */
export type EndpointOutput<N extends EndpointName> = z.output<EndpointSchemas[N]['response']>;

/** Who may call an endpoint, as the OpenAPI document's `security` says (ADR 058). */
export type EndpointAccess = 'public' | 'token-optional' | 'signed-in' | 'admin' | 'staff';

/**
 * Who may call endpoint N, read from its entry rather than written again: its `access` when it has
 * one; else an endpoint under /admin is an admin's (the admin gate answers 401, then 403), one
 * that can answer 401 needs a bearer token, and any other is open to anyone.
 */
export function endpointAccess(name: EndpointName): EndpointAccess {
  const schemas: EndpointSchema = endpointSchemas[name];
  if (schemas.access) return schemas.access;
  if (endpoints[name].path.startsWith('/admin/')) return 'admin';
  return schemas.errors.includes(401) ? 'signed-in' : 'public';
}
