/**
 * Draws a crop of an image as a PNG (the crop dialogs of sponsor logos and question images). Browser only: it
 * decodes the image and paints the area on a canvas.
 */
export interface PixelArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface CropOutput {
  /** The PNG's size; by default the area's own size, scaled down to fit `maxSide`. */
  readonly width?: number;
  readonly height?: number;
  /** The longest side of a PNG drawn at the area's own size (keeps uploads small). */
  readonly maxSide?: number;
}

/** The PNG's size for an area: the size asked for, or the area's own scaled to fit `maxSide`. */
export function outputSize(area: PixelArea, output: CropOutput = {}): { width: number; height: number } {
  if (output.width && output.height) return { width: output.width, height: output.height };
  const scale = output.maxSide ? Math.min(1, output.maxSide / Math.max(area.width, area.height)) : 1;
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

/**
 * The part of the image an area covers, and where it lands in the output. An area zoomed out past the image's
 * edges (a wide logo placed whole in a short frame) reaches outside the image: only the covered part is drawn, at
 * its place, and the rest of the output stays transparent.
 */
export function coveredDraw(
  area: PixelArea,
  image: { readonly width: number; readonly height: number },
  size: { readonly width: number; readonly height: number },
): { source: PixelArea; target: PixelArea } | null {
  const left = Math.max(area.x, 0);
  const top = Math.max(area.y, 0);
  const right = Math.min(area.x + area.width, image.width);
  const bottom = Math.min(area.y + area.height, image.height);
  if (right <= left || bottom <= top) return null;
  const scaleX = size.width / area.width;
  const scaleY = size.height / area.height;
  return {
    source: { x: left, y: top, width: right - left, height: bottom - top },
    target: {
      x: (left - area.x) * scaleX,
      y: (top - area.y) * scaleY,
      width: (right - left) * scaleX,
      height: (bottom - top) * scaleY,
    },
  };
}

/**
 * The smallest zoom of a cropper (1 = the image fitted to the cropper's stage) at which the whole image, shown at
 * `media` size on the stage, fits inside the crop frame.
 */
export function fitZoom(
  media: { readonly width: number; readonly height: number },
  frame: { readonly width: number; readonly height: number },
): number {
  if (media.width <= 0 || media.height <= 0) return 1;
  return Math.min(1, frame.width / media.width, frame.height / media.height);
}

/** `source` is an image address (an object URL of the chosen file). */
export async function cropToPng(source: string, area: PixelArea, output: CropOutput = {}): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const size = outputSize(area, output);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const draw = coveredDraw(area, { width: image.naturalWidth, height: image.naturalHeight }, size);
  if (draw) {
    const { source: from, target: to } = draw;
    canvas
      .getContext('2d')!
      .drawImage(image, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/png'),
  );
}
