/**
 * True / false: a statement the student judges. The definition holds the right value and the feedback for each
 * of the two answers; the student sends `true` or `false` and sees the words of their own language.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import { itemEvent } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import {
  shareScore,
  type QuestionTypeModule,
  type StoredQuestion,
  definitionReader,
} from '../../shared/domain/questionType';
import { trueFalseGeneration } from './trueFalseGeneration';

export const FEEDBACK_MAX = 2000;

export const TrueFalseDefinitionSchema = z
  .object({
    answer: z.boolean(),
    feedbackTrue: text(FEEDBACK_MAX).optional(),
    feedbackFalse: text(FEEDBACK_MAX).optional(),
  })
  .strict();
export type TrueFalseDefinition = z.infer<typeof TrueFalseDefinitionSchema>;

export const TRUE_FALSE_EVENTS = [
  itemEvent('trueFalse.setAnswer', { answer: z.boolean() }),
  itemEvent('trueFalse.setFeedback', { value: z.boolean(), feedback: z.string() }),
] as const;
export type TrueFalseEvent = z.infer<(typeof TRUE_FALSE_EVENTS)[number]>;

/** The stored definition, or the default (the statement is true) when absent or broken. */
export const trueFalseOf = definitionReader<TrueFalseDefinition>(TrueFalseDefinitionSchema, () => ({
  answer: true,
}));

const words = (value: boolean) => (value ? 'True' : 'False');
const feedbackKey = (value: boolean) => (value ? 'feedbackTrue' : 'feedbackFalse');

export const trueFalseType = {
  name: 'trueFalse',
  definitionSchema: TrueFalseDefinitionSchema,
  responseSchema: z.boolean(),
  events: TRUE_FALSE_EVENTS,
  newQuestion: () => ({ ...NO_OPTIONS, definition: { answer: true } }),
  plan: (_item, e) => (draftItem) => {
    const definition: Record<string, unknown> = { ...trueFalseOf(draftItem.definition) };
    if (e.type === 'trueFalse.setAnswer') definition.answer = e.answer;
    else if (e.feedback === '') delete definition[feedbackKey(e.value)];
    else definition[feedbackKey(e.value)] = e.feedback;
    draftItem.definition = definition;
  },
  coalesceKey: (e) =>
    e.type === 'trueFalse.setFeedback' ? `trueFalse.feedback:${e.itemId}:${e.value}` : undefined,
  integrity: noOptionIssues,
  studentView: () => ({}),
  answerOf: (saved) => (typeof saved?.response === 'boolean' ? saved.response : undefined),
  score: (question: StoredQuestion, answer: boolean | undefined) => {
    const definition = trueFalseOf(question.definition);
    const feedback = answer === undefined ? undefined : definition[feedbackKey(answer)];
    return shareScore(question, answer === definition.answer ? 1 : 0, feedback ? [feedback] : []);
  },
  describeAnswer: (_question, answer) => (answer === undefined ? '' : words(answer)),
  describeRight: (question) => words(trueFalseOf(question.definition).answer),
  generation: trueFalseGeneration,
} satisfies QuestionTypeModule<'trueFalse', TrueFalseEvent, boolean>;
