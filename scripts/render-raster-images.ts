/**
 * Draws the WebP copies of the site's illustrations (src/client/lib/raster-images.ts, ADR 036)
 * from their SVGs with Debian's Chromium: each SVG on a canvas at every width, encoded by the
 * canvas as WebP. No image library is needed; the files are committed, so builds need no browser.
 *   npx tsx scripts/render-raster-images.ts
 * Rerun it after changing one of those SVGs or the list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { RASTER_IMAGES, RASTER_WIDTHS, rasterPath } from '../src/client/lib/raster-images.ts';

/** WebP quality: the illustrations are flat shapes, which stay clean well below 0.9. */
const QUALITY = 0.82;
const PUBLIC_DIR = path.join(import.meta.dirname, '../src/client/public');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const svgPath of RASTER_IMAGES) {
    const svg = readFileSync(path.join(PUBLIC_DIR, svgPath), 'utf8');
    for (const width of RASTER_WIDTHS) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d canvas');
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`Chromium did not encode WebP`);
      const out = rasterPath(svgPath, width);
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(path.join(PUBLIC_DIR, out), bytes);
      console.log(`${out}  ${bytes.length} B`);
    }
  }
} finally {
  await browser.close();
}
