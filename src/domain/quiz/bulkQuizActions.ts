/**
 * The bulk actions a selection of quiz rows offers (ADRs 164, 165): those every selected row's capability table
 * allows, so a bulk action never asks the server for what it refuses.
 */
import type { QuizAction } from './quizCapabilities';
import type { QuizKind } from './quiz';

export const BULK_QUIZ_ACTIONS = ['delete', 'download', 'setDeadline', 'addToClass'] as const;
export type BulkQuizAction = (typeof BULK_QUIZ_ACTIONS)[number];

/** What one quiz row lets the caller do in bulk: its capabilities, and its kind (classes take user quizzes). */
export interface BulkQuizRow {
  readonly kind: QuizKind;
  readonly allowed: ReadonlySet<QuizAction>;
}

/**
 * The quiz capability each bulk action needs. Adding to a class distributes the quiz, which the server allows for
 * the quizzes the caller manages and shares: user and admin quizzes (ADR 132).
 */
function rowAllows(row: BulkQuizRow, action: BulkQuizAction): boolean {
  if (action === 'addToClass')
    return (row.kind === 'user' || row.kind === 'admin') && row.allowed.has('share');
  return row.allowed.has(action);
}

/** The bulk actions every selected quiz allows; none for an empty selection. */
export function bulkQuizActions(rows: readonly BulkQuizRow[]): BulkQuizAction[] {
  if (rows.length === 0) return [];
  return BULK_QUIZ_ACTIONS.filter((action) => rows.every((row) => rowAllows(row, action)));
}
