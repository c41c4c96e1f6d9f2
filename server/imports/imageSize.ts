/**
 * The size in pixels a PNG, GIF or JPEG image is drawn at, read from its header (ADR 213): what a QTI 2 graphic
 * interaction's pixel coordinates are counted in when its `object` gives no width and height, since the image is
 * then shown at its own size. Only the header is read; nothing is decoded. Any other file, or a header that does not
 * hold together, has no size.
 */

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const sized = (width: number, height: number): ImageSize | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** JPEG's start-of-frame markers (baseline, progressive, lossless…), which hold the size; not DHT, JPG or DAC. */
const START_OF_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (START_OF_FRAME.has(marker)) return sized(view.getUint16(at + 7), view.getUint16(at + 5));
    const length = view.getUint16(at + 2);
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** The image's size, or undefined when it is not a PNG, GIF or JPEG whose header says it. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return sized(view.getUint32(16), view.getUint32(20));
  if (bytes.length >= 10 && startsWith(bytes, [0x47, 0x49, 0x46, 0x38]))
    return sized(view.getUint16(6, true), view.getUint16(8, true));
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8])) return jpegSize(bytes, view);
  return undefined;
}
