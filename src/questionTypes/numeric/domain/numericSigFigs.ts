/**
 * Significant figures (ADR 378), counted from the digits a student wrote (the canonical form of numericParse:
 * `-1.50`, `6.02e23`), as STACK's answer tests count them: leading zeros never count; every digit after the first
 * nonzero one counts when a decimal point is written (`1.50` has 3, `100.` has 3); trailing zeros of a number
 * without a point may or may not (`1200` has 2 to 4); a zero has one figure, or as many as its decimals (`0.00` has
 * 2). Accuracy follows STACK's NumSigFigs: the accepted value rounded to n figures, and the student's number within
 * half a unit of its n-th figure.
 */

/** How many significant figures a written number has: exactly `lower` when `lower === upper`, else either. */
export interface SigFigCount {
  readonly lower: number;
  readonly upper: number;
}

const WRITTEN = /^[-+]?(\d*)(?:\.(\d*))?(?:[eE][-+]?\d+)?$/;

/** The significant figures of a written number, or undefined when it is not one. */
export function sigFigsOf(written: string): SigFigCount | undefined {
  const found = WRITTEN.exec(written.trim());
  if (!found) return undefined;
  const whole = found[1] ?? '';
  const decimals = found[2];
  if (whole === '' && (decimals === undefined || decimals === '')) return undefined;
  const digits = (whole + (decimals ?? '')).replace(/^0+/, '');
  if (digits === '') {
    const count = Math.max(1, decimals?.length ?? 0);
    return { lower: count, upper: count };
  }
  if (decimals !== undefined) return { lower: digits.length, upper: digits.length };
  const trailing = /0*$/.exec(digits)![0].length;
  return { lower: digits.length - trailing, upper: digits.length };
}

/** The power of ten of a number's first significant figure (`0.0123` → -2), read from its decimal form. */
function leadingPower(value: number): number {
  return Number(Math.abs(value).toExponential(14).split('e')[1]);
}

/**
 * A value rounded to `figures` significant figures, half away from zero on its decimal digits (`0.04985` to 3 is
 * `0.0499`, though its nearest double lies below), as STACK rounds a teacher's answer.
 */
export function roundToFigures(value: number, figures: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const [significand, power] = Math.abs(value).toExponential(14).split('e');
  const scaled = Number(significand) * 10 ** (figures - 1);
  // The significand's 15 digits settle a decimal half (4.98500000000000 is a half, whatever the double is).
  const rounded = Math.round(Number(scaled.toPrecision(15)));
  return Math.sign(value) * Number(`${rounded}e${Number(power) - figures + 1}`);
}

/**
 * A student's number cut to `figures` significant figures as its double rounds (ADR 391): half away from zero on the
 * binary value, so a written half falls as the number stored falls (0.145 is 0.1449999… and goes down, 82.5 goes
 * up), as STACK rounds a student's surplus figures for "at least n".
 */
export function roundStoredToFigures(value: number, figures: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const shift = figures - 1 - leadingPower(value);
  const magnitude = Math.abs(value);
  const rounded =
    shift >= 0
      ? Math.round(magnitude * 10 ** shift) / 10 ** shift
      : Math.round(magnitude / 10 ** -shift) * 10 ** -shift;
  return Math.sign(value) * rounded;
}

/**
 * Whether a number agrees with an accepted value to `figures` significant figures: within half a unit of the
 * accepted value's `figures`-th figure, once the accepted value is rounded to them (STACK's NumSigFigs).
 */
export function agreesToFigures(value: number, accepted: number, figures: number): boolean {
  if (Math.sign(value) !== Math.sign(accepted) && value !== 0 && accepted !== 0) return false;
  const rounded = roundToFigures(accepted, figures);
  const unit = rounded === 0 ? 10 ** -figures : 10 ** (leadingPower(rounded) - figures + 1);
  // In units of that figure, so that tiny and huge magnitudes compare alike (1e-30 is never 0).
  return Math.abs(value / unit - rounded / unit) < 0.5 * (1 - 1e-12);
}
