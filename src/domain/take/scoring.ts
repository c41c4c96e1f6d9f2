/**
 * Scoring a submitted quiz (SPEC section 9): a question is right when the chosen options are exactly its right
 * options; the percentage is the share of right questions, rounded; the score is question count × percentage /
 * 100. With points (ADR 196) each question's type scores it (src/questionTypes/shared/domain/registry.ts), the total
 * is the sum of the points earned and the percentage their share of the points; a quiz of 1-point choice questions
 * scores exactly as before. Pure: the server scores with it, against the quiz version the student answered.
 *
 * @publicModule the question statistics count each answer by its graded score (ADR 352).
 */
import { isCorrectChoice, resultScore } from '../quiz/results/results';
import type {
  QuestionScore,
  StoredAnswer,
  StoredQuestion,
} from '../../questionTypes/shared/domain/questionType';
import type { QuestionTypeModule } from '../../questionTypes/shared/domain/questionType';
import { storedTypeOf } from '../../questionTypes/shared/domain/registry';
import { isTextBlock } from '../../questionTypes/textBlock/domain/textBlock';
import { withHintsUsed } from '../quiz/hints/hints';

/** ITEM_TYPE.video: videos are not questions and are never numbered or scored. */
const VIDEO_ITEM = 1;

/** The parts of a stored quiz version scoring reads (the server's QuizSnapshotContent has this shape). */
export interface ScorableQuiz {
  readonly activities: readonly {
    /** Each item as a stored question, with its item type (a video or a question). */
    readonly items: readonly (StoredQuestion & { readonly type: number })[];
  }[];
}

export type ScorableQuestion = ScorableQuiz['activities'][number]['items'][number] & {
  /** 1-based, counting questions only, across activities in order (SPEC section 4: question numbers). */
  readonly number: number;
};

/** The questions of a quiz version in display order, numbered from 1 (videos and text blocks skipped). */
export function questionsOf(quiz: ScorableQuiz): ScorableQuestion[] {
  return quiz.activities
    .flatMap((activity) => activity.items)
    .filter((item) => item.type !== VIDEO_ITEM && !isTextBlock(item))
    .map((item, index) => ({ ...item, number: index + 1 }));
}

/** Chosen option ids per question id (as a string key). */
export type ChosenAnswers = Readonly<Record<string, readonly number[]>>;

export interface Scoring {
  readonly questionCount: number;
  readonly rightCount: number;
  /** round(100 × right / questions); 0 for a quiz without questions. */
  readonly percentage: number;
  /** question count × percentage / 100 (resultScore). */
  readonly score: number;
}

export function percentageOf(rightCount: number, questionCount: number): number {
  return questionCount === 0 ? 0 : Math.round((100 * rightCount) / questionCount);
}

/** Whether the answer to one question is right: something chosen, and exactly the right set. */
export function isAnsweredRight(chosen: readonly number[] | undefined, right: readonly number[]): boolean {
  return chosen !== undefined && chosen.length > 0 && isCorrectChoice(chosen, right);
}

export function scoreAnswers(
  questions: readonly Pick<ScorableQuestion, 'id' | 'rightAnswer'>[],
  answers: ChosenAnswers,
): Scoring {
  const rightCount = questions.filter((q) => isAnsweredRight(answers[String(q.id)], q.rightAnswer)).length;
  const percentage = percentageOf(rightCount, questions.length);
  return {
    questionCount: questions.length,
    rightCount,
    percentage,
    score: resultScore(questions.length, percentage),
  };
}

/** What a student saved, by question id (as a string key): option ids for choice, a response for other types. */
export interface SavedAnswers {
  readonly answers: Readonly<Record<string, readonly number[]>>;
  readonly responses?: Readonly<Record<string, unknown>>;
  /** Points a teacher gave by hand, by question id (an essay once graded). */
  readonly handScores?: Readonly<Record<string, number>>;
  /** Points a teacher gave instead of the automatic score, by question id (ADR 209); any question type. */
  readonly pointsOverrides?: Readonly<Record<string, number>>;
  /** The attempt's seed (attemptSeed), for a type drawn per attempt (calculated, ADR 291). */
  readonly attempt?: string;
  /** How many of each question's hints the student used, by question id (ADR 293); absent: none. */
  readonly hintsUsed?: Readonly<Record<string, number>>;
}

/** A question's score with a teacher's points in place of its own: graded, right only with full points. */
export function withOverride(score: QuestionScore, override: number | undefined): QuestionScore {
  if (override === undefined) return score;
  return { ...score, earned: override, correct: override >= score.max, needsGrading: false };
}

export function savedAnswerOf(saved: SavedAnswers, questionId: number): StoredAnswer | undefined {
  const key = String(questionId);
  const optionIds = saved.answers[key];
  const response = saved.responses?.[key];
  const handScore = saved.handScores?.[key];
  if (optionIds === undefined && response === undefined) return undefined;
  return {
    ...(optionIds ? { optionIds } : {}),
    ...(response !== undefined ? { response } : {}),
    ...(handScore !== undefined ? { handScore } : {}),
  };
}

/**
 * The one graded score of a question (ADR 352): its type's verdict on the saved answer (with a hand score given, an
 * essay's points), less the hints used, with a teacher's points in its place when given. The attempt's total, the
 * results, the CSV, the statistics and the LMS all read this.
 */
export function gradedScore(
  question: StoredQuestion,
  saved: SavedAnswers,
  typeOf: (question: StoredQuestion) => QuestionTypeModule = storedTypeOf,
): QuestionScore {
  const type = typeOf(question);
  const answer = savedAnswerOf(saved, question.id);
  return withOverride(
    withHintsUsed(
      type.score(question, type.answerOf(answer), answer?.handScore, saved.attempt),
      question.hints,
      saved.hintsUsed?.[String(question.id)],
    ),
    saved.pointsOverrides?.[String(question.id)],
  );
}

export interface AttemptScoring extends Scoring {
  /** Points earned, the sum over questions (hundredths). */
  readonly points: number;
  /** The quiz version's points, the sum of its questions' points. */
  readonly maxPoints: number;
  /** Some answer is scored by hand: the attempt shows "Needs grading" instead of a score until graded. */
  readonly needsGrading: boolean;
  /** Each question's score, by question id. */
  readonly questions: ReadonlyMap<number, QuestionScore>;
}

/**
 * Scores an attempt with each question's type; the percentage is the share of the points earned. `typeOf` is the
 * registry's lookup (tests give a type of their own).
 */
export function scoreAttempt(
  questions: readonly StoredQuestion[],
  saved: SavedAnswers,
  typeOf: (question: StoredQuestion) => QuestionTypeModule = storedTypeOf,
): AttemptScoring {
  const scores = new Map<number, QuestionScore>();
  let points = 0;
  let maxPoints = 0;
  let rightCount = 0;
  let needsGrading = false;
  for (const question of questions) {
    const score = gradedScore(question, saved, typeOf);
    scores.set(question.id, score);
    points += score.earned;
    maxPoints += score.max;
    if (score.correct) rightCount += 1;
    if (score.needsGrading) needsGrading = true;
  }
  points = Math.round(points * 100) / 100;
  maxPoints = Math.round(maxPoints * 100) / 100;
  const percentage = maxPoints === 0 ? 0 : Math.round((100 * points) / maxPoints);
  return {
    questionCount: questions.length,
    rightCount,
    percentage,
    score: points,
    points,
    maxPoints,
    needsGrading,
    questions: scores,
  };
}
