/**
 * One bank question being written or edited in the bank (ADR 367). It is the quiz editor's document holding one
 * activity with that one question: the type editors change it with the editor's own item events, the quiz's own
 * question rules check it, and it goes to the bank as a quiz payload's question. Pure: ids come from `createId`.
 * @publicModule the Banks screen's question dialog and its machine read a question through it.
 */
import type { QuestionTypeName } from '../../../questionTypes/shared/domain/registry';
import type { QuizEditorState, EditorItem } from '../editor/quizEditorState';
import { newQuizState } from '../editor/quizEditorState';
import { editEvent, type EditorEdit } from '../editor/quizEditorIntents';
import type { QuizEvent } from '../editor/quizEvents';
import { applyEvent } from '../editor/quizReducer';
import { fromQuizItem, toPayload } from '../quizPayload';
import { editorFieldErrors, questionIssues } from '../quizValidation';
import { BankQuestionInputSchema, type BankQuestion, type BankQuestionInput } from './questionBank';

/** The one activity the question lives in while it is written. */
const ACTIVITY = 'bank-question';
/** Where the quiz's rules name the question's fields: 'activities.0.items.0.title'. */
const QUESTION_FIELD = 'activities.0.items.0';
/** Edits that move, remove or select items: a bank question is always the one question there is. */
const STRUCTURE_EVENTS: ReadonlySet<string> = new Set([
  'item.remove',
  'item.move',
  'item.reorder',
  'item.select',
]);
/** Only a Details change reads these, and a bank question has no details. */
const NO_DETAILS_RULES = { now: new Date(0), subscriptionEndsAt: null };

/** The stored question as the editor holds it. */
export function bankQuestionState(question: BankQuestion): QuizEditorState {
  const empty = newQuizState(ACTIVITY);
  const item = fromQuizItem({ ...question, sortIndex: 1, type: 2, article: null, questionOrder: 1 }, 1);
  return {
    ...empty,
    activities: [{ ...empty.activities[0]!, items: [item] }],
    selectedItemId: item.originId,
  };
}

/** A new question of the type, as the quiz editor's Add question makes it (choice: four empty options). */
export function newBankQuestionState(
  questionType: QuestionTypeName,
  createId: () => string,
): QuizEditorState {
  const empty = newQuizState(ACTIVITY);
  const event = editEvent(empty, { type: 'editor.addQuestion', questionType }, createId, NO_DETAILS_RULES);
  const added = event && applyEvent(empty, event);
  if (!added?.ok) throw new Error(`No new question of type ${questionType}`);
  return added.state;
}

/** The question being written. */
export const draftQuestion = (state: QuizEditorState): EditorItem => state.activities[0]!.items[0]!;

/**
 * An edit of the question as the reducer takes it, with its new ids; null when it is not an edit of this question
 * (another item's, the quiz's details, a move or a removal).
 */
export function bankQuestionEvent(
  state: QuizEditorState,
  edit: EditorEdit,
  createId: () => string,
): QuizEvent | null {
  if (STRUCTURE_EVENTS.has(edit.type)) return null;
  const itemId = 'itemId' in edit ? edit.itemId : (edit as { event?: { itemId?: unknown } }).event?.itemId;
  if (itemId !== draftQuestion(state).originId) return null;
  return editEvent(state, edit, createId, NO_DETAILS_RULES);
}

/** The question's save checks, the quiz editor's own, by the editor's field keys ('item.<id>.title'). */
export const bankQuestionErrors = (state: QuizEditorState): ReadonlyMap<string, string> =>
  editorFieldErrors(state, questionIssues(draftQuestion(state), QUESTION_FIELD));

/** The question as the bank stores it: the quiz payload's question (kept options by their ids, new by local ids). */
export function bankQuestionInput(state: QuizEditorState): BankQuestionInput {
  const item = toPayload(state, 'user', 'edit').activities[0]!.items[0]!;
  const fields = Object.keys(BankQuestionInputSchema.shape) as (keyof BankQuestionInput)[];
  return Object.fromEntries(
    fields.flatMap((field) => (item[field] === undefined ? [] : [[field, item[field]]])),
  ) as BankQuestionInput;
}
