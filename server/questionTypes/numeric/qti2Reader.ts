/**
 * QTI 2 numeric items: one textEntryInteraction of a number (`baseType` float or integer): the correct response
 * and positive mapping, within the tolerance the response processing compares with (absolute or relative).
 * A sliderInteraction asks for a number the same way, picked on a slider between two bounds: it comes in as the
 * numeric question it scores as, the student typing the number, said in a note (ADR 277).
 */
import { SKIP_REASONS } from '../../imports/itemNotes';
import { fromTemplate, isNumeric, numericAnswers } from '../../imports/qti2Answers';
import { qti2Base } from '../../imports/qti2Description';
import type { Qti2Source } from '../../imports/qti2Item';
import type { FormatReader, TypeRead } from '../questionType';
import { calculatedQti2Reader } from '../calculated/qti2Reader';
import { NUMERIC_REASONS, type NumericDescription } from './numericDescription';

const ASKING_A_NUMBER = new Set(['textEntryInteraction', 'sliderInteraction']);

export const NUMERIC_QTI2_NOTES = {
  slider: (lower: string, upper: string, step: string | undefined) =>
    `It asked for a value on a slider from ${lower} to ${upper}${step ? ` in steps of ${step}` : ''}: the ` +
    'student types the number.',
} as const;

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
  const { lowerBound, upperBound, step } = interaction.attributes;
  const notes =
    interaction.name === 'sliderInteraction'
      ? [...base.notes, NUMERIC_QTI2_NOTES.slider(lowerBound ?? '?', upperBound ?? '?', step)]
      : base.notes;
  return {
    kind: 'read',
    description: { kind: 'numeric', ...base, notes, answers, units: [] },
  };
}

export const numericQti2Reader: FormatReader<Qti2Source, NumericDescription> = { claims, read };
