/**
 * Fill in the blanks (ADR 202): a text with blanks, each a dropdown or a typed answer. The student sees the text
 * with a field per blank and each dropdown's options in alphabetical order, never which one is right nor what a
 * typed blank accepts nor how (close enough, patterns: ADR 305); the question earns the share of its blanks answered right, or under all or nothing (ADR 292)
 * its points only when every blank is right.
 */
import * as z from 'zod';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import { entryListPlan } from '../../shared/domain/entryListPlan';
import { itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import { pickList } from '../../shared/domain/entryTexts';
import {
  shareScore,
  type FieldIssue,
  type PayloadQuestion,
  type QuestionInput,
  type QuestionTypeModule,
  type StoredQuestion,
} from '../../shared/domain/questionType';
import { normaliseAnswer } from '../../shortAnswer/domain/shortAnswerMatch';
import { textListIssues } from '../../shared/domain/textListIssues';
import { PartialOrAllSchema, scoredShare, scoringOf, withScoring } from '../../shared/domain/partScoring';
import {
  entriesOf,
  FILL_IN_BLANKS_LIMITS,
  FillInBlanksDefinitionSchema,
  GapMatchSchema,
  fillInBlanksOf,
  FillInBlanksResponseSchema,
  type FillInBlanksResponse,
} from './fillInBlanksDefinition';
import { addGap, changeGap, gapEntries, removeGap, setKind, setText } from './fillInBlanksEditing';
import {
  blanksFeedback,
  blanksShare,
  blanksStatistics,
  describeGaps,
  givenOf,
  rightText,
} from './fillInBlanksScoring';
import { markersOf } from './fillInBlanksText';
import { isMatchDistance, patternProblem } from './gapMatch';
import { fillInBlanksGeneration } from './fillInBlanksGeneration';

export const FILL_IN_BLANKS_MESSAGES = {
  noGap: 'A fill-in-the-blanks question needs at least one blank in its text',
  gapNotOnce: 'Each blank should be in the text once',
  unknownMarker: 'The text marks a blank the question does not have',
  optionEmpty: 'Options should not be empty',
  optionDuplicated: 'Options should not be duplicated',
  fewOptions: 'A dropdown needs at least two options',
  answerEmpty: 'Accepted answers should not be empty',
  answerDuplicated: 'Accepted answers should not be duplicated',
  rightNotAnOption: 'The right answer of a dropdown should be one of its options',
  idsNotUnique: 'Each blank and each of its answers needs an id of its own',
  unknownGap: 'An answer names a blank the question does not have',
  notAnOption: 'The answer to a dropdown blank should be one of its options',
  patternInvalid:
    'This is not a regular expression the console can check: write it in RE2 syntax, without look-arounds such as (?=…) or back-references such as \\1',
  patternTooComplex: 'This pattern is too complex: make it shorter or simpler',
} as const;

export const FILL_IN_BLANKS_EVENTS = [
  itemEvent('fillInBlanks.setText', { text: z.string() }),
  /** A new blank over the characters `from`..`to` of the text (the cursor when they are equal). */
  itemEvent('fillInBlanks.addGap', { gapId: LocalIdSchema, from: z.number().int(), to: z.number().int() }),
  itemEvent('fillInBlanks.removeGap', { gapId: LocalIdSchema }),
  itemEvent('fillInBlanks.setKind', { gapId: LocalIdSchema, kind: z.enum(['dropdown', 'typed']) }),
  /** An option of a dropdown, an accepted answer of a typed blank. */
  itemEvent('fillInBlanks.addEntry', { gapId: LocalIdSchema, entryId: LocalIdSchema }),
  itemEvent('fillInBlanks.removeEntry', { gapId: LocalIdSchema, entryId: LocalIdSchema }),
  itemEvent('fillInBlanks.setEntry', { gapId: LocalIdSchema, entryId: LocalIdSchema, text: z.string() }),
  /** An option's or an accepted answer's feedback (ADR 406); '' removes it. */
  itemEvent('fillInBlanks.setEntryFeedback', {
    gapId: LocalIdSchema,
    entryId: LocalIdSchema,
    feedback: z.string(),
  }),
  itemEvent('fillInBlanks.setRight', { gapId: LocalIdSchema, entryId: LocalIdSchema }),
  itemEvent('fillInBlanks.setCaseSensitive', { gapId: LocalIdSchema, caseSensitive: z.boolean() }),
  /** How a typed blank's answers match (ADR 305): null as a short answer's, else close enough or as patterns. */
  itemEvent('fillInBlanks.setMatch', { gapId: LocalIdSchema, match: GapMatchSchema.nullable() }),
  itemEvent('fillInBlanks.setScoring', { scoring: PartialOrAllSchema }),
] as const;
export type FillInBlanksEvent = z.infer<(typeof FILL_IN_BLANKS_EVENTS)[number]>;

/** The field of a blank's messages, by its number (from 1): beside that blank in the editor. */
export const gapField = (number: number) => `gap${number}`;

/**
 * The field of one accepted answer's own message (a pattern's, ADR 305), by the numbers of its blank and of it: one
 * word, as the editor keys a question's fields (`item.<id>.<field>`).
 */
export const gapEntryField = (number: number, entry: number) => `gap${number}_answer${entry}`;

function validate(item: QuestionInput): FieldIssue[] {
  const { text, gaps } = fillInBlanksOf(item.definition);
  const issues: FieldIssue[] = [];
  const markers = markersOf(text);
  if (gaps.length === 0) issues.push({ field: 'answers', message: FILL_IN_BLANKS_MESSAGES.noGap });
  if (gaps.some((_, index) => markers.filter((marker) => marker === index).length !== 1))
    issues.push({ field: 'answers', message: FILL_IN_BLANKS_MESSAGES.gapNotOnce });
  if (markers.some((marker) => marker < 0 || marker >= gaps.length))
    issues.push({ field: 'answers', message: FILL_IN_BLANKS_MESSAGES.unknownMarker });
  for (const [index, gap] of gaps.entries()) {
    const texts = entriesOf(gap).map((entry) => normaliseAnswer(entry.text));
    const field = gapField(index + 1);
    if (gap.kind === 'dropdown') {
      if (gap.options.length < 2) issues.push({ field, message: FILL_IN_BLANKS_MESSAGES.fewOptions });
      issues.push(
        ...textListIssues(field, texts, {
          empty: FILL_IN_BLANKS_MESSAGES.optionEmpty,
          duplicated: FILL_IN_BLANKS_MESSAGES.optionDuplicated,
        }),
      );
    } else {
      const folded = gap.caseSensitive ? texts : texts.map((value) => value.toLocaleLowerCase('und'));
      issues.push(
        ...textListIssues(field, folded, {
          empty: FILL_IN_BLANKS_MESSAGES.answerEmpty,
          duplicated: FILL_IN_BLANKS_MESSAGES.answerDuplicated,
        }),
      );
      if (gap.match?.kind === 'pattern')
        gap.answers.forEach((answer, at) => {
          const problem = texts[at] === '' ? undefined : patternProblem(answer.text);
          if (problem)
            issues.push({
              field: gapEntryField(index + 1, at + 1),
              message:
                problem === 'invalid'
                  ? FILL_IN_BLANKS_MESSAGES.patternInvalid
                  : FILL_IN_BLANKS_MESSAGES.patternTooComplex,
            });
        });
    }
  }
  return issues;
}

function integrity(item: PayloadQuestion): FieldIssue[] {
  const issues = noOptionIssues(item);
  const { gaps } = fillInBlanksOf(item.definition);
  if (gaps.some((gap) => gap.kind === 'dropdown' && !gap.options.some((option) => option.id === gap.right)))
    issues.push({ field: 'answers', message: FILL_IN_BLANKS_MESSAGES.rightNotAnOption });
  const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;
  if (!unique(gaps.map((gap) => gap.id)) || !gaps.every((gap) => unique(entriesOf(gap).map((e) => e.id))))
    issues.push({ field: 'answers', message: FILL_IN_BLANKS_MESSAGES.idsNotUnique });
  return issues;
}

/** A dropdown's options as the student sees them: each text once, in code-point order (nothing to learn from it). */
const shownOptions = (texts: readonly string[]) => pickList(texts.map(normaliseAnswer));

/** Why the server refuses a response: an answer to a blank the question does not have, a dropdown's not an option. */
function responseRefusal(question: StoredQuestion, response: FillInBlanksResponse): string | undefined {
  const gaps = new Map(fillInBlanksOf(question.definition).gaps.map((gap) => [gap.id, gap]));
  for (const entry of response) {
    const gap = gaps.get(entry.gap);
    if (!gap) return FILL_IN_BLANKS_MESSAGES.unknownGap;
    const given = normaliseAnswer(entry.answer);
    if (
      gap.kind === 'dropdown' &&
      given !== '' &&
      !shownOptions(gap.options.map((o) => o.text)).includes(given)
    )
      return FILL_IN_BLANKS_MESSAGES.notAnOption;
  }
  return undefined;
}

export const fillInBlanksType = {
  name: 'fillInBlanks',
  definitionSchema: FillInBlanksDefinitionSchema,
  responseSchema: FillInBlanksResponseSchema,
  events: FILL_IN_BLANKS_EVENTS,
  newQuestion: (_optionIds: readonly LocalId[]) => ({ ...NO_OPTIONS, definition: { text: '', gaps: [] } }),
  plan: (item, e) => {
    const definition = fillInBlanksOf(item.definition);
    switch (e.type) {
      case 'fillInBlanks.setText':
        return setText(definition, e.text);
      case 'fillInBlanks.setScoring':
        return (draftItem) => void (draftItem.definition = withScoring(definition, e.scoring));
      case 'fillInBlanks.addGap':
        return addGap(definition, e.gapId, e.from, e.to);
      case 'fillInBlanks.removeGap':
        return removeGap(definition, e.gapId);
      case 'fillInBlanks.setKind':
        return setKind(definition, e.gapId, e.kind);
      case 'fillInBlanks.setCaseSensitive':
        return changeGap(definition, e.gapId, (gap) =>
          gap.kind === 'typed' ? { ...gap, caseSensitive: e.caseSensitive } : 'invalidAnswer',
        );
      case 'fillInBlanks.setMatch':
        return changeGap(definition, e.gapId, (gap) => {
          if (gap.kind !== 'typed') return 'invalidAnswer';
          if (e.match?.kind === 'closeEnough' && !isMatchDistance(e.match.distance)) return 'invalidAnswer';
          const { match: _left, ...rest } = gap;
          return e.match === null ? rest : { ...rest, match: e.match };
        });
      case 'fillInBlanks.setRight':
        return changeGap(definition, e.gapId, (gap) =>
          gap.kind !== 'dropdown'
            ? 'invalidAnswer'
            : gap.options.some((option) => option.id === e.entryId)
              ? { ...gap, right: e.entryId }
              : 'unknownOption',
        );
    }
    const gap = definition.gaps.find((candidate) => candidate.id === e.gapId);
    if (!gap) return 'unknownOption';
    const entries = gapEntries(definition, gap);
    switch (e.type) {
      case 'fillInBlanks.addEntry':
        return entryListPlan(entries, { kind: 'add', entry: { id: e.entryId, text: '' } });
      case 'fillInBlanks.removeEntry':
        return entryListPlan(entries, { kind: 'remove', id: e.entryId });
      case 'fillInBlanks.setEntry':
        return entryListPlan(entries, { kind: 'set', id: e.entryId, fields: { text: e.text } });
      case 'fillInBlanks.setEntryFeedback':
        return entryListPlan(entries, {
          kind: 'setOptional',
          id: e.entryId,
          field: 'feedback',
          text: e.feedback,
        });
    }
  },
  coalesceKey: (e) =>
    e.type === 'fillInBlanks.setText'
      ? `fillInBlanks.text:${e.itemId}`
      : e.type === 'fillInBlanks.setEntry'
        ? `fillInBlanks.entry:${e.itemId}:${e.gapId}:${e.entryId}`
        : e.type === 'fillInBlanks.setEntryFeedback'
          ? `fillInBlanks.feedback:${e.itemId}:${e.gapId}:${e.entryId}`
          : undefined,
  validate,
  integrity,
  checkResponse: responseRefusal,
  studentView: (question: StoredQuestion) => {
    const { text, gaps } = fillInBlanksOf(question.definition);
    return Object.fromEntries([
      ['text', text],
      ['gaps', gaps.length],
      ['maxLength', FILL_IN_BLANKS_LIMITS.response],
      ...gaps.flatMap((gap, index) => {
        const own = [
          [`gap.${index}.id`, gap.id],
          [`gap.${index}.kind`, gap.kind],
        ];
        if (gap.kind === 'typed') return own;
        const options = shownOptions(gap.options.map((option) => option.text));
        return [
          ...own,
          [`gap.${index}.options`, options.length],
          ...options.map((option, at) => [`gap.${index}.option.${at}`, option]),
        ];
      }),
    ]) as Record<string, string | number>;
  },
  answerOf: (saved) => {
    const parsed = FillInBlanksResponseSchema.safeParse(saved?.response);
    return parsed.success && parsed.data.some((entry) => normaliseAnswer(entry.answer) !== '')
      ? parsed.data
      : undefined;
  },
  score: (question: StoredQuestion, response: FillInBlanksResponse | undefined) => {
    const definition = fillInBlanksOf(question.definition);
    return shareScore(
      question,
      scoredShare(blanksShare(definition, response), scoringOf(definition)),
      blanksFeedback(definition, response),
    );
  },
  describeAnswer: (question, response) =>
    describeGaps(givenOf(fillInBlanksOf(question.definition), response)),
  describeRight: (question) => describeGaps(fillInBlanksOf(question.definition).gaps.map(rightText)),
  statistics: (question, answers) => blanksStatistics(fillInBlanksOf(question.definition), answers),
  generation: fillInBlanksGeneration,
} satisfies QuestionTypeModule<'fillInBlanks', FillInBlanksEvent, FillInBlanksResponse>;
