/**
 * What a download cannot carry of a quiz (ADR 205): per question, what its format loses (a question written as
 * another type, a tolerance, units, feedback), and the questions left out. A package lists them in
 * `export-notes.txt` at its root; Moodle XML and GIFT as comments before the question.
 */
import { LOSSES } from '../../src/questionTypes/shared/server/formatLosses';
import { writersOf } from '../../src/questionTypes/shared/server/registry';
import {
  drawnQuestionsOf,
  type ExportQuestion,
  type ExportQuiz,
  isStoredHere,
  itemTitle,
  questionsOf,
} from './exportModel';
import type { ExportFormat } from './fileName';
import { momentNotes, videoNotes } from './videoMomentNotes';
import { outcomeFeedbackNotes } from './outcomeFeedbackExport';
import type { PackageFiles } from './packageFiles';
import { plainText, textField } from './xml';

export const NOTES_FILE = 'export-notes.txt';

export const EXPORT_NOTES = {
  heading: (title: string) => `What this download cannot carry of "${title}":`,
  question: (title: string, note: string) => `- "${title}": ${note}`,
  leftOut: (title: string, type: string) =>
    `- "${title}" is not in this download: a ${type} question cannot be exported yet.`,
  unavailableVideo: (title: string) =>
    `- The video "${title}" is not in this download: it is no longer available in the library.`,
} as const;

/** The formats that write a question's hints (ADR 293): Moodle XML's `<hint>`s, QTI 2.1's end-attempt buttons. */
const HINT_FORMATS: ReadonlySet<ExportFormat> = new Set(['moodle', 'qti']);

/** What `format` cannot carry of one question. */
export function questionNotes(question: ExportQuestion, format: ExportFormat): readonly string[] {
  const own = writersOf(question).notes?.[format]?.(question) ?? [];
  const hints = question.hints?.length ?? 0;
  // No format writes a question's versions (ADR 309): each writes version 1.
  const versions = question.versions ? [LOSSES.versions(question.versions)] : [];
  // GIFT links to a picture stored here (ADR 402); one on another site keeps its own address, nothing lost.
  const pictures = format === 'gift' ? question.images.filter(isStoredHere).length : 0;
  return [
    ...own,
    ...(pictures > 0 ? [LOSSES.pictureLinks(pictures)] : []),
    ...(hints > 0 && !HINT_FORMATS.has(format) ? [LOSSES.hints(hints)] : []),
    ...outcomeFeedbackNotes(question, format),
    ...versions,
    ...momentNotes(question, format),
  ];
}

/** The questions and videos left out of every download, one line each. */
export const leftOutNotes = (quiz: ExportQuiz): string[] => [
  ...(quiz.leftOut ?? []).map((left) =>
    EXPORT_NOTES.leftOut(plainText(left.title) || `Question ${left.id}`, left.questionType),
  ),
  ...(quiz.unavailableVideos ?? []).map((video) =>
    EXPORT_NOTES.unavailableVideo(plainText(video.title) || `Video ${video.id}`),
  ),
];

/** What a format that cannot hold a random slot writes in its place (ADR 259). */
export const DRAW_NOTES = {
  cc: (activity: string, count: number, bank: string, category: string) =>
    `- "${activity}" draws ${count} question${count === 1 ? '' : 's'} at random from bank "${bank}" / category "${category}": a Common Cartridge quiz cannot draw, so the quiz is written without the draw and the category's questions are in the cartridge's question bank.`,
} as const;

/** The notes of the quiz's random slots in a format that cannot carry them. */
function drawNotes(quiz: ExportQuiz, format: ExportFormat): string[] {
  if (format !== 'cc') return [];
  return quiz.activities.flatMap((activity, index) =>
    (activity.draws ?? []).map((draw) =>
      DRAW_NOTES.cc(
        textField(activity.title) || `Activity ${index + 1}`,
        draw.count,
        textField(draw.bank),
        textField(draw.category),
      ),
    ),
  );
}

/** Every note of the quiz in `format`, one line each; empty when the format carries everything. */
export function quizNotes(quiz: ExportQuiz, format: ExportFormat): string[] {
  const lines = [...questionsOf(quiz), ...drawnQuestionsOf(quiz)].flatMap((question) => {
    const title = itemTitle(question) || `Question ${question.id}`;
    return questionNotes(question, format).map((note) => EXPORT_NOTES.question(title, note));
  });
  return [...lines, ...videoNotes(quiz, format), ...leftOutNotes(quiz), ...drawNotes(quiz, format)];
}

/** The notes as the items of a list (the download dialog's, ADR 398): each line without the file's bullet. */
export const quizNoteItems = (quiz: ExportQuiz, format: ExportFormat): string[] =>
  quizNotes(quiz, format).map((line) => line.replace(/^- /, ''));

/** Adds `export-notes.txt` to a package when the format loses something of the quiz. */
export function addNotesFile(files: PackageFiles, quiz: ExportQuiz, format: ExportFormat): void {
  const lines = quizNotes(quiz, format);
  if (lines.length === 0) return;
  files.addText(
    NOTES_FILE,
    `${[EXPORT_NOTES.heading(textField(quiz.title) || `Quiz ${quiz.id}`), ...lines].join('\n')}\n`,
  );
}
