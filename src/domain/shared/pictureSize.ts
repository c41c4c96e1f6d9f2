/**
 * A picture's size as its header states it (PNG, JPEG, GIF, WebP), read from the bytes alone, and the bound every
 * picture route holds it to (ADR 363): a header that claims more pixels than any screen shows is refused before the
 * picture is stored, so that no browser, thumbnailer or export is asked to decode it.
 */

export const PICTURE_MAX_SIDE = 10_000;
export const PICTURE_MAX_PIXELS = 50_000_000;

export const PICTURE_MESSAGES = {
  tooManyPixels: `The picture is too large: at most ${PICTURE_MAX_SIDE} pixels on a side and ${PICTURE_MAX_PIXELS / 1_000_000} megapixels`,
} as const;

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));
const uint16be = (bytes: Uint8Array, offset: number) => (bytes[offset]! << 8) | bytes[offset + 1]!;
const uint16le = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8);
const uint24le = (bytes: Uint8Array, offset: number) => uint16le(bytes, offset) | (bytes[offset + 2]! << 16);
const uint32be = (bytes: Uint8Array, offset: number) =>
  ((uint16be(bytes, offset) << 16) >>> 0) + uint16be(bytes, offset + 2);

function pngSize(bytes: Uint8Array): PictureSize | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { width: uint32be(bytes, 16), height: uint32be(bytes, 20) };
}

function gifSize(bytes: Uint8Array): PictureSize | undefined {
  if (bytes.length < 10) return undefined;
  return { width: uint16le(bytes, 6), height: uint16le(bytes, 8) };
}

/** The frame header (SOF0-SOF15, not DHT, JPG or DAC) of a JPEG, found by walking its marker segments. */
function jpegSize(bytes: Uint8Array): PictureSize | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    // Markers without a length: TEM, the restart markers, start and end of image.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      offset += 2;
      continue;
    }
    const length = uint16be(bytes, offset + 2);
    if (length < 2) return undefined;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (offset + 9 > bytes.length) return undefined;
      return { width: uint16be(bytes, offset + 7), height: uint16be(bytes, offset + 5) };
    }
    // The scan starts before any frame header: not a picture this can read.
    if (marker === 0xda) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** The canvas of a WebP: from its VP8X chunk, else its lossless (VP8L) or lossy (VP8) bitstream's header. */
function webpSize(bytes: Uint8Array): PictureSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') return { width: uint24le(bytes, 24) + 1, height: uint24le(bytes, 27) + 1 };
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: uint16le(bytes, 26) & 0x3fff, height: uint16le(bytes, 28) & 0x3fff };
  }
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size a PNG, JPEG, GIF or WebP states; undefined when the bytes are none of them or their header is cut. */
export function pictureSizeOf(bytes: Uint8Array): PictureSize | undefined {
  if (PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return pngSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegSize(bytes);
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return gifSize(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes);
  return undefined;
}

/** Whether the picture's stated size is one to keep: readable, not empty, within the bound. */
export function pictureSizeAllowed(size: PictureSize | undefined): boolean {
  if (!size || size.width < 1 || size.height < 1) return false;
  return (
    size.width <= PICTURE_MAX_SIDE &&
    size.height <= PICTURE_MAX_SIDE &&
    size.width * size.height <= PICTURE_MAX_PIXELS
  );
}
