import { imageFallback, imageSrcset, uploadedImageId } from '@contract/images.ts';

/**
 * The site's own illustrations that have WebP copies (ADR 036). A browser draws an SVG <img> as a
 * whole SVG document on the page's main thread (33–88 ms each on a phone-speed CPU, docs/product.md §10.1),
 * and a program card's picture is among the largest things on its page; a WebP is decoded off the main
 * thread. The SVG stays the source: `npx tsx scripts/render-raster-images.ts` draws each one in
 * Chromium at every width below, and the files it writes are committed next to the SVG
 * (`pro-trader.svg` → `pro-trader-400.webp`, `pro-trader-800.webp`). Any other image path (an
 * admin's own picture) is shown as it is.
 */
export const RASTER_IMAGES: readonly string[] = [
  '/images/programs/default.svg',
  '/images/programs/financial-literacy.svg',
  '/images/programs/pro-trader.svg',
  '/images/programs/swing-trader.svg',
  '/images/programs/wealth-management.svg',
];

/** The widths each copy is drawn at, in pixels: a phone's card at 1x, and at 2x or on a desktop. */
export const RASTER_WIDTHS = [400, 800] as const;

/** The copy of `svgPath` that is `width` pixels wide. */
export function rasterPath(svgPath: string, width: number): string {
  return `${svgPath.replace(/\.svg$/, '')}-${width}.webp`;
}

export interface RasterImage {
  /** The widest copy, for browsers that ignore `srcSet` and for link previews. */
  src: string;
  srcSet: string;
}

/**
 * The WebP copies of one of the site's illustrations or of an uploaded picture (ADR 065, whose
 * path is its widest JPEG), or undefined for any other path.
 */
export function rasterImage(path: string): RasterImage | undefined {
  const uploaded = uploadedImageId(path);
  if (uploaded) return { src: imageFallback(uploaded), srcSet: imageSrcset(uploaded) };
  if (!RASTER_IMAGES.includes(path)) return undefined;
  return {
    src: rasterPath(path, Math.max(...RASTER_WIDTHS)),
    srcSet: RASTER_WIDTHS.map((width) => `${rasterPath(path, width)} ${width}w`).join(', '),
  };
}
