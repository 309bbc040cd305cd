import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import { formatPaise } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  buyerDetailsNeeded,
  CHECKOUT_FIELDS,
  checkoutFormSchema,
  type Payment,
  type PaymentConfig,
  type PaymentOrderInput,
  PaymentOrderInputSchema,
  type PaymentQuote,
} from '@contract/payment.ts';
import type { Subscription } from '@contract/subscription.ts';
import type { User } from '@contract/user.ts';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { getPaymentQuote } from '../api/get-payment-quote.ts';
import { saveLastState } from '../state-choices.ts';
import { useRazorpayWindow } from './use-razorpay-window.ts';

/** The order as the schema passes it: GSTIN and coupon trimmed and upper case, or left out. */
type Order = z.output<typeof PaymentOrderInputSchema>;

/** The quote and the state and coupon it was made for: a change of either makes it stale. */
interface QuoteFor {
  quote: PaymentQuote;
  stateCode: string;
  coupon: string | null;
}

/** The order's fields the learner types (the state is chosen, and kept in state). */
const TYPED_FIELDS = ['gstin', 'coupon', 'legal_name', 'address', 'city', 'pincode'] as const;

/** What the checkout is for, and what it does once paid. */
export interface CheckoutProps {
  subscription: Subscription;
  config: PaymentConfig;
  user: User | undefined;
  onPaid: (result: { message: string; payment: Payment }) => void;
}

/** Whether the box agreeing to the Terms and the Refund Policy is ticked (docs/product.md §19). */
function agreed(element: HTMLFormElement | null): boolean {
  const box = element?.elements.namedItem('accept_terms');
  return box instanceof HTMLInputElement && box.checked;
}

/** The alert's text for a failure that names no field: which request failed, and how. */
function failureText(step: 'quote' | 'order', error: unknown): string {
  if (step === 'quote') return errorMessage(error, MESSAGES.payments.quoteFailed);
  return error instanceof ApiError
    ? errorMessage(error, MESSAGES.payments.gatewayFailed)
    : MESSAGES.payments.checkoutLoadFailed;
}

/**
 * The checkout's state (ADR 031): the state, optional GSTIN and coupon, and the buyer's details
 * the invoice needs (ADR 056), checked with the contract's own schemas (ADR 047): a quote with the
 * quote's body, Pay with `checkoutFormSchema` of the quoted taxable value. Choosing a state or
 * applying a coupon asks for a quote; Pay quotes first if the quote is stale, else makes the order
 * and opens Razorpay Checkout.
 */
export function useCheckout({ subscription, config, user, onPaid }: CheckoutProps) {
  const [stateCode, setStateCode] = useState('');
  const [quoted, setQuoted] = useState<QuoteFor | null>(null);
  const current = quoted && quoted.stateCode === stateCode ? quoted : null;
  const buyer = useBuyerDetails(current?.quote.taxable_value ?? null);
  const razorpay = useRazorpayWindow({
    config,
    user,
    description: subscription.resource.title,
    onPaid,
    onUnverified: (text) => form.setFeedback({ kind: 'error', text }),
  });
  // Which request a failure belongs to, for the alert's fallback text.
  const step = useRef<'quote' | 'order'>('quote');

  const form = useContractForm({
    schema: buyer.paySchema,
    input: (): PaymentOrderInput => ({
      subscription_id: subscription._id,
      state_code: stateCode,
      ...Object.fromEntries(TYPED_FIELDS.map((name) => [name, typed(name)])),
      accept_terms: agreed(form.props.ref.current),
    }),
    submit: payOrQuote,
    onError: (error) => failureText(step.current, error),
  });

  /** What is typed in a field, '' when it is not shown. */
  function typed(name: (typeof TYPED_FIELDS)[number]): string {
    const field = form.props.ref.current?.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  }

  async function quote(_input: PaymentOrderInput, order: Order) {
    step.current = 'quote';
    const answer = await getPaymentQuote(order);
    setQuoted({ quote: answer, stateCode: order.state_code, coupon: answer.coupon ?? order.coupon ?? null });
  }

  /** Quotes this state with `coupon` (the GSTIN is checked at Pay). */
  function requestQuote(state: string, coupon: string) {
    void form.run({ subscription_id: subscription._id, state_code: state, gstin: '', coupon }, quote, {
      schema: PaymentOrderInputSchema,
    });
  }

  async function payOrQuote(input: PaymentOrderInput, order: Order) {
    if (razorpay.checkout !== 'closed') return;
    // The learner sees the price before paying: a state or coupon not quoted yet is quoted first.
    if (!quoted || quoted.stateCode !== order.state_code || quoted.coupon !== (order.coupon ?? null)) {
      return quote(input, order);
    }
    step.current = 'order';
    await razorpay.pay(order);
  }

  return {
    form,
    razorpay,
    stateCode,
    buyerNeeds: buyer.needs,
    typeGstin: buyer.typeGstin,
    /** The quote for the state chosen, if it has one. */
    current: current?.quote ?? null,
    working: form.pending || razorpay.checkout !== 'closed',
    announcement: announcementOf(form, razorpay.failure, current?.quote ?? null),
    chooseState(code: string) {
      setStateCode(code);
      saveLastState(code);
      // The coupon already applied stays applied; one being typed waits for Apply.
      if (code !== '') requestQuote(code, quoted?.coupon ?? '');
    },
    /** Quotes the coupon `code`, by default the one typed. */
    applyCoupon(code = typed('coupon')) {
      requestQuote(stateCode, code);
    },
  };
}

/**
 * The buyer's details the tax invoice needs (ADR 056), by whether a GSTIN is typed and by the
 * quoted taxable value, and the schema Pay checks the order with, which asks for them (a quote
 * only prices, and is checked with the quote's body).
 */
function useBuyerDetails(taxableValue: number | null) {
  const [gstinGiven, setGstinGiven] = useState(false);
  const paySchema = useMemo(() => checkoutFormSchema(taxableValue), [taxableValue]);
  return {
    needs: buyerDetailsNeeded(gstinGiven, taxableValue),
    paySchema,
    /** The GSTIN field's text changed. */
    typeGstin(text: string) {
      setGstinGiven(text.trim() !== '');
    },
  };
}

/** Read out to screen readers: what went wrong, else the new price. */
function announcementOf(
  form: { errors: Partial<Record<string, string>>; feedback: { text: string } | null },
  failure: string | null,
  quote: PaymentQuote | null,
): string {
  const fieldError = CHECKOUT_FIELDS.map((field) => form.errors[field]).find(Boolean);
  return (
    [fieldError, form.feedback?.text].filter(Boolean).join(' ') ||
    failure ||
    (quote ? `Price incl. GST: ${formatPaise(quote.amount, { exact: true })}.` : '')
  );
}
