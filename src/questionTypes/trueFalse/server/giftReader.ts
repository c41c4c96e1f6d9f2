/**
 * GIFT true/false questions (`{T}`, `{TRUE}`, `{F}`, `{FALSE}`): the feedback after the first `#` is shown on a
 * wrong answer, after the second on a right one, as Moodle reads it.
 */
import { giftBase, giftFormat, giftPlain, type GiftSource } from '../../../../server/imports/giftSyntax';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { TrueFalseDescription } from './trueFalseDescription';

const claims = (source: GiftSource) => source.shape === 'truefalse';

function read(source: GiftSource): TypeRead<TrueFalseDescription> {
  const [value, wrong, right] = source.answers.split('#', 3);
  const correct = value!.trim().startsWith('T');
  const format = giftFormat(source);
  const onWrong = giftPlain(wrong ?? '', format);
  const onRight = giftPlain(right ?? '', format);
  const onTrue = correct ? onRight : onWrong;
  const onFalse = correct ? onWrong : onRight;
  return {
    kind: 'read',
    description: {
      kind: 'trueFalse',
      ...giftBase(source),
      correct,
      answerFeedback: { ...(onTrue ? { true: onTrue } : {}), ...(onFalse ? { false: onFalse } : {}) },
    },
  };
}

export const trueFalseGiftReader: FormatReader<GiftSource, TrueFalseDescription> = { claims, read };
