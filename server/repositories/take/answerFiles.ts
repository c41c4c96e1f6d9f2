/**
 * Files students send as answers (ADR 294). A file is checked against its question (size, kind, number of files)
 * before and after its bytes arrive, stored under its attempt with a fresh key, and only then, with the assignment
 * row locked as every save locks it (takeSessions.ts), made part of the answer: the answer's list of files is what
 * the server read from this table, never what a student wrote. The same file sent twice at once (or again) is one
 * file of the answer; a question of one file replaces it. Bytes of a file no answer names any more are removed once
 * the change has committed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { pictureSizeAllowed, pictureSizeOf, PICTURE_MESSAGES } from '../../../src/domain/shared/pictureSize';
import { classDocumentType, CONTENT_CHECKED_TYPES } from '../../../src/domain/sponsors/uploads';
import { typeOfName } from '../../../src/questionTypes/fileUpload/domain/fileKinds';
import { type AnswerFile } from '../../../src/questionTypes/fileUpload/domain/fileAnswers';
import {
  ANSWER_FILE_MESSAGES,
  fileLimitsOf,
  fileRefusal,
} from '../../../src/questionTypes/fileUpload/domain/fileUpload';
import { storedTypeOf } from '../../../src/questionTypes/shared/domain/registry';
import type { AnswerFileRow } from '../../db/answerFileTables';
import type { Database } from '../../db/database';
import { extensionOfType, type Storage } from '../../storage/storage';
import { freshKey, removeStoredFile } from '../../uploads';
import { changeOpenAttempt, questionOf, TakeRefusal } from './takeSessions';

type Trx = Transaction<Database>;

/** The limits of a file upload question, as the route needs them before it reads the file, and its attempt. */
export interface FileLimits {
  readonly kinds: readonly string[];
  readonly maxBytes: number;
  readonly maxFiles: number;
  /** Where the attempt's files are stored: `answers/uploads/<assignment>-<attempt>`. */
  readonly dir: string;
}

/** A file as the route received it. */
export interface ReceivedAnswerFile {
  readonly fileName: string;
  /** The type the student's browser said, trusted only when neither the bytes nor the name say one. */
  readonly clientType: string;
  readonly bytes: Uint8Array;
}

const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** What a file is: by its bytes (PDF, images, office files), else by its name, else what the browser said. */
export function fileTypeOf(file: ReceivedAnswerFile): string {
  const client = file.clientType.split(';')[0]!.trim().toLowerCase();
  return (
    classDocumentType(file.fileName, file.bytes) ??
    typeOfName(file.fileName) ??
    (MEDIA_TYPE.test(client) && client !== 'application/octet-stream' ? client : 'application/octet-stream')
  );
}

const WEBP = 'image/webp';
const isWebp = (bytes: Uint8Array) =>
  bytes.length >= 12 &&
  String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
  String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP';

/**
 * Why a file is refused whatever its question takes (ADR 363), or null: it claims (by its name, else its browser's
 * word) a type its bytes would show and they do not — a text or an SVG sent as `drawing.png` — or it is a picture
 * whose stated size is unreadable or past the bound.
 */
function contentRefusal(file: ReceivedAnswerFile): string | null {
  const client = file.clientType.split(';')[0]!.trim().toLowerCase();
  const claimed = typeOfName(file.fileName) ?? client;
  const shown = classDocumentType(file.fileName, file.bytes) ?? (isWebp(file.bytes) ? WEBP : null);
  if (shown === null && (CONTENT_CHECKED_TYPES.includes(claimed) || claimed === WEBP))
    return ANSWER_FILE_MESSAGES.notWhatItSays;
  if (shown === null || !shown.startsWith('image/')) return null;
  const size = pictureSizeOf(file.bytes);
  if (!size) return ANSWER_FILE_MESSAGES.notWhatItSays;
  return pictureSizeAllowed(size) ? null : PICTURE_MESSAGES.tooManyPixels;
}

const asAnswerFile = (row: Pick<AnswerFileRow, 'id' | 'file_name' | 'size' | 'mime_type'>): AnswerFile => ({
  id: row.id,
  name: row.file_name,
  size: row.size,
  type: row.mime_type,
});

/** The file upload question `itemId` of the version the locked assignment answers; refused for any other item. */
function fileQuestion(snapshot: { content: Parameters<typeof questionOf>[0] }, itemId: number) {
  const question = questionOf(snapshot.content, itemId);
  if (!storedTypeOf(question).answeredByUpload)
    throw new TakeRefusal('invalid', ANSWER_FILE_MESSAGES.notAFileQuestion, 'itemId');
  return question;
}

/**
 * Opens the link's assignment for answers (started if need be, as a save does) and answers the question's limits:
 * refused when the attempt is closed or the item is no file upload question of it. Run before a file is read, so
 * a closed attempt or a wrong item never costs the upload.
 */
export async function fileLimitsForUpload(
  db: Kysely<Database>,
  token: string,
  itemId: number,
  now: Date,
): Promise<FileLimits> {
  return changeOpenAttempt(db, token, now, async (_trx, { assignment, snapshot }) => ({
    ...fileLimitsOf(fileQuestion(snapshot, itemId).definition),
    dir: `answers/uploads/${assignment.id}-${assignment.attempt_number}`,
  }));
}

/** The files an answer names now, in the order they were sent. */
async function answerFiles(trx: Trx, assignmentId: number, attempt: number, itemId: number) {
  return trx
    .selectFrom('answer_files')
    .selectAll()
    .where('assignment_id', '=', assignmentId)
    .where('attempt_number', '=', attempt)
    .where('item_id', '=', itemId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Writes the answer as these files (no answer when there are none), keeping the time spent on it. */
async function writeAnswer(
  trx: Trx,
  assignmentId: number,
  itemId: number,
  files: readonly AnswerFile[],
  now: Date,
) {
  const response = files.length === 0 ? null : JSON.stringify(files);
  await trx
    .insertInto('assignment_answers')
    .values({
      assignment_id: assignmentId,
      item_id: itemId,
      option_ids: JSON.stringify([]),
      response,
      time_spent_ms: 0,
      saved_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['assignment_id', 'item_id'])
        .doUpdateSet({ option_ids: JSON.stringify([]), response, saved_at: now }),
    )
    .execute();
}

/**
 * Sends one file as (part of) the answer to a file upload question: checked against the question (its size, its
 * kind; the number of files once the row is locked), stored under the attempt, then made part of the answer.
 * Answers the answer's files. A refusal stores nothing; a file stored and then refused is removed again.
 */
export async function sendAnswerFile(
  db: Kysely<Database>,
  storage: Storage,
  to: { readonly token: string; readonly itemId: number; readonly dir: string },
  file: ReceivedAnswerFile,
  now: Date,
): Promise<AnswerFile[]> {
  const { token, itemId } = to;
  const refused = contentRefusal(file);
  if (refused) throw new TakeRefusal('invalid', refused, 'file');
  const type = fileTypeOf(file);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  // Under its attempt, with a name of its own: never the name the student's device gave it.
  const key = freshKey(to.dir, extensionOfType(type));
  await storage.put(key, file.bytes, type);
  const removed: string[] = [key];
  try {
    return await changeOpenAttempt(db, token, now, async (trx, { assignment, snapshot }) => {
      const question = fileQuestion(snapshot, itemId);
      const refusal = fileRefusal(question.definition, {
        name: file.fileName,
        size: file.bytes.length,
        type,
      });
      if (refusal) throw new TakeRefusal('invalid', refusal, 'file');
      const { maxFiles } = fileLimitsOf(question.definition);
      const attempt = assignment.attempt_number;
      const current = await answerFiles(trx, assignment.id, attempt, itemId);
      // The same file sent again (twice at once, or retried after a lost answer) is the file already there.
      if (current.some((row) => row.sha256 === sha256 && row.file_name === file.fileName))
        return current.map(asAnswerFile);
      // A question of one file takes the new one in place of the old; otherwise a full answer is refused.
      const replaced = maxFiles === 1 ? current : [];
      if (maxFiles > 1 && current.length >= maxFiles)
        throw new TakeRefusal('invalid', ANSWER_FILE_MESSAGES.tooManyFiles(maxFiles), 'file');
      const row = await trx
        .insertInto('answer_files')
        .values({
          id: randomBytes(18).toString('base64url'),
          assignment_id: assignment.id,
          attempt_number: attempt,
          item_id: itemId,
          file_name: file.fileName,
          mime_type: type,
          size: file.bytes.length,
          sha256,
          storage_key: key,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (replaced.length > 0)
        await trx
          .deleteFrom('answer_files')
          .where(
            'id',
            'in',
            replaced.map((r) => r.id),
          )
          .execute();
      const files = [...current.filter((r) => !replaced.includes(r)), row].map(asAnswerFile);
      await writeAnswer(trx, assignment.id, itemId, files, now);
      removed.splice(0, removed.length, ...replaced.map((r) => r.storage_key));
      return files;
    });
  } finally {
    // The new file when it did not become part of the answer; the replaced one when it did.
    for (const gone of removed) await removeStoredFile(storage, gone).catch(() => undefined);
  }
}

/** Removes one file from the answer (the answer is none once its last file is gone); answers the files left. */
export async function removeAnswerFile(
  db: Kysely<Database>,
  storage: Storage,
  token: string,
  itemId: number,
  fileId: string,
  now: Date,
): Promise<AnswerFile[]> {
  const done = await changeOpenAttempt(db, token, now, async (trx, { assignment, snapshot }) => {
    fileQuestion(snapshot, itemId);
    const current = await answerFiles(trx, assignment.id, assignment.attempt_number, itemId);
    const gone = current.find((row) => row.id === fileId);
    if (!gone) throw new TakeRefusal('unknown', ANSWER_FILE_MESSAGES.noSuchFile);
    await trx.deleteFrom('answer_files').where('id', '=', gone.id).execute();
    const files = current.filter((row) => row !== gone).map(asAnswerFile);
    await writeAnswer(trx, assignment.id, itemId, files, now);
    return { files, key: gone.storage_key };
  });
  await removeStoredFile(storage, done.key).catch(() => undefined);
  return done.files;
}

/** One file of an assignment (any of its attempts), or undefined: whoever asks has been checked by the route. */
export async function findAnswerFile(
  db: Kysely<Database>,
  assignmentId: number,
  fileId: string,
): Promise<AnswerFileRow | undefined> {
  return db
    .selectFrom('answer_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('assignment_id', '=', assignmentId)
    .executeTakeFirst();
}

/** The assignment a personal link names, for a download on it (no lock: nothing is written). */
export async function assignmentOfLink(db: Kysely<Database>, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('quiz_assignments')
    .select('id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.id;
}
