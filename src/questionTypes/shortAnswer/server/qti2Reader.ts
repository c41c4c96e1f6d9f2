/**
 * QTI 2 short-answer items: one textEntryInteraction of a text (`baseType` string), its accepted answers the
 * correct response and the positive mapping (case matters unless a map entry says `caseSensitive="false"`).
 */
import { isNumeric, textAnswers } from '../../../../server/imports/qti2Answers';
import { qti2Base } from '../../../../server/imports/qti2Description';
import type { Qti2Source } from '../../../../server/imports/qti2Item';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { SHORT_ANSWER_REASONS, type ShortAnswerDescription } from './shortAnswerDescription';

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 &&
  source.interactions[0]!.name === 'textEntryInteraction' &&
  !isNumeric(source.item, source.interactions[0]!);

function read(source: Qti2Source): TypeRead<ShortAnswerDescription> {
  const interaction = source.interactions[0]!;
  const answers = textAnswers(source.item, interaction);
  if (answers.length === 0) return { kind: 'unreadable', reason: SHORT_ANSWER_REASONS.noAnswer };
  return { kind: 'read', description: { kind: 'shortAnswer', ...qti2Base(source, interaction), answers } };
}

export const shortAnswerQti2Reader: FormatReader<Qti2Source, ShortAnswerDescription> = { claims, read };
