/**
 * How the parts of a measured numeric answer fared (ADR 380, 384), as the review sends them: the value (its accepted
 * answer's full share, part of it, or nothing), and the unit and the significant figures asked, each right or not on
 * its own. Only the wire's shape: the parts are recomputed from the saved answer by the scoring's rules
 * (numeric.ts), so the student page never loads the unit table.
 * @publicModule the take contract, the results contract and the review read it.
 */
import * as z from 'zod';

export const MeasuredPartsSchema = z.object({
  value: z.enum(['full', 'partial', 'none']),
  /** The unit asked and whether the answer's unit is it or an equivalent (a number alone: as its rule says). */
  unit: z.object({ symbol: z.string(), right: z.boolean() }).optional(),
  /** The figures asked and whether the answer has them. */
  sigFigs: z
    .object({ rule: z.enum(['exactly', 'atLeast']), count: z.number().int(), right: z.boolean() })
    .optional(),
});
export type MeasuredParts = z.infer<typeof MeasuredPartsSchema>;
