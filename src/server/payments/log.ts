/** Where problems the caller cannot see are reported (Fastify's logger in the app). */
export interface PaymentLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The log of callers that have none (jobs, tests). */
export const silentLog: PaymentLog = { info() {}, warn() {}, error() {} };
