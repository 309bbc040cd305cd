import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, MEDIA_UPLOAD_FIELD } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mediaImages } from '../db/schema.ts';
import { adminSession, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { makeTestImage, multipartBody, scratchDir } from '../test/media.ts';
import { imageSize, sniffImage } from './image-probe.ts';

const dataDir = scratchDir();
const { app, db } = await buildTestApp({ DATA_DIR: dataDir, MEDIA_MAX_IMAGE_MB: '1' });

async function upload(headers: Record<string, string>, name: string, bytes: Buffer | string) {
  const body = await multipartBody(MEDIA_UPLOAD_FIELD, name, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media/image',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/admin/media/image', () => {
  it.each([
    ['jpg', 'photo.jpg'],
    ['png', 'chart.png'],
    ['webp', 'banner.webp'],
  ] as const)(
    'takes a %s, stores WebP and JPEG copies at each width, and serves them',
    async (format, name) => {
      const { headers, user } = await adminSession(app, db);
      const res = await upload(headers, name, await makeTestImage(format, 1000, 600));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      const id = body._id as string;
      expect(body).toEqual({
        _id: expect.any(String),
        width: 1000,
        height: 600,
        src: `/api/media/images/${id}/1200.jpg`,
        srcset: `/api/media/images/${id}/400.webp 400w, /api/media/images/${id}/800.webp 800w, /api/media/images/${id}/1200.webp 1200w`,
      });
      const [row] = await db.select().from(mediaImages).where(eq(mediaImages.id, id));
      expect(row).toMatchObject({ originalName: name, width: 1000, height: 600, uploadedBy: user.id });
      expect(row?.contentType).toBe({ jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[format]);
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit?.action).toBe('media.image_upload');
      for (const width of IMAGE_WIDTHS) {
        expect(existsSync(path.join(dataDir, 'media', 'images', id, `${width}.webp`))).toBe(true);
        const webp = await app.inject({ url: `/api/media/images/${id}/${width}.webp` });
        expect(webp.statusCode).toBe(200);
        expect(webp.headers['content-type']).toBe('image/webp');
        expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(sniffImage(webp.rawPayload)).toBe('webp');
        // Never wider than the upload (1000 px): the 1200 copy stays 1000 wide.
        const drawn = Math.min(width, 1000);
        expect(imageSize('webp', webp.rawPayload)).toEqual({
          width: drawn,
          height: Math.round((drawn * 600) / 1000),
        });
        const jpg = await app.inject({ url: `/api/media/images/${id}/${width}.jpg` });
        expect(jpg.headers['content-type']).toBe('image/jpeg');
        expect(imageSize('jpeg', jpg.rawPayload)?.width).toBe(drawn);
      }
    },
  );

  it.each([
    [
      'a GIF',
      'anim.gif',
      Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!', 'latin1'),
    ],
    ['an SVG', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['text named .png', 'notes.png', 'This is not a picture at all.'],
  ])('refuses %s with 415 and stores nothing', async (_kind, name, bytes) => {
    const { headers } = await adminSession(app, db);
    const before = await db.$count(mediaImages);
    const res = await upload(headers, name, bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.media.imageType });
    expect(await db.$count(mediaImages)).toBe(before);
  });

  it('refuses a PNG whose header is right but whose picture is cut short with 415', async () => {
    const { headers } = await adminSession(app, db);
    const png = await makeTestImage('png', 200, 100);
    const res = await upload(headers, 'cut.png', png.subarray(0, 100));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.media.imageUnreadable });
  });

  it('refuses a file over MEDIA_MAX_IMAGE_MB with 413', async () => {
    const { headers } = await adminSession(app, db);
    const big = Buffer.concat([await makeTestImage('jpg', 64, 64), Buffer.alloc(1024 * 1024)]);
    const res = await upload(headers, 'huge.jpg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.media.imageTooLarge });
  });

  it('refuses a picture over 6000 px a side with 413, and a decompression bomb before decoding it', async () => {
    const { headers } = await adminSession(app, db);
    const wide = await upload(headers, 'panorama.png', await makeTestImage('png', 6002, 20));
    expect(wide.statusCode).toBe(413);
    expect(wide.json()).toEqual({ message: MESSAGES.media.imageTooManyPixels });
    const bomb = await makeTestImage('png', 16, 16);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    const res = await upload(headers, 'bomb.png', bomb);
    expect(res.statusCode).toBe(413);
  });

  it('is for admins only, and answers 415 to a body that is not multipart', async () => {
    const learner = await userSession(app, db);
    const picture = await makeTestImage('png', 40, 40);
    expect((await upload({}, 'a.png', picture)).statusCode).toBe(401);
    expect((await upload(learner.headers, 'a.png', picture)).statusCode).toBe(403);
    const { headers } = await adminSession(app, db);
    const raw = await app.inject({
      method: 'POST',
      url: '/api/admin/media/image',
      headers: { ...headers, 'content-type': 'image/png' },
      payload: picture,
    });
    expect(raw.statusCode).toBe(415);
  });
});

describe('GET /api/media/images/:id/:file', () => {
  it('answers 404 for a picture that does not exist and 400 for a file name it never writes', async () => {
    const missing = await app.inject({ url: `/api/media/images/${crypto.randomUUID()}/400.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.media.imageNotFound });
    const odd = await app.inject({ url: `/api/media/images/${crypto.randomUUID()}/..%2Fsecret.webp` });
    expect(odd.statusCode).toBe(400);
  });
});
