/**
 * How a fill-in-the-blanks answer is judged (ADR 202): each blank on its own, a dropdown right when its right
 * option's text was picked, a typed blank when what was typed matches an accepted answer as a short answer's does
 * (shortAnswerMatch.ts), or close enough or as a pattern when the blank says so (gapMatch.ts, ADR 305). The question earns the share of its blanks answered right,
 * with the feedback of each option picked and of each accepted answer typed (ADR 406). Statistics add each blank's
 * facility (as matching's pairs) and the most common wrong answers, named by their blank.
 */
import { mostFrequent } from '../../shared/domain/answerCounts';
import type { GivenAnswer, PairStatistics } from '../../shared/domain/questionType';
import { normaliseAnswer } from '../../shortAnswer/domain/shortAnswerMatch';
import {
  FillInBlanksResponseSchema,
  type FillInBlanksDefinition,
  type FillInBlanksResponse,
  type Gap,
} from './fillInBlanksDefinition';
import { gapMarker } from './fillInBlanksText';
import { gapAnswerMatches } from './gapMatch';

/** How many of the most common wrong answers the statistics list (over all the blanks). */
const WRONG_ANSWERS_SHOWN = 10;

/** Whether what was given to a blank is right. */
export function gapRight(gap: Gap, given: string | undefined): boolean {
  if (given === undefined || normaliseAnswer(given) === '') return false;
  if (gap.kind === 'dropdown') {
    const right = gap.options.find((option) => option.id === gap.right);
    return right !== undefined && normaliseAnswer(right.text) === normaliseAnswer(given);
  }
  return givenEntry(gap, given) !== undefined;
}

/** The option picked or the first accepted answer that what was typed matches; undefined for none. */
function givenEntry(gap: Gap, given: string | undefined) {
  if (given === undefined || normaliseAnswer(given) === '') return undefined;
  if (gap.kind === 'dropdown')
    return gap.options.find((option) => normaliseAnswer(option.text) === normaliseAnswer(given));
  return gap.answers.find(
    (answer) =>
      normaliseAnswer(answer.text) !== '' &&
      gapAnswerMatches(given, answer.text, gap.caseSensitive, gap.match),
  );
}

/** The feedback of what was given to each blank that has any (ADR 406), in the blanks' order. */
export function blanksFeedback(
  definition: FillInBlanksDefinition,
  response: FillInBlanksResponse | undefined,
): string[] {
  const given = givenOf(definition, response);
  return definition.gaps.flatMap((gap, index) => {
    const feedback = givenEntry(gap, given[index])?.feedback?.trim();
    return feedback ? [feedback] : [];
  });
}

/** What was given to each blank of the question, in the blanks' order (undefined: nothing). */
export function givenOf(
  definition: FillInBlanksDefinition,
  response: FillInBlanksResponse | undefined,
): (string | undefined)[] {
  const given = new Map<string, string>();
  for (const entry of response ?? []) {
    const answer = normaliseAnswer(entry.answer);
    if (!given.has(entry.gap) && answer !== '') given.set(entry.gap, answer);
  }
  return definition.gaps.map((gap) => given.get(gap.id));
}

/** The share of the blanks answered right, 0..1 (0 for a question without blanks). */
export function blanksShare(definition: FillInBlanksDefinition, response: FillInBlanksResponse | undefined) {
  const given = givenOf(definition, response);
  const right = definition.gaps.filter((gap, index) => gapRight(gap, given[index])).length;
  return definition.gaps.length === 0 ? 0 : right / definition.gaps.length;
}

/**
 * A blank's right answer as text: the right option, or the accepted answers; patterns between slashes, and a
 * close-enough blank's typos allowed after them (`blue | teal (±1)`).
 */
export function rightText(gap: Gap): string {
  if (gap.kind === 'dropdown')
    return normaliseAnswer(gap.options.find((option) => option.id === gap.right)?.text ?? '');
  const texts = gap.answers.map((answer) =>
    gap.match?.kind === 'pattern' ? `/${normaliseAnswer(answer.text)}/` : normaliseAnswer(answer.text),
  );
  return texts.join(' | ') + (gap.match?.kind === 'closeEnough' ? ` (±${gap.match.distance})` : '');
}

/** Texts per blank as results read them: "1: Paris; 2: red". */
export const describeGaps = (texts: readonly (string | undefined)[]) =>
  texts.flatMap((value, index) => (value === undefined ? [] : [`${index + 1}: ${value}`])).join('; ');

/** The blanks' facility and the most common wrong answers over the answers given. */
export function blanksStatistics(
  definition: FillInBlanksDefinition,
  answers: readonly GivenAnswer<unknown>[],
): { wrongAnswers: { text: string; count: number }[]; pairs: PairStatistics[] } {
  const given = answers.flatMap(({ answer }) => {
    const parsed = FillInBlanksResponseSchema.safeParse(answer);
    return parsed.success ? [givenOf(definition, parsed.data)] : [];
  });
  const wrong = given.flatMap((texts) =>
    definition.gaps.flatMap((gap, index) => {
      const value = texts[index];
      if (value === undefined || gapRight(gap, value)) return [];
      const folded = gap.kind === 'typed' && !gap.caseSensitive ? value.toLocaleLowerCase() : value;
      return [{ key: `${index}\u0000${folded}`, text: `${gapMarker(index)} ${value}` }];
    }),
  );
  const wrongAnswers = mostFrequent(wrong, WRONG_ANSWERS_SHOWN);
  const pairs = definition.gaps.map((gap, index) => {
    const correct = given.filter((texts) => gapRight(gap, texts[index])).length;
    return {
      prompt: gapMarker(index),
      answer: rightText(gap),
      attempts: given.length,
      correct,
      facility: given.length === 0 ? null : correct / given.length,
    };
  });
  return { wrongAnswers, pairs };
}
