/**
 * The model's answer held to the rules of each question type other than choice (ADR 207, ADR 296): what can be
 * mended is mended and named, what cannot is a reason to leave the question out. Each repair ends in the type's own
 * `definition`; its entries carry placeholder ids (`1`, `2`…) the editor replaces with its own when the questions
 * are added. Choice's repair is in aiGeneration.ts, beside the title's, which every type shares.
 */
import {
  CALCULATED_LIMITS,
  calculatedIssues,
  type CalculatedDefinition,
} from '../questionTypes/calculated/calculated';
import { wildcardsOf } from '../questionTypes/calculated/calculatedDraw';
import { formulaNames, readFormula } from '../questionTypes/calculated/calculatedFormula';
import { ESSAY_LIMITS } from '../questionTypes/essay/essay';
import { FILL_IN_BLANKS_LIMITS, type Gap } from '../questionTypes/fillInBlanks/fillInBlanksDefinition';
import { blankParts, gapMarker, markersOf } from '../questionTypes/fillInBlanks/fillInBlanksText';
import { HOT_TEXT_LIMITS } from '../questionTypes/hotText/hotText';
import { parsePassage, writePassage } from '../questionTypes/hotText/hotTextPassage';
import { MATCHING_LIMITS } from '../questionTypes/matching/matching';
import { NUMERIC_LIMITS } from '../questionTypes/numeric/numeric';
import { ORDERING_LIMITS } from '../questionTypes/ordering/ordering';
import { normaliseAnswer } from '../questionTypes/shortAnswer/shortAnswerMatch';
import { SHORT_ANSWER_LIMITS } from '../questionTypes/shortAnswer/shortAnswer';
import type { Drop, Repair } from './aiGeneration';
import {
  GENERATED_PARTS,
  tidy,
  type GeneratableType,
  type ReadBlank,
  type ReadQuestion,
} from './aiGenerationTypes';

type Typed = Exclude<GeneratableType, 'choice'>;
/** A repaired question's definition, or why it is left out. */
export type Repaired = { readonly definition: Record<string, unknown> } | { readonly drop: Drop };

const numbered = <T extends object>(entries: readonly T[]) =>
  entries.map((entry, at) => ({ id: String(at + 1), ...entry }));

/**
 * Texts tidied, blanks and repeats (by `key`) left out, cut at `max`: the kept texts and whether any was left out
 * or cut.
 */
function distinctTexts(values: readonly string[], limit: number, max: number, key = (v: string) => v) {
  const kept: string[] = [];
  let trimmed = false;
  for (const value of values) {
    const text = tidy(value, limit);
    if (text !== value) trimmed = true;
    if (text !== '' && !kept.some((k) => key(k) === key(text))) kept.push(text);
  }
  return { kept: kept.slice(0, max), removed: kept.length < values.length, cut: kept.length > max, trimmed };
}

const lower = (value: string) => value.toLocaleLowerCase('und');
/** A star is a wildcard in an accepted answer; a model means a star. */
const starsEscaped = (answers: readonly string[]) => answers.map((answer) => answer.replace(/\\?\*/g, '\\*'));
/** How a typed answer or a dropdown option is told apart from another: as a short answer is matched. */
const answerKey = (value: string) => lower(normaliseAnswer(value));

/** Typed answers or dropdown options without repeats, told apart by answerKey; a trimmed one is a repair. */
function distinctAnswers(values: readonly string[], limit: number, max: number, repairs: Set<Repair>) {
  const texts = distinctTexts(values, limit, max, answerKey);
  if (texts.trimmed) repairs.add('trimmed');
  return texts;
}

const REPAIRERS: { [T in Typed]: (q: ReadQuestion<T>, repairs: Set<Repair>) => Repaired } = {
  trueFalse: (q) => (q.answer === null ? { drop: 'noTrueOrFalse' } : { definition: { answer: q.answer } }),

  shortAnswer: (q, repairs) => {
    const texts = distinctAnswers(
      starsEscaped(q.answers),
      SHORT_ANSWER_LIMITS.text,
      GENERATED_PARTS.shortAnswers.max,
      repairs,
    );
    if (texts.removed) repairs.add('answersRemoved');
    if (texts.cut) repairs.add('extraAnswersRemoved');
    if (texts.kept.length < GENERATED_PARTS.shortAnswers.min) return { drop: 'noAcceptedAnswer' };
    return {
      definition: { answers: numbered(texts.kept.map((text) => ({ text }))), caseSensitive: false },
    };
  },

  numeric: (q, repairs) => {
    if (q.value === null || Math.abs(q.value) > NUMERIC_LIMITS.magnitude) return { drop: 'noNumber' };
    let tolerance = q.tolerance ?? 0;
    if (tolerance < 0 || tolerance > NUMERIC_LIMITS.magnitude) {
      tolerance = Math.min(Math.abs(tolerance), NUMERIC_LIMITS.magnitude);
      repairs.add('toleranceMended');
    }
    const unit = tidy(q.unit ?? '', Number.POSITIVE_INFINITY);
    if (unit !== (q.unit ?? '')) repairs.add('trimmed');
    const tooLong = unit.length > NUMERIC_LIMITS.unit;
    if (tooLong) repairs.add('unitRemoved');
    const units = unit === '' || tooLong ? [] : [{ unit, multiplier: 1 }];
    const match =
      tolerance === 0
        ? { kind: 'exact', value: q.value }
        : { kind: 'tolerance', value: q.value, tolerance, relative: false };
    return { definition: { answers: numbered([{ match, fraction: 1 }]), units } };
  },

  essay: (q, repairs) => {
    if (q.maxWords === null) return { definition: {} };
    const words = Math.min(Math.round(q.maxWords), ESSAY_LIMITS.maxWords);
    if (words !== q.maxWords || words < 1) repairs.add('wordLimitMended');
    return { definition: words >= 1 ? { maxWords: words } : {} };
  },

  matching: (q, repairs) => {
    const pairs: { prompt: string; answer: string }[] = [];
    for (const pair of q.pairs) {
      const prompt = tidy(pair.prompt, MATCHING_LIMITS.text);
      const answer = tidy(pair.answer, MATCHING_LIMITS.text);
      if (prompt !== pair.prompt || answer !== pair.answer) repairs.add('trimmed');
      // Two prompts may share an answer; a prompt said twice, or half a pair, is no pair.
      if (prompt === '' || answer === '' || pairs.some((p) => lower(p.prompt) === lower(prompt)))
        repairs.add('pairsRemoved');
      else pairs.push({ prompt, answer });
    }
    if (pairs.length > GENERATED_PARTS.pairs.max) repairs.add('extraPairsRemoved');
    const kept = pairs.slice(0, GENERATED_PARTS.pairs.max);
    if (kept.length < GENERATED_PARTS.pairs.min) return { drop: 'tooFewPairs' };
    // An extra answer that is some prompt's answer would make that pair ambiguous.
    const answers = new Set(kept.map((pair) => lower(pair.answer)));
    const extra = distinctTexts(q.distractors, MATCHING_LIMITS.text, Number.MAX_SAFE_INTEGER, lower);
    if (extra.trimmed) repairs.add('trimmed');
    const distractors = extra.kept.filter((text) => !answers.has(lower(text)));
    if (
      extra.removed ||
      distractors.length > GENERATED_PARTS.distractors.max ||
      distractors.length < extra.kept.length
    )
      repairs.add('distractorsRemoved');
    return {
      definition: {
        pairs: numbered(kept),
        distractors: distractors
          .slice(0, GENERATED_PARTS.distractors.max)
          .map((text, at) => ({ id: String(kept.length + at + 1), text })),
      },
    };
  },

  ordering: (q, repairs) => {
    const texts = distinctTexts(q.items, ORDERING_LIMITS.text, GENERATED_PARTS.items.max, lower);
    if (texts.trimmed) repairs.add('trimmed');
    if (texts.removed) repairs.add('itemsRemoved');
    if (texts.cut) repairs.add('extraItemsRemoved');
    if (texts.kept.length < GENERATED_PARTS.items.min) return { drop: 'tooFewItems' };
    return { definition: { items: numbered(texts.kept.map((text) => ({ text }))) } };
  },

  fillInBlanks: (q, repairs) => {
    const { blanks: parts } = GENERATED_PARTS;
    // Each blank in the text once, [[1]] to [[n]], whatever their order.
    const markers = markersOf(q.text);
    if (
      q.blanks.length < parts.min ||
      markers.length !== q.blanks.length ||
      q.blanks.some((_, index) => !markers.includes(index))
    )
      return { drop: 'blanksNotInText' };
    // Blanks beyond the most kept are filled in with their answer: the text still reads.
    const filled = blankParts(q.text)
      .map((part) =>
        typeof part === 'string'
          ? part
          : part.gap < parts.max
            ? gapMarker(part.gap)
            : tidy(q.blanks[part.gap]!.answers[0] ?? '', FILL_IN_BLANKS_LIMITS.entry),
      )
      .join('');
    if (q.blanks.length > parts.max) repairs.add('extraBlanksFilled');
    if (tidy(q.text, FILL_IN_BLANKS_LIMITS.text) !== q.text) repairs.add('trimmed');
    const text = tidy(filled, FILL_IN_BLANKS_LIMITS.text);
    const kept = q.blanks.slice(0, parts.max);
    // A blank filled in needs an answer; a marker cut off at the length limit leaves its blank out of the text.
    if (q.blanks.slice(parts.max).some((blank) => !blank.answers[0]?.trim()))
      return { drop: 'blankWithoutAnswer' };
    if (markersOf(text).length !== kept.length) return { drop: 'blanksNotInText' };
    const gaps: Gap[] = [];
    for (const [index, blank] of kept.entries()) {
      const gap = repairBlank(blank, `${index + 1}`, repairs);
      if (gap === undefined) return { drop: 'blankWithoutAnswer' };
      gaps.push(gap);
    }
    return { definition: { text, gaps } };
  },

  hotText: (q, repairs) => {
    const passage = tidy(q.passage, HOT_TEXT_LIMITS.passage);
    if (passage !== q.passage) repairs.add('trimmed');
    const parsed = parsePassage(passage);
    if (parsed.problem) return { drop: 'badPassage' };
    const key = (text: string) => lower(tidy(text, HOT_TEXT_LIMITS.passage));
    const rightTexts = new Set(q.right.map(key).filter((text) => text !== ''));
    const isRight = (text: string) => rightTexts.has(key(text));
    const spanKeys = new Set(parsed.spans.map(key));
    if ([...rightTexts].some((text) => !spanKeys.has(text))) repairs.add('unknownAnswersRemoved');
    // Beyond the most kept, the right words stay selectable first, then the others in the passage's order.
    const { max } = GENERATED_PARTS.spans;
    const indexes = parsed.spans.map((_, index) => index);
    const selectable = new Set(
      [
        ...indexes.filter((index) => isRight(parsed.spans[index]!)),
        ...indexes.filter((index) => !isRight(parsed.spans[index]!)),
      ].slice(0, max),
    );
    const written =
      selectable.size === parsed.spans.length
        ? passage
        : writePassage(
            parsed.parts.map((part) =>
              part.kind === 'span' && selectable.has(part.index) ? { span: part.text } : { text: part.text },
            ),
          );
    if (written !== passage) repairs.add('extraSpansRemoved');
    const spans = parsePassage(written).spans.map((text) => ({ text, right: isRight(text) }));
    if (!spans.some((span) => span.right)) return { drop: 'noRightAnswer' };
    if (spans.length < GENERATED_PARTS.spans.min || spans.every((span) => span.right))
      return { drop: 'tooFewSpans' };
    return { definition: { passage: written, spans: numbered(spans), minChoices: 0, maxChoices: 0 } };
  },

  calculated: (q, repairs) => {
    // The wildcards the student sees: each needs a range; a range of no wildcard is left out.
    const wildcards = wildcardsOf(q.title);
    const { variables: parts } = GENERATED_PARTS;
    if (wildcards.length < parts.min || wildcards.length > parts.max) return { drop: 'badWildcards' };
    const variables: CalculatedDefinition['variables'] = [];
    for (const name of wildcards) {
      const given = q.variables.find((variable) => variable.name === name);
      if (given === undefined || given.min === null || given.max === null) return { drop: 'badWildcards' };
      const bound = (value: number) =>
        Math.max(-CALCULATED_LIMITS.magnitude, Math.min(CALCULATED_LIMITS.magnitude, value));
      const decimals = Math.max(0, Math.min(CALCULATED_LIMITS.decimals, Math.round(given.decimals ?? 0)));
      const [min, max] = [bound(Math.min(given.min, given.max)), bound(Math.max(given.min, given.max))];
      if (min !== given.min || max !== given.max || (given.decimals !== null && decimals !== given.decimals))
        repairs.add('rangesMended');
      variables.push({ name, min, max, decimals });
    }
    if (q.variables.some((variable) => !wildcards.includes(variable.name))) repairs.add('variablesRemoved');
    const formula = tidy(q.formula, CALCULATED_LIMITS.formula);
    if (formula !== q.formula) repairs.add('trimmed');
    // The answer follows from the student's numbers: the formula reads and uses at least one of them.
    const read = readFormula(formula, wildcards);
    if (!read.ok || formulaNames(read.formula).length === 0) return { drop: 'badFormula' };
    let percent = q.tolerance ?? 1;
    if (percent < 0 || percent > 100) {
      percent = Math.min(Math.abs(percent), 100);
      repairs.add('toleranceMended');
    }
    const decimals = Math.max(0, Math.min(CALCULATED_LIMITS.decimals, Math.round(q.decimals ?? 2)));
    if (q.decimals !== null && decimals !== q.decimals) repairs.add('rangesMended');
    const definition: CalculatedDefinition = {
      variables,
      formula,
      tolerance: percent / 100,
      relative: true,
      decimals,
    };
    const issues = calculatedIssues(q.title, definition);
    if (issues.some((issue) => issue.field === 'formula')) return { drop: 'badFormula' };
    if (issues.length > 0) return { drop: 'badWildcards' };
    return { definition };
  },
};

/**
 * One blank held to the rules, its entries' ids `<blank>.<n>`: a typed blank's accepted answers (blank and repeated
 * ones left out, at most three); a dropdown's right option first, then its other options (the same), two to four
 * in all. Undefined when it has no answer, or a dropdown fewer than two options.
 */
function repairBlank(blank: ReadBlank, id: string, repairs: Set<Repair>): Gap | undefined {
  const entries = (kept: readonly string[]) => kept.map((text, at) => ({ id: `${id}.${at + 1}`, text }));
  if (blank.kind === 'typed') {
    const texts = distinctAnswers(
      starsEscaped(blank.answers),
      FILL_IN_BLANKS_LIMITS.entry,
      GENERATED_PARTS.blankAnswers.max,
      repairs,
    );
    if (texts.removed || texts.cut || blank.options.length > 0) repairs.add('blankAnswersRemoved');
    if (texts.kept.length < GENERATED_PARTS.blankAnswers.min) return undefined;
    return { id, kind: 'typed', answers: entries(texts.kept), caseSensitive: false };
  }
  const right = tidy(blank.answers[0] ?? '', FILL_IN_BLANKS_LIMITS.entry);
  if (right === '') return undefined;
  // The right option among the others is no repeat: a model often lists every option.
  const others = blank.options.filter((option) => answerKey(option) !== answerKey(right));
  const texts = distinctAnswers(
    [right, ...others],
    FILL_IN_BLANKS_LIMITS.entry,
    GENERATED_PARTS.blankOptions.max,
    repairs,
  );
  if (texts.removed || texts.cut || blank.answers.length > 1) repairs.add('blankAnswersRemoved');
  if (texts.kept.length < GENERATED_PARTS.blankOptions.min) return undefined;
  const options = entries(texts.kept);
  return { id, kind: 'dropdown', options, right: options[0]!.id };
}

/** The definition of a question of `type` (not choice) the model wrote, or why it is left out. */
export function repairDefinition<T extends Typed>(
  type: T,
  question: ReadQuestion<T>,
  repairs: Set<Repair>,
): Repaired {
  return (REPAIRERS[type] as (q: ReadQuestion<T>, r: Set<Repair>) => Repaired)(question, repairs);
}
