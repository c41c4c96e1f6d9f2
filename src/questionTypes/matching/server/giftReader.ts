/**
 * GIFT matching questions (`{=prompt -> answer …}`): each pair as written; `= -> answer` with no prompt adds a
 * distractor, as in Moodle.
 */
import {
  equalsAnswers,
  giftBase,
  giftFormat,
  giftPlain,
  plain,
  type GiftSource,
} from '../../../../server/imports/giftSyntax';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { matchingRead, type MatchingDescription } from './matchingDescription';

export const GIFT_MATCHING_REASONS = {
  noArrow: (written: string) =>
    `The matching answer "${written}" has no -> between its prompt and its answer.`,
} as const;

const claims = (source: GiftSource) => source.shape === 'match';

function read(source: GiftSource): TypeRead<MatchingDescription> {
  const format = giftFormat(source);
  const written = equalsAnswers(source.answers);
  const pairs: { prompt: string; answer: string }[] = [];
  for (const answer of written) {
    const arrow = answer.indexOf('->');
    if (arrow < 0) return { kind: 'unreadable', reason: GIFT_MATCHING_REASONS.noArrow(plain(answer)) };
    pairs.push({ prompt: giftPlain(answer.slice(0, arrow), format), answer: plain(answer.slice(arrow + 2)) });
  }
  const paired = pairs.filter((pair) => pair.prompt !== '' && pair.answer !== '');
  return matchingRead(
    giftBase(source),
    paired,
    pairs.filter((p) => p.prompt === '').map((p) => p.answer),
  );
}

export const matchingGiftReader: FormatReader<GiftSource, MatchingDescription> = { claims, read };
