/**
 * The size in pixels a PNG, GIF or JPEG image is drawn at, read from its header (ADR 213): what a QTI 2 graphic
 * interaction's pixel coordinates are counted in when its `object` gives no width and height, since the image is
 * then shown at its own size. Only the header is read; nothing is decoded. Any other file, or a header that does not
 * hold together, has no size. The header reader is the picture routes' own (src/domain/shared/pictureSize.ts).
 */
import { pictureSizeOf, type PictureSize } from '../../src/domain/shared/pictureSize';

export type ImageSize = PictureSize;

/** The image's size, or undefined when it is not a PNG, GIF, JPEG or WebP whose header says it. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const size = pictureSizeOf(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
