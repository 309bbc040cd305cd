import type { ImageUploadType } from '@contract/media.ts';

/** A picture's kind by its first bytes; the name and the browser's type decide nothing. */
export function sniffImage(head: Buffer): ImageUploadType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return undefined;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/** JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    // Start of scan before any frame header: not a picture we can read.
    if (marker === 0xda) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/**
 * A picture's width and height read from its header, without decoding it (ADR 065): the caller
 * refuses one too large before ffmpeg unpacks it. Undefined when the header cannot be read.
 */
export function imageSize(type: ImageUploadType, bytes: Buffer): ImageSize | undefined {
  const size = type === 'png' ? pngSize(bytes) : type === 'webp' ? webpSize(bytes) : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
