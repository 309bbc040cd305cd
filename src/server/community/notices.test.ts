import { ThreadDetailSchema } from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/index.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { communityCast, communityClient } from './test-helpers.ts';

// The e-mails go over real SMTP and are read as they arrive (docs/product.md §21).
const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const transport = createMailTransport({
  smtpUrl: smtp.url,
  from: 'FinTrain Academy <no-reply@fintrain.in>',
  dataDir: '/nonexistent',
  log: createLogger('silent'),
});
const { app, db, outbox } = await buildTestApp({ PUBLIC_URL: 'https://fintrain.test' }, { transport });
const api = communityClient(app);
beforeEach(() => {
  smtp.received.length = 0;
});

const bellOf = (userId: string) =>
  db
    .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);

async function mailsTo(address: string) {
  await outbox.flush();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

async function startThread(cast: Awaited<ReturnType<typeof communityCast>>) {
  const res = await api.start(cast.program.id, cast.asha.headers, {
    title: 'Where do I put my stop?',
    body: '<p>Below the last swing low, or by ATR?</p>',
  });
  expect(res.statusCode, res.body).toBe(201);
  return ThreadDetailSchema.parse(res.json());
}

describe('what the community tells its members', () => {
  it("tells a thread's author of each reply, in the bell and by e-mail, but not of their own", async () => {
    const cast = await communityCast(app, db);
    const thread = await startThread(cast);
    expect((await api.reply(thread._id, cast.asha.headers, '<p>Adding a chart.</p>')).statusCode).toBe(201);
    expect((await api.reply(thread._id, cast.ravi.headers, '<p>I use the swing low.</p>')).statusCode).toBe(
      201,
    );

    expect(await bellOf(cast.asha.user.id)).toEqual([
      {
        kind: 'thread_reply',
        title: MESSAGES.community.notices.reply('Ravi Iyer', 'Where do I put my stop?'),
        link: `/community/thread/${thread._id}`,
      },
    ]);
    const [mail] = await mailsTo(cast.asha.user.email);
    expect(mail?.subject).toContain('Ravi Iyer replied to "Where do I put my stop?"');
    expect(mail?.text).toContain(`https://fintrain.test/community/thread/${thread._id}`);
    expect(await bellOf(cast.ravi.user.id)).toEqual([]);
  });

  it('tells a member named with @ in a reply, by full name or by a first name only one participant has', async () => {
    const cast = await communityCast(app, db);
    const thread = await startThread(cast);
    await api.reply(thread._id, cast.ravi.headers, '<p>Following.</p>');
    const teacherName = cast.teacher.user.name;
    const res = await api.reply(
      thread._id,
      cast.teacher.headers,
      `<p>@ravi and @${teacherName}x, see lesson 3.</p>`,
    );
    expect(res.statusCode, res.body).toBe(201);

    expect(await bellOf(cast.ravi.user.id)).toEqual([
      {
        kind: 'mention',
        title: MESSAGES.community.notices.mention(teacherName, 'Where do I put my stop?'),
        link: `/community/thread/${thread._id}`,
      },
    ]);
    // The thread's author hears of the reply once, as a reply, not twice.
    expect((await bellOf(cast.asha.user.id)).map((row) => row.kind)).toEqual([
      'thread_reply',
      'thread_reply',
    ]);
  });

  it('tells the author of an accepted answer, once however often it is accepted', async () => {
    const cast = await communityCast(app, db);
    const thread = await startThread(cast);
    const answer = await api.reply(
      thread._id,
      cast.teacher.headers,
      '<p>Below the swing low, sized to 1% risk.</p>',
    );
    const answerId = ThreadDetailSchema.parse((await api.thread(thread._id, cast.asha.headers)).json())
      .replies[0]!._id;
    expect(answer.statusCode).toBe(201);
    const accepted = await Promise.all([
      api.accept(answerId, cast.asha.headers),
      api.accept(answerId, cast.asha.headers),
      api.accept(answerId, cast.teacher.headers),
    ]);
    expect(accepted.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const told = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, cast.teacher.user.id), eq(notifications.kind, 'answer_accepted')));
    expect(told).toEqual([{ title: MESSAGES.community.notices.accepted('Where do I put my stop?') }]);
  });

  it('tells nobody of a held reply until a moderator approves it, then its author and the thread', async () => {
    const cast = await communityCast(app, db);
    const thread = await startThread(cast);
    const held = await api.reply(
      thread._id,
      cast.ravi.headers,
      '<p>Sure shot: buy TATAMOTORS @ 940 tgt 980 sl 925</p>',
    );
    expect(held.statusCode).toBe(202);
    const postId = (held.json() as { post_id: string }).post_id;
    expect(await bellOf(cast.asha.user.id)).toEqual([]);

    const admin = await adminSession(app, db);
    const hidden = await api.decide(postId, admin.headers, {
      action: 'hide',
      note: 'Stock calls are not allowed here.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await bellOf(cast.ravi.user.id)).toEqual([
      {
        kind: 'moderation_decision',
        title: MESSAGES.community.notices.decision.hide('Where do I put my stop?'),
        link: `/community/${cast.program.id}`,
      },
    ]);
    const [mail] = await mailsTo(cast.ravi.user.email);
    expect(mail?.text).toContain('Stock calls are not allowed here.');
    expect(await bellOf(cast.asha.user.id)).toEqual([]);

    const second = await api.reply(thread._id, cast.ravi.headers, '<p>Is a jackpot pattern real?</p>');
    expect(second.statusCode).toBe(202);
    const approved = await api.decide((second.json() as { post_id: string }).post_id, admin.headers, {
      action: 'approve',
      note: 'A question about a pattern is fine.',
    });
    expect(approved.statusCode).toBe(200);
    expect((await bellOf(cast.ravi.user.id)).map((row) => row.title)).toEqual([
      MESSAGES.community.notices.decision.hide('Where do I put my stop?'),
      MESSAGES.community.notices.decision.approve('Where do I put my stop?'),
    ]);
    expect(await bellOf(cast.asha.user.id)).toEqual([
      {
        kind: 'thread_reply',
        title: MESSAGES.community.notices.reply('Ravi Iyer', 'Where do I put my stop?'),
        link: `/community/thread/${thread._id}`,
      },
    ]);
  });
});
