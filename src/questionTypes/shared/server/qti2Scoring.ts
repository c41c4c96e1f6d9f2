/**
 * How a QTI 2 item scores the parts of a question made of them (ADR 292). Read: all or nothing when its response
 * processing is the `match_correct` template, or every condition giving points asks for every response at once (a
 * `match` with its correct response, or one `and` of conditions each about one response, naming them all); partial
 * credit when it maps the responses (`map_response`, `mapResponse`) or does anything else. A question of one part
 * scores the same either way and keeps partial credit, the default. Written: `match_correct` for a question of one
 * point, else the same rule giving its points. A mapping that gives each right pair the same share, takes that share
 * off for any other pair and never goes below nothing reads as right minus wrong (ADR 310).
 */
import type { PartScoring } from '../domain/partScoring';
import { RESPONSE, scoreWhen } from '../../../../server/exports/qti21Rules';
import type { XmlNode } from '../../../../server/exports/xml';
import { descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';

const MATCH_CORRECT = /\/rptemplates\/match_correct(\.xml)?$/;
const MATCH_CORRECT_TEMPLATE = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';

/** The response compared with its correct response by a `match` (`variable` and `correct` of one identifier). */
function matchedResponse(match: XmlElement): string | undefined {
  const variable = elements(match, 'variable')[0]?.attributes.identifier;
  const correct = elements(match, 'correct')[0]?.attributes.identifier;
  return variable !== undefined && variable === correct ? variable : undefined;
}

/** The responses a condition names (its `variable`s). */
const named = (condition: XmlElement) =>
  new Set(descendants(condition, 'variable').map((v) => v.attributes.identifier ?? ''));

/**
 * The responses a condition asks to be all right at once: one `match` with its correct response, or an `and` of
 * conditions each about one response; else none.
 */
function requiredTogether(condition: XmlElement | undefined): Set<string> {
  if (condition?.name === 'match') {
    const matched = matchedResponse(condition);
    return new Set(matched === undefined ? [] : [matched]);
  }
  if (condition?.name !== 'and') return new Set();
  const parts = elements(condition).map((part) =>
    part.name === 'match' ? matchedResponse(part) : named(part).size === 1 ? [...named(part)][0] : undefined,
  );
  return parts.every((part) => part !== undefined) ? new Set(parts) : new Set();
}

/** Whether a branch sets SCORE to a positive value. */
const givesPoints = (branch: XmlElement) =>
  elements(branch, 'setOutcomeValue').some(
    (set) =>
      set.attributes.identifier === 'SCORE' &&
      descendants(set, 'baseValue').some((value) => Number(textOf(value)) > 0),
  );

export function qti2Scoring(item: XmlElement, responses: readonly string[], parts: number): PartScoring {
  const processing = elements(item, 'responseProcessing')[0];
  if (!processing || parts < 2) return 'partial';
  const template = processing.attributes.template ?? processing.attributes.templateLocation ?? '';
  if (MATCH_CORRECT.test(template)) return 'allOrNothing';
  if (template !== '' || descendants(processing, 'mapResponse').length > 0) return 'partial';
  const branches = descendants(processing, 'responseCondition').flatMap((condition) =>
    elements(condition).filter((branch) => branch.name === 'responseIf' || branch.name === 'responseElseIf'),
  );
  const awarding = branches.filter(givesPoints);
  if (awarding.length === 0) return 'partial';
  return awarding.every((branch) => {
    const required = requiredTogether(elements(branch)[0]);
    return responses.every((response) => required.has(response));
  })
    ? 'allOrNothing'
    : 'partial';
}

/** The response processing of an all-or-nothing question of one response (RESPONSE) worth `points`. */
export const allOrNothingProcessing = (points: number): XmlNode =>
  points === 1
    ? { '@_template': MATCH_CORRECT_TEMPLATE }
    : scoreWhen({ match: { variable: RESPONSE, correct: RESPONSE } }, points);

/** One condition holding when all of `conditions` (expression elements by name) hold. */
export function allOf(conditions: readonly XmlNode[]): XmlNode {
  const grouped: Record<string, XmlNode[]> = {};
  for (const condition of conditions)
    for (const [name, value] of Object.entries(condition)) (grouped[name] ??= []).push(value as XmlNode);
  return { and: grouped };
}

/**
 * Whether the declaration's mapping scores right minus wrong (ADR 310): `parts` entries each worth the same positive
 * value, every other value (`defaultValue`) worth as much below nothing, bounded below by 0.
 */
export function mapsRightMinusWrong(declaration: XmlElement | undefined, parts: number): boolean {
  const mapping = declaration ? elements(declaration, 'mapping')[0] : undefined;
  if (!mapping || parts < 2 || Number(mapping.attributes.lowerBound) !== 0) return false;
  const values = elements(mapping, 'mapEntry').map((entry) => Number(entry.attributes.mappedValue));
  const share = values[0] ?? 0;
  return (
    values.length === parts &&
    share > 0 &&
    values.every((value) => value === share) &&
    Number(mapping.attributes.defaultValue) === -share
  );
}
