/**
 * Essay: the student writes free text, within the question's word limit when it has one (counted live on the
 * student page, enforced by the server), and with at least its minimum of words when it has one (counted live and
 * said on the page, never enforced: a draft is saved as typed and a timed attempt can always be submitted; ADR 279). A teacher scores it by hand (ADR 198): until then the scorer answers
 * `needsGrading` and the attempt shows "Needs grading" instead of a score; the points a teacher gives are stored
 * with the attempt (`handScore`) and count once given. Information for graders never reaches the student.
 */
import * as z from 'zod';
import { int, text } from '../../../domain/shared/fields';
import { itemEvent } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import type {
  FieldIssue,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { definitionReader, earnedPoints, pointsOf, textResponseOf } from '../../shared/domain/questionType';
import { countWords } from './essayWords';
import { essayGeneration } from './essayGeneration';

export const ESSAY_LIMITS = {
  /** The longest essay a student may send (characters). */
  response: 50_000,
  maxWords: 10_000,
  lines: 50,
  graderInfo: 5000,
  template: 5000,
} as const;
export const ESSAY_DEFAULT_LINES = 10;

export const ESSAY_MESSAGES = {
  tooManyWords: (max: number) => `The answer should have at most ${max} words`,
  minAboveMax: 'The minimum should not be above the maximum',
} as const;

export const EssayDefinitionSchema = z
  .object({
    /** The fewest words an answer is asked to have (said to the student, not enforced); absent for no minimum. */
    minWords: int(1, ESSAY_LIMITS.maxWords).optional(),
    /** The most words an answer may have; absent for no limit. */
    maxWords: int(1, ESSAY_LIMITS.maxWords).optional(),
    /** Lines the answer box shows. */
    lines: int(1, ESSAY_LIMITS.lines).optional(),
    /** For graders only: what a good answer says. */
    graderInfo: text(ESSAY_LIMITS.graderInfo).optional(),
    /** Text the answer box starts with. */
    template: text(ESSAY_LIMITS.template).optional(),
  })
  .strict();
export type EssayDefinition = z.infer<typeof EssayDefinitionSchema>;

export const ESSAY_EVENTS = [
  itemEvent('essay.setMinWords', { minWords: int(1, ESSAY_LIMITS.maxWords).nullable() }),
  itemEvent('essay.setMaxWords', { maxWords: int(1, ESSAY_LIMITS.maxWords).nullable() }),
  itemEvent('essay.setLines', { lines: int(1, ESSAY_LIMITS.lines) }),
  itemEvent('essay.setGraderInfo', { graderInfo: z.string() }),
  itemEvent('essay.setTemplate', { template: z.string() }),
] as const;
export type EssayEvent = z.infer<(typeof ESSAY_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as no limit. */
export const essayOf = definitionReader<EssayDefinition>(EssayDefinitionSchema, () => ({}));

/** Why the server refuses an essay for this question (over its word limit), or undefined. */
export function essayRefusal(
  question: Pick<StoredQuestion, 'definition'>,
  response: unknown,
): string | undefined {
  const { maxWords } = essayOf(question.definition);
  if (maxWords === undefined || typeof response !== 'string') return undefined;
  return countWords(response) > maxWords ? ESSAY_MESSAGES.tooManyWords(maxWords) : undefined;
}

const COALESCED: ReadonlySet<EssayEvent['type']> = new Set([
  'essay.setMinWords',
  'essay.setMaxWords',
  'essay.setGraderInfo',
  'essay.setTemplate',
]);

/**
 * The one save check: a minimum above the maximum, beside the minimum. A minimum is never a refusal of the answer
 * (`essayRefusal` knows only the maximum).
 */
function validate(item: QuestionInput): FieldIssue[] {
  const { minWords, maxWords } = essayOf(item.definition);
  return minWords !== undefined && maxWords !== undefined && minWords > maxWords
    ? [{ field: 'minWords', message: ESSAY_MESSAGES.minAboveMax }]
    : [];
}

const withNumber = (definition: EssayDefinition, key: 'minWords' | 'maxWords', value: number | null) => {
  const { [key]: _old, ...rest } = definition;
  return value === null ? rest : { ...rest, [key]: value };
};

const withText = (definition: EssayDefinition, key: 'graderInfo' | 'template', value: string) => {
  const { [key]: _old, ...rest } = definition;
  return value === '' ? rest : { ...rest, [key]: value };
};

export const essayType = {
  name: 'essay',
  definitionSchema: EssayDefinitionSchema,
  responseSchema: text(ESSAY_LIMITS.response),
  events: ESSAY_EVENTS,
  newQuestion: () => ({ ...NO_OPTIONS, definition: {} }),
  plan: (item, e) => {
    const definition = essayOf(item.definition);
    switch (e.type) {
      case 'essay.setMinWords':
        return (draftItem) => void (draftItem.definition = withNumber(definition, 'minWords', e.minWords));
      case 'essay.setMaxWords':
        return (draftItem) => void (draftItem.definition = withNumber(definition, 'maxWords', e.maxWords));
      case 'essay.setLines':
        return (draftItem) => void (draftItem.definition = { ...definition, lines: e.lines });
      case 'essay.setGraderInfo':
        return (draftItem) => void (draftItem.definition = withText(definition, 'graderInfo', e.graderInfo));
      case 'essay.setTemplate':
        return (draftItem) => void (draftItem.definition = withText(definition, 'template', e.template));
    }
  },
  // Typing in a word count or a text is one undo step.
  coalesceKey: (e) => (COALESCED.has(e.type) ? `${e.type}:${e.itemId}` : undefined),
  validate,
  integrity: noOptionIssues,
  checkResponse: essayRefusal,
  studentView: (question) => {
    const definition = essayOf(question.definition);
    return {
      maxLength: ESSAY_LIMITS.response,
      minWords: definition.minWords ?? null,
      maxWords: definition.maxWords ?? null,
      lines: definition.lines ?? ESSAY_DEFAULT_LINES,
      template: definition.template ?? null,
    };
  },
  answerOf: textResponseOf,
  score: (question: StoredQuestion, answer: string | undefined, handScore?: number) => {
    const max = pointsOf(question);
    if (answer === undefined) return { earned: 0, max, correct: false, needsGrading: false, feedback: [] };
    if (handScore === undefined) return { earned: 0, max, correct: false, needsGrading: true, feedback: [] };
    const earned = earnedPoints(max, max === 0 ? 0 : handScore / max);
    return { earned, max, correct: earned === max, needsGrading: false, feedback: [] };
  },
  describeAnswer: (_question, answer) => answer ?? '',
  describeRight: (_question: StoredQuestion) => '',
  generation: essayGeneration(ESSAY_LIMITS),
} satisfies QuestionTypeModule<'essay', EssayEvent, string>;
