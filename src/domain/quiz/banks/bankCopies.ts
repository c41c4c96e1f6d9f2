/**
 * A bank question copied into a quiz (ADR 232): an ordinary question of the quiz, with local ids of its own for
 * itself, its options and its type's entries, so the quiz's save stores a copy the bank no longer touches.
 */
import type { NewQuestion } from '../editor/quizEvents';
import type { QuestionTypeName } from '../questionTypes/registry';
import type { BankQuestion } from './questionBank';

/** A definition's entries (answers, pairs, items…) with new local ids in place of the bank's. */
function withLocalIds(definition: Readonly<Record<string, unknown>>, createId: () => string) {
  return Object.fromEntries(
    Object.entries(definition).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((entry: unknown) =>
            typeof entry === 'object' && entry !== null && 'id' in entry
              ? { ...entry, id: createId() }
              : entry,
          )
        : value,
    ]),
  );
}

/** The editor's new question for a bank question, ids from `createId`. */
export function bankQuestionCopy(question: BankQuestion, createId: () => string): NewQuestion {
  const optionIds = new Map(question.textOptions.map((option) => [option.id, createId()]));
  return {
    itemId: createId(),
    title: question.title,
    image: question.image,
    isMultiple: question.isMultiple,
    options: question.textOptions.map((option) => ({
      optionId: optionIds.get(option.id)!,
      text: option.text,
    })),
    rightAnswer: question.rightAnswer.flatMap((id) => (optionIds.has(id) ? [optionIds.get(id)!] : [])),
    ...(question.questionType ? { questionType: question.questionType as QuestionTypeName } : {}),
    ...(question.definition ? { definition: withLocalIds(question.definition, createId) } : {}),
    ...(question.points !== undefined ? { points: question.points } : {}),
    ...(question.feedback ? { feedback: question.feedback } : {}),
  };
}
