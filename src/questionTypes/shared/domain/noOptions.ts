/** Checks shared by the types whose data lives in `definition`: they carry no options and no option right answer. */
import type { FieldIssue, PayloadQuestion } from './questionType';

export const NO_OPTIONS_MESSAGE = 'This type of question has no options';

export function noOptionIssues(item: PayloadQuestion): FieldIssue[] {
  return item.textOptions.length > 0 || item.rightAnswer.length > 0 || item.isMultiple
    ? [{ field: 'textOptions', message: NO_OPTIONS_MESSAGE }]
    : [];
}

/** The fields of a new question of such a type. */
export const NO_OPTIONS = { isMultiple: false, textOptions: [], rightAnswer: [] } as const;
