/**
 * Scores given by hand (ADR 198): a teacher gives an answer scored by hand (an essay) its points; the attempt is
 * rescored on the version its student answered, and "Needs grading" lasts until every such answer has its points.
 * The grading screen calls this; an LMS gradebook gets the new score through the LTI passback.
 */
import { attemptSeed } from '../../../src/domain/take/attemptSeed';
import { sql, type Kysely } from 'kysely';
import { storedTypeOf } from '../../../src/questionTypes/shared/domain/registry';
import { questionsOf, savedAnswerOf, scoreAttempt } from '../../../src/domain/take/scoring';
import type { QuizAssignment } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { queueLtiScore } from '../../lti/scores';
import { quizGradedEvent } from '../../moengage/moengageTriggers';
import { recountAttempts } from './attempts';
import { lock, snapshotOf } from './takeAssignments';

export const HAND_SCORE_MESSAGES = {
  notSubmitted: 'This attempt has not been submitted',
  notHandScored: 'This question is not scored by hand',
  outOfRange: (max: number) => `Points should be between 0 and ${max}`,
} as const;

export class HandScoreRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HandScoreRefusal';
  }
}

/** Gives one answer scored by hand its points and rescores the attempt; refused changes nothing. */
export async function setHandScore(
  db: Kysely<Database>,
  assignmentId: number,
  itemId: number,
  points: number,
  now: Date,
): Promise<QuizAssignment> {
  return db.transaction().execute(async (trx) => {
    const found = await lock(trx, { id: assignmentId });
    if (!found?.assignment.submit_at) throw new HandScoreRefusal(HAND_SCORE_MESSAGES.notSubmitted);
    const { assignment } = found;
    const questions = questionsOf((await snapshotOf(trx, assignment)).content);
    const question = questions.find((q) => q.id === itemId);
    const saved = {
      answers: assignment.answers,
      responses: assignment.responses,
      handScores: assignment.hand_scores ?? {},
      pointsOverrides: assignment.points_overrides ?? {},
      attempt: attemptSeed(assignment),
      hintsUsed: assignment.hints_used ?? {},
    };
    const type = question ? storedTypeOf(question) : undefined;
    const stored = question && savedAnswerOf({ ...saved, handScores: {} }, question.id);
    if (
      !question ||
      !type ||
      !type.score(question, type.answerOf(stored), undefined, saved.attempt).needsGrading
    )
      throw new HandScoreRefusal(HAND_SCORE_MESSAGES.notHandScored);
    const max = type.score(question, type.answerOf(stored)).max;
    if (!Number.isFinite(points) || points < 0 || points > max)
      throw new HandScoreRefusal(HAND_SCORE_MESSAGES.outOfRange(max));
    const handScores = { ...saved.handScores, [String(itemId)]: Math.round(points * 100) / 100 };
    const scoring = scoreAttempt(questions, { ...saved, handScores });
    const updated = await trx
      .updateTable('quiz_assignments')
      .set({
        hand_scores: JSON.stringify(handScores),
        progress: scoring.percentage,
        score: scoring.points,
        max_score: scoring.maxPoints,
        needs_grading: scoring.needsGrading,
        // A grading form loaded before this is saved on an older version (ADR 352).
        grading_version: sql<number>`grading_version + 1`,
      })
      .where('id', '=', assignment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountAttempts(trx, assignment.id);
    await queueLtiScore(trx, assignment.id, now);
    await quizGradedEvent(trx, assignment.id, now);
    return updated;
  });
}
