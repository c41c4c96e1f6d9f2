/**
 * A stored question brought into the editor (a bank question, a template's question, a generated one) gets local ids
 * of its own, so the quiz's save stores a copy of it: its options get new ids and its right answers follow them, and
 * its type's definition entries get new ids in place of those they came with.
 */
import { pictureField } from '../../../questionTypes/shared/domain/optionPicture';
import type { QuizItem } from '../quiz';

/**
 * The editor's fields of a stored question with new local ids: its own id (made after its options'), its options in
 * their order, and its right answers as its options' new ids; a right answer naming no option is dropped.
 */
export function questionWithLocalIds(
  question: Pick<QuizItem, 'title' | 'image' | 'isMultiple' | 'textOptions' | 'rightAnswer'>,
  createId: () => string,
) {
  const optionIds = new Map(question.textOptions.map((option) => [option.id, createId()]));
  return {
    itemId: createId(),
    title: question.title,
    image: question.image,
    isMultiple: question.isMultiple,
    options: question.textOptions.map((option) => ({
      optionId: optionIds.get(option.id)!,
      text: option.text,
      ...(option.feedback ? { feedback: option.feedback } : {}),
      ...pictureField(option.picture),
    })),
    rightAnswer: question.rightAnswer.flatMap((id) => (optionIds.has(id) ? [optionIds.get(id)!] : [])),
  };
}

/** A definition's entries (answers, pairs, items…) with new local ids in place of the ones they came with. */
export function definitionWithLocalIds(
  definition: Readonly<Record<string, unknown>>,
  createId: () => string,
) {
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
