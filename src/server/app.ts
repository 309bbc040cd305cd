import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { CertificateSigner, loadSigningKey } from './certificates/index.ts';
import certificateKeyRoutes from './certificates/key-routes.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { SanitizerPool } from './html/sanitizer-pool.ts';
import apiRoutes from './http/api-routes.ts';
import { assertEndpointRoute } from './http/endpoint.ts';
import type { MailOutbox } from './mail/index.ts';
import { createMediaStorage, type MediaStorage } from './media/index.ts';
import { metricsPlugin } from './metrics/index.ts';
import { configureNotificationMail } from './notifications/index.ts';
import { createRazorpayClient, type RazorpayClient } from './payments/index.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { cataloguePlugin } from './plugins/catalogue.ts';
import { limitConnections } from './plugins/connection-limits.ts';
import { earlyRefusalsPlugin } from './plugins/early-refusals.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import crawlerRoutes from './render/crawler-routes.ts';
import { loadAppSecret } from './shared/app-secret.ts';
import { drawBlindTerms } from './simulator/index.ts';
import type { App, RouteEntry } from './types.ts';

function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ message: 'The address is too long.' });
  }
  return reply.code(400).send({ message: 'The address is not valid.' });
}

export const DEFAULT_BODY_LIMIT = 100 * 1024;

/**
 * Fastify's `trustProxy` for TRUST_PROXY (ADR 054). A hop count becomes a function: Fastify 5
 * reads a bare number as trusting no one, since a count cannot check that the peer is a proxy.
 * The README says so: a count fits an app that only its proxies can reach; addresses fit any.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address, hop) => hop < trust;
}

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /**
   * The database's node-postgres settings, for the catalogue listener's own connection; by
   * default those of `db`'s pool.
   */
  databaseConnection?: pg.ClientConfig;
  mailOutbox: MailOutbox;
  /** Uploads and HLS renditions; defaults to the one config names (DATA_DIR/media or MEDIA_S3_URL). */
  mediaStorage?: MediaStorage;
  logger: FastifyBaseLogger;
  /** Razorpay's API; by default a client of config.payments (none without the settings). */
  razorpay?: RazorpayClient;
  /** Directory of the built client; defaults to dist/client. */
  clientDir?: string;
  /**
   * When the last backup succeeded, for GET /metrics (ADR 044); without it the backup age is not
   * shown.
   */
  lastBackupAt?: () => Promise<Date | null>;
  /**
   * The clock for rules that depend on today's date (the market data lag, ADR 033); the wall clock
   * by default, a fixed instant in tests.
   */
  now?: () => Date;
  /**
   * A blind challenge's price scale m (ADR 080): drawn at random by default; a test may fix it, e.g.
   * to 2000 (shown = real) where a test is about the engine rather than the disguise.
   */
  blindScale?: () => number;
}

/** What every route reaches through `app`: config, database, mail, media, payments, signer. */
function decorateServices(app: App, deps: AppDependencies) {
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('mailOutbox', deps.mailOutbox);
  app.decorate('now', deps.now ?? (() => new Date()));
  const fixedScale = deps.blindScale;
  app.decorate(
    'drawBlindTerms',
    fixedScale === undefined ? drawBlindTerms : () => ({ ...drawBlindTerms(), scale: fixedScale() }),
  );
  app.decorate('mediaStorage', deps.mediaStorage ?? createMediaStorage(deps.config));
  app.decorate(
    'razorpay',
    deps.razorpay ?? (deps.config.payments ? createRazorpayClient(deps.config.payments) : undefined),
  );
  const htmlSanitizer = new SanitizerPool();
  app.decorate('htmlSanitizer', htmlSanitizer);
  app.addHook('onClose', () => htmlSanitizer.close());
  // The certificate key (ADR 027), read once: from the config, else from the database.
  let signer: Promise<CertificateSigner> | undefined;
  app.decorate('certificateSigner', () => {
    signer ??= loadSigningKey(deps.db, deps.config.certSigningKey).then(
      ({ key }) => new CertificateSigner(key, deps.config.certRetiredPublicKeys),
      (error: unknown) => {
        signer = undefined;
        throw error;
      },
    );
    return signer;
  });
}

/**
 * Every route as registered so that a suite walking all routes (fuzz.test.ts) covers a new

 * route without being edited. A route under /api that the endpoint table (contract/endpoints.ts)
 * lacks stops the start: the table, the client and the OpenAPI document cannot miss one.
 */
function keepRouteTable(app: App) {
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      assertEndpointRoute(method, route.url);
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.decorate('routeTable', routeTable);
}

/** Builds the Fastify app from its plugins (no listen: main.ts and the tests do that). */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Behind a load balancer every instance must give the same answers: no in-process state.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Slow clients: a request must arrive whole within requestTimeout (its headers sooner), an idle
    // socket is closed, and the deadlines are checked every second instead of every 30 s.
    requestTimeout: deps.config.http.requestTimeoutMs,
    keepAliveTimeout: deps.config.http.keepAliveTimeoutMs,
    connectionTimeout: deps.config.http.idleTimeoutMs,
    http: { headersTimeout: deps.config.http.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // Errors the router raises before any route runs (bad URL encoding, over-long path
    // parameters) get the API's `{ message }` shape too.
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  limitConnections(app.server, deps.config.http);

  // The API speaks JSON only: anything else is a 415, not a string handed to a handler.
  app.removeContentTypeParser(['text/plain']);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateServices(app, deps);
  keepRouteTable(app);
  // Any area's notify(tx, …) mails links to this site, signed with the server secret (ADR 077).
  configureNotificationMail({ publicUrl: deps.config.publicUrl, secret: loadAppSecret(deps.config) });

  // Metrics (ADR 044) first: their request timer must see every route registered after them.
  await app.register(metricsPlugin, {
    pool: (deps.db as unknown as { $client: pg.Pool }).$client,
    token: deps.config.metricsToken,
    lastBackupAt: deps.lastBackupAt,
  });
  await app.register(securityPlugin, {
    https: deps.config.publicUrl.startsWith('https://'),
    // The pay page's wider CSP (ADR 031), only when the site takes payment online.
    checkout: deps.config.payments,
  });
  await app.register(earlyRefusalsPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(cataloguePlugin, {
    connection: deps.databaseConnection ?? (deps.db as unknown as { $client: pg.Pool }).$client.options,
  });
  await app.register(apiDocsPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(crawlerRoutes);
  await app.register(certificateKeyRoutes);
  await app.register(staticPlugin, {
    ...(deps.clientDir ? { root: deps.clientDir } : {}),
    publicUrl: deps.config.publicUrl,
  });
  return app;
}
