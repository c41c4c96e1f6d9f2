/**
 * The kinds of question the console's readers and writers know: the names of the question types
 * (src/questionTypes/<type>/). How the import report names each is the type's own (its `names`).
 */
import { QUESTION_TYPE_NAMES, type QuestionTypeName } from '../domain/registry';

export type QuestionKind = QuestionTypeName;

export const QUESTION_KINDS: readonly QuestionKind[] = QUESTION_TYPE_NAMES;
