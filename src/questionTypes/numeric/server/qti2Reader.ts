/**
 * QTI 2 numeric items: one textEntryInteraction of a number (`baseType` float or integer): the correct response
 * and positive mapping, within the tolerance the response processing compares with (absolute or relative).
 * A sliderInteraction asks for a number the same way, picked on a slider between two bounds: it comes in as the
 * numeric question it scores as (ADR 277), answered on a slider of the same bounds and step (ADR 297). What the
 * console's slider cannot be is said in a note: a slider without a step over floats (QTI's "approximately
 * continuous" one) gets a hundredth of its span, a reversed one runs from its lower bound up, and one whose bounds
 * are not numbers is typed.
 */
import { SKIP_REASONS } from '../../../../server/imports/itemNotes';
import { fromTemplate, isNumeric, numericAnswers } from '../../../../server/imports/qti2Answers';
import { qti2Base } from '../../../../server/imports/qti2Description';
import { declarationOf, type Qti2Source } from '../../../../server/imports/qti2Item';
import type { XmlElement } from '../../../../server/imports/xmlTree';
import { numberOf } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { calculatedQti2Reader } from '../../calculated/server/qti2Reader';
import { NUMERIC_REASONS, type NumericDescription } from './numericDescription';

const ASKING_A_NUMBER = new Set(['textEntryInteraction', 'sliderInteraction']);

export const NUMERIC_QTI2_NOTES = {
  slider: (lower: string, upper: string, step: string | undefined) =>
    `It asked for a value on a slider from ${lower} to ${upper}${step ? ` in steps of ${step}` : ''}: the ` +
    'student types the number.',
  continuous: (step: number) =>
    `Its slider had no step (a value anywhere between the bounds): the slider moves in steps of ${step}.`,
  reversed: 'Its slider ran from the upper bound down: the slider runs from the lower bound up.',
} as const;

type SliderRead =
  { slider: NonNullable<NumericDescription['slider']>; notes: string[] } | { notes: string[] };

/** The slider a sliderInteraction asks on, or why it is typed instead. */
function sliderOf(interaction: XmlElement, integer: boolean): SliderRead {
  const { lowerBound, upperBound, step, reverse } = interaction.attributes;
  const lower = numberOf(lowerBound ?? '');
  const upper = numberOf(upperBound ?? '');
  const written = step === undefined ? undefined : numberOf(step);
  if (lower === undefined || upper === undefined || upper <= lower || (step !== undefined && !(written! > 0)))
    return { notes: [NUMERIC_QTI2_NOTES.slider(lowerBound ?? '?', upperBound ?? '?', step)] };
  const notes: string[] = [];
  let stepOf = written;
  if (stepOf === undefined) {
    // QTI: an integer slider moves by 1; a float one without a step is "approximately continuous".
    stepOf = integer ? 1 : Number(((upper - lower) / 100).toPrecision(12));
    if (!integer) notes.push(NUMERIC_QTI2_NOTES.continuous(stepOf));
  }
  if (reverse === 'true') notes.push(NUMERIC_QTI2_NOTES.reversed);
  return { slider: { lowerBound: lower, upperBound: upper, step: stepOf }, notes };
}

const claims = (source: Qti2Source) =>
  !calculatedQti2Reader.claims(source) &&
  source.interactions.length === 1 &&
  ASKING_A_NUMBER.has(source.interactions[0]!.name) &&
  isNumeric(source.item, source.interactions[0]!);

function read(source: Qti2Source): TypeRead<NumericDescription> {
  const interaction = source.interactions[0]!;
  const answers = numericAnswers(source.item, interaction);
  if (typeof answers === 'string') return { kind: 'unreadable', reason: NUMERIC_REASONS.notANumber(answers) };
  if (answers.length === 0)
    return {
      kind: 'unreadable',
      reason: fromTemplate(source.item) ? SKIP_REASONS.fromTemplate : NUMERIC_REASONS.noAnswer,
    };
  const base = qti2Base(source, interaction);
  const slider =
    interaction.name === 'sliderInteraction'
      ? sliderOf(interaction, declarationOf(source.item, interaction)?.attributes.baseType === 'integer')
      : { notes: [] };
  return {
    kind: 'read',
    description: {
      kind: 'numeric',
      ...base,
      notes: [...base.notes, ...slider.notes],
      answers,
      units: [],
      ...('slider' in slider ? { slider: slider.slider } : {}),
    },
  };
}

export const numericQti2Reader: FormatReader<Qti2Source, NumericDescription> = { claims, read };
