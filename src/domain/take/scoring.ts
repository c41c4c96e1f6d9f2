/**
 * Scoring a submitted quiz (SPEC section 9): a question is right when the chosen options are exactly its right
 * options; the percentage is the share of right questions, rounded; the score is question count × percentage /
 * 100. Pure: the server scores with it, against the quiz version the student answered.
 */
import { isCorrectChoice, resultScore } from '../quiz/results/results';

/** ITEM_TYPE.video: videos are not questions and are never numbered or scored. */
const VIDEO_ITEM = 1;

/** The parts of a stored quiz version scoring reads (the server's QuizSnapshotContent has this shape). */
export interface ScorableQuiz {
  readonly activities: readonly {
    readonly items: readonly {
      readonly id: number;
      readonly type: number;
      readonly title: string;
      readonly isMultiple: boolean;
      readonly options: readonly { readonly id: number; readonly text: string }[];
      readonly rightAnswer: readonly number[];
    }[];
  }[];
}

export type ScorableQuestion = ScorableQuiz['activities'][number]['items'][number] & {
  /** 1-based, counting questions only, across activities in order (SPEC section 4: question numbers). */
  readonly number: number;
};

/** The questions of a quiz version in display order, numbered from 1 (videos skipped). */
export function questionsOf(quiz: ScorableQuiz): ScorableQuestion[] {
  return quiz.activities
    .flatMap((activity) => activity.items)
    .filter((item) => item.type !== VIDEO_ITEM)
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
