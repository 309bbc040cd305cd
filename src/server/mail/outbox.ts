import { and, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { RenderedMail } from './templates.ts';
import type { MailTransport } from './transport.ts';

const BATCH_SIZE = 10;
const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const POLL_INTERVAL_MS = 5_000;

/** Queues a mail in the caller's transaction; it is sent after the transaction commits. */
export async function enqueueMail(
  db: DbOrTx,
  to: string,
  mail: RenderedMail,
  options: { replyTo?: string } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: to,
    replyTo: options.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers ?? null,
  });
}

/**
 * enqueueMail as a statement that queues the mail once for each row of `source` (a name in the
 * statement's WITH clause, or any row source), for work that must cost the same whether or not
 * a mail goes out: the caller embeds it at the end of its own statement. It sends no extra header
 * fields: a mail that needs some (a newsletter's) is queued with enqueueMail. `to` is one address,
 * or a column of `source` (the same mail to each of many people in one statement).
 */
export function enqueueMailForEachRow(source: SQL, to: string | SQL, mail: RenderedMail): SQL {
  const columns = [mailOutbox.toAddress, mailOutbox.subject, mailOutbox.textBody, mailOutbox.htmlBody];
  return sql`insert into ${mailOutbox} (${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${to}, ${mail.subject}, ${mail.text}, ${mail.html} from ${source}`;
}

/**
 * Sends queued mail. Any instance may run it: rows are claimed with a lease
 * (FOR UPDATE SKIP LOCKED), so two instances never send the same message, and a message
 * claimed by an instance that died is picked up again once its lease runs out.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private rerun = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = POLL_INTERVAL_MS): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a delivery round soon (after a request queued mail), without waiting for it. */
  kick(): void {
    if (this.stopped) return;
    void this.flush().catch((error: unknown) => this.log.error({ err: error }, 'mail outbox round failed'));
  }

  /** Delivers everything that is due now; resolves with the number of messages sent. */
  async flush(): Promise<number> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.rerun = false;
        // A stop ends the round after the message being sent, not after the whole backlog: a
        // backlog of thousands would hold a SIGTERM past its deadline (ADR 042).
        while (!this.stopped) {
          const batch = await this.claimBatch();
          if (batch.length === 0) break;
          for (const [index, row] of batch.entries()) {
            if (this.stopped) {
              await this.release(batch.slice(index));
              break;
            }
            sent += (await this.deliver(row)) ? 1 : 0;
          }
        }
      } while (this.rerun && !this.stopped);
      return sent;
    })();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => 0);
  }

  private async claimBatch() {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.createdAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Hands claimed messages back unsent, due at once for any instance, as if never claimed. */
  private async release(rows: (typeof mailOutbox.$inferSelect)[]): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'pending', lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        and(
          inArray(
            mailOutbox.id,
            rows.map((row) => row.id),
          ),
          eq(mailOutbox.status, 'sending'),
        ),
      );
  }

  private async deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await this.transport.send({
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody ?? '',
        html: row.htmlBody ?? '',
        headers: row.headers,
      });
      await this.db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lockedUntil: null,
          textBody: null,
          htmlBody: null,
          // A List-Unsubscribe header carries the reader's token, as a body may carry a link.
          headers: null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const finalAttempt = row.attempts >= MAX_ATTEMPTS;
      const backoffSeconds = Math.min(3600, 15 * 2 ** (row.attempts - 1));
      this.log.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'mail delivery failed');
      await this.db
        .update(mailOutbox)
        .set({
          status: finalAttempt ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }
}
