/**
 * What goes with a deletion (ADR 266): before its Undo notice names it, the console asks the server to count, for
 * the rows being deleted that the caller may delete, what is deleted with them: a quiz's places in classes and its
 * students' submitted results, a class's students and documents, a playlist's places in classes, a sponsor's article
 * assignments, a translation group's translations. One route per area, under that area's guard.
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
