/**
 * A bank question copied into a quiz (ADR 232): an ordinary question of the quiz, with local ids of its own for
 * itself, its options and its type's entries, so the quiz's save stores a copy the bank no longer touches.
 */
import { definitionWithLocalIds, questionWithLocalIds } from '../editor/localIds';
import type { NewQuestion } from '../editor/quizEvents';
import type { QuestionTypeName } from '../../../questionTypes/shared/domain/registry';
import type { BankQuestion } from './questionBank';

/** The editor's new question for a bank question, ids from `createId`. */
export function bankQuestionCopy(question: BankQuestion, createId: () => string): NewQuestion {
  return {
    ...questionWithLocalIds(question, createId),
    ...(question.questionType ? { questionType: question.questionType as QuestionTypeName } : {}),
    ...(question.definition ? { definition: definitionWithLocalIds(question.definition, createId) } : {}),
    ...(question.points !== undefined ? { points: question.points } : {}),
    ...(question.feedback ? { feedback: question.feedback } : {}),
    ...(question.outcomeFeedback ? { outcomeFeedback: question.outcomeFeedback } : {}),
    ...(question.hints && question.hints.length > 0 ? { hints: question.hints } : {}),
  };
}
