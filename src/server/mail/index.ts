// What other parts of the server may use from the mail area (ADR 046, docs/architecture.md).
export { enqueueMail, enqueueMailForEachRow, MailOutbox } from './outbox.ts';
export {
  accountExistsMail,
  COMPANY_NAME,
  certificateIssuedMail,
  certificateRevokedMail,
  contactNotificationMail,
  emailChangeCodeMail,
  emailChangedMail,
  emailChangeTakenMail,
  guardianCodeMail,
  moduleUnlockedMail,
  offerCallbackMail,
  offerCouponMail,
  passwordChangedMail,
  passwordResetMail,
  paymentReceiptMail,
  refundProcessedMail,
  subscriptionAwaitingPaymentMail,
  subscriptionReceivedMail,
  subscriptionStatusMail,
  verificationCodeMail,
  welcomeMail,
} from './templates.ts';
export { createMailTransport } from './transport.ts';
