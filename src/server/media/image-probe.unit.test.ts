import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageSize, sniffImage } from './image-probe.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-probe-'));
function picture(
  format: 'jpg' | 'png' | 'webp',
  width: number,
  height: number,
  extra: string[] = [],
): Buffer {
  const file = path.join(dir, `${width}x${height}${extra.join('')}.${format}`);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}`, '-frames:v', '1'],
    ...extra,
    file,
  ]);
  return readFileSync(file);
}

describe('sniffImage', () => {
  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImage(picture('jpg', 32, 16))).toBe('jpeg');
    expect(sniffImage(picture('png', 32, 16))).toBe('png');
    expect(sniffImage(picture('webp', 32, 16))).toBe('webp');
  });

  it('refuses GIF, SVG, text and anything else', () => {
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('just some text, named .png'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const kind = sniffImage(Buffer.from(bytes));
        if (kind === 'jpeg') expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        else expect(kind).toBeUndefined();
      }),
    );
  });
});

describe('imageSize', () => {
  it('reads the size from the header of each kind, as ffmpeg wrote it', { timeout: 60_000 }, () => {
    for (const [width, height] of [
      [2, 2],
      [640, 360],
      [334, 1000],
    ] as const) {
      expect(imageSize('jpeg', picture('jpg', width, height))).toEqual({ width, height });
      expect(imageSize('png', picture('png', width, height))).toEqual({ width, height });
      expect(imageSize('webp', picture('webp', width, height))).toEqual({ width, height });
      expect(imageSize('webp', picture('webp', width, height, ['-lossless', '1']))).toEqual({
        width,
        height,
      });
    }
  });

  it('reads a JPEG whose frame header sits after a large metadata segment', () => {
    const jpeg = picture('jpg', 120, 80);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xf0]), Buffer.alloc(0xfff0 - 2)]);
    const withExif = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    expect(imageSize('jpeg', withExif)).toEqual({ width: 120, height: 80 });
  });

  it('reads a decompression bomb\u2019s claimed size without decoding it', () => {
    const png = picture('png', 10, 10);
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    expect(imageSize('png', png)).toEqual({ width: 100_000, height: 100_000 });
  });

  it('gives up on a header cut short or random bytes, without throwing', () => {
    const jpeg = picture('jpg', 64, 64);
    expect(imageSize('jpeg', jpeg.subarray(0, 20))).toBeUndefined();
    expect(imageSize('png', Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBeUndefined();
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom('jpeg', 'png', 'webp' as const),
        (bytes, kind) => {
          const size = imageSize(kind as 'jpeg', Buffer.from(bytes));
          if (size) expect(size.width > 0 && size.height > 0).toBe(true);
        },
      ),
    );
  });
});
