/**
 * The file upload question the console stores for a description (ADR 294), whatever the format: its kinds of file
 * normalized (an extension or a media type each), its largest file and its number of files within the server's
 * limits, and its instructions; the picture of a drawing question (ADR 306) as its own image. What does not fit is
 * said in the notes.
 */
import { FILE_UPLOAD_LIMITS, formatBytes, isFileKind, normalizeKind } from '../domain/fileKinds';
import type { FileUploadDefinition } from '../domain/fileUpload';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { FileUploadDescription } from './fileUploadDescription';

export const FILE_UPLOAD_STORE_NOTES = {
  badKinds: (kinds: readonly string[]) =>
    `${kinds.map((kind) => `"${kind}"`).join(', ')} ${kinds.length === 1 ? 'is' : 'are'} not a kind of file the console knows: left out.`,
  anyKind: 'None of its kinds of file is one the console knows: any file is taken.',
  tooManyKinds: `It named more than ${FILE_UPLOAD_LIMITS.kinds} kinds of file; the first ${FILE_UPLOAD_LIMITS.kinds} are kept.`,
  maxBytes: (bytes: number) =>
    `Its largest file (${formatBytes(bytes, 'en')}) is above the console's limit: the limit is ${formatBytes(FILE_UPLOAD_LIMITS.maxBytes, 'en')}.`,
  maxFiles: (count: number) =>
    Number.isFinite(count)
      ? `It took up to ${count} files; the console takes up to ${FILE_UPLOAD_LIMITS.maxFiles}.`
      : `It took any number of files; the console takes up to ${FILE_UPLOAD_LIMITS.maxFiles}.`,
  instructionsCut: `Its instructions were longer than ${FILE_UPLOAD_LIMITS.instructions} characters and are cut.`,
} as const;

export function storeFileUpload(description: FileUploadDescription): ImportedQuestion {
  const notes = [...description.notes];
  const read = [...new Set((description.kinds ?? []).map(normalizeKind))];
  const known = read.filter(isFileKind);
  const unknown = (description.kinds ?? []).filter((kind) => !isFileKind(normalizeKind(kind)));
  if (unknown.length > 0) notes.push(FILE_UPLOAD_STORE_NOTES.badKinds(unknown));
  if (read.length > 0 && known.length === 0) notes.push(FILE_UPLOAD_STORE_NOTES.anyKind);
  if (known.length > FILE_UPLOAD_LIMITS.kinds) notes.push(FILE_UPLOAD_STORE_NOTES.tooManyKinds);
  const kinds = known.slice(0, FILE_UPLOAD_LIMITS.kinds);

  let maxBytes =
    description.maxBytes !== undefined && description.maxBytes > 0
      ? Math.ceil(description.maxBytes)
      : undefined;
  if (maxBytes !== undefined && maxBytes > FILE_UPLOAD_LIMITS.maxBytes) {
    notes.push(FILE_UPLOAD_STORE_NOTES.maxBytes(maxBytes));
    maxBytes = undefined;
  }
  let maxFiles =
    description.maxFiles !== undefined && description.maxFiles > 1 ? description.maxFiles : undefined;
  if (maxFiles !== undefined && maxFiles > FILE_UPLOAD_LIMITS.maxFiles) {
    notes.push(FILE_UPLOAD_STORE_NOTES.maxFiles(maxFiles));
    maxFiles = FILE_UPLOAD_LIMITS.maxFiles;
  }
  const text = description.instructions?.trim() ?? '';
  if (text.length > FILE_UPLOAD_LIMITS.instructions) notes.push(FILE_UPLOAD_STORE_NOTES.instructionsCut);
  const instructions = text.slice(0, FILE_UPLOAD_LIMITS.instructions);

  const { drawing } = description;
  const definition: FileUploadDefinition = {
    ...(kinds.length > 0 ? { kinds } : {}),
    ...(maxBytes !== undefined ? { maxBytes } : {}),
    // A drawing is one file (ADR 306).
    ...(maxFiles !== undefined && !drawing ? { maxFiles: Math.round(maxFiles) } : {}),
    ...(instructions !== '' ? { instructions } : {}),
    ...(drawing ? { drawing: true as const } : {}),
  };
  const question = typedQuestion(description, 'fileUpload', definition, [...new Set(notes)]);
  if (!drawing) return question;
  // The picture drawn on is the question's own image, stored as a hotspot's is (server/imports/importImages.ts).
  return {
    ...question,
    images: [...question.images, { ...drawing, questionImage: true }],
    image: drawing.src,
  };
}
