import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { LEGAL_KINDS, type LegalKind, LIMITS } from './vocabulary.ts';

export { LEGAL_PAGES, LEGAL_TITLES } from './legal-pages.ts';

/**
 * The legal and help pages (docs/product.md §19, ADR 068): each kind is a list of versions, never
 * edited once published; a page shows the highest version whose effective date (IST) has come.
 */

/** `:kind`, one of LEGAL_KINDS; any other is a page that does not exist (404, `legalKindOf`). */
export const LegalKindParamsSchema = z.object({
  kind: z.string().max(40, { error: MESSAGES.legal.notFound }),
});

/** The kind a path names, or undefined for a page that does not exist. */
export function legalKindOf(text: string): LegalKind | undefined {
  return (LEGAL_KINDS as readonly string[]).includes(text) ? (text as LegalKind) : undefined;
}

/** `?version=N`: an earlier version of the page; without it, the one in effect today. */
export const LegalVersionQuerySchema = z.object({
  version: z.coerce
    .number({ error: MESSAGES.legal.notFound })
    .int({ error: MESSAGES.legal.notFound })
    .min(1, { error: MESSAGES.legal.notFound })
    .max(1_000_000, { error: MESSAGES.legal.notFound })
    .optional(),
});

/** A version as the public page lists it: its number and the day (IST, 'YYYY-MM-DD') it took effect. */
export const LegalVersionRefSchema = z.object({
  version: z.number(),
  effective_from: z.string(),
});

/** GET /api/legal/:kind: the version shown, and every version in effect so far (newest first). */
export const LegalDocumentSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  title: z.string(),
  version: z.number(),
  effective_from: z.string(),
  /** The server's sanitised HTML (ADR 011). */
  html: z.string(),
  /** False when an earlier version was asked for: a newer one is in effect. */
  current: z.boolean(),
  versions: z.array(LegalVersionRefSchema),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

/** One published version as admins see it. */
export const AdminLegalVersionSchema = z.object({
  _id: z.string(),
  version: z.number(),
  effective_from: z.string(),
  html: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type AdminLegalVersion = z.infer<typeof AdminLegalVersionSchema>;

/** GET /api/admin/legal/all: every kind, with the version in effect today and all versions, newest first. */
export const AdminLegalDocumentSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  title: z.string(),
  /** The version shown today; null before any has taken effect. */
  current_version: z.number().nullable(),
  versions: z.array(AdminLegalVersionSchema),
});
export type AdminLegalDocument = z.infer<typeof AdminLegalDocumentSchema>;
export const AdminLegalDocumentListSchema = z.array(AdminLegalDocumentSchema);

/** True when `text` is a real calendar date written 'YYYY-MM-DD'. */
export function isLegalDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match || Number(match[1]) < 2000) return false;
  const parsed = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return parsed.toISOString().slice(0, 10) === text;
}

/** POST /api/admin/legal/:kind: a new version's HTML and the day it takes effect (today or later, IST). */
export const LegalPublishInputSchema = z.object({
  html: z
    .string({ error: MESSAGES.legal.htmlRequired })
    .trim()
    .min(1, { error: MESSAGES.legal.htmlRequired })
    .max(LIMITS.htmlContent, { error: `The text must be at most ${LIMITS.htmlContent} characters.` }),
  effective_from: z
    .string({ error: MESSAGES.legal.badDate })
    .trim()
    .refine(isLegalDate, { error: MESSAGES.legal.badDate }),
});
export type LegalPublishInput = z.input<typeof LegalPublishInputSchema>;
