import { z } from 'zod';
import { EmailSchema, requiredText } from './fields.ts';
import {
  GRIEVANCE_DUE_FLAGS,
  GRIEVANCE_STATUSES,
  LIMITS,
  PASSWORD_MAX_LENGTH,
  PRIVACY_EXPORT_STATUSES,
  PRIVACY_RIGHTS,
} from './vocabulary.ts';

/**
 * The learner's privacy rights (docs/product.md §17, ADR 066): the export, erasure, a nominee and
 * grievances. Correction is the profile's own PUT /api/profile.
 */

/** The export: a ZIP of JSON files and PDFs, streamed to its owner. */
export const PrivacyExportSchema = z
  .unknown()
  .describe('Everything the site holds about the caller, as a ZIP.');

/** The file name the export is saved under. */
export function privacyExportFileName(date: Date): string {
  return `fintrain-my-data-${date.toISOString().slice(0, 10)}.zip`;
}

/**
 * GET /api/admin/privacy/requests (docs/product.md §18.3): erasures still in their 7-day grace
 * (the learner is not yet erased, so name and e-mail are shown) and exports prepared or being
 * prepared by the job (ADR 070). Reading it is audited.
 */
export const PrivacyRequestsSchema = z.object({
  erasures: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      email: z.string(),
      requested_at: z.string(),
      erase_after: z.string(),
    }),
  ),
  exports: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.enum(PRIVACY_EXPORT_STATUSES),
      estimate: z.number(),
      requested_at: z.string(),
      ready_at: z.string().nullable(),
      expires_at: z.string().nullable(),
      size_bytes: z.number().nullable(),
    }),
  ),
});
export type PrivacyRequests = z.infer<typeof PrivacyRequestsSchema>;

export const EraseRequestSchema = z.object({
  password: z
    .string({ error: 'Enter your current password.' })
    .min(1, { error: 'Enter your current password.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Your current password is not correct.' }),
});
export type EraseRequest = z.input<typeof EraseRequestSchema>;

export const EraseCancelSchema = z.object({
  token: z.string().min(1).max(PRIVACY_RIGHTS.eraseToken),
});

export const EraseRequestedSchema = z.object({
  message: z.string(),
  /** When the account is erased unless the mailed link cancels it. */
  erase_after: z.string(),
});

export const NomineeInputSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: EmailSchema,
  relationship: requiredText('Relationship', PRIVACY_RIGHTS.relationship),
});
export type NomineeInput = z.input<typeof NomineeInputSchema>;

export const NomineeSchema = z.object({
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  updated_on: z.string(),
});
export type Nominee = z.infer<typeof NomineeSchema>;
/** The learner's nominee, or null while none is named. */
export const NomineeOrNoneSchema = NomineeSchema.nullable();

export const GrievanceInputSchema = z.object({
  subject: requiredText('Subject', LIMITS.subject),
  message: requiredText('Message', LIMITS.message, 'multi-line'),
});
export type GrievanceInput = z.input<typeof GrievanceInputSchema>;

export const GrievanceSchema = z.object({
  _id: z.string(),
  /** GRV-2026-000123: sequential per calendar year. */
  number: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  filed_at: z.string(),
  /** Filed + 90 days (DPDP Rules, rule 14(3)). */
  due_at: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type Grievance = z.infer<typeof GrievanceSchema>;
export const GrievanceListSchema = z.array(GrievanceSchema);

export const GrievanceFiledSchema = z.object({ message: z.string(), grievance: GrievanceSchema });

export const AdminGrievanceSchema = GrievanceSchema.extend({
  name: z.string(),
  email: z.string(),
  /** Open grievances only: due within 15 days, or past due; answered ones are 'on_time'. */
  due_flag: z.enum(GRIEVANCE_DUE_FLAGS),
});
export type AdminGrievance = z.infer<typeof AdminGrievanceSchema>;
export const AdminGrievanceListSchema = z.array(AdminGrievanceSchema);

export const GrievanceReplySchema = z.object({
  reply: requiredText('Reply', PRIVACY_RIGHTS.grievanceReply, 'multi-line'),
});
export type GrievanceReply = z.input<typeof GrievanceReplySchema>;
