/**
 * A file upload answer as the student page's review and the results read it (ADR 294): the files the server stored,
 * named. Kept apart from the kinds of file (fileKinds.ts) so the page's first script carries only this. No zod.
 * @publicModule server/repositories, src/views/quiz and src/views/take use it.
 */

/** One stored file of an answer: what the answer keeps of it (never where it is stored). */
export interface AnswerFile {
  readonly id: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** Its media type as the server found it. */
  readonly type: string;
}

/** The files of a stored answer, or undefined when it is none (or not one). */
export function answerFilesOf(response: unknown): AnswerFile[] | undefined {
  if (!Array.isArray(response) || response.length === 0) return undefined;
  const files = response.filter(
    (file): file is AnswerFile =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as AnswerFile).id === 'string' &&
      typeof (file as AnswerFile).name === 'string' &&
      typeof (file as AnswerFile).size === 'number' &&
      typeof (file as AnswerFile).type === 'string',
  );
  return files.length === response.length ? files : undefined;
}

/** The names of an answer's files, as the results and the CSV name them. */
export const fileNamesOf = (files: readonly AnswerFile[]) => files.map((file) => file.name).join(', ');
