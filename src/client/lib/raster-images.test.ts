import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RASTER_IMAGES, RASTER_WIDTHS, rasterImage, rasterPath } from './raster-images.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, '../public');

/** The pixel size a WebP file declares (RIFF container; lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: Buffer): { width: number; height: number } {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

/** The width and height an SVG declares on its root element. */
function svgSize(svg: string): { width: number; height: number } {
  const root = svg.match(/<svg[^>]*>/)?.[0] ?? '';
  return {
    width: Number(root.match(/\swidth="(\d+)"/)?.[1]),
    height: Number(root.match(/\sheight="(\d+)"/)?.[1]),
  };
}

describe('the WebP copies of the site’s illustrations', () => {
  it.each(RASTER_IMAGES)('%s has a committed WebP copy at every width, in its proportions', (svgPath) => {
    const svg = svgSize(readFileSync(path.join(PUBLIC_DIR, svgPath), 'utf8'));
    for (const width of RASTER_WIDTHS) {
      const size = webpSize(readFileSync(path.join(PUBLIC_DIR, rasterPath(svgPath, width))));
      expect(size).toEqual({ width, height: Math.round((width * svg.height) / svg.width) });
    }
  });

  it('gives the widest copy as the source and every copy with its width in the srcset', () => {
    expect(rasterImage('/images/programs/pro-trader.svg')).toEqual({
      src: '/images/programs/pro-trader-800.webp',
      srcSet: '/images/programs/pro-trader-400.webp 400w, /images/programs/pro-trader-800.webp 800w',
    });
  });

  it('has no copy of any other picture, such as one an admin entered', () => {
    expect(rasterImage('/images/programs/my-upload.svg')).toBeUndefined();
    expect(rasterImage('https://cdn.example.com/images/programs/pro-trader.svg')).toBeUndefined();
  });
});
