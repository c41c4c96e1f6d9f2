/** What every question type's student component receives (the take page; ADR 195). No zod here (ADR 140). */
import type { TakeItem } from '../../../api/take/takeContract';

export type TakeQuestion = Extract<TakeItem, { kind: 'question' }>;

export interface StudentQuestionProps {
  readonly question: TakeQuestion;
  /** Option ids chosen (choice questions). */
  readonly chosen: readonly number[] | undefined;
  /** The response given (other types), saved or not. */
  readonly response: unknown;
  readonly onChoose: (optionId: number) => void;
  readonly onRespond: (response: boolean | string | readonly unknown[]) => void;
}

/** The bordered, finger-sized row every selectable answer uses. */
export const ANSWER_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-500';
