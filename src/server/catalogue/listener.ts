import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CatalogueCache } from './cache.ts';

/** The channel the catalogue tables' triggers notify (drizzle/0007_catalogue_notify.sql). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
const SETTLE_PREFIX = 'settle:';

export interface ListenerLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface ListenerOptions {
  heartbeatMs?: number;
  /** First and longest wait before reconnecting; doubled after each failure in between. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Keeps the catalogue cache true on every instance: a connection of its own (a pooled one would
 * lose its LISTEN when returned) runs `LISTEN catalogue_changed`, and each notification empties
 * the cache. While the connection is down the cache is turned off, so a notification missed then
 * cannot leave stale answers; it is emptied again once listening resumes. A `select 1` heartbeat
 * finds a connection that died silently.
 */
export class CatalogueListener {
  private client: pg.Client | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private backoffMs: number;
  private stopped = false;
  private readonly settling = new Map<string, () => void>();
  private readonly heartbeatMs: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly cache: CatalogueCache,
    private readonly log: ListenerLog,
    options: ListenerOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.minBackoffMs = options.minBackoffMs ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 10_000;
    this.backoffMs = this.minBackoffMs;
  }

  /** True while notifications are being received (the cache is on). */
  get listening(): boolean {
    return this.cache.enabled;
  }

  /** Connects once; on failure keeps retrying in the background (the cache stays off till then). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.connection, query_timeout: 5_000, keepAlive: true });
    this.client = client;
    let failed = false;
    const fail = (error?: unknown) => {
      if (failed) return;
      failed = true;
      this.down(client, error);
    };
    client.on('error', fail);
    client.on('end', () => fail());
    client.on('notification', (message) => {
      if (message.channel !== CATALOGUE_CHANNEL) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(SETTLE_PREFIX)) {
        this.settling.get(payload)?.();
        return;
      }
      this.cache.invalidate();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (failed || this.stopped) return;
    // Anything changed before LISTEN took effect may be in the cache: start again from empty.
    this.cache.invalidate();
    this.cache.enabled = true;
    this.backoffMs = this.minBackoffMs;
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch(fail);
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private down(client: pg.Client, error: unknown) {
    this.cache.enabled = false;
    this.cache.invalidate();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const resolve of this.settling.values()) resolve();
    this.settling.clear();
    client.removeAllListeners('notification');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.client === client) this.client = undefined;
    if (this.stopped) return;
    this.log.warn(
      `catalogue listener down (${error instanceof Error ? error.message : 'connection ended'}); the cache is off, retrying in ${this.backoffMs} ms`,
    );
    this.retry = setTimeout(() => void this.connect(), this.backoffMs);
    this.retry.unref();
    this.backoffMs = Math.min(this.backoffMs * 2, this.maxBackoffMs);
  }

  /**
   * Resolves once every notification committed before the call has been handled: a NOTIFY of its
   * own on the listening connection comes back after them (notifications arrive in commit order).
   * At once when not listening (the cache is off then, so nothing can be stale).
   */
  async settle(): Promise<void> {
    const client = this.client;
    if (!client || !this.cache.enabled) return;
    const payload = `${SETTLE_PREFIX}${randomUUID()}`;
    const back = new Promise<void>((resolve) => this.settling.set(payload, resolve));
    try {
      await client.query('select pg_notify($1, $2)', [CATALOGUE_CHANNEL, payload]);
      await back;
    } finally {
      this.settling.delete(payload);
    }
  }

  /** Stops listening and reconnecting (the app is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.cache.enabled = false;
    this.cache.invalidate();
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }

  /** The server process of the listening connection (tests end it to simulate a failure). */
  get backendPid(): number | undefined {
    return (this.client as (pg.Client & { processID?: number }) | undefined)?.processID;
  }
}
