import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CertificateSigner } from './certificates/index.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { HtmlSanitizer } from './html/sanitizer-pool.ts';
import type { MailOutbox } from './mail/index.ts';
import type { MediaStorage } from './media/index.ts';
import type { RazorpayClient } from './payments/index.ts';

/** What every route can reach through `app`: configuration, database, mail outbox and HTML cleaner. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailOutbox: MailOutbox;
    mediaStorage: MediaStorage;
    /** Razorpay's API (ADR 029); undefined when online payment is not configured. */
    razorpay: RazorpayClient | undefined;
    /** Cleans program HTML on worker threads (started on first use, ended when the app closes). */
    htmlSanitizer: HtmlSanitizer;
    /** Signs and verifies certificates with the site's key (loaded on first use, then kept). */
    certificateSigner: () => Promise<CertificateSigner>;
    /** The current instant (AppDependencies.now): injected so that tests fix today's date. */
    now: () => Date;
    /** A new blind challenge's secret and price scale (AppDependencies.blindScale fixes the scale in tests). */
    drawBlindTerms: () => { key: string; scale: number };
    /** Every route registered on the app, HEAD included. */
    routeTable: readonly RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** A Fastify instance whose route schemas are zod schemas (typed params, body and replies). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
