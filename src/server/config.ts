import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import { isValidGstin } from '@contract/payment.ts';
import { SIM_LIMITS } from '@contract/sim-trading.ts';
import {
  GST_STATES,
  type GstStateCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@contract/vocabulary.ts';
import { parseCronItems } from 'graphile-worker';
import { z } from 'zod';
import {
  BACKUP_KEEP_FORMAT,
  type BackupKeep,
  DEFAULT_BACKUP_KEEP,
  parseBackupKeep,
} from './backups/index.ts';
import { ConfigError } from './config-error.ts';

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `${name} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** A setting that may be unset or empty (both mean unset). */
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A duration in whole seconds, 1 s to 1 h. */
const seconds = (fallback: number) => z.coerce.number().int().min(1).max(3600).default(fallback);
/** A connection count; 0 turns the limit off. */
const count = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres', 'postgresql']),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('FinTrain Academy <no-reply@fintrain.in>'),
  SUPPORT_EMAIL: z.email().default('support@fintrain.in'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http', 'https']),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value ?? '');
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  APP_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'APP_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)',
    }),
  // GET /metrics for a caller other than a local, unforwarded one (ADR 044): a bearer token.
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
    .refine((value) => value === undefined || (value.length >= 32 && /^[\x21-\x7e]+$/.test(value)), {
      message:
        'METRICS_TOKEN must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32)',
    }),
  // The ffmpeg that decodes uploads (ADR 045); unset: `ffmpeg` on the PATH.
  FFMPEG_PATH: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.startsWith('/'), {
      message: 'FFMPEG_PATH must be an absolute path to the ffmpeg binary, e.g. /usr/bin/ffmpeg',
    }),
  // Slow and greedy clients (README, "Timeouts and limits"). Seconds, except the counts.
  HTTP_REQUEST_TIMEOUT: seconds(30),
  HTTP_HEADERS_TIMEOUT: seconds(10),
  HTTP_KEEP_ALIVE_TIMEOUT: seconds(72),
  HTTP_IDLE_TIMEOUT: seconds(120),
  HTTP_MAX_CONNECTIONS: count(10_000),
  HTTP_MAX_CONNECTIONS_PER_CLIENT: count(256),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  MEDIA_S3_URL: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const parsed = parseMediaS3Url(value);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  // Upload limits in megabytes (ADR 022).
  MEDIA_MAX_VIDEO_MB: z.coerce.number().int().min(1).max(100_000).default(500),
  MEDIA_MAX_FILE_MB: z.coerce.number().int().min(1).max(10_000).default(20),
  // A picture for a program or an article (ADR 065): JPEG, PNG or WebP.
  MEDIA_MAX_IMAGE_MB: z.coerce.number().int().min(1).max(100).default(5),
  // One chunk of a resumable video upload (ADR 025): small enough to arrive within
  // HTTP_REQUEST_TIMEOUT on a slow link (8 MiB at 4 Mbit/s is about 17 s).
  MEDIA_UPLOAD_CHUNK_KB: z.coerce.number().int().min(16).max(65_536).default(8192),
  // How long a signed media URL (HLS playlist, segment, download) stays valid.
  MEDIA_URL_TTL_SECONDS: seconds(300),
  // A learner's export above this estimate (rows, plus 50 per PDF) is built by a job and mailed
  // as a link rather than sent at once (ADR 070); 0 sends every export to the job.
  PRIVACY_EXPORT_JOB_ABOVE: z.coerce.number().int().min(0).max(100_000_000).default(20_000),
  // Certificates (ADR 027): an Ed25519 private key, PEM or base64 of its PKCS#8 DER.
  CERT_SIGNING_KEY: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      try {
        return parseCertificateSigningKey(value);
      } catch {
        context.addIssue({ code: 'custom', message: CERT_SIGNING_KEY_FORMAT });
        return z.NEVER;
      }
    }),
  // Keys that signed certificates before CERT_SIGNING_KEY (ADR 057): public halves only, so that
  // what they signed still verifies and stays published.
  CERT_RETIRED_PUBLIC_KEYS: z
    .string()
    .optional()
    .transform((value, context) => {
      const entries = (value ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
      try {
        return entries.map(parseCertificatePublicKey);
      } catch {
        context.addIssue({ code: 'custom', message: CERT_RETIRED_PUBLIC_KEYS_FORMAT });
        return z.NEVER;
      }
    }),
  // Online payment (docs/product.md §13.1, ADR 029): all three Razorpay secrets, or none (manual approval).
  RAZORPAY_KEY_ID: optionalSecret,
  RAZORPAY_KEY_SECRET: optionalSecret,
  RAZORPAY_WEBHOOK_SECRET: optionalSecret,
  RAZORPAY_API_URL: z
    .string()
    .trim()
    .default('https://api.razorpay.com')
    .refine((value) => /^https?:\/\/[^/]+$/.test(value.replace(/\/+$/, '')), {
      message: 'RAZORPAY_API_URL must be an origin such as https://api.razorpay.com',
    }),
  RAZORPAY_CHECKOUT_URL: z
    .string()
    .trim()
    .default('https://checkout.razorpay.com/v1/checkout.js')
    .refine((value) => /^https?:\/\/[^/]+\/\S+\.js$/.test(value), {
      message: 'RAZORPAY_CHECKOUT_URL must be the URL of checkout.js',
    }),
  // The supplier on every tax invoice (CGST Rule 46). Required with the Razorpay settings.
  GSTIN: optionalSecret,
  BUSINESS_LEGAL_NAME: optionalSecret,
  BUSINESS_ADDRESS: optionalSecret,
  BUSINESS_STATE_CODE: optionalSecret,
  // SEBI circular of 8 May 2026: education may show price data only when at least 30 days old
  // (docs/product.md §14.1, ADR 033). A smaller value would break the law, so it stops the start.
  MARKET_DATA_LAG_DAYS: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      const least = SIM_LIMITS.minMarketDataLagDays;
      if (value === undefined || value === '') return least;
      if (!/^\d{1,5}$/.test(value) || Number(value) < least) {
        context.addIssue({
          code: 'custom',
          message: `MARKET_DATA_LAG_DAYS must be a whole number of days, at least ${least} (SEBI: price data shown in education must be at least ${least} days old)`,
        });
        return z.NEVER;
      }
      return Number(value);
    }),
  // The daily backup (ADR 043): a cron expression in UTC, or off; the default depends on the database.
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      if (value.toLowerCase() === 'off') return 'off' as const;
      try {
        parseCronItems([{ task: 'backup-database', match: value, identifier: 'backup-database' }]);
        return value;
      } catch {
        context.addIssue({ code: 'custom', message: BACKUP_SCHEDULE_FORMAT });
        return z.NEVER;
      }
    }),
  BACKUP_KEEP: z
    .string()
    .optional()
    .transform((value, context) => {
      const keep = parseBackupKeep(value === undefined || value.trim() === '' ? DEFAULT_BACKUP_KEEP : value);
      if (typeof keep === 'string') {
        context.addIssue({ code: 'custom', message: BACKUP_KEEP_FORMAT });
        return z.NEVER;
      }
      return keep;
    }),
});

const BACKUP_SCHEDULE_FORMAT =
  'BACKUP_SCHEDULE must be a cron expression of five fields in UTC (e.g. 30 21 * * * for 03:00 in India) or off';
/** 21:30 UTC is 03:00 in India, the quietest hour of an Indian learner's day. */
export const DEFAULT_BACKUP_SCHEDULE = '30 21 * * *';

const CERT_SIGNING_KEY_FORMAT =
  'CERT_SIGNING_KEY must be an Ed25519 private key: PEM (-----BEGIN PRIVATE KEY-----) or the base64 of its PKCS#8 DER (e.g. openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)';

const CERT_RETIRED_PUBLIC_KEYS_FORMAT =
  'CERT_RETIRED_PUBLIC_KEYS must list Ed25519 public keys, separated by commas: each the "x" of its entry in /.well-known/certificate-keys.json, or the base64 of its SPKI DER (openssl pkey -pubout -outform DER | base64 -w0)';

/**
 * An Ed25519 public key from the `x` of its JWK (43 base64url characters: the 32 raw bytes) or
 * from base64 of its SPKI DER. Throws when the text is neither, or is another kind of key.
 */
export function parseCertificatePublicKey(text: string): KeyObject {
  const key = /^[A-Za-z0-9_-]{43}$/.test(text)
    ? createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: text }, format: 'jwk' })
    : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
  return key;
}

/**
 * An Ed25519 private key from PEM or from base64 of its PKCS#8 DER (the form the server prints
 * when it generates one). Throws when the text is neither, or is another kind of key.
 */
export function parseCertificateSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPrivateKey(trimmed.replace(/\\n/g, '\n'))
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
  return key;
}

/**
 * Who may say where a request came from (TRUST_PROXY, ADR 054): `false`, no one (the socket's
 * peer is the client); a number, that many proxies in front of the app, so the client is the
 * address the farthest of them saw (X-Forwarded-For read from the right, the entries a client
 * wrote itself to the left of those ignored); a list, the proxies' addresses and networks.
 */
export type TrustProxy = false | number | string[];

/** At most this many proxies in a row: more is a typo, not a network. */
const MAX_PROXY_HOPS = 16;

const TRUST_PROXY_FORMAT =
  'TRUST_PROXY must be the number of proxies in front of the app (e.g. 1), or their addresses or networks separated by commas (e.g. 10.0.0.0/8,192.0.2.7), or false';

/**
 * TRUST_PROXY: a hop count, or a comma-separated list of addresses and CIDR networks. `true`
 * used to trust every X-Forwarded-For entry, the ones a client writes included; it now means one
 * proxy, the common case, and the start warns (loadConfig's `warnings`). A string is the reason
 * the value is invalid.
 */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_PROXY_HOPS ? hops || false : TRUST_PROXY_FORMAT;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrNetwork) ? entries : TRUST_PROXY_FORMAT;
}

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An S3-compatible bucket: path-style endpoint, bucket, region and credentials (MEDIA_S3_URL). */
export interface MediaS3Config {
  /** `http(s)://host[:port]`, without a trailing slash. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const MEDIA_S3_URL_FORMAT =
  'MEDIA_S3_URL must look like https://ACCESS_KEY:SECRET@host[:port]/bucket?region=us-east-1 (key and secret URL-encoded)';

/**
 * `https://KEY:SECRET@host:port/bucket?region=us-east-1`: one variable, path-style addressing so
 * that any S3-compatible server (MinIO, R2, s3rver) works. A string is the reason it is invalid.
 */
export function parseMediaS3Url(value: string): MediaS3Config | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return MEDIA_S3_URL_FORMAT;
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!['http:', 'https:'].includes(url.protocol) || !url.username || !url.password)
    return MEDIA_S3_URL_FORMAT;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    return `${MEDIA_S3_URL_FORMAT}; the bucket name is not valid`;
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/**
 * Brute-force limits (count per window), set with RATE_LIMIT_<NAME>=count/minutes, e.g.
 * RATE_LIMIT_SEND_CODE_EMAIL=5/60. The defaults leave room for a real person's mistakes.
 *
 * The LOGIN_FAILED_* limits count failed logins only (ADR 012): per client address, per account
 * and client address, and per account from all addresses together. The last is far above what
 * one client can reach, and never stops an address that has signed in to the account before.
 * REGISTER_IP bounds registrations, each of which may cost an argon2 hash, per client address.
 * QUOTE_* and ORDER_* bound checkout prices and Razorpay orders per learner and per client address
 * (ADR 055): a quote tells whether a coupon code exists, so it must not be a free oracle.
 * COMMUNITY_IMAGE_MEMBER bounds the pictures a member uploads to the community (docs/product.md
 * §22.5): each costs an ffmpeg run and six stored copies.
 * Every *_IP limit counts an IPv6 client by its /64 network (clientKey).
 */
export const RATE_LIMIT_DEFAULTS = {
  LOGIN_FAILED_IP: '50/15',
  LOGIN_FAILED_EMAIL_IP: '10/15',
  LOGIN_FAILED_EMAIL: '200/15',
  SEND_CODE_IP: '20/60',
  SEND_CODE_EMAIL: '5/60',
  VERIFY_IP: '50/15',
  VERIFY_EMAIL: '15/15',
  REGISTER_IP: '20/60',
  FORGOT_IP: '20/60',
  FORGOT_EMAIL: '5/60',
  CONTACT_IP: '10/60',
  SIGNUP_IP: '20/60',
  QUOTE_LEARNER: '60/15',
  QUOTE_IP: '200/15',
  ORDER_LEARNER: '20/15',
  ORDER_IP: '100/15',
  COMMUNITY_IMAGE_MEMBER: '30/60',
} as const;
export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Limits whose meaning changed: they counted every login attempt, so that anyone could lock a
 * learner out (ADR 012). A value set for them stops the start rather than being ignored quietly.
 */
const RETIRED_RATE_LIMITS: Record<string, string> = {
  LOGIN_IP: 'RATE_LIMIT_LOGIN_FAILED_IP (failed logins per client address)',
  LOGIN_EMAIL:
    'RATE_LIMIT_LOGIN_FAILED_EMAIL_IP (failed logins per account and client address) and RATE_LIMIT_LOGIN_FAILED_EMAIL (per account)',
};

function parseRateLimits(env: Record<string, string | undefined>): Record<RateLimitName, RateLimitRule> {
  const rules = {} as Record<RateLimitName, RateLimitRule>;
  const problems: string[] = [];
  for (const [name, replacement] of Object.entries(RETIRED_RATE_LIMITS)) {
    if (env[`RATE_LIMIT_${name}`]?.trim()) {
      problems.push(`RATE_LIMIT_${name} is no longer read: it counted every attempt. Use ${replacement}`);
    }
  }
  for (const [name, fallback] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitName, string][]) {
    const raw = env[`RATE_LIMIT_${name}`]?.trim() || fallback;
    const match = /^(\d{1,6})\/(\d{1,5})$/.exec(raw);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      problems.push(`RATE_LIMIT_${name}: expected count/minutes such as ${fallback}`);
      continue;
    }
    rules[name] = { limit: Number(match[1]), windowSeconds: Number(match[2]) * 60 };
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return rules;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Settings taken but worth a line in the log at start (main.ts logs them as warnings). */
  warnings: string[];
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /**
   * APP_SECRET: the key of the keyed digests (verification codes). Undefined means the one kept in
   * DATA_DIR (auth/app-secret.ts), which only a single-host setup may rely on.
   */
  appSecret: string | undefined;
  http: HttpLimits;
  databasePoolSize: number;
  media: MediaConfig;
  /** PRIVACY_EXPORT_JOB_ABOVE: the export size estimate above which a job builds it (ADR 070). */
  privacyExportJobAbove: number;
  /**
   * CERT_SIGNING_KEY parsed; undefined means the key generated on first start and kept in the
   * database (certificates/signing-key.ts), printed once in the log.
   */
  certSigningKey: KeyObject | undefined;
  /**
   * CERT_RETIRED_PUBLIC_KEYS parsed: keys that no longer sign but still verify, and stay
   * published, so a certificate outlives a change of key (ADR 057).
   */
  certRetiredPublicKeys: KeyObject[];
  /** Online payment; undefined without the Razorpay settings (the spec's manual approval). */
  payments: PaymentsConfig | undefined;
  /** MARKET_DATA_LAG_DAYS: learners see no bar later than today (IST) minus this (ADR 033). */
  marketDataLagDays: number;
  backups: BackupConfig;
  /** METRICS_TOKEN: lets a remote scraper read GET /metrics (ADR 044); undefined: local only. */
  metricsToken: string | undefined;
  /** FFMPEG_PATH; undefined: `ffmpeg` on the PATH, or the bundled build in development (ADR 045). */
  ffmpegPath: string | undefined;
}

/** The daily backup job (ADR 043). */
export interface BackupConfig {
  /**
   * BACKUP_SCHEDULE as a cron expression (UTC), or undefined when off. On by default with the
   * embedded database; off by default with DATABASE_URL, where each instance has its own disk
   * and the file would land on whichever instance ran the job.
   */
  schedule: string | undefined;
  keep: BackupKeep;
}

/** Razorpay and the supplier's invoice details (ADR 029). */
export interface PaymentsConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API origin, without a trailing slash (a local fake in tests). */
  apiUrl: string;
  checkoutUrl: string;
  business: {
    gstin: string;
    legalName: string;
    address: string;
    /** Two digits, e.g. '36' for Telangana. */
    stateCode: GstStateCode;
  };
}

export interface MediaConfig {
  /** MEDIA_S3_URL parsed; undefined keeps media under DATA_DIR/media. */
  s3: MediaS3Config | undefined;
  maxVideoBytes: number;
  maxFileBytes: number;
  maxImageBytes: number;
  urlTtlSeconds: number;
  /** The size of every chunk of a resumable upload but the last (MEDIA_UPLOAD_CHUNK_KB). */
  chunkBytes: number;
}

/** Timeouts in milliseconds and connection caps for the HTTP server (0: no cap). */
export interface HttpLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerClient: number;
}

export { ConfigError };

/** Parses the environment once at boot; an invalid variable stops the start with its name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  // Instances behind a load balancer must share the key: a code mailed by one must verify on another.
  if (e.APP_SECRET === undefined && e.DATABASE_URL !== undefined && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET is required with DATABASE_URL in production: at least 32 random characters, the same on every instance (e.g. openssl rand -base64 32)',
    );
  }
  const payments = paymentsConfig(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    warnings: configWarnings(env),
    rateLimits: parseRateLimits(env),
    appSecret: e.APP_SECRET,
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT * 1000,
      // Node requires the headers deadline to fall within the request deadline.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT, e.HTTP_REQUEST_TIMEOUT) * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT * 1000,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      // Behind a load balancer every connection comes from it: a per-address cap would cut everyone.
      maxConnectionsPerClient: e.TRUST_PROXY === false ? e.HTTP_MAX_CONNECTIONS_PER_CLIENT : 0,
    },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    media: {
      s3: e.MEDIA_S3_URL,
      maxVideoBytes: e.MEDIA_MAX_VIDEO_MB * 1024 * 1024,
      maxFileBytes: e.MEDIA_MAX_FILE_MB * 1024 * 1024,
      maxImageBytes: e.MEDIA_MAX_IMAGE_MB * 1024 * 1024,
      urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
      chunkBytes: e.MEDIA_UPLOAD_CHUNK_KB * 1024,
    },
    privacyExportJobAbove: e.PRIVACY_EXPORT_JOB_ABOVE,
    certSigningKey: e.CERT_SIGNING_KEY,
    certRetiredPublicKeys: e.CERT_RETIRED_PUBLIC_KEYS,
    payments,
    marketDataLagDays: e.MARKET_DATA_LAG_DAYS,
    backups: {
      schedule:
        e.BACKUP_SCHEDULE === 'off'
          ? undefined
          : (e.BACKUP_SCHEDULE ?? (e.DATABASE_URL === undefined ? DEFAULT_BACKUP_SCHEDULE : undefined)),
      keep: e.BACKUP_KEEP,
    },
    metricsToken: e.METRICS_TOKEN,
    ffmpegPath: e.FFMPEG_PATH,
  };
}

/** Values still taken for compatibility whose meaning changed. */
function configWarnings(env: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  if (env.TRUST_PROXY?.trim().toLowerCase() === 'true') {
    warnings.push(
      'TRUST_PROXY=true is read as one proxy in front of the app (TRUST_PROXY=1): set the number of proxies, or their addresses, to say so',
    );
  }
  return warnings;
}

const RAZORPAY_SETTINGS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
const BUSINESS_SETTINGS = [
  'GSTIN',
  'BUSINESS_LEGAL_NAME',
  'BUSINESS_ADDRESS',
  'BUSINESS_STATE_CODE',
] as const;

/**
 * Payment is on when the three Razorpay settings are set; then the supplier's details must be
 * too, because every payment issues a tax invoice. Half a configuration stops the start.
 */
function paymentsConfig(e: z.output<typeof EnvSchema>): PaymentsConfig | undefined {
  const set = RAZORPAY_SETTINGS.filter((name) => e[name] !== undefined);
  if (set.length === 0) return undefined;
  const problems: string[] = [];
  if (set.length < RAZORPAY_SETTINGS.length) {
    problems.push(
      `${RAZORPAY_SETTINGS.join(', ')} must be set together (missing: ${RAZORPAY_SETTINGS.filter((name) => e[name] === undefined).join(', ')})`,
    );
  }
  for (const name of BUSINESS_SETTINGS) {
    if (e[name] === undefined)
      problems.push(`${name} is required when online payment is on (it is printed on every tax invoice)`);
  }
  const gstin = e.GSTIN?.toUpperCase();
  if (gstin !== undefined && !isValidGstin(gstin)) problems.push('GSTIN is not a valid GSTIN');
  const stateCode = e.BUSINESS_STATE_CODE;
  if (stateCode !== undefined && !(stateCode in GST_STATES)) {
    problems.push('BUSINESS_STATE_CODE must be a two-digit GST state code, e.g. 36 for Telangana');
  }
  if (
    gstin !== undefined &&
    stateCode !== undefined &&
    isValidGstin(gstin) &&
    gstin.slice(0, 2) !== stateCode
  ) {
    problems.push('BUSINESS_STATE_CODE must be the first two digits of GSTIN');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
    business: {
      gstin: gstin!,
      legalName: e.BUSINESS_LEGAL_NAME!,
      address: e.BUSINESS_ADDRESS!,
      stateCode: stateCode as GstStateCode,
    },
  };
}
