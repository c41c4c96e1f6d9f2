/**
 * Short answer: the student types a word or a phrase; it earns the share of the first accepted answer it matches,
 * in the author's order, as Moodle's short answer does (shortAnswerMatch.ts: spaces ignored, case as the question
 * says, `*` as a wildcard). An answer gives all the points unless it says less (a share of 0 with feedback answers a
 * known wrong answer). Each accepted answer may carry feedback. Statistics add the most common wrong answers.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import { mostFrequent } from '../../shared/domain/answerCounts';
import {
  AnswerShareSchema,
  NO_FULL_MARKS_MESSAGE,
  acceptedAnswerRules,
} from '../../shared/domain/acceptedAnswerRules';
import { acceptedAnswers, entryListPlan } from '../../shared/domain/entryListPlan';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { textListIssues } from '../../shared/domain/textListIssues';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import type {
  FieldIssue,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { definitionReader } from '../../shared/domain/questionType';
import { matchesAnswer, normaliseAnswer } from './shortAnswerMatch';
import { shortAnswerGeneration } from './shortAnswerGeneration';

export const SHORT_ANSWER_LIMITS = { answers: 50, text: 500, feedback: 2000, response: 500 } as const;
/** How many of the most common wrong answers the statistics list. */
export const WRONG_ANSWERS_SHOWN = 5;

export const SHORT_ANSWER_MESSAGES = {
  answerEmpty: 'Accepted answers should not be empty',
  answerDuplicated: 'Accepted answers should not be duplicated',
  noAnswer: 'A short-answer question needs at least one accepted answer',
  noFullMarks: NO_FULL_MARKS_MESSAGE,
} as const;

export const AcceptedAnswerSchema = z
  .object({
    /** A local id (the editor addresses answers by it); kept as stored. */
    id: EntryIdSchema,
    text: text(SHORT_ANSWER_LIMITS.text),
    /** The share of the points it gives, 0..1; absent, all of them. */
    fraction: AnswerShareSchema.optional(),
    feedback: text(SHORT_ANSWER_LIMITS.feedback).optional(),
  })
  .strict();
export type AcceptedAnswer = z.infer<typeof AcceptedAnswerSchema>;

/** The share of the points an accepted answer gives. */
export const shareOf = (answer: AcceptedAnswer): number => answer.fraction ?? 1;
const answerRules = acceptedAnswerRules(shareOf);

export const ShortAnswerDefinitionSchema = z
  .object({
    answers: z.array(AcceptedAnswerSchema).min(1).max(SHORT_ANSWER_LIMITS.answers),
    caseSensitive: z.boolean(),
  })
  .strict();
export type ShortAnswerDefinition = z.infer<typeof ShortAnswerDefinitionSchema>;

export const SHORT_ANSWER_EVENTS = [
  itemEvent('shortAnswer.addAnswer', { answerId: LocalIdSchema }),
  itemEvent('shortAnswer.removeAnswer', { answerId: LocalIdSchema }),
  itemEvent('shortAnswer.setAnswerText', { answerId: LocalIdSchema, text: z.string() }),
  itemEvent('shortAnswer.setAnswerFeedback', { answerId: LocalIdSchema, feedback: z.string() }),
  itemEvent('shortAnswer.setAnswerFraction', { answerId: LocalIdSchema, fraction: AnswerShareSchema }),
  itemEvent('shortAnswer.setCaseSensitive', { caseSensitive: z.boolean() }),
] as const;
export type ShortAnswerEvent = z.infer<(typeof SHORT_ANSWER_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as no accepted answer (nothing matches). */
export const shortAnswerOf = definitionReader<ShortAnswerDefinition>(ShortAnswerDefinitionSchema, () => ({
  answers: [],
  caseSensitive: false,
}));

function matched(question: StoredQuestion, typed: string | undefined) {
  if (typed === undefined) return undefined;
  const definition = shortAnswerOf(question.definition);
  return definition.answers.find((answer) => matchesAnswer(typed, answer.text, definition.caseSensitive));
}

function validate(item: QuestionInput): FieldIssue[] {
  const { answers } = shortAnswerOf(item.definition);
  return [
    ...answerRules.issues(answers, SHORT_ANSWER_MESSAGES.noAnswer),
    ...textListIssues(
      'answers',
      answers.map((answer) => normaliseAnswer(answer.text)),
      { empty: SHORT_ANSWER_MESSAGES.answerEmpty, duplicated: SHORT_ANSWER_MESSAGES.answerDuplicated },
    ),
  ];
}

export const shortAnswerType = {
  name: 'shortAnswer',
  definitionSchema: ShortAnswerDefinitionSchema,
  responseSchema: text(SHORT_ANSWER_LIMITS.response),
  events: SHORT_ANSWER_EVENTS,
  newQuestion: (optionIds: readonly LocalId[]) => ({
    ...NO_OPTIONS,
    definition: { answers: [{ id: optionIds[0]!, text: '' }], caseSensitive: false },
  }),
  plan: (item, e) => {
    const definition = shortAnswerOf(item.definition);
    if (e.type === 'shortAnswer.setCaseSensitive')
      return (draftItem) => void (draftItem.definition = { ...definition, caseSensitive: e.caseSensitive });
    const answers = acceptedAnswers(definition, SHORT_ANSWER_LIMITS.answers);
    const id = e.answerId;
    switch (e.type) {
      case 'shortAnswer.addAnswer':
        return entryListPlan(answers, { kind: 'add', entry: { id, text: '' } });
      case 'shortAnswer.removeAnswer':
        return entryListPlan(answers, { kind: 'remove', id });
      case 'shortAnswer.setAnswerText':
        return entryListPlan(answers, { kind: 'set', id, fields: { text: e.text } });
      case 'shortAnswer.setAnswerFeedback':
        return entryListPlan(answers, { kind: 'setOptional', id, field: 'feedback', text: e.feedback });
      case 'shortAnswer.setAnswerFraction':
        return entryListPlan(answers, { kind: 'set', id, fields: { fraction: e.fraction } });
    }
  },
  coalesceKey: (e) =>
    e.type === 'shortAnswer.setAnswerText'
      ? `shortAnswer.text:${e.itemId}:${e.answerId}`
      : e.type === 'shortAnswer.setAnswerFeedback'
        ? `shortAnswer.feedback:${e.itemId}:${e.answerId}`
        : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: () => ({ maxLength: SHORT_ANSWER_LIMITS.response }),
  answerOf: (saved) =>
    typeof saved?.response === 'string' && normaliseAnswer(saved.response) !== ''
      ? saved.response
      : undefined,
  score: (question: StoredQuestion, typed: string | undefined) =>
    answerRules.score(question, matched(question, typed)),
  describeAnswer: (_question, typed) => (typed === undefined ? '' : normaliseAnswer(typed)),
  describeRight: (question) =>
    answerRules.right(shortAnswerOf(question.definition).answers, (answer) => normaliseAnswer(answer.text)),
  statistics: (question, answers) => {
    // Answers the question does not tell apart (case, when it ignores case) are one wrong answer, shown as first typed.
    const { caseSensitive } = shortAnswerOf(question.definition);
    // Partly right (an answer worth part of the points) is not wrong: only what earned nothing is listed.
    const partlyRight = (typed: string) => {
      const answer = matched(question, typed);
      return answer !== undefined && shareOf(answer) > 0;
    };
    const wrong = answers
      .filter(({ correct, answer: typed }) => !correct && !partlyRight(typed))
      .map(({ answer: typed }) => {
        const text = normaliseAnswer(typed);
        return { key: caseSensitive ? text : text.toLocaleLowerCase(), text };
      });
    return { wrongAnswers: mostFrequent(wrong, WRONG_ANSWERS_SHOWN) };
  },
  generation: shortAnswerGeneration(SHORT_ANSWER_LIMITS),
} satisfies QuestionTypeModule<'shortAnswer', ShortAnswerEvent, string>;
