/**
 * The import report (ADR 221): one line for each item the upload holds, imported as it was, imported with changes
 * (the notes say which), or skipped (the type says what it was, the notes why). A stored question is named by its
 * type's own words (its server part's `names`, ADR 323).
 */
import { readableText } from '../../src/domain/math/mathReading';
import { questionTypeOf } from '../../src/questionTypes/shared/server/registry';
import {
  bankOfDraw,
  categoryOfDraw,
  type ImportedItem,
  type ImportedQuestion,
  type ReadPackage,
  type ReportLine,
} from './importedQuiz';

/** How the report names a stored question's type: its question type, or for a choice one or several answers. */
export const reportTypeOf = (question: ImportedQuestion) =>
  question.questionType !== undefined && question.questionType !== 'choice'
    ? (questionTypeOf(question.questionType)?.names.stored ?? question.questionType)
    : question.isMultiple
      ? 'multiple answer'
      : 'single answer';

/** Where the report says a bank's question went: the bank and the category. */
export const bankPlace = (bank: string, category: string) => `In bank "${bank}" / category "${category}"`;

/** What the report says of a question kept with its versions (ADR 309): informational, not a change. */
export const VERSION_NOTES = {
  versions: (count: number) =>
    `Its values are drawn for each student from random variables: each student gets one of ${count} versions ` +
    'drawn from them (the editor shows version 1).',
} as const;

export const DRAW_NOTES = {
  slot: (count: number, bank: string, category: string) =>
    `Read as a random slot: each student gets ${count} question${count === 1 ? '' : 's'} drawn from bank "${bank}" / category "${category}".`,
} as const;

/**
 * The report of an upload refused whole (ADR 221): every line skipped, since nothing is stored; a text block read on
 * its own says it had no question to go with (ADR 260).
 */
export const refusedReportOf = (read: ReadPackage, textWithoutQuestions: string): ReportLine[] =>
  reportOf(read).map((line) =>
    line.status === 'skipped' ? line : { ...line, status: 'skipped' as const, notes: [textWithoutQuestions] },
  );

/**
 * An activity's items as the report names them: each alone, except the pieces of one source item (ADR 282), which
 * stand together.
 */
export function itemsOfReport(items: readonly ImportedItem[]): ImportedItem[][] {
  const groups: ImportedItem[][] = [];
  for (const item of items) {
    const first = groups.at(-1)?.[0];
    const sameItem =
      item.kind === 'question' &&
      first?.kind === 'question' &&
      item.partOf !== undefined &&
      item.partOf.index > 0 &&
      first.partOf?.item === item.partOf.item;
    if (sameItem) groups.at(-1)!.push(item);
    else groups.push([item]);
  }
  return groups;
}

/** The report's line of one item, or of the pieces of one source item (stored with changes: its notes say how). */
function storedLine(quiz: string, group: readonly ImportedItem[]): ReportLine {
  const item = group[0]!;
  if (item.kind === 'video') {
    const notes = item.notes ?? [];
    return {
      quiz,
      item: item.title,
      type: 'video',
      status: notes.length > 0 ? 'changed' : 'imported',
      notes,
    };
  }
  const notes = [
    ...(item.partOf?.notes ?? []),
    ...group.flatMap((q) => (q.kind === 'question' ? (q.notes ?? []) : [])),
  ];
  // Versions (ADR 309) are said with the notes but change nothing: the item is imported as it was.
  const info = group.flatMap((q) =>
    q.kind === 'question' && q.versions && q.versions.length > 0
      ? [VERSION_NOTES.versions(q.versions.length + 1)]
      : [],
  );
  return {
    quiz,
    item: item.partOf?.item ?? item.title,
    type: group.map((q) => (q.kind === 'question' ? reportTypeOf(q) : 'video')).join(', '),
    status: notes.length > 0 ? 'changed' : 'imported',
    notes: [...notes, ...info],
  };
}

/**
 * The report of a read upload: every stored item (imported, or changed when it has notes; a bank's question named
 * with its bank and category) and every skipped one, in package order per quiz, skipped ones after them; then each
 * item of the file a random slot stands for (Moodle's random questions, ADR 259).
 */
export function reportOf(read: ReadPackage): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const quiz of read.quizzes)
    for (const activity of quiz.activities)
      for (const group of itemsOfReport(activity.items)) {
        const place = quiz.bank ? bankPlace(quiz.title, activity.title) : quiz.title;
        lines.push(storedLine(place, group));
        // What became part of a video (ADR 349): a line each, after the video's.
        const first = group[0]!;
        if (first.kind === 'video')
          for (const mark of first.marks ?? [])
            lines.push({
              quiz: place,
              item: mark.item,
              type: mark.type,
              status: 'changed',
              notes: mark.notes,
            });
      }
  for (const skipped of read.skipped)
    lines.push({
      quiz: skipped.quiz,
      item: skipped.item,
      type: skipped.type,
      status: 'skipped',
      notes: skipped.reason ? [skipped.reason] : [],
    });
  for (const quiz of read.quizzes)
    for (const activity of quiz.activities)
      for (const draw of activity.draws ?? []) {
        const bank = bankOfDraw(read.quizzes, draw);
        const category = bank && categoryOfDraw(bank, draw);
        if (!bank || !category) continue;
        const notes = [DRAW_NOTES.slot(draw.count, bank.title, category.title), ...(draw.notes ?? [])];
        for (const source of draw.sources ?? [])
          lines.push({ quiz: quiz.title, item: source, type: 'random', status: 'changed', notes });
      }
  // An item named by its text is named by its equations' plain reading, not their LaTeX (ADR 394).
  return lines.map((line) => ({ ...line, item: readableText(line.item) }));
}
