import type { OfferSignupSchema } from '@contract/marketing.ts';
import { pagePath } from '@contract/routes.ts';
import { OFFER_COUPON } from '@contract/vocabulary.ts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../db/client.ts';
import { leadCoupons, programs } from '../db/schema.ts';
import { enqueueMail, offerCallbackMail, offerCouponMail } from '../mail/index.ts';
import { createPersonalCoupon, type PersonalCoupon, personalCouponState } from '../payments/index.ts';
import type { LeadRow } from './presenter.ts';
import { upsertOfferLead } from './signup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OfferContext {
  sourcePage: string | null;
  /** Online payment is on: a coupon can be used at checkout, so one is sent. */
  paymentsOn: boolean;
  publicUrl: string;
  now?: Date;
}

/**
 * The address's offer coupon for the lead's program (ADR 059): the one it already holds if that
 * can still be used, none if it was used or has expired (one per address and program, ever, so
 * repeating the form cannot mint discounts), else a new one. The caller holds the lead's row lock,
 * so two sign-ups of one address take turns here; the primary key is the backstop.
 */
async function offerCouponOf(
  tx: Tx,
  lead: LeadRow,
  programId: string,
  now: Date,
): Promise<PersonalCoupon | null> {
  const [held] = await tx
    .select({ couponId: leadCoupons.couponId })
    .from(leadCoupons)
    .where(and(eq(leadCoupons.email, lead.email), eq(leadCoupons.programId, programId)));
  if (held) {
    const coupon = await personalCouponState(tx, held.couponId, now);
    return coupon?.usable ? coupon : null;
  }
  const coupon = await createPersonalCoupon(tx, {
    prefix: `NEW${OFFER_COUPON.percentOff}`,
    email: lead.email,
    programId,
    percentOff: OFFER_COUPON.percentOff,
    validFrom: now,
    validUntil: new Date(now.getTime() + OFFER_COUPON.validDays * DAY_MS),
  });
  await tx.insert(leadCoupons).values({ email: lead.email, programId, couponId: coupon.id });
  return coupon;
}

/**
 * Records a claim of the home page's offer and mails the visitor in the same transaction
 * (docs/product.md §16): with online payment on, their personal coupon for the chosen program;
 * otherwise (or with no usable coupon left) that the team will call, and the lead waits in the
 * admin list. New and known addresses get the same answer.
 */
export async function signUpForOffer(
  db: Database,
  input: z.output<typeof OfferSignupSchema>,
  context: OfferContext,
): Promise<void> {
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const lead = await upsertOfferLead(tx, input, context);
    const [program] = lead.programId
      ? await tx.select().from(programs).where(eq(programs.id, lead.programId))
      : [];
    const coupon = context.paymentsOn && program ? await offerCouponOf(tx, lead, program.id, now) : null;
    const mail =
      coupon && program
        ? offerCouponMail({
            name: input.name,
            title: program.title,
            code: coupon.code,
            percentOff: OFFER_COUPON.percentOff,
            validUntil: coupon.validUntil,
            link: `${context.publicUrl}${pagePath('programDetail', { id: program.slug ?? program.id })}`,
          })
        : offerCallbackMail({ name: input.name, course: input.course, percentOff: OFFER_COUPON.percentOff });
    await enqueueMail(tx, lead.email, mail);
  });
}
