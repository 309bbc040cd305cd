import { formatDate } from '@contract/format.ts';
import { COMPANY_NAME, layoutMail, type RenderedMail } from '../mail/index.ts';

/** The mails of batches and their waiting lists (docs/product.md §20.1). */

/** 'YYYY-MM-DD' as the site writes a day: '07 Dec 2026'. Noon UTC is the same day in India. */
const day = (date: string) => formatDate(`${date}T12:00:00Z`);

/** What the learner does next with a seat: pay, wait for the team, or start. */
export type SeatNextStep = { kind: 'pay'; payLink: string } | { kind: 'approval' } | { kind: 'open' };

/** A seat freed up and is now the first waiting learner's: their subscription exists (§20.1). */
export function batchSeatOfferedMail(input: {
  name: string;
  programTitle: string;
  batchName: string;
  startsOn: string;
  next: SeatNextStep;
  mySubscriptionsUrl: string;
}): RenderedMail {
  const next =
    input.next.kind === 'pay'
      ? `Your subscription starts as soon as it is paid. Pay now: ${input.next.payLink}`
      : input.next.kind === 'open'
        ? `It is open now: start learning from My Subscriptions: ${input.mySubscriptionsUrl}`
        : 'Our team approves it and e-mails you as soon as it is open. You can follow it under My Subscriptions.';
  return layoutMail({
    subject: `A seat in ${input.batchName} of ${input.programTitle} is yours`,
    paragraphs: [
      `Hello ${input.name},`,
      `Good news: a seat freed up in ${input.batchName} of ${input.programTitle} (starts ${day(input.startsOn)}), and you were first on its waiting list. We have subscribed you to it.`,
      next,
    ],
    footer: `You receive this because this address joined a waiting list on ${COMPANY_NAME}. If you no longer want the seat, reply to this e-mail and we will cancel it.`,
  });
}

/** An admin moved the learner's subscription to another batch of the program. */
export function batchMovedMail(input: {
  name: string;
  programTitle: string;
  batchName: string;
  startsOn: string;
  endsOn: string;
}): RenderedMail {
  return layoutMail({
    subject: `Your batch of ${input.programTitle} is now ${input.batchName}`,
    paragraphs: [
      `Hello ${input.name},`,
      `Our team moved your subscription to ${input.programTitle} into the batch ${input.batchName}, from ${day(input.startsOn)} to ${day(input.endsOn)}.`,
      'Your live classes are now those of this batch. Questions? Reply to this e-mail.',
    ],
    footer: `You receive this because this address has a subscription on ${COMPANY_NAME}.`,
  });
}

/** A batch the learner was waiting for was removed: they may choose another. */
export function batchClosedMail(input: {
  name: string;
  programTitle: string;
  batchName: string;
}): RenderedMail {
  return layoutMail({
    subject: `${input.batchName} of ${input.programTitle} will not run`,
    paragraphs: [
      `Hello ${input.name},`,
      `The batch ${input.batchName} of ${input.programTitle}, whose waiting list you were on, will not run, and its waiting list is closed.`,
      "You can choose another batch on the program's page. Questions? Reply to this e-mail.",
    ],
    footer: `You receive this because this address joined a waiting list on ${COMPANY_NAME}.`,
  });
}
