import type { JournalComment, MentorLearner, WeeklyReview } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalComments, mentorAssignments } from '../db/schema.ts';
import { instructorSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { multipartBody } from '../test/media.ts';
import { addManualTrade, mentoredLearner } from './test-helpers.ts';

// Wednesday 2026-06-10 12:00 IST: the last full week began on Monday 2026-06-01.
const NOW = new Date('2026-06-10T06:30:00Z');
const { app, db } = await buildTestApp({}, { now: () => NOW });

type Headers = Record<string, string>;

const mentored = () => mentoredLearner(app, db);
const addTrade = (headers: Headers, programId: string | null) => addManualTrade(app, headers, programId);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

describe('mentor assignments', () => {
  it('lists a program’s assignments; a mentor must be an instructor and the learner must hold the program', async () => {
    const { program, admin, learner, mentor } = await mentored();
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/program/${program.id}/mentors`,
      headers: admin.headers,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        learner_id: learner.user.id,
        learner_name: 'Asha Learner',
        mentor_id: mentor.user.id,
        mentor_name: 'Meera Mentor',
        signed_off: false,
      }),
    ]);
    const other = await userSession(app, db);
    const notInstructor = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program.id}/mentor/${learner.user.id}`,
      headers: admin.headers,
      payload: { mentor_id: other.user.id },
    });
    expect(notInstructor.statusCode).toBe(400);
    expect(notInstructor.json()).toEqual({ message: MESSAGES.journal.mentorNotInstructor });
    const notSubscribed = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program.id}/mentor/${other.user.id}`,
      headers: admin.headers,
      payload: { mentor_id: mentor.user.id },
    });
    expect(notSubscribed.statusCode).toBe(400);
    expect(notSubscribed.json()).toEqual({ message: MESSAGES.journal.learnerNotInProgram });
    const choices = await app.inject({
      method: 'GET',
      url: '/api/admin/mentor/choices',
      headers: admin.headers,
    });
    expect(choices.json().map((c: { _id: string }) => c._id)).toContain(mentor.user.id);
    expect(choices.json().map((c: { _id: string }) => c._id)).not.toContain(learner.user.id);
  });

  it('removing an assignment takes the journal away from the mentor', async () => {
    const { program, admin, learner, mentor, trade } = await mentored();
    expect(
      (await app.inject({ method: 'GET', url: `/api/journal/${trade._id}`, headers: mentor.headers }))
        .statusCode,
    ).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/program/${program.id}/mentor/${learner.user.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/journal/${trade._id}`, headers: mentor.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('what a mentor sees', () => {
  it('reads an assigned learner’s trade, picture, list and statistics, but cannot edit the trade', async () => {
    const { program, learner, mentor, trade } = await mentored();
    const body = await multipartBody('file', 'chart.png', PNG, 'image/png');
    await app.inject({
      method: 'PUT',
      url: `/api/journal/${trade._id}/picture`,
      headers: { ...learner.headers, ...body.headers },
      payload: body.payload,
    });
    const page = await app.inject({
      method: 'GET',
      url: `/api/journal/${trade._id}`,
      headers: mentor.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ mine: false, learner_name: 'Asha Learner', has_picture: true });
    const picture = await app.inject({
      method: 'GET',
      url: `/api/journal/${trade._id}/picture`,
      headers: mentor.headers,
    });
    expect(picture.statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/mentor/learner/${learner.user.id}/journal?program_id=${program.id}`,
      headers: mentor.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((t: { _id: string }) => t._id)).toEqual([trade._id]);
    expect(list.headers['x-total-count']).toBe('1');
    const stats = await app.inject({
      method: 'GET',
      url: `/api/admin/mentor/learner/${learner.user.id}/stats?program_id=${program.id}&group=weekday`,
      headers: mentor.headers,
    });
    expect(stats.json()).toMatchObject({
      overall: { trades: 1, net_pnl: '40.00' },
      groups: [{ key: 'Wednesday' }],
    });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/journal/${trade._id}`,
      headers: mentor.headers,
      payload: { lesson: 'x' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('answers 404 on every route for a learner not assigned to the caller, and for a trade outside the program', async () => {
    const { program, learner, trade, mentor: own } = await mentored();
    const stranger = await instructorSession(app, db);
    const outside = await addTrade(learner.headers, null);
    const { mentor } = await mentored();
    for (const [headers, who] of [
      [stranger.headers, 'an unassigned instructor'],
      [mentor.headers, 'another learner’s mentor'],
    ] as const) {
      for (const [method, url, payload] of [
        ['GET', `/api/journal/${trade._id}`, undefined],
        ['GET', `/api/journal/${trade._id}/picture`, undefined],
        ['POST', `/api/journal/${trade._id}/comment`, { body: 'Nice' }],
        ['GET', `/api/admin/mentor/learner/${learner.user.id}/journal?program_id=${program.id}`, undefined],
        ['GET', `/api/admin/mentor/learner/${learner.user.id}/stats?program_id=${program.id}`, undefined],
        ['GET', `/api/admin/mentor/learner/${learner.user.id}/reviews?program_id=${program.id}`, undefined],
        [
          'POST',
          `/api/admin/mentor/learner/${learner.user.id}/review`,
          {
            program_id: program.id,
            week_start: '2026-06-01',
            rules_followed: true,
            risk_per_trade: true,
            journal_kept: true,
          },
        ],
        [
          'PUT',
          `/api/admin/mentor/learner/${learner.user.id}/signoff`,
          { program_id: program.id, signed_off: true },
        ],
      ] as const) {
        const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${who}: ${method} ${url}`).toBe(404);
      }
    }
    const outsideRes = await app.inject({
      method: 'GET',
      url: `/api/journal/${outside._id}`,
      headers: own.headers,
    });
    expect(outsideRes.statusCode).toBe(404);
  });

  it('lists only the mentor’s learners on the dashboard, with unreviewed trades and a review due', async () => {
    const { learner, mentor, trade, program } = await mentored();
    await mentored();
    const first = await app.inject({
      method: 'GET',
      url: '/api/admin/mentor/learners',
      headers: mentor.headers,
    });
    expect(first.json()).toEqual([
      {
        learner_id: learner.user.id,
        learner_name: 'Asha Learner',
        program_id: program.id,
        program_title: program.title,
        trades: 1,
        unreviewed: 1,
        last_review_week: null,
        review_due: true,
        signed_off: false,
      } satisfies MentorLearner,
    ]);
    await app.inject({
      method: 'POST',
      url: `/api/journal/${trade._id}/comment`,
      headers: mentor.headers,
      payload: { body: 'Good stop.' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/admin/mentor/learner/${learner.user.id}/review`,
      headers: mentor.headers,
      payload: {
        program_id: program.id,
        week_start: '2026-06-01',
        rules_followed: true,
        risk_per_trade: false,
        journal_kept: true,
      },
    });
    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/mentor/learners',
      headers: mentor.headers,
    });
    expect(after.json()[0]).toMatchObject({
      unreviewed: 0,
      last_review_week: '2026-06-01',
      review_due: false,
    });
  });
});

describe('POST /api/journal/:tradeId/comment', () => {
  it('threads the mentor’s comment and the learner’s reply, in the order posted', async () => {
    const { learner, mentor, trade } = await mentored();
    const comment = await app.inject({
      method: 'POST',
      url: `/api/journal/${trade._id}/comment`,
      headers: mentor.headers,
      payload: { body: 'Why did you enter before the close?' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const posted: JournalComment = comment.json();
    expect(posted).toMatchObject({ parent_id: null, by_mentor: true, author_name: 'Meera Mentor' });
    const reply = await app.inject({
      method: 'POST',
      url: `/api/journal/${trade._id}/comment`,
      headers: learner.headers,
      payload: { body: 'The breakout was clear by 2 pm.', parent_id: posted._id },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      parent_id: posted._id,
      by_mentor: false,
      author_name: 'Asha Learner',
    });
    const page = await app.inject({
      method: 'GET',
      url: `/api/journal/${trade._id}`,
      headers: learner.headers,
    });
    expect(page.json().thread.map((c: JournalComment) => [c.body, c.parent_id])).toEqual([
      ['Why did you enter before the close?', null],
      ['The breakout was clear by 2 pm.', posted._id],
    ]);
  });

  it('refuses a reply to a comment of another trade, and an empty comment', async () => {
    const { learner, mentor, trade } = await mentored();
    const other = await addTrade(learner.headers, null);
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/api/journal/${other._id}/comment`,
      headers: learner.headers,
      payload: { body: 'Note to self' },
    });
    const bad = await app.inject({
      method: 'POST',
      url: `/api/journal/${trade._id}/comment`,
      headers: mentor.headers,
      payload: { body: 'Reply', parent_id: elsewhere.json()._id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.journal.parentNotFound });
    const empty = await app.inject({
      method: 'POST',
      url: `/api/journal/${trade._id}/comment`,
      headers: mentor.headers,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps every one of twenty comments posted at once by the learner and the mentor', async () => {
    const { learner, mentor, trade } = await mentored();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/journal/${trade._id}/comment`,
          headers: i % 2 === 0 ? learner.headers : mentor.headers,
          payload: { body: `Comment ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const rows = await db.select().from(journalComments).where(eq(journalComments.tradeId, trade._id));
    expect(rows.map((r) => r.body).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `Comment ${i}`).sort(),
    );
    expect(rows.filter((r) => r.byMentor)).toHaveLength(10);
  });
});

describe('weekly reviews and the sign-off', () => {
  it('the mentor reviews a week from the checklist once; the learner sees it and acknowledges it', async () => {
    const { program, learner, mentor } = await mentored();
    const payload = {
      program_id: program.id,
      week_start: '2026-06-01',
      rules_followed: true,
      risk_per_trade: false,
      journal_kept: true,
      note: 'Risk was 3 % on Tuesday: keep it to 1 %.',
    };
    const url = `/api/admin/mentor/learner/${learner.user.id}/review`;
    const added = await app.inject({ method: 'POST', url, headers: mentor.headers, payload });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      week_start: '2026-06-01',
      risk_per_trade: false,
      mentor_name: 'Meera Mentor',
      acknowledged_at: null,
    });
    const again = await app.inject({ method: 'POST', url, headers: mentor.headers, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.journal.reviewExists });
    const tuesday = await app.inject({
      method: 'POST',
      url,
      headers: mentor.headers,
      payload: { ...payload, week_start: '2026-06-02' },
    });
    expect(tuesday.statusCode).toBe(400);

    const mine = await app.inject({ method: 'GET', url: '/api/journal/reviews', headers: learner.headers });
    expect(mine.json().map((r: WeeklyReview) => r._id)).toEqual([added.json()._id]);
    const stranger = await userSession(app, db);
    const notTheirs = await app.inject({
      method: 'POST',
      url: `/api/journal/review/${added.json()._id}/ack`,
      headers: stranger.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    const ack = await app.inject({
      method: 'POST',
      url: `/api/journal/review/${added.json()._id}/ack`,
      headers: learner.headers,
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().acknowledged_at).not.toBeNull();
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/mentor/learner/${learner.user.id}/reviews?program_id=${program.id}`,
      headers: mentor.headers,
    });
    expect(list.json()[0].acknowledged_at).toBe(ack.json().acknowledged_at);
  });

  it('stores the mentor’s sign-off with who and when, and its withdrawal', async () => {
    const { program, learner, mentor, admin } = await mentored();
    const url = `/api/admin/mentor/learner/${learner.user.id}/signoff`;
    const signed = await app.inject({
      method: 'PUT',
      url,
      headers: mentor.headers,
      payload: { program_id: program.id, signed_off: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ signed_off: true, signed_off_by_name: 'Meera Mentor' });
    const [row] = await db
      .select()
      .from(mentorAssignments)
      .where(eq(mentorAssignments.learnerId, learner.user.id));
    expect(row).toMatchObject({ signedOffBy: mentor.user.id });
    expect(row!.signedOffAt).toBeInstanceOf(Date);
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/program/${program.id}/mentors`,
      headers: admin.headers,
    });
    expect(list.json()[0]).toMatchObject({ signed_off: true });
    const withdrawn = await app.inject({
      method: 'PUT',
      url,
      headers: mentor.headers,
      payload: { program_id: program.id, signed_off: false },
    });
    expect(withdrawn.json()).toMatchObject({ signed_off: false, signed_off_at: null });
  });
});
