/**
 * SPEC's choice question (item type 2): single or multiple answer, its options and right answer in the item's own
 * fields (`isMultiple`, `textOptions`, `rightAnswer`), exactly as SPEC gives them. Its `definition` holds only what
 * the registry added: partial credit (ADR 196). Per-option feedback travels on each option.
 * @publicModule src/domain/quiz uses it.
 */
import * as z from 'zod';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import type {
  FieldIssue,
  PayloadQuestion,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { CHOICE_EVENTS, type ChoiceEvent } from './choiceEvents';
import { choiceCoalesceKey, planChoice } from './choiceEditing';
import { scoreChoice } from './choiceScoring';
import { textListIssues } from '../../shared/domain/textListIssues';
import { entryName } from '../../shared/domain/optionPicture';
import { choiceGeneration } from './choiceGeneration';

export const CHOICE_MESSAGES = {
  optionsEmpty: 'Options should not be empty',
  optionsDuplicated: 'Options should not be duplicated',
  rightAnswerInvalid: 'Each question needs a right answer among its options',
} as const;

export const ChoiceDefinitionSchema = z.object({ partialCredit: z.boolean().optional() }).strict();

const optionTexts = (question: StoredQuestion, ids: readonly number[]) =>
  question.options
    .filter((option) => ids.includes(option.id))
    .map((option) => entryName(option.text, option.picture))
    .join(', ');

function validate(item: QuestionInput): FieldIssue[] {
  return textListIssues(
    'textOptions',
    // An option with a picture and no text goes by its picture's alternative text (ADR 311).
    item.textOptions.map((option) => entryName(option.text, option.picture)),
    { empty: CHOICE_MESSAGES.optionsEmpty, duplicated: CHOICE_MESSAGES.optionsDuplicated },
  );
}

function integrity(item: PayloadQuestion) {
  const issues: FieldIssue[] = [];
  if (item.textOptions.length === 0)
    issues.push({ field: 'textOptions', message: CHOICE_MESSAGES.optionsEmpty });
  const refs = new Set(item.textOptions.map((option) => option.id));
  const valid =
    refs.size === item.textOptions.length &&
    item.rightAnswer.length > 0 &&
    (item.isMultiple || item.rightAnswer.length === 1) &&
    item.rightAnswer.every((ref) => refs.has(ref));
  if (!valid) issues.push({ field: 'rightAnswer', message: CHOICE_MESSAGES.rightAnswerInvalid });
  return issues;
}

export const choiceType = {
  name: 'choice',
  definitionSchema: ChoiceDefinitionSchema,
  responseSchema: null,
  events: CHOICE_EVENTS,
  newQuestion: (optionIds: readonly LocalId[]) => ({
    isMultiple: false,
    textOptions: optionIds.map((originId) => ({ originId, id: null, text: '' })),
    // SPEC: the right answer defaults to the first option.
    rightAnswer: optionIds.slice(0, 1),
  }),
  plan: planChoice,
  coalesceKey: choiceCoalesceKey,
  validate,
  integrity,
  studentView: () => ({}),
  answerOf: (saved) => (saved?.optionIds && saved.optionIds.length > 0 ? saved.optionIds : undefined),
  score: scoreChoice,
  describeAnswer: (question, chosen) => optionTexts(question, chosen ?? []),
  describeRight: (question) => optionTexts(question, question.rightAnswer),
  generation: choiceGeneration,
} satisfies QuestionTypeModule<'choice', ChoiceEvent, readonly number[]>;
