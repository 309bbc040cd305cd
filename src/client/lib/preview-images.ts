/**
 * The site's raster images for readers other than its pages (ADR 040), drawn from its SVGs by
 * `scripts/render-raster-images.ts` and committed. Kept apart from raster-images.ts, which the
 * pages' JS carries: only the server's render and that script need these.
 *
 * Link previews (Open Graph and Twitter cards, read by social sites and messengers, which show no
 * SVG): a JPEG copy `PREVIEW_WIDTH` pixels wide of each program picture and of the home page's
 * hero, the picture of pages without their own. Each path maps to its copy's height, in the SVG's
 * proportions (the unit test checks the files against both).
 */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHTS: Readonly<Record<string, number>> = {
  '/images/hero.svg': 900,
  '/images/programs/default.svg': 675,
  '/images/programs/financial-literacy.svg': 675,
  '/images/programs/pro-trader.svg': 675,
  '/images/programs/swing-trader.svg': 675,
  '/images/programs/wealth-management.svg': 675,
};

export interface PreviewImage {
  path: string;
  width: number;
  height: number;
}

/** The link-preview copy of one of the site's illustrations, or undefined for any other path. */
export function previewImage(svgPath: string): PreviewImage | undefined {
  const height = Object.hasOwn(PREVIEW_HEIGHTS, svgPath) ? PREVIEW_HEIGHTS[svgPath] : undefined;
  if (height === undefined) return undefined;
  return { path: `${svgPath.replace(/\.svg$/, '')}-${PREVIEW_WIDTH}.jpg`, width: PREVIEW_WIDTH, height };
}

/**
 * The app icons, drawn from the logo (ADR 040): `/favicon.ico` holds it at `FAVICON_SIZES` (for
 * browsers and crawlers that ask for that path), `/apple-touch-icon.png` is the home-screen icon of
 * iOS (on a square of the logo's navy: iOS fills transparent corners with black), and the web
 * manifest (`/site.webmanifest`) lists the other two.
 */
export const LOGO_SVG = '/images/logo.svg';
export const LOGO_NAVY = '#0b2545';
export const FAVICON_PATH = '/favicon.ico';
export const FAVICON_SIZES = [16, 32, 48] as const;
/** The largest icon: also the logo search engines are given (the home page's JSON-LD). */
export const LOGO_PNG = '/icon-512.png';
export const APP_ICONS: readonly { path: string; size: number; opaque: boolean }[] = [
  { path: '/apple-touch-icon.png', size: 180, opaque: true },
  { path: '/icon-192.png', size: 192, opaque: false },
  { path: LOGO_PNG, size: 512, opaque: false },
];
