import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  APP_ICONS,
  FAVICON_PATH,
  FAVICON_SIZES,
  LOGO_PNG,
  PREVIEW_HEIGHTS,
  PREVIEW_WIDTH,
  previewImage,
} from './preview-images.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, '../public');
const publicFile = (publicPath: string) => readFileSync(path.join(PUBLIC_DIR, publicPath));

/** The pixel size in a PNG's IHDR chunk. */
function pngSize(file: Buffer): { width: number; height: number } {
  if (!file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw new Error('not a PNG file');
  if (file.toString('ascii', 12, 16) !== 'IHDR') throw new Error('PNG without IHDR first');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

/**
 * The top-left pixel of an 8-bit RGB or RGBA PNG, as [r, g, b, a]. Every PNG row filter predicts the
 * first pixel of the first row from zeros, so its bytes after the row's filter byte are the pixel.
 */
function pngCornerPixel(file: Buffer): number[] {
  const bitDepth = file.readUInt8(24);
  const colourType = file.readUInt8(25);
  if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6)) throw new Error('not an 8-bit RGB(A) PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    if (file.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  const channels = colourType === 6 ? 4 : 3;
  const pixel = [...pixels.subarray(1, 1 + channels)];
  return channels === 4 ? pixel : [...pixel, 255];
}

/** The pixel size in a JPEG's start-of-frame segment (baseline or progressive). */
function jpegSize(file: Buffer): { width: number; height: number } {
  if (file.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG file');
  let at = 2;
  while (at < file.length) {
    const marker = file.readUInt16BE(at);
    const length = file.readUInt16BE(at + 2);
    if (marker === 0xffc0 || marker === 0xffc2)
      return { height: file.readUInt16BE(at + 5), width: file.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}

/** The width and height an SVG declares on its root element (its viewBox when it has no width). */
function svgSize(svg: string): { width: number; height: number } {
  const root = svg.match(/<svg[^>]*>/)?.[0] ?? '';
  const viewBox = root.match(/viewBox="0 0 (\d+) (\d+)"/);
  return {
    width: Number(root.match(/\swidth="(\d+)"/)?.[1] ?? viewBox?.[1]),
    height: Number(root.match(/\sheight="(\d+)"/)?.[1] ?? viewBox?.[2]),
  };
}

describe('link-preview pictures', () => {
  it.each(Object.keys(PREVIEW_HEIGHTS))(
    '%s has a JPEG copy at the listed size, in its proportions',
    (svgPath) => {
      const preview = previewImage(svgPath);
      const svg = svgSize(publicFile(svgPath).toString('utf8'));
      expect(preview?.width).toBe(PREVIEW_WIDTH);
      expect(preview?.height).toBe(Math.round((PREVIEW_WIDTH * svg.height) / svg.width));
      expect(jpegSize(publicFile(preview!.path))).toEqual({ width: preview!.width, height: preview!.height });
    },
  );

  it('names the copy beside its SVG, and has none for any other picture', () => {
    expect(previewImage('/images/programs/pro-trader.svg')).toEqual({
      path: '/images/programs/pro-trader-1200.jpg',
      width: 1200,
      height: 675,
    });
    expect(previewImage('/media/programs/upload.png')).toBeUndefined();
    expect(previewImage('toString')).toBeUndefined();
  });
});

describe('app icons', () => {
  it.each(APP_ICONS)('$path is a square PNG of $size px', ({ path: iconPath, size }) => {
    expect(pngSize(publicFile(iconPath))).toEqual({ width: size, height: size });
  });

  it('gives iOS an icon on the logo’s navy (it fills transparent corners with black); the others keep them clear', () => {
    expect(pngCornerPixel(publicFile('/apple-touch-icon.png'))).toEqual([0x0b, 0x25, 0x45, 255]);
    expect(pngCornerPixel(publicFile('/icon-192.png'))[3]).toBe(0);
    expect(pngCornerPixel(publicFile(LOGO_PNG))[3]).toBe(0);
  });

  it('/favicon.ico holds the logo as a PNG at each listed size', () => {
    const ico = publicFile(FAVICON_PATH);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(FAVICON_SIZES.length);
    FAVICON_SIZES.forEach((size, index) => {
      const entry = 6 + 16 * index;
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([size, size]);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(pngSize(ico.subarray(offset, offset + length))).toEqual({ width: size, height: size });
    });
  });

  it('the web manifest lists the icons that exist, at their real sizes', () => {
    const manifest = JSON.parse(publicFile('/site.webmanifest').toString('utf8')) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('FinTrain Academy');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.src)).toContain(LOGO_PNG);
    for (const icon of manifest.icons) {
      const { width, height } = pngSize(publicFile(icon.src));
      expect(icon.sizes).toBe(`${width}x${height}`);
      expect(icon.type).toBe('image/png');
    }
  });
});
