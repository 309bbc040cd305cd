import { z } from 'zod';
import { requiredText, wholeNumber } from './fields.ts';

/** The Data Protection Board is told within 72 hours of a breach becoming known (DPDP Rules, rule 7(2)(b)). */
export const BREACH_REPORT_HOURS = 72;
/** The longest text of a breach record's fields. */
export const BREACH_TEXT_MAX = 5000;

const moment = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601).` });
const text = (label: string) => requiredText(label, BREACH_TEXT_MAX, 'multi-line');

/** An incident as an admin records it in the breach register (docs/product.md §18.2). */
export const BreachInputSchema = z.object({
  discovered_at: moment('Discovered at'),
  occurred_at: moment('Occurred at'),
  description: text('Description'),
  data_nature: text('Nature of the data'),
  categories: text('Categories of people'),
  people_affected: wholeNumber('People affected', 0, 100_000_000),
  measures: text('Measures taken'),
  risks: text('Likely risks'),
  contact: text('Contact'),
});
export type BreachInput = z.input<typeof BreachInputSchema>;

export const BreachSchema = z.object({
  _id: z.string(),
  discovered_at: z.string(),
  occurred_at: z.string(),
  description: z.string(),
  data_nature: z.string(),
  categories: z.string(),
  people_affected: z.number(),
  measures: z.string(),
  risks: z.string(),
  contact: z.string(),
  /** When the report went to the Board; null until an admin marks it filed. */
  reported_at: z.string().nullable(),
  /** discovered_at + 72 hours. */
  report_due_at: z.string(),
  /** Not filed, or filed late, past report_due_at. */
  report_late: z.boolean(),
  created_at: z.string(),
});
export type Breach = z.infer<typeof BreachSchema>;
export const BreachListSchema = z.array(BreachSchema);

/** The 72-hour report's fields and the notice to learners, as text to send. */
export const BreachReportSchema = z.object({
  board_report: z.string(),
  learner_notice: z.string(),
});
