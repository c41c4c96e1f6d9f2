/**
 * What the editor's reducer and its parts share (quizReducer.ts, incomingQuestions.ts): a rule check's plan (a reason
 * to refuse, or the change to make on the draft) and the helpers every part of the rules uses.
 */
import type { Draft } from 'immer';
import { locateItem, type LocalId, type QuizEditorState } from './quizEditorState';
import type { RejectReason } from './rejectReasons';

export type DraftState = Draft<QuizEditorState>;
export type Recipe = (draft: DraftState) => void;
/** A rule check on the current state: a reason to refuse, or the change to make. */
export type Plan = RejectReason | Recipe;

/** SPEC: "sortIndex is renumbered after every change" (1-based). Writes only what changed. */
export function renumber(list: { sortIndex: number }[]): void {
  for (let i = 0; i < list.length; i++) if (list[i]!.sortIndex !== i + 1) list[i]!.sortIndex = i + 1;
}

export const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** Ids not yet in the quiz, each once. */
export function freshItemIds(state: QuizEditorState, ids: readonly LocalId[]): boolean {
  return distinct(ids) && ids.every((id) => locateItem(state, id) === undefined);
}
