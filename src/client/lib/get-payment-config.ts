import { endpoints } from '@contract/endpoints.ts';
import type { PaymentConfig } from '@contract/payment.ts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/** The site's payment settings: they change only with a restart, so one fetch serves the visit. */
export const PAYMENT_CONFIG_QUERY_KEY = ['payment-config'] as const;
const PAYMENT_CONFIG_STALE_MS = 60 * 60 * 1000;

/** What the client assumes until it knows, and when the config cannot be fetched: the spec's manual approval. */
export const PAYMENT_DISABLED: PaymentConfig = {
  enabled: false,
  key_id: null,
  checkout_url: null,
  business_state_code: null,
};

/**
 * paymentConfig (public): whether the site takes payment online (docs/product.md §13.1). A failed fetch
 * counts as "not enabled", so an outage of this one call never shows a payment button that cannot work.
 */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  try {
    return await call(endpoints.paymentConfig, { signal });
  } catch {
    return PAYMENT_DISABLED;
  }
}

const paymentConfigQuery = {
  queryKey: PAYMENT_CONFIG_QUERY_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getPaymentConfig(signal),
  staleTime: PAYMENT_CONFIG_STALE_MS,
  gcTime: PAYMENT_CONFIG_STALE_MS,
};

/**
 * The payment config, asked for only when `needed` (a pending paid subscription is on screen), so
 * pages without anything to pay for send no extra request. Undefined while unknown.
 */
export function usePaymentConfig(needed = true) {
  return useQuery({ ...paymentConfigQuery, enabled: needed });
}

/** The config from the cache, or fetched once: for code that needs it after an event (a subscribe). */
export function fetchPaymentConfig(queryClient: QueryClient): Promise<PaymentConfig> {
  return queryClient.fetchQuery(paymentConfigQuery);
}
