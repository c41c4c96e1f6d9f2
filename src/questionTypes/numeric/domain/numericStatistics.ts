/**
 * What a numeric question adds to the quiz statistics (ADR 198, 391): the answers given, as values, most frequent
 * first; and for a measured answer (ADR 380) each part asked with how many of the answers given earned it — the
 * value its accepted answer's full share, the unit and the significant figures each right on its own.
 */
import { mostFrequent } from '../../shared/domain/answerCounts';
import type { MeasuredPartStatistics } from '../../shared/domain/questionType';
import type { MeasuredParts } from './numericReview';

/** How many of the most frequent answers the statistics list. */
export const NUMERIC_DISTRIBUTION_SHOWN = 10;

/** One answer given, read by the question's rules: its value (undefined when not a number) and its parts. */
export interface ReadNumericAnswer {
  readonly answer: string;
  readonly value: number | undefined;
  readonly parts: MeasuredParts | undefined;
}

/** Per part asked, in the order value, unit, figures: the answers that had it judged and those that earned it. */
export function measuredPartStatistics(parts: readonly MeasuredParts[]): MeasuredPartStatistics[] {
  const rows: MeasuredPartStatistics[] = [];
  const count = (part: MeasuredPartStatistics['part'], judged: readonly boolean[]) => {
    if (judged.length > 0) rows.push({ part, attempts: judged.length, right: judged.filter(Boolean).length });
  };
  count(
    'value',
    parts.map((p) => p.value === 'full'),
  );
  count(
    'unit',
    parts.flatMap((p) => (p.unit ? [p.unit.right] : [])),
  );
  count(
    'sigFigs',
    parts.flatMap((p) => (p.sigFigs ? [p.sigFigs.right] : [])),
  );
  return rows;
}

export function numericStatistics(answers: readonly ReadNumericAnswer[]) {
  // Answers of the same value are one, shown as the value (`1,5` and `1.50` are 1.5).
  const values = answers.map(({ answer, value }) => {
    // To 12 figures, so that a unit's conversion noise (1.0 cm is 10.000000000000002 mm) is not another value.
    const key = value === undefined ? answer : String(Number(value.toPrecision(12)));
    return { key, text: key };
  });
  const parts = answers.flatMap((a) => (a.parts ? [a.parts] : []));
  return {
    answerDistribution: mostFrequent(values, NUMERIC_DISTRIBUTION_SHOWN),
    ...(parts.length > 0 ? { measuredParts: measuredPartStatistics(parts) } : {}),
  };
}
