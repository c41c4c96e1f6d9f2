/**
 * What the numeric question's editor changes (ADR 198), as pure functions of the definition: an accepted answer
 * switched to another kind keeps its number, and the units list stays converted to its first unit when that one is
 * removed. The editor sends the results as `numeric.setMatch` and `numeric.setUnits`.
 * @publicModule calculated uses it.
 */
import { NUMERIC_LIMITS, type NumericDefinition, type NumericMatch } from './numeric';

export type NumericMatchKind = NumericMatch['kind'];
export const NUMERIC_MATCH_KINDS: readonly NumericMatchKind[] = ['exact', 'tolerance', 'range'];

type Units = NumericDefinition['units'];

/** A quotient without floating point noise (0.07 × 100 is 7, not 7.000000000000001). */
const clean = (value: number) => Number(value.toPrecision(12));

/** A share (0.05) as the percent the author reads and writes (5). */
export const asPercent = (share: number): number => clean(share * 100);
/** A percent the author wrote (5) as the share stored (0.05). */
export const asShare = (percent: number): number => clean(percent / 100);
/** A percent of the points the author wrote as the share stored: never above all of them (a tolerance may be). */
export const asPointsShare = (percent: number): number => asShare(Math.min(percent, 100));

/** The match as another kind: the value it had becomes the new kind's value (a range starts and ends on it). */
export function withKind(match: NumericMatch, kind: NumericMatchKind): NumericMatch {
  if (match.kind === kind) return match;
  const value = match.kind === 'range' ? match.min : match.value;
  switch (kind) {
    case 'exact':
      return { kind, value };
    case 'tolerance':
      return { kind, value, tolerance: 0, relative: false };
    case 'range':
      return { kind, min: value, max: value };
  }
}

/**
 * The tolerance as an amount or as a share of the value; the number the author wrote stays what it was in the
 * other form (±5 becomes ±5 %, not ±500 %).
 */
export function withRelative(match: NumericMatch, relative: boolean): NumericMatch {
  if (match.kind !== 'tolerance' || match.relative === relative) return match;
  const tolerance = relative ? asShare(match.tolerance) : asPercent(match.tolerance);
  return { ...match, relative, tolerance: Math.min(tolerance, NUMERIC_LIMITS.magnitude) };
}

/** A new unit at the end: no name yet, worth one of the first unit. */
export const withUnitAdded = (units: Units): Units => [...units, { unit: '', multiplier: 1 }];

/** One unit renamed. */
export const withUnitName = (units: Units, index: number, unit: string): Units =>
  units.map((entry, at) => (at === index ? { ...entry, unit } : entry));

/** One unit's multiplier to the first unit (the first unit's own is always 1). */
export const withMultiplier = (units: Units, index: number, multiplier: number): Units =>
  index === 0 ? units : units.map((entry, at) => (at === index ? { ...entry, multiplier } : entry));

/**
 * The units without one. Removing the first makes the next the first: every multiplier is divided by its multiplier,
 * so each unit still means the same amount (km first, m 0.001: without km, m is 1 and a cm added later 0.01).
 */
export function withoutUnit(units: Units, index: number): Units {
  const rest = units.filter((_, at) => at !== index);
  if (index !== 0 || rest.length === 0) return rest;
  const base = rest[0]!.multiplier;
  return rest.map((entry, at) => ({ ...entry, multiplier: at === 0 ? 1 : clean(entry.multiplier / base) }));
}
