/**
 * What a score sent to the platform says of the student's progress (LTI Assignment and Grade Services 2.0,
 * `activityProgress` and `gradingProgress`; ADR 183, 343). Pure: the score job (server/lti/scores.ts) asks it.
 *
 * - An attempt still open that began watching: `InProgress`, `NotReady`, and no score. Canvas makes no submission of
 *   it and Moodle shows no grade, so nothing in the gradebook changes; the platform only learns the student began.
 * - A submitted attempt: `Completed` and `FullyGraded` with its score, as before; `Submitted` and `PendingManual` with
 *   no score while an answer waits for a teacher or the score is withheld until release (ADR 198, 220).
 * - A submitted attempt whose videos were watched below the share their author asks for (a submit at time-up is
 *   never refused, ADR 338): `Submitted` — the student handed it in without completing the activity — with the
 *   grading progress and score of the rules above.
 *
 * The score is the attempt's points over the quiz version's points, as the grade has them (ADR 373): 2 of 19 is
 * sent as 2/19, never as a rounded 11/100. An attempt scored before points (ADR 196) has only its percentage.
 */

export type ActivityProgress = 'InProgress' | 'Submitted' | 'Completed';
export type GradingProgress = 'NotReady' | 'PendingManual' | 'FullyGraded';

export interface ScoreFacts {
  /** The attempt is not submitted and no earlier attempt counts. */
  readonly open: boolean;
  /** An answer waits for a teacher's grade. */
  readonly pending: boolean;
  /** The quiz's review setting holds scores back until the instructor releases them. */
  readonly withheld: boolean;
  /** A video that asks for a share to be watched was watched below it. */
  readonly watchedBelowShare: boolean;
}

export interface ScoreProgress {
  readonly activityProgress: ActivityProgress;
  readonly gradingProgress: GradingProgress;
  /** Whether the score itself is sent (`scoreGiven`, `scoreMaximum`). */
  readonly scored: boolean;
}

export function scoreProgress(facts: ScoreFacts): ScoreProgress {
  if (facts.open) return { activityProgress: 'InProgress', gradingProgress: 'NotReady', scored: false };
  const waiting = facts.pending || facts.withheld;
  return {
    activityProgress: waiting || facts.watchedBelowShare ? 'Submitted' : 'Completed',
    gradingProgress: waiting ? 'PendingManual' : 'FullyGraded',
    scored: !waiting,
  };
}

export interface AttemptPoints {
  /** The points earned and the version's points; null for an attempt scored before points. */
  readonly score: number | null;
  readonly maxScore: number | null;
  /** The rounded percentage, the only result of an attempt scored before points. */
  readonly percentage: number;
}

export interface SentScore {
  readonly scoreGiven: number;
  readonly scoreMaximum: number;
}

/** What `scoreGiven` / `scoreMaximum` say: the points, or the percentage out of 100 without a positive maximum. */
export function sentScore(attempt: AttemptPoints): SentScore {
  return attempt.score !== null && attempt.maxScore !== null && attempt.maxScore > 0
    ? { scoreGiven: attempt.score, scoreMaximum: attempt.maxScore }
    : { scoreGiven: attempt.percentage, scoreMaximum: 100 };
}
