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
import {
  AdminCertificateListSchema,
  AdminCertificateSchema,
  CertificateIdParamsSchema,
  CertificateIssueSchema,
  CertificateListSchema,
  CertificatePdfSchema,
  CertificateRevokeSchema,
  CertificateVerificationSchema,
} from './certificate.ts';
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
import type { EndpointName } from './endpoints.ts';
import { MessageSchema } from './fields.ts';
import { NewsletterSignupSchema, OfferSignupSchema } from './marketing.ts';
import {
  MediaBytesSchema,
  MediaChunkConflictSchema,
  MediaChunkQuerySchema,
  MediaCreatedSchema,
  MediaFileParamsSchema,
  MediaIdParamsSchema,
  MediaSchema,
  MediaUploadSchema,
  MediaUploadStartSchema,
  SignedMediaQuerySchema,
} from './media.ts';
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
  RefundInputSchema,
  WebhookAckSchema,
} from './payment.ts';
import { ProgramListSchema, ProgramParamsSchema, ProgramSchema } from './program.ts';
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
} from './sim-account.ts';
import {
  MarketImportErrorSchema,
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
 * The request and response schemas of one endpoint. Every error status answers `{ message }`,
 * unless `errorBodies` gives that status a richer body (which must still carry `message`).
 */
export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer at the endpoint's success status. */
  response: z.ZodType;
  /** The error statuses the endpoint may answer with, each an ErrorSchema `{ message }` by default. */
  errors: readonly ErrorStatus[];
  /** A body other than `{ message }` for some of `errors`, e.g. 403 `{ message, unlocks_at }`. */
  errorBodies?: { readonly [S in ErrorStatus]?: z.ZodType<{ message: string }> };
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export const HealthSchema = z.object({ status: z.literal('ok') });
const UserListSchema = z.array(UserSchema);
const ContactMessageListSchema = z.array(ContactMessageSchema);

const NONE = [] as const;
const RESOURCE_ERRORS = [400, 404] as const;
const AUTH_ERRORS = [400, 401, 403, 409, 429] as const;
const SIGNUP_ERRORS = [400, 409, 429] as const;
const LEARNER_ERRORS = [400, 401, 404, 409] as const;
/** Every admin route can answer these (the admin gate's 401 and 403 included). */
const ADMIN_ERRORS = [400, 401, 403, 404, 409] as const;
/** A lesson answers 401 to anonymous callers, 403 without entitlement or before its release. */
const LESSON_ERRORS = [400, 401, 403, 404, 409] as const;
/** The simulator: 403 without access (simulator-access.ts), 404 for another learner's account. */
const SIM_ERRORS = [400, 401, 403, 404, 409] as const;

/**
 * The schemas of every entry of the endpoint table (endpoints.ts), by the same names: the server
 * registers each route with these, OpenAPI is generated from them, and the client takes its types
 * from them (type-only imports, so zod stays out of the bundle). `satisfies` fails the type check
 * when an endpoint is missing here or one is here that the table lacks.
 */
export const endpointSchemas = {
  health: { response: HealthSchema, errors: NONE },

  programAll: { response: ProgramListSchema, errors: NONE },
  program: { params: ProgramParamsSchema, response: ProgramSchema, errors: RESOURCE_ERRORS },
  serviceAll: { response: ProgramListSchema, errors: NONE },
  service: { params: ProgramParamsSchema, response: ProgramSchema, errors: RESOURCE_ERRORS },

  contactSubmit: { body: ContactSubmitSchema, response: MessageSchema, errors: [400, 429] },
  newsletterSignup: { body: NewsletterSignupSchema, response: MessageSchema, errors: SIGNUP_ERRORS },
  offerSignup: { body: OfferSignupSchema, response: MessageSchema, errors: SIGNUP_ERRORS },

  sendVerificationCode: { body: SendCodeSchema, response: MessageSchema, errors: AUTH_ERRORS },
  verifyEmail: { body: VerifyEmailSchema, response: VerifyEmailResponseSchema, errors: AUTH_ERRORS },
  register: { body: RegisterSchema, response: RegisterResponseSchema, errors: AUTH_ERRORS },
  login: { body: LoginSchema, response: LoginResponseSchema, errors: AUTH_ERRORS },
  logout: { response: MessageSchema, errors: [401] },
  forgotPassword: { body: ForgotPasswordSchema, response: MessageSchema, errors: AUTH_ERRORS },
  resetPassword: {
    params: ResetPasswordParamsSchema,
    body: ResetPasswordSchema,
    response: MessageSchema,
    errors: AUTH_ERRORS,
  },
  profile: { response: UserSchema, errors: [401] },

  subscribe: { body: SubscribeSchema, response: SubscribeResponseSchema, errors: LEARNER_ERRORS },
  subscriptionAll: { response: SubscriptionListSchema, errors: [401] },

  adminAnalytics: { response: AnalyticsSchema, errors: ADMIN_ERRORS },
  adminUserAll: { querystring: AdminListQuerySchema, response: UserListSchema, errors: ADMIN_ERRORS },
  adminUserAdd: { body: AdminUserCreateSchema, response: UserSchema, errors: ADMIN_ERRORS },
  adminUserEdit: {
    params: IdParamsSchema,
    body: AdminUserUpdateSchema,
    response: UserSchema,
    errors: ADMIN_ERRORS,
  },
  adminUserDelete: { params: IdParamsSchema, response: MessageSchema, errors: ADMIN_ERRORS },
  adminProgramAll: { querystring: AdminListQuerySchema, response: ProgramListSchema, errors: ADMIN_ERRORS },
  adminProgramAdd: { body: ProgramInputSchema, response: ProgramSchema, errors: ADMIN_ERRORS },
  adminProgramEdit: {
    params: IdParamsSchema,
    body: ProgramInputSchema,
    response: ProgramSchema,
    errors: ADMIN_ERRORS,
  },
  adminProgramDelete: { params: IdParamsSchema, response: MessageSchema, errors: ADMIN_ERRORS },
  adminSubscriptionAll: {
    querystring: AdminListQuerySchema,
    response: SubscriptionListSchema,
    errors: ADMIN_ERRORS,
  },
  adminSubscriptionStatus: {
    params: IdParamsSchema,
    body: SubscriptionStatusUpdateSchema,
    response: SubscriptionSchema,
    errors: ADMIN_ERRORS,
  },
  adminContactMessages: {
    querystring: AdminListQuerySchema,
    response: ContactMessageListSchema,
    errors: ADMIN_ERRORS,
  },
  adminContactDelete: { params: IdParamsSchema, response: MessageSchema, errors: ADMIN_ERRORS },

  adminCurriculum: { params: IdParamsSchema, response: CurriculumSchema, errors: ADMIN_ERRORS },
  adminModuleAdd: {
    params: IdParamsSchema,
    body: ModuleCreateSchema,
    response: AdminModuleSchema,
    errors: ADMIN_ERRORS,
  },
  adminModuleEdit: {
    params: IdParamsSchema,
    body: ModuleUpdateSchema,
    response: AdminModuleSchema,
    errors: ADMIN_ERRORS,
  },
  adminModuleDelete: { params: IdParamsSchema, response: MessageSchema, errors: ADMIN_ERRORS },
  adminEarlyAccessGrant: {
    params: IdParamsSchema,
    body: EarlyAccessSchema,
    response: EarlyAccessGrantSchema,
    errors: ADMIN_ERRORS,
  },
  adminEarlyAccessRevoke: { params: EarlyAccessParamsSchema, response: MessageSchema, errors: ADMIN_ERRORS },
  adminLessonAdd: {
    params: IdParamsSchema,
    body: LessonCreateSchema,
    response: AdminLessonSchema,
    errors: ADMIN_ERRORS,
  },
  adminLessonEdit: {
    params: IdParamsSchema,
    body: LessonUpdateSchema,
    response: AdminLessonSchema,
    errors: ADMIN_ERRORS,
  },
  adminLessonDelete: { params: IdParamsSchema, response: MessageSchema, errors: ADMIN_ERRORS },
  // Multipart: the file is read from the stream by the handler, so there is no body schema.
  adminMediaUpload: { response: MediaCreatedSchema, errors: [400, 401, 403, 413, 415] },
  adminMedia: { params: IdParamsSchema, response: MediaSchema, errors: ADMIN_ERRORS },
  // Resumable video uploads (ADR 025).
  adminMediaUploadStart: {
    body: MediaUploadStartSchema,
    response: MediaUploadSchema,
    errors: [400, 401, 403, 413, 415],
  },
  adminMediaUploadStatus: { params: IdParamsSchema, response: MediaUploadSchema, errors: ADMIN_ERRORS },
  // The body is raw bytes (application/octet-stream), streamed by the handler: no body schema.
  adminMediaUploadChunk: {
    params: IdParamsSchema,
    querystring: MediaChunkQuerySchema,
    response: MediaUploadSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
    errorBodies: { 409: MediaChunkConflictSchema },
  },
  adminMediaUploadComplete: {
    params: IdParamsSchema,
    response: MediaCreatedSchema,
    errors: [400, 401, 403, 404, 409, 415],
  },
  adminBankAdd: { body: BankCreateSchema, response: BankSchema, errors: ADMIN_ERRORS },
  adminBankAll: { querystring: AdminListQuerySchema, response: BankListSchema, errors: ADMIN_ERRORS },
  adminBank: { params: IdParamsSchema, response: BankDetailSchema, errors: ADMIN_ERRORS },
  adminQuestionAdd: {
    params: IdParamsSchema,
    body: QuestionInputSchema,
    response: AdminQuestionSchema,
    errors: ADMIN_ERRORS,
  },
  // text/csv: every bad row comes back in `errors` with its line, and nothing is imported.
  adminBankImport: {
    params: IdParamsSchema,
    body: BankImportBodySchema,
    response: BankImportResultSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
    errorBodies: { 400: BankImportErrorSchema },
  },
  adminQuestionEdit: {
    params: IdParamsSchema,
    body: QuestionInputSchema,
    response: AdminQuestionSchema,
    errors: ADMIN_ERRORS,
  },
  adminQuestionDelete: { params: IdParamsSchema, response: MessageSchema, errors: ADMIN_ERRORS },

  courseProgress: { response: CourseProgressListSchema, errors: [401] },
  course: { params: CourseParamsSchema, response: CourseOutlineSchema, errors: [400, 401, 404] },
  lesson: {
    params: IdParamsSchema,
    response: LessonSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  lessonProgress: {
    params: IdParamsSchema,
    body: ProgressInputSchema,
    response: LessonProgressSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  // Signed URLs (ADR 022): 403 for a bad or expired signature, or a learner no longer entitled.
  mediaHls: {
    params: MediaFileParamsSchema,
    querystring: SignedMediaQuerySchema,
    response: MediaBytesSchema,
    errors: [400, 403, 404],
  },
  mediaDownload: {
    params: MediaIdParamsSchema,
    querystring: SignedMediaQuerySchema,
    response: MediaBytesSchema,
    errors: [400, 403, 404],
  },

  // Quiz attempts (ADR 026): a quiz lesson's entitlement, and 409 once the clock or the attempts ran out.
  quizAttemptStart: {
    params: QuizParamsSchema,
    response: AttemptSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  attempt: {
    params: IdParamsSchema,
    response: AttemptSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  attemptAnswer: {
    params: IdParamsSchema,
    body: AnswerInputSchema,
    response: AnswerSavedSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  attemptSubmit: {
    params: IdParamsSchema,
    response: QuizResultSchema,
    errors: LESSON_ERRORS,
    errorBodies: { 403: LessonForbiddenSchema },
  },
  certificateMine: { response: CertificateListSchema, errors: [401] },
  // Public: anyone holding the id may check it (ADR 027).
  certificate: {
    params: CertificateIdParamsSchema,
    response: CertificateVerificationSchema,
    errors: [400, 404],
  },
  certificatePdf: {
    params: CertificateIdParamsSchema,
    response: CertificatePdfSchema,
    errors: [400, 404, 409],
  },
  adminCertificateAll: {
    querystring: AdminListQuerySchema,
    response: AdminCertificateListSchema,
    errors: ADMIN_ERRORS,
  },
  adminCertificateIssue: {
    body: CertificateIssueSchema,
    response: AdminCertificateSchema,
    errors: ADMIN_ERRORS,
  },
  adminCertificateRevoke: {
    params: CertificateIdParamsSchema,
    body: CertificateRevokeSchema,
    response: AdminCertificateSchema,
    errors: ADMIN_ERRORS,
  },
  adminCertificateReissue: {
    params: CertificateIdParamsSchema,
    response: AdminCertificateSchema,
    errors: ADMIN_ERRORS,
  },

  // Online payment (docs/product.md §13.1, ADR 029). Without the Razorpay settings every payment route but
  // config answers 404, and the site is the spec's manual approval.
  paymentConfig: { response: PaymentConfigSchema, errors: NONE },
  // 429: the per-learner and per-address limits (ADR 055).
  paymentQuote: {
    body: PaymentOrderInputSchema,
    response: PaymentQuoteSchema,
    errors: [...LEARNER_ERRORS, 429],
    errorBodies: { 400: CheckoutErrorSchema, 409: CheckoutErrorSchema },
  },
  // 503: Razorpay could not be reached (MESSAGES.payments.gatewayFailed); 429 as for the quote.
  paymentOrder: {
    body: PaymentOrderInputSchema,
    response: PaymentOrderSchema,
    errors: [...LEARNER_ERRORS, 429, 503],
    errorBodies: { 400: CheckoutErrorSchema, 409: CheckoutErrorSchema },
  },
  paymentVerify: {
    body: PaymentVerifyInputSchema,
    response: PaymentVerifyResponseSchema,
    errors: [...LEARNER_ERRORS, 503],
  },
  // The raw body is read by the route itself: the signature is over the exact bytes. 503: a
  // payment.authorized that Razorpay could not be asked to capture (it delivers the event again).
  paymentWebhook: { response: WebhookAckSchema, errors: [400, 404, 413, 415, 503] },
  paymentAll: { response: PaymentListSchema, errors: [401, 404] },
  invoicePdf: { params: InvoiceParamsSchema, response: InvoicePdfSchema, errors: [400, 401, 404] },
  adminPaymentAll: {
    querystring: AdminListQuerySchema,
    response: AdminPaymentListSchema,
    errors: ADMIN_ERRORS,
  },
  adminPaymentRefund: {
    params: IdParamsSchema,
    body: RefundInputSchema,
    response: AdminPaymentSchema,
    errors: ADMIN_ERRORS,
  },
  adminCouponAll: { querystring: AdminListQuerySchema, response: CouponListSchema, errors: ADMIN_ERRORS },
  adminCouponAdd: { body: CouponInputSchema, response: CouponSchema, errors: ADMIN_ERRORS },
  adminCouponEdit: {
    params: IdParamsSchema,
    body: CouponInputSchema,
    response: CouponSchema,
    errors: ADMIN_ERRORS,
  },
  // Multipart: the bhavcopy is streamed by the handler, so there is no body schema (ADR 033).
  adminMarketImport: {
    response: MarketImportResultSchema,
    errors: [400, 401, 403, 413, 415],
    errorBodies: { 400: MarketImportErrorSchema },
  },
  adminMarketStatus: { response: MarketStatusSchema, errors: ADMIN_ERRORS },
  adminProgramSimulator: { params: IdParamsSchema, response: SimulatorSettingsSchema, errors: ADMIN_ERRORS },
  adminProgramSimulatorEdit: {
    params: IdParamsSchema,
    body: SimulatorSettingsInputSchema,
    response: SimulatorSettingsSchema,
    errors: ADMIN_ERRORS,
  },
  // The simulator answers 403 to a learner without access (simulator-access.ts).
  simInstruments: {
    querystring: SimInstrumentQuerySchema,
    response: SimInstrumentListSchema,
    errors: [400, 401, 403],
  },
  simBars: {
    params: SimBarsParamsSchema,
    querystring: SimBarsQuerySchema,
    response: SimBarListSchema,
    errors: [400, 401, 403, 404],
  },
  simOverview: { response: SimOverviewSchema, errors: SIM_ERRORS },
  simAccountCreate: { body: SimAccountCreateSchema, response: SimAccountSchema, errors: SIM_ERRORS },
  simAccountAll: { response: SimAccountSummaryListSchema, errors: SIM_ERRORS },
  simAccount: { params: IdParamsSchema, response: SimAccountSchema, errors: SIM_ERRORS },
  simAccountStep: {
    params: IdParamsSchema,
    body: SimStepInputSchema,
    response: SimStepResultSchema,
    errors: SIM_ERRORS,
  },
  simAccountEquity: { params: IdParamsSchema, response: SimEquityListSchema, errors: SIM_ERRORS },
  simAccountLeaderboardName: {
    params: IdParamsSchema,
    body: SimLeaderboardNameInputSchema,
    response: SimAccountSchema,
    errors: SIM_ERRORS,
  },
  simOrderPlace: { body: SimOrderInputSchema, response: SimOrderSchema, errors: SIM_ERRORS },
  simOrderCancel: { params: IdParamsSchema, response: SimOrderSchema, errors: SIM_ERRORS },
  simOrderAll: { querystring: SimOrdersQuerySchema, response: SimOrderListSchema, errors: SIM_ERRORS },
  simLeaderboard: {
    querystring: SimLeaderboardQuerySchema,
    response: SimLeaderboardSchema,
    errors: SIM_ERRORS,
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

/** What endpoint N answers with at its success status (the response schema's output type). */
export type EndpointOutput<N extends EndpointName> = z.output<EndpointSchemas[N]['response']>;
