/**
 * The banks and random slots of a read upload, checked against each other once every file of it is read (ADR 259):
 * a slot names a bank and a category the upload holds and never draws more than the category keeps after the
 * editor's repairs; a slot that cannot draw is dropped and the warnings say why. Each bank and each slot adds a
 * warning naming what it became.
 */
import {
  bankOfDraw,
  categoryOfDraw,
  type ImportedActivity,
  type ImportedDraw,
  type ImportedQuiz,
  type ReadPackage,
} from './importedQuiz';

export const DRAW_WARNINGS = {
  bank: (bank: string, questions: number, categories: number) =>
    `The question bank "${bank}" is imported as a question bank: ${questions} question${questions === 1 ? '' : 's'} in ${categories} categor${categories === 1 ? 'y' : 'ies'} (ADR 259).`,
  slot: (quiz: string, label: string, count: number, size: number, bank: string, category: string) =>
    `"${quiz}": "${label}" is imported as a random slot: each student gets ${count} of the ${size} questions of bank "${bank}" / category "${category}".`,
  fewer: (quiz: string, label: string, asked: number, size: number) =>
    `"${quiz}": "${label}" asks for ${asked} questions but its category holds ${size}: the slot draws ${size}.`,
  noBank: (quiz: string, label: string, count: number) =>
    `"${quiz}": "${label}" draws ${count} question${count === 1 ? '' : 's'} at random from a question bank the upload does not hold: nothing is drawn.`,
  empty: (quiz: string, label: string) =>
    `"${quiz}": "${label}" draws from a category none of whose questions could be imported: nothing is drawn.`,
} as const;

/** The quizzes with their slots checked, banks and activities left empty removed, and the warnings it adds. */
export function withCheckedDraws(read: ReadPackage): ReadPackage {
  const warnings: string[] = [...(read.warnings ?? [])];
  const kept = new Map<ImportedQuiz, ImportedQuiz>();
  for (const quiz of read.quizzes) {
    const activities = quiz.bank ? quiz.activities.filter((c) => c.items.length > 0) : [];
    if (activities.length > 0) kept.set(quiz, { ...quiz, activities });
  }
  const banks = [...kept.values()];
  const checkDraw = (quiz: string, draw: ImportedDraw): ImportedDraw[] => {
    const bank = bankOfDraw(banks, draw);
    if (!bank) {
      warnings.push(DRAW_WARNINGS.noBank(quiz, draw.label, draw.count));
      return [];
    }
    const category = categoryOfDraw(bank, draw);
    if (!category) {
      warnings.push(DRAW_WARNINGS.empty(quiz, draw.label));
      return [];
    }
    const size = category.items.length;
    if (draw.count > size) warnings.push(DRAW_WARNINGS.fewer(quiz, draw.label, draw.count, size));
    const count = Math.min(draw.count, size);
    warnings.push(DRAW_WARNINGS.slot(quiz, draw.label, count, size, bank.title, category.title));
    return [{ ...draw, category: category.title, count }];
  };
  const quizzes = read.quizzes.flatMap((quiz): ImportedQuiz[] => {
    if (quiz.bank) return kept.has(quiz) ? [kept.get(quiz)!] : [];
    const activities = quiz.activities
      .map((activity): ImportedActivity => {
        const draws = (activity.draws ?? []).flatMap((draw) => checkDraw(quiz.title, draw));
        return draws.length > 0 ? { ...activity, draws } : { title: activity.title, items: activity.items };
      })
      .filter((activity) => activity.items.length > 0 || (activity.draws ?? []).length > 0);
    return [{ ...quiz, activities: withDrawsBesideQuestions(activities) }];
  });
  for (const bank of banks)
    warnings.push(
      DRAW_WARNINGS.bank(
        bank.title,
        bank.activities.reduce((n, c) => n + c.items.length, 0),
        bank.activities.length,
      ),
    );
  return { ...read, quizzes, warnings };
}

/**
 * The activities with each one holding only slots folded into the nearest activity with questions before it (after
 * it, for the first ones): an activity of the editor holds at least one question. A quiz of slots only keeps them.
 */
function withDrawsBesideQuestions(activities: readonly ImportedActivity[]): ImportedActivity[] {
  const holders = activities.filter((activity) => activity.items.length > 0);
  if (holders.length === 0) return [...activities];
  const draws = new Map<ImportedActivity, ImportedDraw[]>(holders.map((h) => [h, [...(h.draws ?? [])]]));
  let holder: ImportedActivity | undefined;
  const waiting: ImportedDraw[] = [];
  for (const activity of activities) {
    if (activity.items.length > 0) {
      holder = activity;
      draws.get(holder)!.unshift(...waiting.splice(0));
    } else if (holder) draws.get(holder)!.push(...(activity.draws ?? []));
    else waiting.push(...(activity.draws ?? []));
  }
  return holders.map((h) => {
    const own = draws.get(h)!;
    return own.length > 0 ? { ...h, draws: own } : h;
  });
}
