import { formatDate, formatDateTime } from '@contract/format.ts';
import { LIMITS, PRIVACY_RIGHTS } from '@contract/vocabulary.ts';
import { COMPANY_NAME, layoutMail, type RenderedMail } from '../mail/index.ts';

/** The mails of the learner's privacy rights (docs/product.md §17). */

const QUESTIONS =
  'Questions? Reply to this e-mail or write to our grievance officer through Profile → Privacy.';

export function eraseRequestedMail(input: {
  name: string;
  cancelUrl: string;
  eraseAfter: Date;
}): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: your account is closed and will be erased`,
    paragraphs: [
      `Hello ${input.name},`,
      `As you asked, your ${COMPANY_NAME} account is closed: every device was signed out and nobody can sign in to it.`,
      `On ${formatDateTime(input.eraseAfter)} (IST) it will be erased: your personal data is deleted or irreversibly anonymised. Your GST invoices and credit notes stay as issued, as the CGST Act requires, and your certificates are revoked.`,
      `Changed your mind? Open this link before then to cancel the erasure and keep your account (${PRIVACY_RIGHTS.eraseGraceDays} days):`,
      input.cancelUrl,
    ],
    footer: `You receive this because someone with your password asked to erase this account. If it was not you, open the link above to cancel, then change your password. ${QUESTIONS}`,
  });
}

export function eraseCancelledMail(name: string): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: the erasure of your account is cancelled`,
    paragraphs: [
      `Hello ${name},`,
      'The erasure of your account is cancelled: it is open again and you can sign in.',
    ],
    footer: `You receive this because the cancel link of an erasure was opened. ${QUESTIONS}`,
  });
}

export function nomineeNoticeMail(input: {
  nominee: string;
  learner: string;
  relationship: string;
}): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: ${input.learner} has named you as their nominee`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `Hello ${input.nominee},`,
      `${input.learner} has named you (${input.relationship}) as their nominee for their ${COMPANY_NAME} account, under section 14 of India's Digital Personal Data Protection Act, 2023.`,
      `In the event of their death or incapacity, you may exercise their rights over their personal data (to see it, correct it or have it erased) by writing to our grievance officer from this address and naming their account.`,
      'You need do nothing now.',
    ],
    footer: `You receive this because ${input.learner} gave this address as their nominee. If you do not know them, reply to this e-mail and we will remove it.`,
  });
}

export function grievanceReceivedMail(input: {
  name: string;
  number: string;
  subject: string;
  dueAt: Date;
}): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: grievance ${input.number} received`,
    paragraphs: [
      `Hello ${input.name},`,
      `We have received your grievance "${input.subject}". Its reference number is ${input.number}.`,
      `We will answer by e-mail by ${formatDate(input.dueAt)}, within ${PRIVACY_RIGHTS.grievanceDueDays} days.`,
    ],
    footer: `You receive this because you filed a grievance on the ${COMPANY_NAME} website. ${QUESTIONS}`,
  });
}

export function grievanceAnsweredMail(input: {
  name: string;
  number: string;
  subject: string;
  reply: string;
}): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: answer to grievance ${input.number}`,
    paragraphs: [
      `Hello ${input.name},`,
      `Our answer to your grievance "${input.subject}" (${input.number}):`,
      input.reply,
    ],
    footer: `You receive this because you filed a grievance on the ${COMPANY_NAME} website. If the answer does not settle it, you may complain to the Data Protection Board of India.`,
  });
}

export function exportReadyMail(input: { name: string; link: string; expiresAt: Date }): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: your data is ready to download`,
    paragraphs: [
      `Hello ${input.name},`,
      'The ZIP file with everything we hold about you, which you asked for, is ready. Open this link while signed in to your account to download it:',
      input.link,
      `The link works until ${formatDateTime(input.expiresAt)} (IST), ${PRIVACY_RIGHTS.exportLinkHours} hours, and only for you: we then delete the file.`,
    ],
    footer: `You receive this because you asked for your data in Profile → Privacy. ${QUESTIONS}`,
  });
}
