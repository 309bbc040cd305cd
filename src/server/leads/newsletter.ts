import { API_BASE, endpoints, fillPath } from '@contract/endpoints.ts';
import type { NewsletterSignupSchema } from '@contract/marketing.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { NEWSLETTER_CONFIRM_TTL_SECONDS, NEWSLETTER_RESEND_SECONDS } from '@contract/vocabulary.ts';
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { randomToken, sha256 } from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import {
  enqueueMail,
  type NewsletterLinks,
  newsletterConfirmMail,
  newsletterWelcomeMail,
} from '../mail/index.ts';
import { DomainError } from '../shared/errors.ts';
import type { SignupContext } from './signup.ts';

/** The links a newsletter reader leaves by (ADR 063): the site's page, and the one-click API address. */
export function newsletterLinks(publicUrl: string, unsubscribeToken: string): NewsletterLinks {
  return {
    unsubscribePage: `${publicUrl}${pagePath('newsletterUnsubscribe', { token: unsubscribeToken })}`,
    oneClick: `${publicUrl}${API_BASE}${fillPath(endpoints.newsletterUnsubscribe.path, { token: unsubscribeToken })}`,
  };
}

/**
 * The footer's newsletter box (docs/product.md §16, ADR 063): double opt-in. A new address, one
 * that left, or one still unconfirmed whose last link is older than NEWSLETTER_RESEND_SECONDS is
 * stored as `unconfirmed` with a fresh confirmation token (only its digest kept) and mailed the
 * link, in one transaction. A subscribed address, or one mailed a moment ago, changes nothing and
 * gets no mail. The caller answers the same in every case, so the box tells nobody who subscribed.
 * The resend limit sits in the upsert's WHERE, so two sign-ups at once cannot both mail.
 */
export async function signUpForNewsletter(
  db: Database,
  input: z.output<typeof NewsletterSignupSchema>,
  context: SignupContext & { publicUrl: string },
): Promise<void> {
  const token = randomToken();
  const fresh = {
    status: 'unconfirmed' as const,
    confirmTokenHash: sha256(token),
    confirmExpiresAt: sql`now() + make_interval(secs => ${NEWSLETTER_CONFIRM_TTL_SECONDS})`,
    confirmSentAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    const [mailed] = await tx
      .insert(leads)
      .values({
        kind: 'newsletter',
        email: input.email,
        sourcePage: context.sourcePage,
        consentToContact: false,
        unsubscribeToken: randomToken(),
        ...fresh,
      })
      .onConflictDoUpdate({
        target: [leads.kind, leads.email],
        set: { ...fresh, sourcePage: sql`coalesce(excluded.source_page, ${leads.sourcePage})` },
        setWhere: and(
          ne(leads.status, 'subscribed'),
          or(
            isNull(leads.confirmSentAt),
            lte(leads.confirmSentAt, sql`now() - make_interval(secs => ${NEWSLETTER_RESEND_SECONDS})`),
          ),
        ),
      })
      .returning({ id: leads.id });
    if (!mailed) return;
    const link = `${context.publicUrl}${pagePath('newsletterConfirm', { token })}`;
    await enqueueMail(tx, input.email, newsletterConfirmMail(link));
  });
}

/**
 * Follows a confirmation link (docs/product.md §16): an unconfirmed lead whose token matches and
 * has not expired becomes `subscribed`, the token is cleared (one use), and the welcome mail, the
 * first mailing, goes out with its unsubscribe link and headers. A used, expired or unknown token
 * changes nothing and is a not_found. One UPDATE decides, so two clicks at once confirm once.
 */
export async function confirmNewsletter(db: Database, token: string, publicUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [lead] = await tx
      .update(leads)
      .set({
        status: 'subscribed',
        confirmedAt: sql`now()`,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribedAt: null,
      })
      .where(
        and(
          eq(leads.kind, 'newsletter'),
          eq(leads.confirmTokenHash, sha256(token)),
          eq(leads.status, 'unconfirmed'),
          gt(leads.confirmExpiresAt, sql`now()`),
        ),
      )
      .returning({ email: leads.email, unsubscribeToken: leads.unsubscribeToken });
    if (!lead?.unsubscribeToken) throw new DomainError('not_found', MESSAGES.newsletter.confirmInvalid);
    await enqueueMail(
      tx,
      lead.email,
      newsletterWelcomeMail(newsletterLinks(publicUrl, lead.unsubscribeToken)),
    );
  });
}

/** Whether an unsubscribe token is one of ours; not_found otherwise. */
export async function assertUnsubscribeToken(db: Database, token: string): Promise<void> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.kind, 'newsletter'), eq(leads.unsubscribeToken, token)));
  if (!lead) throw new DomainError('not_found', MESSAGES.newsletter.unsubscribeInvalid);
}

/**
 * Ends a newsletter subscription by its token (docs/product.md §16, RFC 8058): the lead becomes
 * `unsubscribed` and a pending confirmation is cancelled. Idempotent: a second click keeps the
 * first time. No mail goes out about it. An unknown token is a not_found.
 */
export async function unsubscribeFromNewsletter(db: Database, token: string): Promise<void> {
  const [lead] = await db
    .update(leads)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`case when ${leads.status} = 'unsubscribed' then ${leads.unsubscribedAt} else now() end`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(and(eq(leads.kind, 'newsletter'), eq(leads.unsubscribeToken, token)))
    .returning({ id: leads.id });
  if (!lead) throw new DomainError('not_found', MESSAGES.newsletter.unsubscribeInvalid);
}
