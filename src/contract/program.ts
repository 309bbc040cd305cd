import { z } from 'zod';
import { plainText } from './fields.ts';
import { PublicBatchSchema } from './live-batches.ts';
import { AVAILABILITY, LIMITS, OFFERING_TYPES } from './vocabulary.ts';

/** A program as the API returns it (docs/product.md §3: field names as the spec writes them). */
export const ProgramSchema = z.object({
  _id: z.string(),
  title: z.string(),
  tag: z.string(),
  description: z.string(),
  image_path: z.string().nullable(),
  offering_type: z.enum(OFFERING_TYPES),
  actual_price: z.number(),
  offer_price: z.number(),
  availability: z.enum(AVAILABILITY),
  html_content: z.string(),
  /** Stable name used by the marketing routes (e.g. /pro-trader-program); null for programs added later. */
  slug: z.string().nullable(),
  created_on: z.string(),
  /**
   * docs/product.md §13.6: a FREE program's subscriptions start active at once (admin option, default false).
   */
  auto_activate_free: z.boolean(),
});
export type Program = z.infer<typeof ProgramSchema>;

export const ProgramListSchema = z.array(ProgramSchema);

/**
 * GET /api/program/:id: the program and its open batches (docs/product.md §20.1), soonest first;
 * empty for a program without batches.
 */
export const ProgramDetailSchema = ProgramSchema.extend({ batches: z.array(PublicBatchSchema) });
export type ProgramDetail = z.infer<typeof ProgramDetailSchema>;

/** GET /api/{program,service}/:id takes an id or a slug; either is plain single-line text. */
export const ProgramParamsSchema = z.object({
  id: z
    .string()
    .max(LIMITS.idOrSlug, { error: 'The id is not valid.' })
    .superRefine(plainText('The id', 'single-line')),
});

/** Services have the shape of a program (docs/product.md §3). */
export type Service = Program;
