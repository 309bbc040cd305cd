import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import type { AppConfig, PaymentsConfig } from '../config.ts';
import { DomainError } from '../shared/errors.ts';

/** The payment settings, or the 404 every payment route answers without them. */
export function requirePayments(config: AppConfig): PaymentsConfig {
  if (!config.payments) throw new DomainError('not_found', MESSAGES.payments.notEnabled);
  return config.payments;
}

/** The link that receipts and refund mails give the learner. */
export const mySubscriptionsUrl = (publicUrl: string) => `${publicUrl}${pagePath('mySubscriptions')}`;
