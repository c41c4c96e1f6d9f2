/** Numeric written by a language model (ADR 207): the right value, its tolerance and its unit. */
import * as z from 'zod';
import {
  firstDefined,
  firstString,
  numberOf,
  numbered,
  tidy,
  type TypeGeneration,
} from '../../shared/domain/generation';

export interface NumericRead {
  title: string;
  value: number | null;
  tolerance: number | null;
  unit: string | null;
}

/** The type's piece, given the module's limits (passed in, so this file imports nothing of the module). */
export const numericGeneration = (limits: {
  readonly magnitude: number;
  readonly unit: number;
}): TypeGeneration<NumericRead> => ({
  schema: z.object({
    title: z.string(),
    value: z.number(),
    tolerance: z.number(),
    unit: z.string().nullable(),
  }),
  leadKey: 'title',
  read: (q, title) => ({
    title,
    value: numberOf(firstDefined(q, ['value', 'answer'])),
    tolerance: numberOf(firstDefined(q, ['tolerance'])),
    unit: firstString(q, ['unit']) ?? null,
  }),
  repair: (q, repairs) => {
    if (q.value === null || Math.abs(q.value) > limits.magnitude) return { drop: 'noNumber' };
    let tolerance = q.tolerance ?? 0;
    if (tolerance < 0 || tolerance > limits.magnitude) {
      tolerance = Math.min(Math.abs(tolerance), limits.magnitude);
      repairs.add('toleranceMended');
    }
    const unit = tidy(q.unit ?? '', Number.POSITIVE_INFINITY);
    if (unit !== (q.unit ?? '')) repairs.add('trimmed');
    const tooLong = unit.length > limits.unit;
    if (tooLong) repairs.add('unitRemoved');
    const units = unit === '' || tooLong ? [] : [{ unit, multiplier: 1 }];
    const match =
      tolerance === 0
        ? { kind: 'exact', value: q.value }
        : { kind: 'tolerance', value: q.value, tolerance, relative: false };
    return { definition: { answers: numbered([{ match, fraction: 1 }]), units } };
  },
});
