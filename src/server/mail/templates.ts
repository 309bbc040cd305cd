import { type EvaluationCertificateDetails, evaluationStatisticsText } from '@contract/evaluation.ts';
import { formatDateTime, formatPaise, formatRupees } from '@contract/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  type CertificateKind,
  GST,
  GUARDIAN_CODE_TTL_SECONDS,
  LIMITS,
  NEWSLETTER_CONFIRM_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
  type ResourceType,
  type SubscriptionDecision,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@contract/vocabulary.ts';
import { escapeHtml } from '../html/escape.ts';

export const COMPANY_NAME = 'FinTrain Academy';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Header fields beyond the usual ones, e.g. a newsletter's List-Unsubscribe (ADR 063). */
  headers?: Record<string, string>;
}

interface LayoutInput {
  subject: string;
  /** Paragraphs of plain text; each is escaped for the HTML part. */
  paragraphs: string[];
  /** Why the reader got this mail and what to do if they did not ask for it. */
  footer: string;
}

/** Wraps a message in the company's plain-text and HTML layout. */
export function layoutMail({ subject, paragraphs, footer }: LayoutInput): RenderedMail {
  const text = [...paragraphs, '', '--', COMPANY_NAME, footer].join('\n\n').replace(/\n{3,}/g, '\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1b2a41;line-height:1.5">
<h1 style="font-size:20px;color:#0b3c5d">${escapeHtml(COMPANY_NAME)}</h1>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

export function contactNotificationMail(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): RenderedMail {
  return layoutMail({
    subject: `New contact message: ${input.subject}`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `A visitor sent a message through the website's contact form.`,
      `Name: ${input.name}\nEmail: ${input.email}\nSubject: ${input.subject}`,
      input.message,
      'Reply to this e-mail to answer the visitor directly.',
    ],
    footer: `You receive this because this address is the ${COMPANY_NAME} support inbox. If it should not be, change SUPPORT_EMAIL in the site's configuration.`,
  });
}

/** 600 → '10 minutes', 3600 → '1 hour': a lifetime from the vocabulary, as the e-mails state it. */
function duration(seconds: number): string {
  const [count, unit] =
    seconds % 86_400 === 0
      ? [seconds / 86_400, 'day']
      : seconds % 3600 === 0
        ? [seconds / 3600, 'hour']
        : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const NOT_YOU = `If you did not ask for this, you can ignore this e-mail: nothing changes without the code or link. Questions? Reply to this e-mail or write to our support team.`;

export function verificationCodeMail(code: string): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: your verification code is ${code}`,
    paragraphs: [
      'Welcome! Use this code to verify your e-mail address and finish creating your account:',
      code,
      `The code is valid for ${duration(VERIFICATION_CODE_TTL_SECONDS)} and can be used once. Never share it with anyone: our team will never ask you for it.`,
    ],
    footer: `You receive this because someone entered this address on the ${COMPANY_NAME} registration page. ${NOT_YOU}`,
  });
}

/**
 * Sent instead of a code when the address on the registration page already has an account: the
 * page answers the same either way, so only the owner of the mailbox learns that it has one.
 */
export function accountExistsMail(links: { login: string; forgotPassword: string }): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: you already have an account`,
    paragraphs: [
      'Someone asked to create an account with this e-mail address, but you already have an account with it, so no new account is needed and no code was sent.',
      'Log in here:',
      links.login,
      'Forgot your password? Reset it here:',
      links.forgotPassword,
    ],
    footer: `You receive this because someone entered this address on the ${COMPANY_NAME} registration page. If that was not you, you can ignore this e-mail: nothing has changed on your account. Questions? Reply to this e-mail or write to our support team.`,
  });
}

export function passwordResetMail(link: string): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: reset your password`,
    paragraphs: [
      'We received a request to reset the password of your account. Open this link to choose a new password:',
      link,
      `The link is valid for ${duration(RESET_LINK_TTL_SECONDS)} and works once. After the reset, every device signed in to your account is signed out.`,
    ],
    footer: `You receive this because someone asked to reset the password for this address on ${COMPANY_NAME}. ${NOT_YOU}`,
  });
}

/** docs/product.md §4.8: a changed password is told to the account's address. */
export function passwordChangedMail(name: string, forgotPasswordUrl: string): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: your password was changed`,
    paragraphs: [
      `Hello ${name},`,
      'The password of your account was just changed from your profile. Every other device signed in to your account has been signed out.',
      'If you did not change it, reset your password at once here and reply to this e-mail:',
      forgotPasswordUrl,
    ],
    footer: `You receive this because the password of the account with this address on ${COMPANY_NAME} was changed.`,
  });
}

/** The code that confirms a new address for an existing account (docs/product.md §4.8). */
export function emailChangeCodeMail(code: string): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: your code to confirm this address is ${code}`,
    paragraphs: [
      'Use this code on your profile to make this the e-mail address of your account:',
      code,
      `The code is valid for ${duration(VERIFICATION_CODE_TTL_SECONDS)} and can be used once. Never share it with anyone: our team will never ask you for it.`,
    ],
    footer: `You receive this because someone asked to move their ${COMPANY_NAME} account to this address. ${NOT_YOU}`,
  });
}

/**
 * Sent instead of a code when the new address already has an account: the profile answers the
 * same either way, and the change can never complete (ADR 060).
 */
export function emailChangeTakenMail(): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: this address already has an account`,
    paragraphs: [
      'Someone asked to move another account to this e-mail address, but an account with this address already exists, so no code was sent and nothing will change.',
    ],
    footer: `You receive this because this address was entered on a ${COMPANY_NAME} profile. If that was not you, you can ignore this e-mail.`,
  });
}

/** To the old address once the change is done: the owner learns of it even if it was not them. */
export function emailChangedMail(name: string, newEmail: string): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: your e-mail address was changed`,
    paragraphs: [
      `Hello ${name},`,
      `The e-mail address of your account was changed to ${newEmail}. From now on, log in with the new address; mail goes there.`,
      'If you did not make this change, reply to this e-mail at once so that we can secure your account.',
    ],
    footer: `You receive this because this was the address of your ${COMPANY_NAME} account.`,
  });
}

export function welcomeMail(name: string, loginUrl: string): RenderedMail {
  return layoutMail({
    subject: `Welcome to ${COMPANY_NAME}`,
    paragraphs: [
      `Hello ${name},`,
      'Your account is ready. Log in to browse our programs and subscribe:',
      loginUrl,
      'Trading involves risk. Our programs teach you to manage it before you put money in the market.',
    ],
    footer: `You receive this because an account was created with this address on ${COMPANY_NAME}. If that was not you, reply to this e-mail and we will close the account.`,
  });
}

interface SubscriptionMailInput {
  name: string;
  resourceType: ResourceType;
  title: string;
  offerPrice: number;
}

const priceText = (offerPrice: number) => (offerPrice === 0 ? 'FREE' : formatRupees(offerPrice));

export function subscriptionReceivedMail(input: SubscriptionMailInput): RenderedMail {
  return layoutMail({
    subject: `We received your subscription to ${input.title}`,
    paragraphs: [
      `Hello ${input.name},`,
      `Thank you for subscribing to the ${input.resourceType} "${input.title}" (${priceText(input.offerPrice)}).`,
      'Your subscription is pending: our team reviews every new subscription and will confirm your place, usually within one working day. You will receive an e-mail as soon as it is approved, and you can follow its status under My Subscriptions.',
    ],
    footer: `You receive this because this address subscribed on ${COMPANY_NAME}. If that was not you, reply to this e-mail and we will cancel it.`,
  });
}

/**
 * The received mail of a paid subscription when the site takes payment online (docs/product.md
 * §13.1, ADR 061): no one reviews it, paying activates it, so the mail leads to the pay page.
 */
export function subscriptionAwaitingPaymentMail(
  input: SubscriptionMailInput & { payLink: string },
): RenderedMail {
  return layoutMail({
    subject: `We received your subscription to ${input.title}`,
    paragraphs: [
      `Hello ${input.name},`,
      `Thank you for subscribing to the ${input.resourceType} "${input.title}" (${priceText(input.offerPrice)}).`,
      'Your subscription starts as soon as it is paid, and the tax invoice comes by e-mail.',
      `Pay now: ${input.payLink}`,
      'You can also pay later from My Subscriptions.',
    ],
    footer: `You receive this because this address subscribed on ${COMPANY_NAME}. If that was not you, reply to this e-mail and we will cancel it.`,
  });
}

export function subscriptionStatusMail(
  input: SubscriptionMailInput & { status: SubscriptionDecision },
): RenderedMail {
  const approved = input.status === 'active';
  return layoutMail({
    subject: approved
      ? `Your subscription to ${input.title} is approved`
      : `Your subscription to ${input.title} was not approved`,
    paragraphs: [
      `Hello ${input.name},`,
      approved
        ? `Good news: your subscription to the ${input.resourceType} "${input.title}" (${priceText(input.offerPrice)}) is now active. Our team will contact you with the schedule and joining details.`
        : `We could not approve your subscription to the ${input.resourceType} "${input.title}". This can happen when a batch is full or details need checking. Reply to this e-mail and our team will help, or subscribe again later.`,
      'You can follow all your subscriptions under My Subscriptions.',
    ],
    footer: `You receive this because this address has a subscription on ${COMPANY_NAME}.`,
  });
}

/** A drip module opened for a learner (ADR 022). */
export function moduleUnlockedMail(input: {
  name: string;
  programTitle: string;
  moduleTitle: string;
  link: string;
}): RenderedMail {
  return layoutMail({
    subject: `New in ${input.programTitle}: ${input.moduleTitle} is open`,
    paragraphs: [
      `Hello ${input.name},`,
      `The module "${input.moduleTitle}" of ${input.programTitle} is now open for you.`,
      `Continue learning: ${input.link}`,
    ],
    footer: `You receive this because you have an active subscription on ${COMPANY_NAME}.`,
  });
}

/** What an evaluation certificate records of the challenge and the mentor, a line each. */
function evaluationLines(details: EvaluationCertificateDetails | undefined): string[] {
  if (!details) return [];
  const statistics = evaluationStatisticsText(details);
  return [
    ...(statistics ? [`${statistics}.`] : []),
    ...(details.mentor_name ? [`${MESSAGES.evaluation.mentor(details.mentor_name)}.`] : []),
  ];
}

/** A certificate of completion was issued (ADR 027): where to see it, share it and check it. */
export function certificateIssuedMail(input: {
  /** 'course' when absent. */
  kind?: CertificateKind;
  name: string;
  programTitle: string;
  verifyUrl: string;
  profileUrl: string;
  /** An evaluation's challenge statistics and mentor, as the certificate shows them. */
  evaluation?: EvaluationCertificateDetails | undefined;
}): RenderedMail {
  if (input.kind === 'sim_challenge') {
    return layoutMail({
      subject: `${MESSAGES.simulator.challengeCertificate}: ${input.programTitle}`.slice(
        0,
        LIMITS.mailSubject,
      ),
      paragraphs: [
        `Hello ${input.name},`,
        `Well done: you passed the trading simulator challenge of ${input.programTitle}, and your certificate is ready. It records practice on delayed prices with no money at risk.`,
        `Anyone can check it at ${input.verifyUrl}`,
        `Download the PDF or add it to your LinkedIn profile from your profile page: ${input.profileUrl}`,
        MESSAGES.simulator.compliance,
      ],
      footer: `You receive this because you passed a simulator challenge on ${COMPANY_NAME}.`,
    });
  }
  if (input.kind === 'evaluation') {
    return layoutMail({
      subject: `${MESSAGES.evaluation.certificateTitle}: ${input.programTitle}`.slice(0, LIMITS.mailSubject),
      paragraphs: [
        `Hello ${input.name},`,
        `Well done: you passed the evaluation before live trading of ${input.programTitle}, and your certificate is ready.`,
        ...evaluationLines(input.evaluation),
        `Anyone can check it at ${input.verifyUrl}`,
        `Download the PDF or add it to your LinkedIn profile from your profile page: ${input.profileUrl}`,
        MESSAGES.evaluation.disclaimer,
      ],
      footer: `You receive this because you passed an evaluation on ${COMPANY_NAME}.`,
    });
  }
  return layoutMail({
    subject: `Your certificate for ${input.programTitle}`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `Hello ${input.name},`,
      `Congratulations: you have completed ${input.programTitle}, and your certificate of completion is ready.`,
      `Anyone can check it at ${input.verifyUrl}`,
      `Download the PDF or add it to your LinkedIn profile from your profile page: ${input.profileUrl}`,
    ],
    footer: `You receive this because you completed a program on ${COMPANY_NAME}.`,
  });
}

/**
 * An admin revoked a certificate (docs/product.md §12.3, ADR 061): the learner hears it from us,
 * with the reason, before an employer's check of the verify page tells them.
 */
export function certificateRevokedMail(input: {
  name: string;
  programTitle: string;
  certificateId: string;
  reason: string;
  verifyUrl: string;
}): RenderedMail {
  return layoutMail({
    subject: `Your certificate for ${input.programTitle} was revoked`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `Hello ${input.name},`,
      `Your certificate ${input.certificateId} for ${input.programTitle} has been revoked.`,
      `Reason: ${input.reason}`,
      `Its verification page now shows it as revoked: ${input.verifyUrl}`,
      'If you think this is a mistake, reply to this e-mail and our team will look into it.',
    ],
    footer: `You receive this because a certificate was issued to you on ${COMPANY_NAME}.`,
  });
}

/** The tax split of an amount, as a receipt prints it (paise). */
interface ReceiptSplit {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The paisa the invoice rounds off to the amount paid (ADR 056). */
  roundOff?: number;
}

function taxLines(split: ReceiptSplit): string {
  const money = (paise: number) => formatPaise(paise, { exact: true });
  const taxes =
    split.igst > 0
      ? [`IGST ${GST.ratePercent}%: ${money(split.igst)}`]
      : [
          `CGST ${GST.ratePercent / 2}%: ${money(split.cgst)}`,
          `SGST ${GST.ratePercent / 2}%: ${money(split.sgst)}`,
        ];
  const roundOff = split.roundOff ? [`Round off: ${money(split.roundOff)}`] : [];
  return [`Taxable value: ${money(split.taxableValue)}`, ...taxes, ...roundOff].join('\n');
}

/** A payment was captured (ADR 029): the receipt, with the tax invoice's number and split. */
export function paymentReceiptMail(input: {
  name: string;
  title: string;
  /** Paise charged. */
  amount: number;
  invoiceNumber: string;
  split: ReceiptSplit;
  link: string;
}): RenderedMail {
  return layoutMail({
    subject: `Payment received: ${input.title}`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `Hello ${input.name},`,
      `We received your payment of ${formatPaise(input.amount, { exact: true })} for "${input.title}". Your subscription is now active.`,
      `Tax invoice ${input.invoiceNumber}\n${taxLines(input.split)}\nTotal (GST included): ${formatPaise(input.amount, { exact: true })}`,
      `Download the invoice and follow your subscriptions under My Subscriptions: ${input.link}`,
    ],
    footer: `You receive this because you paid for a subscription on ${COMPANY_NAME}. Keep it for your records.`,
  });
}

/** A refund was processed (ADR 029): the amount, the credit note, and whether access ended. */
export function refundProcessedMail(input: {
  name: string;
  title: string;
  /** Paise refunded by this refund. */
  amount: number;
  /** The credit note and the invoice it adjusts; null for a duplicate payment that was never invoiced. */
  documents: { creditNote: string; invoice: string } | null;
  /** The whole payment is now refunded: the subscription has ended. */
  ended: boolean;
  link: string;
}): RenderedMail {
  return layoutMail({
    subject: `Refund processed: ${input.title}`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `Hello ${input.name},`,
      `We have refunded ${formatPaise(input.amount, { exact: true })} of your payment for "${input.title}". Your bank or UPI app usually shows it within 5 to 7 working days.`,
      input.documents
        ? `Credit note ${input.documents.creditNote} adjusts tax invoice ${input.documents.invoice}.`
        : 'This was a second payment for a subscription you had already paid for, so no invoice was issued for it.',
      input.ended
        ? 'The payment is fully refunded, so your subscription has ended.'
        : 'Your subscription stays active.',
      `Your payments and documents are under My Subscriptions: ${input.link}`,
    ],
    footer: `You receive this because you paid for a subscription on ${COMPANY_NAME}.`,
  });
}

const OFFER_FOOTER = `You receive this because this address was entered in the new-learner offer form on ${COMPANY_NAME}. If that was not you, ignore this e-mail: nothing else will be sent unless you ask.`;

/** The new-learner offer with online payment on (docs/product.md §16): a personal coupon. */
export function offerCouponMail(input: {
  name: string;
  title: string;
  code: string;
  percentOff: number;
  validUntil: Date;
  link: string;
}): RenderedMail {
  return layoutMail({
    subject: `Your ${input.percentOff}% new-learner discount: ${input.title}`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `Hello ${input.name},`,
      `Here is your personal coupon for ${input.percentOff}% off "${input.title}":`,
      input.code,
      `Enter it at checkout when you subscribe, signed in with this e-mail address. It can be used once, only for this program, until ${formatDateTime(input.validUntil)} (IST).`,
      `Subscribe here: ${input.link}`,
    ],
    footer: OFFER_FOOTER,
  });
}

/** The new-learner offer with online payment off (docs/product.md §16): the team will call. */
export function offerCallbackMail(input: { name: string; course: string; percentOff: number }): RenderedMail {
  return layoutMail({
    subject: `Your new-learner discount: ${input.course}`.slice(0, LIMITS.mailSubject),
    paragraphs: [
      `Hello ${input.name},`,
      `Thank you for your interest in ${input.course}. Your ${input.percentOff}% new-learner discount is reserved.`,
      'Our team will call or e-mail you shortly to help you enrol and apply it. You do not need to do anything until then.',
    ],
    footer: OFFER_FOOTER,
  });
}

/** Where a newsletter reader can leave (ADR 063): the page with its button, and the one-click address. */
export interface NewsletterLinks {
  /** The site's unsubscribe page for this reader, shown in the body. */
  unsubscribePage: string;
  /** The API address a mail provider POSTs to (RFC 8058), in the List-Unsubscribe header. */
  oneClick: string;
}

/**
 * Every newsletter mailing goes through this (docs/product.md §16): the unsubscribe link in the
 * body, and List-Unsubscribe with List-Unsubscribe-Post so that a mail provider can offer its own
 * one-click button (RFC 8058: an HTTPS address, POSTed with `List-Unsubscribe=One-Click`).
 */
export function newsletterMail(input: {
  subject: string;
  paragraphs: string[];
  links: NewsletterLinks;
}): RenderedMail {
  const mail = layoutMail({
    subject: input.subject,
    paragraphs: [
      ...input.paragraphs,
      `To stop receiving our newsletter, unsubscribe here: ${input.links.unsubscribePage}`,
    ],
    footer: `You receive this because you subscribed to the ${COMPANY_NAME} newsletter and confirmed your address. One click on the link above, or your mail program's unsubscribe button, ends it.`,
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${input.links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The double opt-in's question (docs/product.md §16): nothing else is mailed to the address until
 * its link is followed. Not a mailing yet, so it has no unsubscribe link: ignoring it is enough.
 */
export function newsletterConfirmMail(link: string): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: please confirm your newsletter subscription`,
    paragraphs: [
      'Thank you for signing up for our newsletter. Please confirm that this is your address by opening this link:',
      link,
      `The link is valid for ${duration(NEWSLETTER_CONFIRM_TTL_SECONDS)} and works once. Until you confirm, we send you nothing else.`,
    ],
    footer: `You receive this because this address was entered in the newsletter box on ${COMPANY_NAME}. If that was not you, ignore this e-mail: without the link, no newsletter is sent.`,
  });
}

/** The first mailing, once an address is confirmed: it says what comes and how to leave. */
export function newsletterWelcomeMail(links: NewsletterLinks): RenderedMail {
  return newsletterMail({
    subject: `Welcome to the ${COMPANY_NAME} newsletter`,
    paragraphs: [
      'Your subscription is confirmed. Thank you!',
      'Once a month our newsletter brings you market lessons, new batches and offers for learners. No spam.',
    ],
    links,
  });
}

/**
 * To the parent or guardian an under-18 learner named (docs/product.md §18.1): who asked, what
 * confirming means, and the code. Confirming is consent on the child's behalf (DPDP s.9(1)).
 */
export function guardianCodeMail(input: {
  guardianName: string;
  learnerName: string;
  code: string;
}): RenderedMail {
  return layoutMail({
    subject: `${COMPANY_NAME}: confirm your child's account (code ${input.code})`,
    paragraphs: [
      `Dear ${input.guardianName},`,
      `${input.learnerName} has created an account at ${COMPANY_NAME} and named you as their parent or guardian. Because they are under 18, the account stays inactive until you confirm it.`,
      'By giving them this code you consent to us processing their personal data as our privacy notice describes: their account, payments and GST invoices, and their learning records. They will not receive marketing e-mail and will not appear on any leaderboard while under 18.',
      input.code,
      `The code is valid for ${duration(GUARDIAN_CODE_TTL_SECONDS)} and can be used once.`,
    ],
    footer: `You receive this because someone named this address as a parent or guardian on ${COMPANY_NAME}. If you do not know them, ignore this e-mail: the account stays inactive.`,
  });
}
