import { existsSync } from 'node:fs';
import path from 'node:path';
import { ThreadDetailSchema } from '@contract/community.ts';
import { ImageCreatedSchema, MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mediaImages } from '../db/schema.ts';
import { imageSize, sniffImage } from '../media/image-probe.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { makeTestImage, multipartBody, scratchDir } from '../test/media.ts';
import { communityCast, communityClient, type Headers } from './test-helpers.ts';

const dataDir = scratchDir();
const { app, db } = await buildTestApp({ DATA_DIR: dataDir, RATE_LIMIT_COMMUNITY_IMAGE_MEMBER: '4/60' });
const api = communityClient(app);

async function upload(programId: string, headers: Headers, name: string, bytes: Buffer | string) {
  const body = await multipartBody(MEDIA_UPLOAD_FIELD, name, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/community/${programId}/image`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/community/:programId/image', () => {
  it("takes a member's PNG, resizes it through the site's picture pipeline and records the uploader", async () => {
    const cast = await communityCast(app, db);
    const res = await upload(
      cast.program.id,
      cast.asha.headers,
      'my-chart.png',
      await makeTestImage('png', 900, 450),
    );
    expect(res.statusCode, res.body).toBe(201);
    const picture = ImageCreatedSchema.parse(res.json());
    const id = picture._id;
    expect(picture).toEqual({
      _id: id,
      width: 900,
      height: 450,
      src: `/api/media/images/${id}/1200.jpg`,
      srcset: `/api/media/images/${id}/400.webp 400w, /api/media/images/${id}/800.webp 800w, /api/media/images/${id}/1200.webp 1200w`,
    });
    const small = await app.inject({ url: `/api/media/images/${id}/400.webp` });
    expect(small.statusCode).toBe(200);
    expect(sniffImage(small.rawPayload)).toBe('webp');
    expect(imageSize('webp', small.rawPayload)).toEqual({ width: 400, height: 200 });
    // Never wider than the upload: the 1200 copy stays 900 wide.
    const large = await app.inject({ url: picture.src });
    expect(imageSize('jpeg', large.rawPayload)).toEqual({ width: 900, height: 450 });
    expect(existsSync(path.join(dataDir, 'media', 'images', id, '800.jpg'))).toBe(true);
    const [row] = await db.select().from(mediaImages).where(eq(mediaImages.id, id));
    expect(row).toMatchObject({
      originalName: 'my-chart.png',
      contentType: 'image/png',
      uploadedBy: cast.asha.user.id,
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: 'media.image_upload', actorId: cast.asha.user.id });
  });

  it('is for those who may post in the space: 401, 403 for lapsed, other and muted members, 404 for no program', async () => {
    const cast = await communityCast(app, db);
    const png = await makeTestImage('png', 40, 40);
    expect((await upload(cast.program.id, {}, 'a.png', png)).statusCode).toBe(401);
    for (const who of [cast.lapsed, cast.outsider]) {
      const refused = await upload(cast.program.id, who.headers, 'a.png', png);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.community.noAccess });
    }
    expect((await upload(crypto.randomUUID(), cast.asha.headers, 'a.png', png)).statusCode).toBe(404);
    expect((await upload(cast.program.id, cast.teacher.headers, 'a.png', png)).statusCode).toBe(201);
    const admin = await adminSession(app, db);
    expect((await upload(cast.program.id, admin.headers, 'a.png', png)).statusCode).toBe(201);
    const muted = await api.mute(cast.teacher.headers, { user_id: cast.ravi.user.id, days: 2 });
    expect(muted.statusCode, muted.body).toBe(200);
    const refused = await upload(cast.program.id, cast.ravi.headers, 'a.png', png);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ muted_until: muted.json().muted_until });
  });

  it('refuses a picture over 2 MB with 413, and a text file renamed .png with 415, storing nothing', async () => {
    const cast = await communityCast(app, db);
    const before = await db.$count(mediaImages);
    const big = Buffer.concat([await makeTestImage('png', 64, 64), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(cast.program.id, cast.asha.headers, 'big.png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: MESSAGES.community.imageTooLarge(2) });
    const text = await upload(
      cast.program.id,
      cast.asha.headers,
      'chart.png',
      'BUY NOW, this is not a picture.',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: MESSAGES.media.imageType });
    expect(await db.$count(mediaImages)).toBe(before);
  });

  it("counts a member's uploads: past the limit, 429 with Retry-After, while another member still uploads", async () => {
    const cast = await communityCast(app, db);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const res = await upload(cast.program.id, cast.asha.headers, 'notes.png', 'not a picture');
      expect(res.statusCode).toBe(415);
    }
    const limited = await upload(
      cast.program.id,
      cast.asha.headers,
      'a.png',
      await makeTestImage('png', 40, 40),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await upload(
      cast.program.id,
      cast.ravi.headers,
      'a.png',
      await makeTestImage('png', 40, 40),
    );
    expect(other.statusCode).toBe(201);
  });
});

describe('pictures in posts', () => {
  it("keeps an uploaded picture in a thread's body and drops outside, data: and javascript: pictures", async () => {
    const cast = await communityCast(app, db);
    const uploaded = ImageCreatedSchema.parse(
      (
        await upload(cast.program.id, cast.asha.headers, 'c.png', await makeTestImage('png', 300, 200))
      ).json(),
    );
    const site = `<picture><source type="image/webp" srcset="${uploaded.srcset}" sizes="(min-width: 992px) 800px, 100vw" /><img src="${uploaded.src}" alt="My stop-loss on the replay" width="300" height="200" /></picture>`;
    const outside = [
      '<img src="https://tips.example/track.png" alt="t">',
      '<picture><source type="image/webp" srcset="https://tips.example/a.webp 400w" /><img src="https://tips.example/a.jpg" alt="a"></picture>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="d">',
      '<img src="javascript:alert(1)" alt="j" onerror="alert(2)">',
    ].join('');
    const started = await api.start(cast.program.id, cast.asha.headers, {
      title: 'Was my stop too tight?',
      body: `<p>Here is my chart.</p>${site}${outside}`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const thread = ThreadDetailSchema.parse(started.json());
    const html = thread.opening.body_html;
    expect(html).toContain(
      `<img src="${uploaded.src}" alt="My stop-loss on the replay" width="300" height="200" loading="lazy" />`,
    );
    expect(html).toContain(`srcset="${uploaded.srcset}"`);
    expect(html).not.toMatch(/tips\.example|data:|javascript:|onerror/);
    expect(html.match(/<img /g)).toHaveLength(1);

    const reply = await api.reply(thread._id, cast.ravi.headers, `<p>Mine:</p>${outside}${site}`);
    expect(reply.statusCode, reply.body).toBe(201);
    const seen = ThreadDetailSchema.parse((await api.thread(thread._id, cast.teacher.headers)).json());
    const replyHtml = seen.replies[0]?.body_html ?? '';
    expect(replyHtml).toContain(`src="${uploaded.src}"`);
    expect(replyHtml).not.toMatch(/tips\.example|data:|javascript:/);
  });
});
