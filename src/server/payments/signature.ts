import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures (ADR 029), both hex HMAC-SHA256 but with different keys and inputs:
 * Checkout's `razorpay_signature` is over `${order_id}|${payment_id}` with the API key secret; a
 * webhook's `X-Razorpay-Signature` is over the raw request body with the webhook secret.
 */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Checkout's signature of a payment, as Razorpay computes it. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** A webhook body's signature, as Razorpay computes it (over the exact bytes sent). */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/**
 * Compares a signature given by the outside with the expected one in constant time. Anything
 * that is not exactly 64 lower-case hex characters fails before the comparison (timingSafeEqual
 * throws on unequal lengths).
 */
export function signaturesMatch(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isValidCheckoutSignature(
  input: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return signaturesMatch(checkoutSignature(input.orderId, input.paymentId, keySecret), input.signature);
}

export function isValidWebhookSignature(rawBody: Buffer, signature: unknown, webhookSecret: string): boolean {
  return signaturesMatch(webhookSignature(rawBody, webhookSecret), signature);
}
