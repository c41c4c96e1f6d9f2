/**
 * Moodle XML `calculated` and `calculatedsimple` questions (ADR 291) as the console's calculated question: each
 * dataset definition's minimum, maximum and decimals, the answer worth full marks as the formula (its `{x}` read as
 * the variable), its tolerance (`tolerancetype` 1 relative, 2 nominal; 3 geometric is kept as relative, which
 * accepts nearly the same numbers, and said in a note) and `correctanswerlength` as the decimals shown. What the
 * console does not carry is noted: other answers with partial credit, units, significant figures, a dataset shared
 * between questions, the generated dataset items (each student gets a fresh draw instead). A formula the console
 * cannot read leaves the item to the report.
 */
import { wildcardsOf } from '../domain/calculatedDraw';
import { readFormula } from '../domain/calculatedFormula';
import { moodleAnswers, moodleBase } from '../../../../server/imports/moodleDescription';
import { moodlePlain, type MoodleSource } from '../../../../server/imports/moodleQuestion';
import { child, descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { numberOf } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { CalculatedDescription } from './calculatedDescription';

export const CALCULATED_MOODLE_NOTES = {
  geometric: 'Its geometric tolerance is kept as a relative tolerance of the same size.',
  otherAnswers: (count: number) =>
    `Only the answer formula worth full marks is kept: ${count} other answer formula(s) with their credit were left out.`,
  significant: 'The right answer was shown with significant figures: it is shown with as many decimals.',
  units: 'Its units were left out: the number is asked without a unit.',
  shared: 'A dataset shared with other questions is kept as this question’s own.',
  defaultRange: (names: readonly string[]) =>
    `The wildcards ${names.map((name) => `{${name}}`).join(', ')} had no dataset: each is drawn from 1.0 to 10.0 ` +
    'with one decimal, as Moodle offers.',
} as const;

/** The range Moodle's form offers a new wildcard. */
const MOODLE_DEFAULT_RANGE = { min: 1, max: 10, decimals: 1 } as const;

export const CALCULATED_MOODLE_REASONS = {
  noFormula: 'The calculated question has no answer formula worth full marks.',
  formula: (formula: string, why: string) => `The answer formula "${formula}" cannot be read: ${why}.`,
} as const;

const claims = (source: MoodleSource) => source.type === 'calculated' || source.type === 'calculatedsimple';

const numberIn = (element: XmlElement, name: string) => {
  const found = child(element, name);
  return found ? numberOf(moodlePlain(found) || textOf(found)) : undefined;
};

function read(source: MoodleSource): TypeRead<CalculatedDescription> {
  const base = moodleBase(source);
  const notes = [...base.notes];
  const definitions = elements(
    child(source.question, 'dataset_definitions') ?? source.question,
    'dataset_definition',
  );
  const variables: { name: string; min: number; max: number; decimals: number }[] = definitions.flatMap(
    (definition) => {
      const name = moodlePlain(child(definition, 'name')).trim();
      const min = numberIn(definition, 'minimum');
      const max = numberIn(definition, 'maximum');
      const decimals = numberIn(definition, 'decimals') ?? 0;
      if (/shared/i.test(moodlePlain(child(definition, 'status'))))
        notes.push(CALCULATED_MOODLE_NOTES.shared);
      return /^[A-Za-z_]\w*$/.test(name) && min !== undefined && max !== undefined
        ? [{ name, min, max, decimals }]
        : [];
    },
  );
  // A wildcard of the formula or the text without a dataset gets the range Moodle offers first (1.0 to 10.0).
  const declared = new Set(variables.map((v) => v.name));
  const undeclared = [
    ...wildcardsOf(moodlePlain(child(source.question, 'questiontext')) || source.written),
    ...moodleAnswers(source.question).flatMap((answer) => wildcardsOf(answer.text)),
  ].filter((name, index, all) => !declared.has(name) && all.indexOf(name) === index);
  if (undeclared.length > 0) {
    notes.push(CALCULATED_MOODLE_NOTES.defaultRange(undeclared));
    for (const name of undeclared) variables.push({ ...MOODLE_DEFAULT_RANGE, name });
  }
  const answers = moodleAnswers(source.question);
  const right = answers.find((answer) => answer.fraction === 1);
  if (!right) return { kind: 'unreadable', reason: CALCULATED_MOODLE_REASONS.noFormula };
  const formula = right.text.trim();
  const readable = readFormula(
    formula,
    variables.map((v) => v.name),
  );
  if (!readable.ok)
    return { kind: 'unreadable', reason: CALCULATED_MOODLE_REASONS.formula(formula, readable.message) };
  const others = answers.filter((answer) => answer !== right && answer.fraction > 0).length;
  if (others > 0) notes.push(CALCULATED_MOODLE_NOTES.otherAnswers(others));
  const tolerance = Math.abs(numberOf(textOf(child(right.element, 'tolerance') ?? '')) ?? 0);
  const type = textOf(child(right.element, 'tolerancetype') ?? '').trim() || '1';
  if (type === '3') notes.push(CALCULATED_MOODLE_NOTES.geometric);
  if (textOf(child(right.element, 'correctanswerformat') ?? '').trim() === '2')
    notes.push(CALCULATED_MOODLE_NOTES.significant);
  const units = child(source.question, 'units');
  if (units && descendants(units, 'unit').length > 0) notes.push(CALCULATED_MOODLE_NOTES.units);
  return {
    kind: 'read',
    description: {
      kind: 'calculated',
      ...base,
      notes,
      variables,
      formula,
      tolerance,
      relative: type !== '2',
      decimals: numberOf(textOf(child(right.element, 'correctanswerlength') ?? '')) ?? 2,
    },
  };
}

export const calculatedMoodleReader: FormatReader<MoodleSource, CalculatedDescription> = { claims, read };
