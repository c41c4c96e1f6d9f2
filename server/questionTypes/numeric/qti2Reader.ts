/**
 * QTI 2 numeric items: one textEntryInteraction of a number (`baseType` float or integer): the correct response
 * and positive mapping, within the tolerance the response processing compares with (absolute or relative).
 */
import { SKIP_REASONS } from '../../imports/itemNotes';
import { fromTemplate, isNumeric, numericAnswers } from '../../imports/qti2Answers';
import { qti2Base } from '../../imports/qti2Description';
import type { Qti2Source } from '../../imports/qti2Item';
import type { FormatReader, TypeRead } from '../questionType';
import { NUMERIC_REASONS, type NumericDescription } from './numericDescription';

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 &&
  source.interactions[0]!.name === 'textEntryInteraction' &&
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
  return {
    kind: 'read',
    description: { kind: 'numeric', ...qti2Base(source, interaction), answers, units: [] },
  };
}

export const numericQti2Reader: FormatReader<Qti2Source, NumericDescription> = { claims, read };
