import type { JournalComment } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/index.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { mentoredLearner } from './test-helpers.ts';

// The e-mails go over real SMTP and are read as they arrive (docs/product.md §21, §23.2).
const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const transport = createMailTransport({
  smtpUrl: smtp.url,
  from: 'FinTrain Academy <no-reply@fintrain.in>',
  dataDir: '/nonexistent',
  log: createLogger('silent'),
});
const NOW = new Date('2026-06-10T06:30:00Z');
const { app, db, outbox } = await buildTestApp(
  { PUBLIC_URL: 'https://fintrain.test' },
  { transport, now: () => NOW },
);
beforeEach(() => {
  smtp.received.length = 0;
});

const bellOf = (userId: string) =>
  db
    .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);

const mentored = () => mentoredLearner(app, db);

const comment = (tradeId: string, headers: Record<string, string>, body: string, parentId?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/journal/${tradeId}/comment`,
    headers,
    payload: { body, ...(parentId ? { parent_id: parentId } : {}) },
  });

describe('what the journal tells its learner and mentor', () => {
  it("tells the learner of the mentor's comment, by bell and e-mail, and the mentor of the learner's reply", async () => {
    const { learner, mentor, trade } = await mentored();
    const asked = await comment(trade._id, mentor.headers, 'Why did you enter before the close?');
    expect(asked.statusCode, asked.body).toBe(201);

    const link = `/journal/${trade._id}`;
    expect(await bellOf(learner.user.id)).toEqual([
      { kind: 'journal_comment', title: MESSAGES.journal.notices.comment('Meera Mentor'), link },
    ]);
    await outbox.flush();
    const [mail] = smtp.received.filter((sent) => sent.to.includes(learner.user.email));
    expect(mail?.subject).toContain('Meera Mentor commented on a trade in your journal');
    expect(mail?.text).toContain('Why did you enter before the close?');
    expect(mail?.text).toContain(`https://fintrain.test${link}`);
    // The title names no symbol: a blind challenge's trade must not be named by it (§24).
    expect(mail?.subject).not.toContain('INFY');

    const replied = await comment(
      trade._id,
      learner.headers,
      'The breakout was clear by 2 pm.',
      (asked.json() as JournalComment)._id,
    );
    expect(replied.statusCode).toBe(201);
    expect(await bellOf(mentor.user.id)).toEqual([
      { kind: 'journal_comment', title: MESSAGES.journal.notices.comment('Asha Learner'), link },
    ]);
    expect(await bellOf(learner.user.id)).toHaveLength(1);
  });

  it("tells nobody of a learner's comment on a trade with no mentor", async () => {
    const { learner, trade } = await mentored();
    const admin = await adminSession(app, db);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/program/${trade.program_id}/mentor/${learner.user.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await comment(trade._id, learner.headers, 'Note to self.')).statusCode).toBe(201);
    expect(await db.select().from(notifications)).toEqual([]);
  });

  it('tells the learner of a weekly review once, in the evening digest by default', async () => {
    const { program, learner, mentor } = await mentored();
    const review = await app.inject({
      method: 'POST',
      url: `/api/admin/mentor/learner/${learner.user.id}/review`,
      headers: mentor.headers,
      payload: {
        program_id: program.id,
        week_start: '2026-06-01',
        rules_followed: true,
        risk_per_trade: false,
        journal_kept: true,
        note: 'Risk was 3 % on Tuesday: keep it to 1 %.',
      },
    });
    expect(review.statusCode, review.body).toBe(201);
    const [told] = await bellOf(learner.user.id);
    expect(told).toMatchObject({ kind: 'weekly_review', link: '/journal' });
    expect(told?.title).toMatch(/^Meera Mentor wrote your weekly review for the week of /);
    // A weekly review's e-mail waits for the evening digest unless the learner chose otherwise (§21).
    await outbox.flush();
    expect(smtp.received.filter((sent) => sent.to.includes(learner.user.email))).toEqual([]);
  });
});
