/**
 * The model's answer held to the rules of each question type other than choice (ADR 207): what can be mended is
 * mended and named, what cannot is a reason to leave the question out. Each repair ends in the type's own
 * `definition`; its entries carry placeholder ids (`1`, `2`…) the editor replaces with its own when the questions
 * are added. Choice's repair is in aiGeneration.ts, beside the title's, which every type shares.
 */
import { ESSAY_LIMITS } from '../questionTypes/essay/essay';
import { MATCHING_LIMITS } from '../questionTypes/matching/matching';
import { NUMERIC_LIMITS } from '../questionTypes/numeric/numeric';
import { ORDERING_LIMITS } from '../questionTypes/ordering/ordering';
import { normaliseAnswer } from '../questionTypes/shortAnswer/shortAnswerMatch';
import { SHORT_ANSWER_LIMITS } from '../questionTypes/shortAnswer/shortAnswer';
import type { Drop, Repair } from './aiGeneration';
import { GENERATED_PARTS, tidy, type GeneratableType, type ReadQuestion } from './aiGenerationTypes';

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

const REPAIRERS: { [T in Typed]: (q: ReadQuestion<T>, repairs: Set<Repair>) => Repaired } = {
  trueFalse: (q) => (q.answer === null ? { drop: 'noTrueOrFalse' } : { definition: { answer: q.answer } }),

  shortAnswer: (q, repairs) => {
    // A star is a wildcard in an accepted answer; a model means a star.
    const escaped = q.answers.map((answer) => answer.replace(/\\?\*/g, '\\*'));
    const texts = distinctTexts(escaped, SHORT_ANSWER_LIMITS.text, GENERATED_PARTS.shortAnswers.max, (v) =>
      lower(normaliseAnswer(v)),
    );
    if (texts.trimmed) repairs.add('trimmed');
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
};

/** The definition of a question of `type` (not choice) the model wrote, or why it is left out. */
export function repairDefinition<T extends Typed>(
  type: T,
  question: ReadQuestion<T>,
  repairs: Set<Repair>,
): Repaired {
  return (REPAIRERS[type] as (q: ReadQuestion<T>, r: Set<Repair>) => Repaired)(question, repairs);
}
