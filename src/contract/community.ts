import { z } from 'zod';
import { oneOfMessage, optionalText, plainText, requiredText, wholeNumber } from './fields.ts';
import { LIMITS } from './vocabulary.ts';

/**
 * Program community spaces, threads, lesson questions and moderation (docs/product.md §22,
 * ADR 078). Bodies are HTML that the server sanitises; titles are plain text.
 */

export const COMMUNITY_SORTS = ['new', 'top', 'unanswered'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export const MODERATION_ACTIONS = ['approve', 'hide', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** How a post stands: a held one is seen by its author only; hidden and deleted by nobody. */
export const POST_STATUSES = ['published', 'held', 'hidden', 'deleted'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const COMMUNITY_LIMITS = {
  /** Threads on one page of a space. */
  pageSize: 20,
  /**
   * Posts (threads and replies) a member may publish in `windowMinutes`; members whose account is
   * younger than `newMemberDays` get the smaller allowance (docs/product.md §22.5).
   */
  windowMinutes: 60,
  postsPerWindow: 20,
  newMemberPostsPerWindow: 5,
  newMemberDays: 7,
  /** The longest mute a moderator can give, in days. */
  muteDaysMax: 365,
  /** The largest picture a member may upload for a post, in bytes (docs/product.md §22.5). */
  imageBytes: 2 * 1024 * 1024,
  /** The longest description (`alt`) of a post's picture. */
  imageAltMax: 200,
} as const;

/** The HTML body of a post: the client's text as paragraphs, cleaned again by the server. */
const bodyField = z
  .string({ error: (issue) => (issue.input == null ? 'The text is required.' : 'The text must be text.') })
  .trim()
  .min(1, { error: 'The text is required.' })
  .max(LIMITS.communityBody, { error: `The text must be at most ${LIMITS.communityBody} characters.` })
  .superRefine(plainText('The text', 'multi-line'));

const titleField = requiredText('Title', LIMITS.communityTitle);

export const ProgramSpaceParamsSchema = z.object({
  programId: z.uuid({ error: 'The program id is not valid.' }),
});
export const PostIdParamsSchema = z.object({ postId: z.uuid({ error: 'The id is not valid.' }) });

/** GET /api/community/:programId/threads: a page of a space, searched and sorted. */
export const ThreadListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int({ error: 'page must be a whole number from 1.' })
    .min(1, { error: 'page must be a whole number from 1.' })
    .max(LIMITS.adminListPage, { error: 'page is too large.' })
    .default(1),
  q: z
    .string({ error: 'The search text must be text.' })
    .trim()
    .max(LIMITS.searchText, { error: `The search text must be at most ${LIMITS.searchText} characters.` })
    .superRefine(plainText('The search text', 'single-line'))
    .optional(),
  sort: z.enum(COMMUNITY_SORTS, { error: oneOfMessage('sort', COMMUNITY_SORTS) }).default('new'),
  /** Only the questions asked under this lesson (docs/product.md §22.2). */
  lesson: z.uuid({ error: 'The lesson id is not valid.' }).optional(),
});
export type ThreadListQuery = z.input<typeof ThreadListQuerySchema>;

export const ThreadInputSchema = z.object({
  title: titleField,
  body: bodyField,
  /** Only the members of this batch see the thread. */
  batch_id: z.uuid({ error: 'The batch is not valid.' }).nullable().default(null),
  /** A question asked under this lesson. */
  lesson_id: z.uuid({ error: 'The lesson is not valid.' }).nullable().default(null),
});
export type ThreadInput = z.input<typeof ThreadInputSchema>;

export const ReplyInputSchema = z.object({ body: bodyField });
export type ReplyInput = z.input<typeof ReplyInputSchema>;

/** PUT /api/community/post/:id: a new body, and a new title for a thread's opening post. */
export const PostEditSchema = z.object({ body: bodyField, title: titleField.optional() });
export type PostEdit = z.input<typeof PostEditSchema>;

/** Sets the member's vote, so that a repeated request changes nothing (the button sends the opposite of `voted`). */
export const VoteInputSchema = z.object({ up: z.boolean({ error: 'up must be true or false.' }) });
export const VoteSchema = z.object({ score: z.number(), voted: z.boolean() });
export type Vote = z.infer<typeof VoteSchema>;

export const ReportInputSchema = z.object({
  reason: requiredText('Reason', LIMITS.communityReason, 'multi-line'),
});
export type ReportInput = z.input<typeof ReportInputSchema>;

/** PUT /api/community/thread/:id: a moderator pins, locks or closes a thread. */
export const ThreadModerateSchema = z.object({
  pinned: z.boolean({ error: 'pinned must be true or false.' }).optional(),
  locked: z.boolean({ error: 'locked must be true or false.' }).optional(),
  closed: z.boolean({ error: 'closed must be true or false.' }).optional(),
});
export type ThreadModerate = z.input<typeof ThreadModerateSchema>;

export const PostSchema = z.object({
  _id: z.string(),
  thread_id: z.string(),
  author_name: z.string(),
  /** Staff posts carry a badge: 'instructor' or 'admin'; null for a learner. */
  author_badge: z.enum(['instructor', 'admin']).nullable(),
  body_html: z.string(),
  /** The body as plain text, for the edit form. */
  body_text: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  score: z.number(),
  voted: z.boolean(),
  accepted: z.boolean(),
  mine: z.boolean(),
  status: z.enum(['published', 'held']),
  /** Shown to the author of a held post: "waiting for review: <reason>". */
  held_reason: z.string().nullable(),
});
export type Post = z.infer<typeof PostSchema>;

export const ThreadSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  last_activity_at: z.string(),
  reply_count: z.number(),
  score: z.number(),
  pinned: z.boolean(),
  locked: z.boolean(),
  closed: z.boolean(),
  answered: z.boolean(),
  batch_id: z.string().nullable(),
  lesson_id: z.string().nullable(),
  status: z.enum(['published', 'held']),
  held_reason: z.string().nullable(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const SpaceBatchSchema = z.object({ _id: z.string(), name: z.string() });

export const ThreadPageSchema = z.object({
  program_id: z.string(),
  program_title: z.string(),
  can_moderate: z.boolean(),
  /** The batches whose own threads the caller may read and start. */
  batches: z.array(SpaceBatchSchema),
  threads: z.array(ThreadSummarySchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type ThreadPage = z.infer<typeof ThreadPageSchema>;

export const ThreadDetailSchema = ThreadSummarySchema.extend({
  program_id: z.string(),
  program_title: z.string(),
  can_moderate: z.boolean(),
  can_reply: z.boolean(),
  opening: PostSchema,
  /** Published replies and the caller's held ones, the accepted answer first. */
  replies: z.array(PostSchema),
});
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

/** 202: the post waits for a moderator (docs/product.md §22.4) and only its author sees it. */
export const HeldSchema = z.object({
  message: z.string(),
  status: z.literal('held'),
  reason: z.string(),
  post_id: z.string(),
  thread_id: z.string(),
});
export type Held = z.infer<typeof HeldSchema>;

/** 403 for a muted member: until when (and a plain refusal otherwise, without `muted_until`). */
export const MutedSchema = z.object({ message: z.string(), muted_until: z.string().optional() });

export const ModerationDecisionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: oneOfMessage('action', MODERATION_ACTIONS) }),
  note: optionalText('Note', LIMITS.communityReason, 'multi-line'),
});
export type ModerationDecision = z.input<typeof ModerationDecisionSchema>;

export const MuteInputSchema = z.object({
  user_id: z.uuid({ error: 'The member is not valid.' }),
  days: wholeNumber('Days', 1, COMMUNITY_LIMITS.muteDaysMax),
  reason: optionalText('Reason', LIMITS.communityReason, 'multi-line'),
});
export type MuteInput = z.input<typeof MuteInputSchema>;
export const MuteSchema = z.object({ message: z.string(), muted_until: z.string() });

export const QueueItemSchema = z.object({
  post_id: z.string(),
  thread_id: z.string(),
  thread_title: z.string(),
  program_title: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  body_html: z.string(),
  status: z.enum(['published', 'held']),
  held_reason: z.string().nullable(),
  reports: z.array(z.object({ reason: z.string(), reporter_name: z.string(), created_at: z.string() })),
  created_at: z.string(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;
export const QueueSchema = z.array(QueueItemSchema);

export const ModerationWordInputSchema = z.object({
  word: requiredText('Word', LIMITS.communityWord),
});
export type ModerationWordInput = z.input<typeof ModerationWordInputSchema>;
export const ModerationWordSchema = z.object({ _id: z.string(), word: z.string(), created_at: z.string() });
export const ModerationWordListSchema = z.array(ModerationWordSchema);
export type ModerationWord = z.infer<typeof ModerationWordSchema>;
