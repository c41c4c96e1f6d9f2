/**
 * What a student sees after submitting, and when (ADR 210): the quiz's review setting says when the score shows
 * (at once, after the deadline, or when the instructor releases it) and when the right answers and the feedback
 * show (never, after submitting, after the deadline). The one place the rule lives: the server applies it to what
 * it sends, the student page words it. No zod: the student page's first script reads it (ADR 140).
 */

export const SCORE_SHOWN = ['at_once', 'after_deadline', 'on_release'] as const;
export type ScoreShown = (typeof SCORE_SHOWN)[number];
export const ANSWERS_SHOWN = ['never', 'after_submit', 'after_deadline'] as const;
export type AnswersShown = (typeof ANSWERS_SHOWN)[number];

export interface ReviewSetting {
  readonly score: ScoreShown;
  readonly answers: AnswersShown;
}

/**
 * What the console did before the setting existed, and still does for a quiz that never chose: the score at once;
 * the right answers and feedback after submitting for an ungraded quiz, never for a graded one (the teacher
 * reviews those).
 */
export function defaultReviewSetting(isGraded: boolean): ReviewSetting {
  return { score: 'at_once', answers: isGraded ? 'never' : 'after_submit' };
}

const isScoreShown = (value: unknown): value is ScoreShown => SCORE_SHOWN.includes(value as ScoreShown);
const isAnswersShown = (value: unknown): value is AnswersShown =>
  ANSWERS_SHOWN.includes(value as AnswersShown);

/** The quiz's setting as stored (null: never chosen, so the default of its kind). */
export function reviewSettingOf(quiz: {
  readonly isGraded: boolean;
  readonly reviewScore: string | null;
  readonly reviewAnswers: string | null;
}): ReviewSetting {
  const fallback = defaultReviewSetting(quiz.isGraded);
  return {
    score: isScoreShown(quiz.reviewScore) ? quiz.reviewScore : fallback.score,
    answers: isAnswersShown(quiz.reviewAnswers) ? quiz.reviewAnswers : fallback.answers,
  };
}

/** The moment a student looks: their submission, the quiz's deadline, the scores' release, and now. */
export interface ReviewMoment {
  readonly submittedAt: Date | null;
  /** The quiz's deadline; without one, "after the deadline" waits until one is set and has passed. */
  readonly deadline: Date | null;
  /** When the instructor released the scores; null while not released (or withdrawn). */
  readonly releasedAt: Date | null;
  readonly now: Date;
}

export interface ReviewVisibility {
  /** The score, the points per question and the instructor's comments. */
  readonly score: boolean;
  /** The right answers and the feedback of each question. */
  readonly answers: boolean;
}

const deadlinePassed = (moment: ReviewMoment) =>
  moment.deadline !== null && moment.now.getTime() >= moment.deadline.getTime();

/** What the student may see at this moment. Nothing before they have submitted. */
export function reviewVisibility(setting: ReviewSetting, moment: ReviewMoment): ReviewVisibility {
  if (moment.submittedAt === null) return { score: false, answers: false };
  const released = moment.releasedAt !== null && moment.releasedAt.getTime() <= moment.now.getTime();
  const score =
    setting.score === 'at_once' ||
    (setting.score === 'after_deadline' && deadlinePassed(moment)) ||
    (setting.score === 'on_release' && released);
  const answers =
    setting.answers === 'after_submit' || (setting.answers === 'after_deadline' && deadlinePassed(moment));
  return { score, answers };
}

/** Why a hidden part is hidden, so the page can say when it will show (null: it never will, or it shows). */
export type ReviewWait = 'deadline' | 'release' | null;

export function scoreWait(setting: ReviewSetting, visible: ReviewVisibility): ReviewWait {
  if (visible.score) return null;
  return setting.score === 'on_release' ? 'release' : 'deadline';
}

export function answersWait(setting: ReviewSetting, visible: ReviewVisibility): ReviewWait {
  if (visible.answers || setting.answers === 'never') return null;
  return 'deadline';
}

/**
 * When each part can first show, in order: at once / after submitting, after the deadline, on release (which may
 * come before or after the deadline, so it counts as last), never.
 */
const SCORE_MOMENT: Readonly<Record<ScoreShown, number>> = { at_once: 0, after_deadline: 1, on_release: 2 };
const ANSWERS_MOMENT: Readonly<Record<AnswersShown, number>> = {
  after_submit: 0,
  after_deadline: 1,
  never: Infinity,
};

/**
 * Whether the setting gives the score away (ADR 352): the right answers can show beside the student's own before
 * the score may, so the student works the score out while the page says "Not shown yet". Three combinations do:
 * score after the deadline or on release with answers after submitting, and score on release with answers after
 * the deadline. The console warns where the setting is chosen; the server stores it as chosen.
 */
export function answersRevealScore(setting: ReviewSetting): boolean {
  return ANSWERS_MOMENT[setting.answers] < SCORE_MOMENT[setting.score];
}

/**
 * Whether the LMS gradebook is told "pending" instead of the score (ADR 220): while the quiz's scores wait for the
 * instructor's release. A score shown after the deadline goes at once: the LMS's own posting policy holds it.
 */
export function scoreWithheldFromLms(setting: ReviewSetting, releasedAt: Date | null, now: Date): boolean {
  return setting.score === 'on_release' && (releasedAt === null || releasedAt.getTime() > now.getTime());
}
