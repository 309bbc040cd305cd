import { z } from 'zod';
import { requiredText, wholeNumber } from './fields.ts';
import { isLegalDate } from './legal.ts';
import { BATCH_RUNNER_ROLES, LIVE_LIMITS } from './live-vocabulary.ts';
import { MESSAGES } from './messages.ts';

/**
 * A program's batches and their waiting lists (docs/product.md §20.1, ADR 072). Dates are Indian
 * calendar dates written 'YYYY-MM-DD'; a batch is open while enrolment is open and it has not ended.
 */

const dateField = (label: string) =>
  z
    .string({ error: MESSAGES.batches.badDate(label) })
    .trim()
    .refine(isLegalDate, { error: MESSAGES.batches.badDate(label) });

/** POST /api/admin/program/:id/batch and PUT /api/admin/batch/:id. */
export const BatchInputSchema = z
  .object({
    name: requiredText('Name', LIVE_LIMITS.batchNameMax),
    starts_on: dateField('Start date'),
    ends_on: dateField('End date'),
    capacity: wholeNumber('Capacity', 1, LIVE_LIMITS.capacityMax),
    enrolment_open: z.boolean({ error: 'enrolment_open must be true or false.' }).default(true),
    /** An instructor or an admin; null for none yet. */
    instructor_id: z.uuid({ error: 'The instructor is not valid.' }).nullable().default(null),
  })
  .refine((batch) => batch.ends_on >= batch.starts_on, {
    error: MESSAGES.batches.endsBeforeStart,
    path: ['ends_on'],
  });
export type BatchInput = z.input<typeof BatchInputSchema>;
export type BatchFields = z.output<typeof BatchInputSchema>;

/** A batch as the admin sees it: its settings, seats taken and how many wait for a seat. */
export const AdminBatchSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  capacity: z.number(),
  enrolment_open: z.boolean(),
  instructor_id: z.string().nullable(),
  instructor_name: z.string().nullable(),
  seats_taken: z.number(),
  waitlist: z.number(),
});
export type AdminBatch = z.infer<typeof AdminBatchSchema>;
export const AdminBatchListSchema = z.array(AdminBatchSchema);

/** GET /api/admin/instructor/all: who may run a batch (an instructor or an admin), for the batch form. */
export const InstructorChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(BATCH_RUNNER_ROLES),
});
export type InstructorChoice = z.infer<typeof InstructorChoiceSchema>;
export const InstructorChoiceListSchema = z.array(InstructorChoiceSchema);

/** An open batch as the program page shows it (GET /api/program/:id). */
export const PublicBatchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  seats_left: z.number(),
  instructor_name: z.string().nullable(),
});
export type PublicBatch = z.infer<typeof PublicBatchSchema>;

/** PUT /api/admin/subscription/:id/batch: the batch of the same program to move it to. */
export const SubscriptionBatchMoveSchema = z.object({
  batch_id: z.uuid({ error: 'batch_id is not a valid id.' }),
});

/** A learner's place on a waiting list. */
export const WaitlistPlaceSchema = z.object({
  batch_id: z.string(),
  batch_name: z.string(),
  program_id: z.string(),
  program_title: z.string(),
  starts_on: z.string(),
  /** 1 for the first in line. */
  position: z.number(),
});
export type WaitlistPlace = z.infer<typeof WaitlistPlaceSchema>;
export const WaitlistPlaceListSchema = z.array(WaitlistPlaceSchema);

/**
 * POST /api/subscription/subscribe's 409. Into a full batch: no subscription, and `waitlist` gives
 * the learner's place on the batch's waiting list (ADR 072); any other conflict has only `message`.
 */
export const SubscribeRefusedSchema = z.object({
  message: z.string(),
  waitlist: z.object({ batch_id: z.string(), batch_name: z.string(), position: z.number() }).optional(),
});
export type SubscribeRefused = z.infer<typeof SubscribeRefusedSchema>;
