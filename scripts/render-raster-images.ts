/**
 * Draws the site's raster images from its SVGs with Debian's Chromium, on a canvas, encoded by the
 * canvas; no image library is needed, and the files are committed, so builds need no browser.
 * - the WebP copies the pages show (src/client/lib/raster-images.ts, ADR 036);
 * - the JPEG link previews and the app icons: PNGs and `/favicon.ico`, a PNG-in-ICO file put
 *   together here (src/client/lib/preview-images.ts, ADR 040).
 *   npx tsx scripts/render-raster-images.ts
 * Rerun it after changing one of those SVGs or the lists.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import {
  APP_ICONS,
  FAVICON_PATH,
  FAVICON_SIZES,
  LOGO_NAVY,
  LOGO_SVG,
  PREVIEW_HEIGHTS,
  PREVIEW_WIDTH,
  previewImage,
} from '../src/client/lib/preview-images.ts';
import { RASTER_IMAGES, RASTER_WIDTHS, rasterPath } from '../src/client/lib/raster-images.ts';

/** WebP quality: the illustrations are flat shapes, which stay clean well below 0.9. */
const QUALITY = 0.82;
/** JPEG quality of the link previews: shown large, once, by the sites that fetch them. */
const PREVIEW_QUALITY = 0.88;
const PUBLIC_DIR = path.join(import.meta.dirname, '../src/client/public');

interface Drawing {
  svgPath: string;
  width: number;
  /** Square icons are drawn at width × width; anything else in the SVG's proportions. */
  square?: boolean;
  /** Painted under the picture (JPEG has no transparency; iOS blackens transparent corners). */
  background?: string;
  type: 'image/webp' | 'image/jpeg' | 'image/png';
  quality?: number;
}

async function draw(page: Page, drawing: Drawing): Promise<Buffer> {
  const svg = readFileSync(path.join(PUBLIC_DIR, drawing.svgPath), 'utf8');
  const dataUrl = await page.evaluate(
    async ({ svg, width, square, background, type, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = square ? width : Math.round((width * image.naturalHeight) / image.naturalWidth);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      if (background) {
        context.fillStyle = background;
        context.fillRect(0, 0, canvas.width, canvas.height);
      }
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(type, quality);
    },
    { ...drawing, svg, square: drawing.square ?? false, background: drawing.background ?? null },
  );
  if (!dataUrl.startsWith(`data:${drawing.type};base64,`))
    throw new Error(`Chromium did not encode ${drawing.type}`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

function write(publicPath: string, bytes: Buffer) {
  writeFileSync(path.join(PUBLIC_DIR, publicPath), bytes);
  console.log(`${publicPath}  ${bytes.length} B`);
}

/** An ICO file holding each PNG as it is (ICO allows PNG entries; every current browser reads them). */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const svgPath of RASTER_IMAGES) {
    for (const width of RASTER_WIDTHS) {
      write(
        rasterPath(svgPath, width),
        await draw(page, { svgPath, width, type: 'image/webp', quality: QUALITY }),
      );
    }
  }
  for (const svgPath of Object.keys(PREVIEW_HEIGHTS)) {
    const preview = previewImage(svgPath);
    if (!preview) continue;
    const jpeg = await draw(page, {
      svgPath,
      width: PREVIEW_WIDTH,
      background: '#ffffff',
      type: 'image/jpeg',
      quality: PREVIEW_QUALITY,
    });
    write(preview.path, jpeg);
  }
  for (const icon of APP_ICONS) {
    const png = await draw(page, {
      svgPath: LOGO_SVG,
      width: icon.size,
      square: true,
      background: icon.opaque ? LOGO_NAVY : undefined,
      type: 'image/png',
    });
    write(icon.path, png);
  }
  const favicons = [];
  for (const size of FAVICON_SIZES) {
    favicons.push({
      size,
      png: await draw(page, { svgPath: LOGO_SVG, width: size, square: true, type: 'image/png' }),
    });
  }
  write(FAVICON_PATH, icoOf(favicons));
} finally {
  await browser.close();
}
