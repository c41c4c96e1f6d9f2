/**
 * Question statistics of a distributed quiz (beyond SPEC, in the manner of classical test theory and Moodle's quiz
 * statistics): the score distribution in bins of 10 %, and per question the facility (share right), Kelley's
 * discrimination index (upper 27 % against lower 27 % by total score), how often each option was picked, the median
 * time spent and the flags that ask for a review. Attempts answered against different quiz versions are counted
 * per question item id, each scored against its own version (ADR 145); small groups and ties follow ADR 146. Pure.
 */
import * as z from 'zod';
import { isCorrectChoice } from './results';
import type { StoredQuestion } from '../../../questionTypes/shared/domain/questionType';
import { DEFAULT_QUESTION_TYPE, storedTypeOf } from '../../../questionTypes/shared/domain/registry';
import { gradedScore, type SavedAnswers } from '../../take/scoring';

/** Below this many attempts at a question there is no discrimination index and no flag (ADR 146). */
export const MIN_ATTEMPTS_FOR_ANALYSIS = 5;
/** Kelley's share of attempts in the upper and in the lower group. */
export const KELLEY_GROUP_SHARE = 0.27;
export const SCORE_BIN_WIDTH = 10;

/** One question as one version of the quiz held it. */
export interface QuestionVersion {
  readonly itemId: number;
  readonly title: string;
  readonly options: readonly { readonly id: number; readonly text: string }[];
  readonly right: readonly number[];
  /** The question as its version stored it, for its type's scorer and statistics (ADR 195); absent: choice. */
  readonly stored?: StoredQuestion;
}

export interface AttemptAnswer {
  readonly optionIds: readonly number[];
  /** The response to a question of another type than choice. */
  readonly response?: unknown;
  /** Null when no time was recorded (answers kept before per-question rows). */
  readonly timeSpentMs: number | null;
}

/** One submitted attempt. */
export interface Attempt {
  /** Percent of the quiz answered right, 0..100. */
  readonly percentage: number;
  /** The version answered; null for the live quiz (rows from before snapshots). Newer versions name removed questions. */
  readonly version: number | null;
  /** The text questions of the version answered, in display order. */
  readonly questions: readonly QuestionVersion[];
  /** Answers by question item id; a question without one was left blank. */
  readonly answers: Readonly<Record<number, AttemptAnswer>>;
  /** The attempt's seed (attemptSeed), for a type drawn per attempt (calculated, ADR 291). */
  readonly seed?: string;
  /** What the teacher gave and the hints used, by question id: each answer counts by its graded score (ADR 352). */
  readonly grades?: Pick<SavedAnswers, 'handScores' | 'pointsOverrides' | 'hintsUsed'>;
}

export const ScoreBinSchema = z.object({ from: z.number(), to: z.number(), count: z.number().int() });
export type ScoreBin = z.infer<typeof ScoreBinSchema>;

export const QUESTION_FLAGS = [
  'negativeDiscrimination',
  'nobodyRight',
  'everyoneRight',
  'unpickedDistractor',
] as const;
export const QuestionFlagSchema = z.enum(QUESTION_FLAGS);
export type QuestionFlag = z.infer<typeof QuestionFlagSchema>;

export const OptionStatisticsSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  isRight: z.boolean(),
  /** Attempts that chose this option. */
  picks: z.number().int(),
  /** picks / attempts at the question, 0..1. */
  share: z.number(),
  /** Not in the question any more: answered in an older version only. */
  removed: z.boolean(),
});
export type OptionStatistics = z.infer<typeof OptionStatisticsSchema>;

export const QuestionStatisticsSchema = z.object({
  itemId: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  /** Submitted attempts that were asked this question. */
  attempts: z.number().int(),
  unanswered: z.number().int(),
  correct: z.number().int(),
  /** correct / attempts, 0..1; null without attempts. */
  facility: z.number().nullable(),
  /** Kelley's index, -1..1; null below MIN_ATTEMPTS_FOR_ANALYSIS attempts. */
  discrimination: z.number().nullable(),
  medianTimeMs: z.number().nullable(),
  options: z.array(OptionStatisticsSchema),
  flags: z.array(QuestionFlagSchema),
  /** Answered in versions whose title, options or right answer differ (ADR 145). */
  edited: z.boolean(),
  /** No longer in the quiz. */
  removed: z.boolean(),
  /** The question type (ADR 195); absent: choice. */
  questionType: z.string().optional(),
  /** Drawn from a question bank by a random slot (ADR 232): `attempts` counts the students who drew it. */
  drawn: z.boolean().optional(),
  /** Short answer: the most common wrong answers, most frequent first. */
  wrongAnswers: z.array(z.object({ text: z.string(), count: z.number().int() })).optional(),
  /** Numeric: the answers given (as values) and how many gave each (ADR 198). */
  answerDistribution: z.array(z.object({ text: z.string(), count: z.number().int() })).optional(),
  /** Matching: each pair's facility. */
  pairs: z
    .array(
      z.object({
        prompt: z.string(),
        answer: z.string(),
        attempts: z.number().int(),
        correct: z.number().int(),
        facility: z.number().nullable(),
      }),
    )
    .optional(),
  /** Hotspot: how many answers found each right region (ADR 203). */
  regions: z
    .array(z.object({ shape: z.string(), attempts: z.number().int(), found: z.number().int() }))
    .optional(),
  /** Numeric with a measure: each part asked and how many of the answers given earned it (ADR 391). */
  measuredParts: z
    .array(
      z.object({
        part: z.enum(['value', 'unit', 'sigFigs']),
        attempts: z.number().int(),
        right: z.number().int(),
      }),
    )
    .optional(),
});
export type QuestionStatistics = z.infer<typeof QuestionStatisticsSchema>;

export const QuizStatisticsSchema = z.object({
  attempts: z.number().int(),
  minAttempts: z.number().int(),
  distribution: z.array(ScoreBinSchema),
  questions: z.array(QuestionStatisticsSchema),
});
export type QuizStatistics = z.infer<typeof QuizStatisticsSchema>;

/** Submitted attempts per 10 % of score: 0–9, 10–19, …, 90–100. */
export function scoreBins(percentages: readonly number[]): ScoreBin[] {
  const bins = Array.from({ length: 100 / SCORE_BIN_WIDTH }, (_, index) => ({
    from: index * SCORE_BIN_WIDTH,
    to: index * SCORE_BIN_WIDTH + SCORE_BIN_WIDTH - 1 + (index === 100 / SCORE_BIN_WIDTH - 1 ? 1 : 0),
    count: 0,
  }));
  for (const value of percentages) {
    const clamped = Math.min(100, Math.max(0, value));
    bins[Math.min(bins.length - 1, Math.floor(clamped / SCORE_BIN_WIDTH))]!.count += 1;
  }
  return bins;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Weights of membership in the group of the `size` best (or worst) scores. Scores tied across the group's edge
 * share the places left, so the result never depends on the order attempts came in (ADR 146).
 */
function groupWeights(scores: readonly number[], size: number, best: boolean): number[] {
  const levels = [...new Set(scores)].sort((a, b) => (best ? b - a : a - b));
  const weightOf = new Map<number, number>();
  let left = size;
  for (const level of levels) {
    const tied = scores.filter((score) => score === level).length;
    weightOf.set(level, left >= tied ? 1 : left / tied);
    left = Math.max(0, left - tied);
  }
  return scores.map((score) => weightOf.get(score)!);
}

/**
 * Kelley's discrimination index: the share right in the upper 27 % (by total score) minus the share right in the
 * lower 27 %, each group at least one attempt; null below MIN_ATTEMPTS_FOR_ANALYSIS attempts.
 */
export function discriminationIndex(
  attempts: readonly { readonly score: number; readonly correct: boolean }[],
): number | null {
  if (attempts.length < MIN_ATTEMPTS_FOR_ANALYSIS) return null;
  const size = Math.max(1, Math.round(KELLEY_GROUP_SHARE * attempts.length));
  const scores = attempts.map((a) => a.score);
  const shareRight = (weights: number[]) =>
    weights.reduce((sum, weight, index) => sum + (attempts[index]!.correct ? weight : 0), 0) / size;
  const index = shareRight(groupWeights(scores, size, true)) - shareRight(groupWeights(scores, size, false));
  // `|| 0`: a difference that rounds to nothing is 0, never -0 (the order of the attempts must not change it).
  return Math.round(index * 1000) / 1000 || 0;
}

const contentKey = (q: QuestionVersion) =>
  JSON.stringify([
    q.title,
    q.options.map((o) => [o.id, o.text]),
    [...q.right].sort((a, b) => a - b),
    ...(q.stored?.definition !== undefined ? [q.stored.definition] : []),
  ]);

interface Seen {
  readonly attempt: Attempt;
  readonly question: QuestionVersion;
}

/**
 * Whether the answer counts as right: by its graded score (ADR 352), so an essay with full marks by hand is right
 * and a teacher's points below the question's own are not, whatever the automatic verdict; a question stored before
 * types (no `stored`) by SPEC's choice rule.
 */
function countsAsRight(attempt: Attempt, question: QuestionVersion, answer: AttemptAnswer | undefined) {
  if (!question.stored) {
    const chosen = answer?.optionIds ?? [];
    return chosen.length > 0 && isCorrectChoice(chosen, question.right);
  }
  const key = String(question.itemId);
  const saved: SavedAnswers = {
    answers: answer ? { [key]: answer.optionIds } : {},
    responses: answer?.response !== undefined ? { [key]: answer.response } : {},
    ...attempt.grades,
    ...(attempt.seed !== undefined ? { attempt: attempt.seed } : {}),
  };
  return gradedScore({ ...question.stored, id: question.itemId }, saved).correct;
}

function questionStatistics(
  shown: QuestionVersion,
  seen: readonly Seen[],
  versions: readonly QuestionVersion[],
): Omit<QuestionStatistics, 'number' | 'removed'> {
  const typed = shown.stored && storedTypeOf(shown.stored).name !== DEFAULT_QUESTION_TYPE;
  const answers = seen.map(({ attempt, question }) => {
    const answer = attempt.answers[question.itemId];
    const chosen = [...new Set(answer?.optionIds ?? [])];
    const correct = countsAsRight(attempt, question, answer);
    if (question.stored && storedTypeOf(question.stored).name !== DEFAULT_QUESTION_TYPE) {
      // Another type judges its own answer; it has no options to count.
      const response = storedTypeOf(question.stored).answerOf(answer);
      return {
        score: attempt.percentage,
        chosen: [] as number[],
        answered: response !== undefined,
        response,
        correct,
        timeSpentMs: answer?.timeSpentMs ?? null,
      };
    }
    return {
      score: attempt.percentage,
      chosen,
      answered: chosen.length > 0,
      response: undefined as unknown,
      correct,
      timeSpentMs: answer?.timeSpentMs ?? null,
    };
  });
  const correct = answers.filter((a) => a.correct).length;
  const count = (id: number) => answers.filter((a) => a.chosen.includes(id)).length;
  const shownIds = new Set(shown.options.map((o) => o.id));
  const older = versions.flatMap((v) => v.options).filter((o) => !shownIds.has(o.id));
  const olderOptions = [...new Map(older.map((o) => [o.id, o])).values()];
  const options = [...shown.options, ...olderOptions].map((option) => ({
    id: option.id,
    text: option.text,
    isRight: shown.right.includes(option.id),
    picks: count(option.id),
    share: seen.length === 0 ? 0 : count(option.id) / seen.length,
    removed: !shownIds.has(option.id),
  }));
  const discrimination = discriminationIndex(answers);
  const analysed = seen.length >= MIN_ATTEMPTS_FOR_ANALYSIS;
  const flags: QuestionFlag[] = [];
  if (discrimination !== null && discrimination < 0) flags.push('negativeDiscrimination');
  if (analysed && correct === 0) flags.push('nobodyRight');
  if (analysed && correct === seen.length) flags.push('everyoneRight');
  if (analysed && options.some((o) => !o.isRight && !o.removed && o.picks === 0))
    flags.push('unpickedDistractor');
  const times = answers.flatMap((a) => (a.timeSpentMs !== null && a.timeSpentMs > 0 ? [a.timeSpentMs] : []));
  return {
    itemId: shown.itemId,
    title: shown.title,
    attempts: seen.length,
    unanswered: answers.filter((a) => !a.answered).length,
    correct,
    facility: seen.length === 0 ? null : correct / seen.length,
    discrimination,
    medianTimeMs: median(times),
    options,
    flags,
    edited: new Set(versions.map(contentKey)).size > 1,
    ...(typed ? typeStatistics(shown.stored!, answers) : {}),
  };
}

/** A type's own statistics over the answers given (the most common wrong answers of a short answer...). */
function typeStatistics(
  stored: StoredQuestion,
  answers: readonly { readonly response: unknown; readonly correct: boolean }[],
) {
  const type = storedTypeOf(stored);
  const given = answers.flatMap((a) =>
    a.response === undefined ? [] : [{ answer: a.response, correct: a.correct }],
  );
  const { wrongAnswers, answerDistribution, pairs, regions, measuredParts } =
    type.statistics?.(stored, given) ?? {};
  return {
    questionType: type.name,
    ...(wrongAnswers ? { wrongAnswers: [...wrongAnswers] } : {}),
    ...(answerDistribution ? { answerDistribution: [...answerDistribution] } : {}),
    ...(pairs ? { pairs: [...pairs] } : {}),
    ...(regions ? { regions: [...regions] } : {}),
    ...(measuredParts ? { measuredParts: [...measuredParts] } : {}),
  };
}

/** One question's figures over some of the attempts (the video figures split them by what was watched, ADR 339). */
export function questionFacility(
  question: QuestionVersion,
  attempts: readonly Attempt[],
): Pick<QuestionStatistics, 'attempts' | 'correct' | 'facility'> {
  const seen = attempts.flatMap((attempt) => {
    const asked = attempt.questions.find((q) => q.itemId === question.itemId);
    return asked ? [{ attempt, question: asked }] : [];
  });
  const { attempts: count, correct, facility } = questionStatistics(question, seen, [question]);
  return { attempts: count, correct, facility };
}

const byNewestVersion = (a: Attempt, b: Attempt) => (b.version ?? -1) - (a.version ?? -1);

/**
 * The statistics of the submitted attempts. Questions show as the quiz holds them now (`current`, in its order),
 * followed by questions only older versions held, as the newest of those versions had them.
 */
export function quizStatistics(
  current: readonly QuestionVersion[],
  attempts: readonly Attempt[],
): QuizStatistics {
  const shown = new Map(current.map((q) => [q.itemId, q]));
  const removedIds = new Set<number>();
  for (const attempt of [...attempts].sort(byNewestVersion)) {
    for (const question of attempt.questions) {
      if (!shown.has(question.itemId)) {
        shown.set(question.itemId, question);
        removedIds.add(question.itemId);
      }
    }
  }
  const questions = [...shown.values()].map((question, index) => {
    const seen = attempts.flatMap((attempt) => {
      const asked = attempt.questions.find((q) => q.itemId === question.itemId);
      return asked ? [{ attempt, question: asked }] : [];
    });
    const versions = [question, ...seen.map((s) => s.question)];
    return {
      ...questionStatistics(question, seen, versions),
      number: index + 1,
      removed: removedIds.has(question.itemId),
    };
  });
  return {
    attempts: attempts.length,
    minAttempts: MIN_ATTEMPTS_FOR_ANALYSIS,
    distribution: scoreBins(attempts.map((a) => a.percentage)),
    questions,
  };
}
