/**
 * What a file an imported question links to is, by its first bytes (ADR 222): a picture the question images take, a
 * sound, a video or a PDF, as the extension it is stored and served with; undefined for anything else, which is not
 * stored (a link is never trusted to name a file's type).
 */
import { imageTypeOf } from '../../src/domain/quiz/quizImages';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const at = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);

export function linkedFileTypeOf(bytes: Uint8Array): string | undefined {
  const image = imageTypeOf(bytes);
  if (image) return image;
  // An ID3 tag, or an MPEG audio frame's sync bits.
  if (at(bytes, 0, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (at(bytes, 0, ascii('OggS'))) return 'ogg';
  if (at(bytes, 0, ascii('RIFF')) && at(bytes, 8, ascii('WAVE'))) return 'wav';
  if (at(bytes, 4, ascii('ftyp'))) return at(bytes, 8, ascii('M4A ')) ? 'm4a' : 'mp4';
  if (at(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (at(bytes, 0, ascii('%PDF-'))) return 'pdf';
  return undefined;
}
