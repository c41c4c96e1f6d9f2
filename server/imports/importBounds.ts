/**
 * What one import may cost the server (ADR 371): how many questions one file may create, counted before the file is
 * read where its text tells (GIFT, Aiken) and again from what was read before anything is stored; how long reading
 * it may take on the heavy-work thread; and which uploads are small enough to be read on the thread kept for them,
 * so that they never wait behind a large one.
 */
import { HttpError } from '../http/errors';
import { questionsOf, type ImportedQuiz } from './importedQuiz';

/** The most questions (and text blocks) one imported file may create, banks included. */
export const IMPORT_MAX_QUESTIONS = 5_000;
/**
 * The longest one file may take to be read on the heavy-work thread before it is refused: a backstop for a file
 * that reads without end, not a bound on honest files (the question count is one); a busy server reads slowly.
 */
export const IMPORT_READ_MAX_SECONDS = 300;
/** An upload this size or smaller is read on the small uploads' thread. */
export const SMALL_IMPORT_BYTES = 64 * 1024;
/** What a second import by the same user while the first runs is asked to wait, in seconds. */
export const IMPORT_RETRY_AFTER_SECONDS = 10;

const count = (n: number) => n.toLocaleString('en');

export const IMPORT_BOUND_MESSAGES = {
  tooManyQuestions: (found: number, max: number) =>
    `The file has ${count(found)} questions; one import may create at most ${count(max)}. ` +
    `Split it into files of ${count(max)} questions or fewer.`,
  tooSlow: (seconds: number) =>
    `The file took longer than ${seconds} seconds to read and was not imported. Split it into smaller files.`,
  oneAtATime: 'An import of yours is still running. Upload the next file when it has finished.',
} as const;

/** Refuses a file that would create more than IMPORT_MAX_QUESTIONS questions (413, nothing stored). */
export function checkQuestionCount(found: number, max = IMPORT_MAX_QUESTIONS): void {
  if (found > max) throw new HttpError(413, IMPORT_BOUND_MESSAGES.tooManyQuestions(found, max));
}

/** The questions and text blocks the read quizzes and banks would create. */
export function importedQuestionCount(quizzes: readonly ImportedQuiz[]): number {
  let n = 0;
  for (const quiz of quizzes) for (const activity of quiz.activities) n += questionsOf(activity).length;
  return n;
}

/** A GIFT file's questions before it is read: its blocks (between blank lines) that hold an answer section. */
export function giftQuestionCount(textWithoutComments: string, answers: RegExp): number {
  let n = 0;
  for (const block of textWithoutComments.split(/\r?\n[ \t]*\r?\n/)) if (answers.test(block)) n++;
  return n;
}

/** An Aiken file's questions before it is read: its `ANSWER:` lines. */
export const aikenQuestionCount = (text: string) => text.match(/^[ \t]*ANSWER\s*:/gim)?.length ?? 0;
