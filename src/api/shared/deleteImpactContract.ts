/**
 * What goes with a deletion (ADR 266): before its Undo notice names it, the console asks the server to count, for
 * the rows being deleted that the caller may delete, what is deleted with them: a quiz's places in classes and its
 * students' submitted results, a class's students and documents, a playlist's places in classes, a sponsor's article
 * assignments, a translation group's translations, a question bank's categories and questions (ADR 299). One route
 * per area, under that area's guard.
 *
 * @publicModule the bulk outbox (src/machines/shared) asks it for every list's deletions.
 */
import * as z from 'zod';
import { QuizKindSchema } from '../../domain/quiz/quiz';
import { BULK_MAX_ROWS } from '../../domain/shared/bulkOutbox';
import { dbId } from '../../domain/shared/fields';

export const DELETE_IMPACT_PATHS = {
  quiz: '/api/admin/quiz/delete_impact',
  class: '/api/admin/class/delete_impact',
  playlist: '/api/admin/playlist/delete_impact',
  sponsor: '/api/admin/sponsor/delete_impact',
  translationGroup: '/api/admin/site_translation/group/delete_impact',
} as const;

export const DeleteImpactRequestSchema = z.object({
  ids: z.array(dbId).min(1).max(BULK_MAX_ROWS),
  /** Which kind of quiz the ids are (quizzes only): each kind has its own delete route. */
  quizKind: QuizKindSchema.optional(),
});
export type DeleteImpactRequest = z.infer<typeof DeleteImpactRequestSchema>;

const count = z.number().int().min(0);

/** Counts of what is deleted with the rows; a kind of thing a target never takes with it is 0. */
export const DeleteImpactSchema = z.object({
  classes: count,
  results: count,
  students: count,
  documents: count,
  /** A sponsor's article assignments. */
  articles: count,
  /** A translation group's translations (every key in every language). */
  translations: count,
  /** A question bank's categories (banks only, ADR 299). */
  categories: count.optional(),
  /** A question bank's or a category's questions (banks only, ADR 299). */
  questions: count.optional(),
  /**
   * The delete would be refused, and why (ADR 299): the quizzes whose random slots draw from the bank or the
   * category. The console says so at once and keeps the row; the DELETE itself still refuses it.
   */
  refused: z.object({ quizzes: count.min(1) }).optional(),
});
export type DeleteImpact = z.infer<typeof DeleteImpactSchema>;

export const NO_IMPACT: DeleteImpact = {
  classes: 0,
  results: 0,
  students: 0,
  documents: 0,
  articles: 0,
  translations: 0,
};
