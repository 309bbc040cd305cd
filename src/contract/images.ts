// Kept apart from media.ts (and its zod schemas) because the public pages' ResourceImage uses it:
// the first-load JS of `/` stays as it was (ADR 065).

/**
 * Pictures for programs and articles (ADR 065): JPEG, PNG or WebP, told by their first bytes.
 * Each is stored as copies at the widths the pages draw it (a program card is up to 270 px wide,
 * its page 40 % of a desktop, an article up to 800 px; 2x screens take the next width), each
 * as WebP and as a JPEG fallback, never wider than the upload.
 */
export const IMAGE_UPLOAD_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageUploadType = keyof typeof IMAGE_UPLOAD_TYPES;
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_FORMATS = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Where a stored copy is served: `/api/media/images/<id>/<width>.<webp|jpg>`. */
export const IMAGE_URL_PREFIX = '/api/media/images/';
export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `${IMAGE_URL_PREFIX}${id}/${width}.${format}`;
}

const UPLOADED_IMAGE_PATH =
  /^\/api\/media\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d+)\.(webp|jpg)$/;

/** The uploaded picture a path names (its id), or undefined for any other path. */
export function uploadedImageId(path: string): string | undefined {
  const match = UPLOADED_IMAGE_PATH.exec(path);
  return match && IMAGE_WIDTHS.includes(Number(match[2]) as (typeof IMAGE_WIDTHS)[number])
    ? match[1]
    : undefined;
}

/** The WebP copies of an uploaded picture as a `srcset`, in the form the HTML sanitiser writes. */
export function imageSrcset(id: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(id, width, 'webp')} ${width}w`).join(', ');
}

/** The widest JPEG: the `src` of a picture, for browsers without WebP and for link previews. */
export function imageFallback(id: string): string {
  return imageUrl(id, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number, 'jpg');
}
