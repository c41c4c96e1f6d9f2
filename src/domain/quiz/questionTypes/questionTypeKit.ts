/**
 * What every question type's module builds on, in one import: zod and the shared text field, the editor's local
 * ids and item events, the entry-list plan, the text-list and no-option checks, and the question-type contract
 * with its scoring helpers.
 */
export * as z from 'zod';
export { int, text } from '../../shared/fields';
export type { LocalId } from '../editor/quizEditorState';
export { acceptedAnswers, entryListPlan, type EntryList } from './entryListPlan';
export { itemEvent, LocalIdSchema } from './eventFields';
export { textListIssues } from './textListIssues';
export { NO_OPTIONS, noOptionIssues } from './noOptions';
export {
  definitionReader,
  earnedPoints,
  pointsOf,
  shareScore,
  type FieldIssue,
  type PayloadQuestion,
  type QuestionInput,
  type QuestionTypeModule,
  type StoredQuestion,
} from './questionType';
