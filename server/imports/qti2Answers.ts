/**
 * The answers a QTI 2 response declaration accepts for a typed response (textEntryInteraction): its correct
 * response and its positive mapping, as texts or as numbers, with the tolerance the response processing compares
 * numbers with (`equal` with `toleranceMode`, or `equalRounded`).
 */
import {
  fractionOf,
  numberOf,
  type NumericAnswer,
  type NumericMatch,
  type TextAnswer,
} from '../../src/questionTypes/shared/server/description';
import { correctValues, declarationOf } from './qti2Item';
import { descendants, type XmlElement } from './xmlTree';

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

/** The numbers the response accepts; a value written that is not a number is returned as text. */
export function numericAnswers(item: XmlElement, interaction: XmlElement): NumericAnswer[] | string {
  const declaration = declarationOf(item, interaction);
  const comparison = comparisonOf(item, interaction.attributes.responseIdentifier ?? '');
  const matchOf = (value: number): NumericMatch => matchUnder(value, comparison);
  const answers: NumericAnswer[] = [];
  for (const written of correctValues(declaration)) {
    const value = numberOf(written);
    if (value === undefined) return written;
    answers.push({ match: matchOf(value), fraction: 1 });
  }
  const { entries, best } = mapped(declaration);
  for (const entry of entries) {
    const value = numberOf(entry.key);
    if (value === undefined) return entry.key;
    if (!answers.some((a) => 'value' in a.match && a.match.value === value))
      answers.push({ match: matchOf(value), fraction: fractionOf(entry.value, best) });
  }
  return answers;
}
