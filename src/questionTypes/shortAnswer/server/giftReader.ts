/**
 * GIFT short-answer questions (`{=answer =%50%partly#feedback}`): every answer is accepted, fully unless a `%n%`
 * weight says otherwise (`=%0%` answers a known wrong answer with its feedback); case never matters, as in Moodle's
 * GIFT import.
 */
import {
  equalsAnswers,
  giftAnswer,
  giftBase,
  giftFormat,
  weighted,
  type GiftSource,
} from '../../../../server/imports/giftSyntax';
import type { TextAnswer } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { SHORT_ANSWER_REASONS, type ShortAnswerDescription } from './shortAnswerDescription';

const claims = (source: GiftSource) => source.shape === 'shortanswer';

function read(source: GiftSource): TypeRead<ShortAnswerDescription> {
  const format = giftFormat(source);
  const answers: TextAnswer[] = equalsAnswers(source.answers).flatMap((written) => {
    const { weight, rest } = weighted(written, 100);
    const { text, feedback } = giftAnswer(rest, format);
    return text === '' || weight < 0
      ? []
      : [
          {
            text,
            fraction: Number((weight / 100).toFixed(7)),
            caseSensitive: false,
            ...(feedback ? { feedback } : {}),
          },
        ];
  });
  if (!answers.some((answer) => answer.fraction > 0))
    return { kind: 'unreadable', reason: SHORT_ANSWER_REASONS.noAnswer };
  return { kind: 'read', description: { kind: 'shortAnswer', ...giftBase(source), answers } };
}

export const shortAnswerGiftReader: FormatReader<GiftSource, ShortAnswerDescription> = { claims, read };
