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

/** `source` is an image address (an object URL of the chosen file). */
export async function cropToPng(source: string, area: PixelArea, output: CropOutput = {}): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const size = outputSize(area, output);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas
    .getContext('2d')!
    .drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/png'),
  );
}
