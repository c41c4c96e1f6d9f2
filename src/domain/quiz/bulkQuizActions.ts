/**
 * The bulk actions a selection of quiz rows offers (ADRs 164, 165, 192): those every selected row's actions, as the
 * server answered them, allow, so a bulk action never asks the server for what it refuses.
 */
import type { QuizAction } from './quiz';

/** Each bulk action is the quiz capability table's action of the same name, asked of every selected row. */
export const BULK_QUIZ_ACTIONS = [
  'delete',
  'download',
  'setDeadline',
  'addToClass',
] as const satisfies readonly QuizAction[];
export type BulkQuizAction = (typeof BULK_QUIZ_ACTIONS)[number];

/** What one quiz row lets the caller do: its actions as the server answered them (ADR 192). */
export interface BulkQuizRow {
  readonly allowed: ReadonlySet<QuizAction>;
}

/** The bulk actions every selected quiz allows; none for an empty selection. */
export function bulkQuizActions(rows: readonly BulkQuizRow[]): BulkQuizAction[] {
  if (rows.length === 0) return [];
  return BULK_QUIZ_ACTIONS.filter((action) => rows.every((row) => row.allowed.has(action)));
}
