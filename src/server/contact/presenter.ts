import type { contactMessages } from '../db/schema.ts';

/** A contact message as the admin list and the audit log show it. */
export const presentContactMessage = (row: typeof contactMessages.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  submitted_at: row.submittedAt.toISOString(),
});
