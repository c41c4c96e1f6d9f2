/**
 * Question images (SPEC section 5: "Rich-text image upload accepts only images"): PNG, JPEG, GIF or WebP, at most
 * 2 MB. The console checks the type it is told; the server checks the first bytes.
 */
export const QUIZ_IMAGE_MESSAGES = {
  notAnImage: 'You could only upload images',
  tooLarge: 'File size limit exceeded (2 MB). Please reduce and try again.',
  failed: 'Error add image',
} as const;

export const QUIZ_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const QUIZ_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export type QuizImageType = 'png' | 'jpg' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((value, i) => bytes[offset + i] === value);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type by magic bytes, or undefined for anything else (whatever its name says). */
export function imageTypeOf(bytes: Uint8Array): QuizImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** The console's check before sending: an image type and the size limit. */
export function quizImageProblem(file: { type: string; size: number }): string | null {
  if (!QUIZ_IMAGE_ACCEPT.split(',').includes(file.type)) return QUIZ_IMAGE_MESSAGES.notAnImage;
  if (file.size > QUIZ_IMAGE_MAX_BYTES) return QUIZ_IMAGE_MESSAGES.tooLarge;
  return null;
}

/** A crop of an image in its own pixels (what react-easy-crop reports as `croppedAreaPixels`). */
export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
