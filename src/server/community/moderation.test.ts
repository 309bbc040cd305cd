import {
  COMMUNITY_LIMITS,
  HeldSchema,
  QueueSchema,
  ThreadDetailSchema,
  ThreadPageSchema,
} from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, communityPosts } from '../db/schema.ts';
import {
  adminSession,
  createProgram,
  createSubscription,
  instructorSession,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { communityCast, communityClient, established } from './test-helpers.ts';

const { app, db } = await buildTestApp();
const api = communityClient(app);

const tip = { title: 'Sure shot for Monday', body: '<p>This one is a sure shot, trust me.</p>' };
const question = { title: 'How do I size a position?', body: '<p>Is 1% of capital a rule?</p>' };

async function auditOf(entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe('posts held for review', () => {
  it('answers 202 with the reason, shows the post to its author as waiting, and to nobody else', async () => {
    const cast = await communityCast(app, db);
    const res = await api.start(cast.program.id, cast.asha.headers, tip);
    expect(res.statusCode, res.body).toBe(202);
    const held = HeldSchema.parse(res.json());
    expect(held).toMatchObject({ status: 'held', message: MESSAGES.community.held });
    expect(held.reason).toMatch(/sure shot/);
    const mine = ThreadPageSchema.parse((await api.list(cast.program.id, cast.asha.headers)).json());
    expect(mine.threads).toMatchObject([{ _id: held.thread_id, status: 'held', held_reason: held.reason }]);
    const theirs = ThreadPageSchema.parse((await api.list(cast.program.id, cast.ravi.headers)).json());
    expect(theirs.threads).toEqual([]);
    expect((await api.thread(held.thread_id, cast.ravi.headers)).statusCode).toBe(404);
    expect((await api.thread(held.thread_id, cast.asha.headers)).json().opening).toMatchObject({
      status: 'held',
      held_reason: held.reason,
    });
  });

  it('holds a reply, and a word an admin added', async () => {
    const cast = await communityCast(app, db);
    const admin = await adminSession(app, db);
    const thread = ThreadDetailSchema.parse(
      (await api.start(cast.program.id, cast.asha.headers, question)).json(),
    );
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/moderation/words',
      headers: admin.headers,
      payload: { word: 'Pinkmoon' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/moderation/words',
      headers: admin.headers,
      payload: { word: 'pinkmoon' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.community.wordExists });
    const reply = await api.reply(thread._id, cast.ravi.headers, '<p>Ask me about PINKMOON</p>');
    expect(reply.statusCode).toBe(202);
    const detail = ThreadDetailSchema.parse((await api.thread(thread._id, cast.asha.headers)).json());
    expect(detail.replies).toEqual([]);
    expect(detail.reply_count).toBe(0);
    const words = await app.inject({
      method: 'GET',
      url: '/api/admin/moderation/words',
      headers: admin.headers,
    });
    expect(words.json()).toMatchObject([{ word: 'Pinkmoon' }]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/moderation/words/${words.json()[0]._id}`,
      headers: admin.headers,
    });
    expect(removed.json()).toEqual({ message: MESSAGES.community.wordRemoved });
    expect((await api.reply(thread._id, cast.ravi.headers, '<p>pinkmoon</p>')).statusCode).toBe(201);
    expect((await auditOf(words.json()[0]._id)).map((row) => row.action).sort()).toEqual([
      'moderation_word.add',
      'moderation_word.delete',
    ]);
  });

  it("holds links from an account younger than 7 days, not from an older one's", async () => {
    const cast = await communityCast(app, db);
    const fresh = await userSession(app, db);
    await createSubscription(db, fresh.user, cast.program, { status: 'active' });
    const link = { title: 'A good read', body: '<p><a href="https://example.com/notes">notes</a></p>' };
    expect((await api.start(cast.program.id, fresh.headers, link)).statusCode).toBe(202);
    expect((await api.start(cast.program.id, cast.asha.headers, link)).statusCode).toBe(201);
  });

  it('holds an edit that brings a tip into a published post', async () => {
    const cast = await communityCast(app, db);
    const thread = ThreadDetailSchema.parse(
      (await api.start(cast.program.id, cast.asha.headers, question)).json(),
    );
    const edited = await api.edit(thread.opening._id, cast.asha.headers, { body: '<p>sure shot</p>' });
    expect(edited.json()).toMatchObject({ status: 'held' });
    expect((await api.thread(thread._id, cast.ravi.headers)).statusCode).toBe(404);
  });
});

describe('the review queue', () => {
  it('brings held and reported posts to the staff of the program, and a decision publishes, hides or deletes', async () => {
    const cast = await communityCast(app, db);
    const admin = await adminSession(app, db);
    const stranger = await instructorSession(app, db);
    const held = HeldSchema.parse((await api.start(cast.program.id, cast.asha.headers, tip)).json());
    const thread = ThreadDetailSchema.parse(
      (await api.start(cast.program.id, cast.asha.headers, question)).json(),
    );
    const reply = (
      await api.reply(thread._id, cast.asha.headers, '<p>Always risk exactly 5% on every trade.</p>')
    ).json();
    const reported = await api.report(reply._id, cast.ravi.headers, 'Asks for private messages');
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toEqual({ message: MESSAGES.community.reported });

    for (const who of [cast.teacher, admin]) {
      const queue = QueueSchema.parse((await api.queue(who.headers)).json());
      expect(queue.map((item) => [item.post_id, item.status])).toEqual(
        expect.arrayContaining([
          [held.post_id, 'held'],
          [reply._id, 'published'],
        ]),
      );
      const item = queue.find((entry) => entry.post_id === reply._id);
      expect(item?.reports).toMatchObject([
        { reason: 'Asks for private messages', reporter_name: 'Ravi Iyer' },
      ]);
    }
    expect(QueueSchema.parse((await api.queue(stranger.headers)).json())).toEqual([]);
    expect((await api.queue(cast.asha.headers)).statusCode).toBe(403);
    const refused = await api.decide(held.post_id, stranger.headers, { action: 'approve' });
    expect(refused.statusCode).toBe(404);

    const approved = await api.decide(held.post_id, cast.teacher.headers, {
      action: 'approve',
      note: 'Sarcasm',
    });
    expect(approved.json()).toEqual({ message: MESSAGES.community.decided.approve });
    expect((await api.thread(held.thread_id, cast.ravi.headers)).statusCode).toBe(200);
    const hidden = await api.decide(reply._id, admin.headers, { action: 'hide', note: 'Lure to paid calls' });
    expect(hidden.json()).toEqual({ message: MESSAGES.community.decided.hide });
    const after = ThreadDetailSchema.parse((await api.thread(thread._id, cast.ravi.headers)).json());
    expect(after.replies).toEqual([]);
    expect((await api.thread(thread._id, cast.asha.headers)).json().replies).toEqual([]);
    const queue = QueueSchema.parse((await api.queue(admin.headers)).json());
    expect(queue.map((item) => item.post_id)).not.toContain(reply._id);
    expect(queue.map((item) => item.post_id)).not.toContain(held.post_id);
    expect((await auditOf(held.post_id))[0]).toMatchObject({
      action: 'community_post.approve',
      after: { note: 'Sarcasm' },
    });
    expect((await auditOf(reply._id))[0]).toMatchObject({
      action: 'community_post.hide',
      actorId: admin.user.id,
      after: { note: 'Lure to paid calls' },
    });
    const deleted = await api.decide(thread.opening._id, admin.headers, { action: 'delete' });
    expect(deleted.statusCode).toBe(200);
    const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, thread.opening._id));
    expect(row?.status).toBe('deleted');
    expect((await api.thread(thread._id, cast.asha.headers)).statusCode).toBe(404);
  });
});

describe('muting', () => {
  it('refuses a muted member with 403 and until when; instructors mute their own learners only', async () => {
    const cast = await communityCast(app, db);
    const stranger = await instructorSession(app, db);
    expect((await api.mute(stranger.headers, { user_id: cast.asha.user.id, days: 3 })).statusCode).toBe(404);
    expect((await api.mute(cast.teacher.headers, { user_id: cast.teacher.user.id, days: 3 })).json()).toEqual(
      {
        message: MESSAGES.community.muteStaff,
      },
    );
    const muted = await api.mute(cast.teacher.headers, {
      user_id: cast.asha.user.id,
      days: 3,
      reason: 'Tips',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const until = muted.json().muted_until as string;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
    const refused = await api.start(cast.program.id, cast.asha.headers, question);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ muted_until: until });
    expect(refused.json().message).toMatch(/^You are muted in the community until .+ IST\.$/);
    expect((await api.list(cast.program.id, cast.asha.headers)).statusCode).toBe(200);
    expect((await auditOf(cast.asha.user.id)).map((row) => row.action)).toContain('community_member.mute');
  });
});

describe('the post limit', () => {
  it('lets a new member post a few times an hour, then answers 429 with Retry-After', async () => {
    const cast = await communityCast(app, db);
    const fresh = await userSession(app, db);
    await createSubscription(db, fresh.user, cast.program, { status: 'active' });
    const results = await Promise.all(
      Array.from({ length: COMMUNITY_LIMITS.newMemberPostsPerWindow + 3 }, (_, i) =>
        api.start(cast.program.id, fresh.headers, { ...question, title: `Question ${i}` }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMMUNITY_LIMITS.newMemberPostsPerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = results.find((res) => res.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Try again in \d+ minutes?\./);
  });

  it('gives an established member the larger allowance', async () => {
    const program = await createProgram(db);
    const member = await userSession(app, db, established());
    await createSubscription(db, member.user, program, { status: 'active' });
    for (let i = 0; i < COMMUNITY_LIMITS.postsPerWindow; i += 1) {
      const res = await api.start(program.id, member.headers, { ...question, title: `Q ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await api.start(program.id, member.headers, question)).statusCode).toBe(429);
  });
});

describe('search', () => {
  it('can answer a search from the trigram index, without reading every thread', async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from community_threads where search_text ilike ${'%capital%'}`);
    });
    expect(JSON.stringify(plan.rows)).toContain('community_threads_search_trgm_idx');
  });
});
