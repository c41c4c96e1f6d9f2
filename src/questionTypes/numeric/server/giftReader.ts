/**
 * GIFT numerical questions (`{#answers}`): `value`, `value:tolerance` or `min..max`, several as `=%n%value:t#feedback`,
 * and `~#feedback` for any other answer; as Moodle reads them (a range is its middle value with half its width as
 * the tolerance).
 */
import {
  equalsAnswers,
  giftAnswer,
  giftBase,
  giftFormat,
  restore,
  weighted,
  type GiftSource,
} from '../../../../server/imports/giftSyntax';
import {
  numberOf,
  withFeedback,
  type NumericAnswer,
  type NumericMatch,
} from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { NUMERIC_REASONS, type NumericDescription } from './numericDescription';

const claims = (source: GiftSource) => source.shape === 'numerical';

/** What `value`, `value:tolerance` or `min..max` accepts, or undefined when it is not numbers. */
function matchOf(written: string): NumericMatch | undefined {
  const range = written.indexOf('..');
  if (range > 0) {
    const min = numberOf(written.slice(0, range));
    const max = numberOf(written.slice(range + 2));
    return min === undefined || max === undefined
      ? undefined
      : { kind: 'range', min: Math.min(min, max), max: Math.max(min, max) };
  }
  const colon = written.indexOf(':');
  const value = numberOf(colon > 0 ? written.slice(0, colon) : written);
  const tolerance = colon > 0 ? numberOf(written.slice(colon + 1)) : 0;
  if (value === undefined || tolerance === undefined) return undefined;
  return tolerance > 0
    ? { kind: 'tolerance', value, tolerance: Math.abs(tolerance), relative: false }
    : { kind: 'exact', value };
}

function read(source: GiftSource): TypeRead<NumericDescription> {
  const format = giftFormat(source);
  let section = source.answers.slice(1);
  const tilde = section.indexOf('~');
  const wrong = tilde >= 0 ? section.slice(tilde + 1) : undefined;
  if (tilde >= 0) section = section.slice(0, tilde);
  const answers: NumericAnswer[] = [];
  for (const written of equalsAnswers(section)) {
    const { weight, rest } = weighted(written, 100);
    const { text, feedback } = giftAnswer(rest, format);
    const match = matchOf(text);
    if (!match) return { kind: 'unreadable', reason: NUMERIC_REASONS.notANumber(restore(text)) };
    answers.push(withFeedback({ match, fraction: Number((weight / 100).toFixed(7)) }, feedback));
  }
  if (wrong !== undefined)
    answers.push(
      withFeedback({ match: { kind: 'any' }, fraction: 0 }, giftAnswer(wrong.replace(/^#/, ''), format).text),
    );
  if (!answers.some((a) => a.fraction > 0)) return { kind: 'unreadable', reason: NUMERIC_REASONS.noAnswer };
  return { kind: 'read', description: { kind: 'numeric', ...giftBase(source), answers, units: [] } };
}

export const numericGiftReader: FormatReader<GiftSource, NumericDescription> = { claims, read };
