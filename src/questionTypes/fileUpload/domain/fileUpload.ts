/**
 * File upload (ADR 294): the student answers by sending a file (a lab report, a photo of their working), or up to
 * the question's number of files, and a teacher scores it by hand as an essay (ADR 198): until then the scorer answers
 * `needsGrading` and the attempt shows "Needs grading" instead of a score. The question may limit the kinds of file
 * (extensions or media types, as the picker's `accept` writes them), their size (within the server's limit) and
 * their number, and tell the student how to send it (instructions beside the picker).
 *
 * The response is the list of the answer's stored files (id, name, size, type): the server writes it when a file is
 * received (server/routes/take/answerFileRoutes.ts), never from what a student sends as an answer
 * (`answeredByUpload`), so an answer can never name a file the student did not send, nor a path.
 *
 * A drawing question (`drawing`, ADR 306; QTI's drawingInteraction) asks the student to draw on the question's
 * picture: the student page sends the drawing as one PNG file through the same route, so it is a file upload of one
 * image, scored by hand the same way. It needs the question's image.
 * @publicModule server/repositories, server/routes, src/api/take and src/domain/quiz use it.
 */
import * as z from 'zod';
import { DB_INT_MAX, int, list, text } from '../../../domain/shared/fields';
import { itemEvent } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import type {
  FieldIssue,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { definitionReader, earnedPoints, pointsOf } from '../../shared/domain/questionType';
import {
  FILE_UPLOAD_LIMITS,
  formatBytes,
  isFileKind,
  isOfKinds,
  kindsInWords,
  normalizeKind,
} from './fileKinds';
import { answerFilesOf, fileNamesOf, type AnswerFile } from './fileAnswers';

export const FILE_UPLOAD_NAME = 'fileUpload';

/** The editor's messages (beside the kinds field). */
export const FILE_UPLOAD_MESSAGES = {
  badKind: 'Write each kind of file as an extension such as .pdf or a type such as image/*',
  tooManyKinds: `A question takes at most ${FILE_UPLOAD_LIMITS.kinds} kinds of file`,
  noImage: 'A drawing question needs an image: add one above',
} as const;

/** The kind a drawing is sent as, and what a drawing question takes when it names no kinds (ADR 306). */
export const DRAWING_KIND = 'image/png';
const DRAWING_ALTERNATIVE = 'image/*';

/**
 * Why a file or an answer is refused, in the server's words (the student page says the same in the student's
 * language before it sends anything: src/questionTypes/fileUpload/views/).
 */
export const ANSWER_FILE_MESSAGES = {
  tooLarge: (max: number) => `This file is larger than ${formatBytes(max, 'en')}: send a smaller one.`,
  wrongKind: (kinds: readonly string[]) =>
    `This kind of file is not taken here: send ${kindsInWords(kinds)}.`,
  tooManyFiles: (max: number) =>
    max === 1 ? 'This answer has a file already.' : `This answer has ${max} files already: remove one first.`,
  empty: 'This file is empty.',
  notAFileQuestion: 'This question is not answered with a file.',
  sendWithPicker: 'Send the file with the file picker.',
  noSuchFile: 'This answer has no such file.',
  notWhatItSays: 'This file is not what its name or type says: send the file itself.',
} as const;

/** A kind as stored: any text the editor sent, checked by `validate` (so the message shows beside the field). */
const StoredKindSchema = text(FILE_UPLOAD_LIMITS.kindLength).min(1);

export const FileUploadDefinitionSchema = z
  .object({
    /** Extensions (`.pdf`) and media types (`image/*`) taken; absent: any kind of file. */
    kinds: list(StoredKindSchema, 100).min(1).optional(),
    /** The largest file taken, in bytes, within the server's limit; absent: the server's limit. */
    maxBytes: int(1, FILE_UPLOAD_LIMITS.maxBytes).optional(),
    /** How many files the answer may have, 2..10; absent: one. */
    maxFiles: int(2, FILE_UPLOAD_LIMITS.maxFiles).optional(),
    /** Shown to the student beside the picker ("Photograph each page; a PDF is best"). */
    instructions: text(FILE_UPLOAD_LIMITS.instructions).optional(),
    /** The student draws on the question's picture (ADR 306); the drawing is sent as one PNG. */
    drawing: z.literal(true).optional(),
  })
  .strict();
export type FileUploadDefinition = z.infer<typeof FileUploadDefinitionSchema>;

/** One file of an answer: the server's id of it, its name, size and type; never where it is stored. */
export const AnswerFileSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(FILE_UPLOAD_LIMITS.fileId)
      .regex(/^[A-Za-z0-9_-]+$/),
    name: text(255).min(1),
    // Any size a stored file may have had: the question's limit is checked where a file arrives.
    size: int(0, DB_INT_MAX),
    type: text(255),
  })
  .strict();

export const FileUploadResponseSchema = z.array(AnswerFileSchema).min(1).max(FILE_UPLOAD_LIMITS.maxFiles);

export const FILE_UPLOAD_EVENTS = [
  itemEvent('fileUpload.setKinds', {
    kinds: z.array(z.string().max(FILE_UPLOAD_LIMITS.kindLength)).max(100),
  }),
  itemEvent('fileUpload.setMaxBytes', { maxBytes: int(1, FILE_UPLOAD_LIMITS.maxBytes).nullable() }),
  itemEvent('fileUpload.setMaxFiles', { maxFiles: int(1, FILE_UPLOAD_LIMITS.maxFiles) }),
  itemEvent('fileUpload.setInstructions', { instructions: z.string() }),
  itemEvent('fileUpload.setDrawing', { drawing: z.boolean() }),
] as const;
export type FileUploadEvent = z.infer<(typeof FILE_UPLOAD_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as any file, one at most, within the server's limit. */
export const fileUploadOf = definitionReader<FileUploadDefinition>(FileUploadDefinitionSchema, () => ({}));

/**
 * What a question takes: its kinds (none: any), its largest file and its number of files. A drawing question
 * takes one file, always a PNG (the drawing), and the pictures its kinds name (any picture when they name none).
 */
export function fileLimitsOf(definition: unknown) {
  const { kinds, maxBytes, maxFiles, drawing } = fileUploadOf(definition);
  return {
    kinds: drawing ? [...new Set([DRAWING_KIND, ...(kinds ?? [DRAWING_ALTERNATIVE])])] : (kinds ?? []),
    maxBytes: maxBytes ?? FILE_UPLOAD_LIMITS.maxBytes,
    maxFiles: drawing ? 1 : (maxFiles ?? 1),
  };
}

/** Why one file is refused for this question (too large, empty, of another kind), or undefined. */
export function fileRefusal(
  definition: unknown,
  file: { readonly name: string; readonly size: number; readonly type: string },
): string | undefined {
  const { kinds, maxBytes } = fileLimitsOf(definition);
  if (file.size > maxBytes) return ANSWER_FILE_MESSAGES.tooLarge(maxBytes);
  if (file.size === 0) return ANSWER_FILE_MESSAGES.empty;
  if (!isOfKinds(file, kinds)) return ANSWER_FILE_MESSAGES.wrongKind(kinds);
  return undefined;
}

/** Why an answer of these files is refused (a file refused, too many files), or undefined. */
function answerRefusal(question: Pick<StoredQuestion, 'definition'>, files: readonly AnswerFile[]) {
  const { maxFiles } = fileLimitsOf(question.definition);
  if (files.length > maxFiles) return ANSWER_FILE_MESSAGES.tooManyFiles(maxFiles);
  for (const file of files) {
    const refusal = fileRefusal(question.definition, file);
    if (refusal) return refusal;
  }
  return undefined;
}

/**
 * The save checks: every kind an extension or a media type, at most 20 of them (beside the kinds); a drawing
 * question has an image to draw on (beside the switch). `image` absent: the caller does not know it yet (an
 * import checks before its pictures are stored).
 */
function validate(item: QuestionInput & { readonly image?: string | null }): FieldIssue[] {
  const { kinds = [], drawing } = fileUploadOf(item.definition);
  const issues: FieldIssue[] = [];
  if (kinds.length > FILE_UPLOAD_LIMITS.kinds)
    issues.push({ field: 'kinds', message: FILE_UPLOAD_MESSAGES.tooManyKinds });
  else if (!kinds.every(isFileKind)) issues.push({ field: 'kinds', message: FILE_UPLOAD_MESSAGES.badKind });
  if (drawing && (item.image === null || item.image === ''))
    issues.push({ field: 'drawing', message: FILE_UPLOAD_MESSAGES.noImage });
  return issues;
}

const without = <K extends keyof FileUploadDefinition>(definition: FileUploadDefinition, key: K) => {
  const { [key]: _old, ...rest } = definition;
  return rest;
};

const COALESCED: ReadonlySet<FileUploadEvent['type']> = new Set([
  'fileUpload.setKinds',
  'fileUpload.setMaxBytes',
  'fileUpload.setInstructions',
]);

export const fileUploadType = {
  name: FILE_UPLOAD_NAME,
  definitionSchema: FileUploadDefinitionSchema,
  responseSchema: FileUploadResponseSchema,
  answeredByUpload: true,
  events: FILE_UPLOAD_EVENTS,
  newQuestion: () => ({ ...NO_OPTIONS, definition: {} }),
  plan: (item, e) => {
    const definition = fileUploadOf(item.definition);
    switch (e.type) {
      case 'fileUpload.setKinds': {
        const kinds = [...new Set(e.kinds.map(normalizeKind).filter((kind) => kind !== '.'))];
        return (draftItem) =>
          void (draftItem.definition =
            kinds.length === 0 ? without(definition, 'kinds') : { ...definition, kinds });
      }
      case 'fileUpload.setMaxBytes':
        return (draftItem) =>
          void (draftItem.definition =
            e.maxBytes === null ? without(definition, 'maxBytes') : { ...definition, maxBytes: e.maxBytes });
      case 'fileUpload.setMaxFiles':
        return (draftItem) =>
          void (draftItem.definition =
            e.maxFiles === 1 ? without(definition, 'maxFiles') : { ...definition, maxFiles: e.maxFiles });
      case 'fileUpload.setInstructions':
        return (draftItem) =>
          void (draftItem.definition =
            e.instructions === ''
              ? without(definition, 'instructions')
              : { ...definition, instructions: e.instructions });
      case 'fileUpload.setDrawing':
        // A drawing is one file: the number of files goes (an undo brings it back).
        return (draftItem) =>
          void (draftItem.definition = e.drawing
            ? { ...without(definition, 'maxFiles'), drawing: true }
            : without(definition, 'drawing'));
    }
  },
  // Typing in the kinds, the size or the instructions is one undo step.
  coalesceKey: (e) => (COALESCED.has(e.type) ? `${e.type}:${e.itemId}` : undefined),
  validate,
  integrity: noOptionIssues,
  checkResponse: answerRefusal,
  studentView: (question) => {
    const { kinds, maxBytes, maxFiles } = fileLimitsOf(question.definition);
    return {
      kinds: kinds.length > 0 ? kinds.join(',') : null,
      maxBytes,
      maxFiles,
      instructions: fileUploadOf(question.definition).instructions ?? null,
      // Only a drawing question says so: every other file upload's view is as it was (ADR 306).
      ...(fileUploadOf(question.definition).drawing ? { drawing: true } : {}),
    };
  },
  answerOf: (saved) => answerFilesOf(saved?.response),
  score: (question: StoredQuestion, answer: AnswerFile[] | undefined, handScore?: number) => {
    const max = pointsOf(question);
    if (answer === undefined) return { earned: 0, max, correct: false, needsGrading: false, feedback: [] };
    if (handScore === undefined) return { earned: 0, max, correct: false, needsGrading: true, feedback: [] };
    const earned = earnedPoints(max, max === 0 ? 0 : handScore / max);
    return { earned, max, correct: earned === max, needsGrading: false, feedback: [] };
  },
  describeAnswer: (_question, answer) => (answer ? fileNamesOf(answer) : ''),
  describeRight: (_question: StoredQuestion) => '',
  notGenerated: 'A file upload asks the student for a file, which a model cannot write about a transcript.',
} satisfies QuestionTypeModule<'fileUpload', FileUploadEvent, AnswerFile[]>;
