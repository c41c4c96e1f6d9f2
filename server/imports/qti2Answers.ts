/**
 * The answers a QTI 2 response declaration accepts for a typed response (textEntryInteraction): its correct
 * response and its positive mapping, as texts or as numbers, with the tolerance the response processing compares
 * numbers with (`equal` with `toleranceMode`, or `equalRounded`), and the number right to fewer figures a branch gives
 * part of the points for (ADR 408).
 */
import {
  fractionOf,
  numberOf,
  type NumericAnswer,
  type NumericMatch,
  type TextAnswer,
} from '../../src/questionTypes/shared/server/description';
import { correctValues, declarationOf } from './qti2Item';
import { descendants, elements, textOf, type XmlElement } from './xmlTree';

/** Whether the item's right answers are computed for each student by its template processing (ADR 213). */
export const fromTemplate = (item: XmlElement) =>
  descendants(item, 'setCorrectResponse').length > 0 || descendants(item, 'templateProcessing').length > 0;

/** Whether the response is a number (`baseType` float or integer). */
export const isNumeric = (item: XmlElement, interaction: XmlElement) =>
  /^(float|integer)$/.test(declarationOf(item, interaction)?.attributes.baseType ?? '');

/** Mapped values by key, positive ones only, and the best of them. */
function mapped(declaration: XmlElement | undefined) {
  const entries = (declaration ? descendants(declaration, 'mapEntry') : [])
    .map((entry) => ({
      key: entry.attributes.mapKey ?? '',
      value: Number(entry.attributes.mappedValue),
      caseSensitive: !/^false$/i.test(entry.attributes.caseSensitive ?? 'true'),
    }))
    .filter((entry) => Number.isFinite(entry.value) && entry.value > 0);
  return { entries, best: Math.max(0, ...entries.map((entry) => entry.value)) };
}

export function textAnswers(item: XmlElement, interaction: XmlElement): TextAnswer[] {
  const declaration = declarationOf(item, interaction);
  const answers: TextAnswer[] = correctValues(declaration)
    .filter((value) => value !== '')
    .map((text) => ({ text, fraction: 1, caseSensitive: true }));
  const { entries, best } = mapped(declaration);
  for (const entry of entries)
    if (!answers.some((a) => a.text === entry.key && a.caseSensitive === entry.caseSensitive))
      answers.push({
        text: entry.key,
        fraction: fractionOf(entry.value, best),
        caseSensitive: entry.caseSensitive,
      });
  return answers;
}

/** How the response processing compares the response with a number, when it does not ask for it exactly. */
type Comparison =
  | { readonly kind: 'tolerance'; readonly tolerance: number; readonly relative: boolean }
  /** `equalRounded`: both rounded to `figures` decimal places or significant figures. */
  | { readonly kind: 'rounded'; readonly figures: number; readonly significant: boolean };

/**
 * The comparison of the response processing with the response: an `equal` with a tolerance (absolute or relative),
 * or an `equalRounded` (ADR 213).
 */
function comparisonOf(item: XmlElement, identifier: string): Comparison | undefined {
  const processing = descendants(item, 'responseProcessing')[0];
  const comparing = (name: string) =>
    (processing ? descendants(processing, name) : []).find((e) =>
      descendants(e, 'variable').some((v) => v.attributes.identifier === identifier),
    );
  const equal = comparing('equal');
  const mode = equal?.attributes.toleranceMode;
  const tolerance = numberOf((equal?.attributes.tolerance ?? '').split(/\s+/)[0]);
  if (mode && mode !== 'exact' && tolerance !== undefined && tolerance > 0)
    return mode === 'relative'
      ? { kind: 'tolerance', tolerance: tolerance / 100, relative: true }
      : { kind: 'tolerance', tolerance, relative: false };
  const rounded = comparing('equalRounded');
  const figures = Number(rounded?.attributes.figures);
  if (!rounded || !Number.isInteger(figures) || figures < 0 || figures > 15) return undefined;
  const significant = !/^decimalPlaces$/i.test(rounded.attributes.roundingMode ?? 'significantFigures');
  if (significant && figures < 1) return undefined;
  return { kind: 'rounded', figures, significant };
}

/** What a number is accepted as under the comparison: rounding accepts half a unit of its last figure either way. */
function matchUnder(value: number, comparison: Comparison | undefined): NumericMatch {
  if (!comparison) return { kind: 'exact', value };
  if (comparison.kind === 'tolerance')
    return { kind: 'tolerance', value, tolerance: comparison.tolerance, relative: comparison.relative };
  const lastFigure = comparison.significant
    ? value === 0
      ? -comparison.figures
      : Math.floor(Math.log10(Math.abs(value))) - comparison.figures + 1
    : -comparison.figures;
  return {
    kind: 'tolerance',
    value,
    tolerance: Number((0.5 * 10 ** lastFigure).toPrecision(12)),
    relative: false,
  };
}

/** A branch of the response processing that gives points: what it compares and the SCORE it sets. */
interface ScoredBranch {
  /** The range it accepts (`and` of `gte` and `lte` on the response), or the value it compares with. */
  readonly range?: { readonly min: number; readonly max: number };
  readonly value?: number;
  /** The value compared with both rounded (`equalRounded`): the right number, or a number of the test. */
  readonly rounded?: { readonly value: number; readonly comparison: Comparison };
  readonly score: number;
}

/** The comparison an `equalRounded` makes, when its figures can be read. */
function roundingOf(test: XmlElement): Comparison | undefined {
  const figures = Number(test.attributes.figures);
  if (!Number.isInteger(figures) || figures < 0 || figures > 15) return undefined;
  const significant = !/^decimalPlaces$/i.test(test.attributes.roundingMode ?? 'significantFigures');
  if (significant && figures < 1) return undefined;
  return { kind: 'rounded', figures, significant };
}

/**
 * The number an `equalRounded` compares the response with, both rounded: a base value, or the response's correct
 * one (either order).
 */
function roundedTest(
  test: XmlElement,
  identifier: string,
  correct: readonly string[],
): ScoredBranch['rounded'] | undefined {
  const operands = elements(test);
  const comparison = roundingOf(test);
  if (operands.length !== 2 || !comparison) return undefined;
  if (!operands.some((e) => e.name === 'variable' && e.attributes.identifier === identifier))
    return undefined;
  const other = operands.find((e) => !(e.name === 'variable' && e.attributes.identifier === identifier));
  const written =
    other?.name === 'baseValue'
      ? textOf(other)
      : other?.name === 'correct' && other.attributes.identifier === identifier
        ? correct[0]
        : undefined;
  const value = numberOf(written);
  return value === undefined ? undefined : { value, comparison };
}

/** A number rounded as a comparison rounds it: to its significant figures or decimal places. */
const roundedAs = (value: number, comparison: Comparison) =>
  comparison.kind !== 'rounded'
    ? value
    : comparison.significant
      ? Number(value.toPrecision(comparison.figures))
      : Number(value.toFixed(comparison.figures));

/** The bound a comparison of the response with a base value gives, when it is one (`<gte>`: response, value). */
function boundOf(comparison: XmlElement | undefined, identifier: string): number | undefined {
  const [variable, value] = comparison ? elements(comparison) : [];
  if (variable?.name !== 'variable' || variable.attributes.identifier !== identifier) return undefined;
  return value?.name === 'baseValue' ? numberOf(textOf(value)) : undefined;
}

/**
 * The branches of the response processing that set SCORE to a positive value, in order: a range is an `and` of a
 * `gte` and an `lte` of the response (how a range is written, ADR 376), a value an `equal` or a `match` with it, a
 * rounded one an `equalRounded` with it (ADR 408).
 */
function scoredBranches(
  item: XmlElement,
  identifier: string,
  correct: readonly string[] = [],
): ScoredBranch[] {
  const processing = descendants(item, 'responseProcessing')[0];
  if (!processing) return [];
  const branches = descendants(processing, 'responseCondition').flatMap((condition) =>
    elements(condition).filter((e) => e.name === 'responseIf' || e.name === 'responseElseIf'),
  );
  return branches.flatMap((branch): ScoredBranch[] => {
    const set = elements(branch, 'setOutcomeValue').find((s) => s.attributes.identifier === 'SCORE');
    const score = numberOf(textOf(set ? (elements(set, 'baseValue')[0] ?? '') : ''));
    if (score === undefined || !(score > 0)) return [];
    const test = elements(branch)[0];
    if (test?.name === 'and') {
      const min = boundOf(elements(test, 'gte')[0], identifier);
      const max = boundOf(elements(test, 'lte')[0], identifier);
      return elements(test).length === 2 && min !== undefined && max !== undefined && min <= max
        ? [{ range: { min, max }, score }]
        : [];
    }
    if (test?.name === 'equalRounded') {
      const rounded = roundedTest(test, identifier, correct);
      return rounded ? [{ rounded, score }] : [];
    }
    const value = test?.name === 'equal' || test?.name === 'match' ? boundOf(test, identifier) : undefined;
    return value === undefined ? [] : [{ value, score }];
  });
}

/** The place of the branch that gives an answer, so answers come in the author's order (unfound ones last). */
function branchIndex(answer: NumericAnswer, branches: readonly ScoredBranch[]): number {
  const { match } = answer;
  const at = branches.findIndex((branch) =>
    match.kind === 'range'
      ? branch.range?.min === match.min && branch.range.max === match.max
      : 'value' in match && branch.value === match.value,
  );
  return at < 0 ? branches.length : at;
}

/**
 * The numbers the response accepts: its correct response, its positive mapping and the ranges its response
 * processing gives points for (ADR 376); a value written that is not a number is returned as text.
 */
export function numericAnswers(item: XmlElement, interaction: XmlElement): NumericAnswer[] | string {
  const declaration = declarationOf(item, interaction);
  const identifier = interaction.attributes.responseIdentifier ?? '';
  const comparison = comparisonOf(item, identifier);
  const matchOf = (value: number): NumericMatch => matchUnder(value, comparison);
  const answers: NumericAnswer[] = [];
  for (const written of correctValues(declaration)) {
    const value = numberOf(written);
    if (value === undefined) return written;
    answers.push({ match: matchOf(value), fraction: 1 });
  }
  const branches = scoredBranches(item, identifier, correctValues(declaration));
  // A looser rounding of the right number giving part of the best score is an answer worth that part (ADR 408):
  // "24" for 24.4 asked to three figures, worth half when it is right to two.
  const top = Math.max(0, ...branches.map((branch) => branch.score));
  for (const { rounded, score } of branches) {
    if (!rounded || !(score < top)) continue;
    const match = matchUnder(roundedAs(rounded.value, rounded.comparison), rounded.comparison);
    if (!answers.some((a) => JSON.stringify(a.match) === JSON.stringify(match)))
      answers.push({ match, fraction: fractionOf(score, top) });
  }
  const ranges = branches.filter((branch) => branch.range !== undefined);
  const mappedValues = mapped(declaration);
  // A range's points are out of the best any answer gives, mapped or in a range.
  const best = Math.max(mappedValues.best, ...ranges.map((range) => range.score));
  for (const entry of mappedValues.entries) {
    const value = numberOf(entry.key);
    if (value === undefined) return entry.key;
    if (!answers.some((a) => 'value' in a.match && a.match.value === value))
      answers.push({ match: matchOf(value), fraction: fractionOf(entry.value, best) });
  }
  for (const { range, score } of ranges)
    answers.push({ match: { kind: 'range', ...range! }, fraction: fractionOf(score, best) });
  if (ranges.length === 0) return answers;
  return answers
    .map((answer, index) => ({ answer, index, at: branchIndex(answer, branches) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ answer }) => answer);
}
