/**
 * The numeric functions of QTI 2's template expressions (ADR 280): rounding to significant figures or decimal
 * places (`roundTo`, `equalRounded`), `statsOperator` and `mathOperator`.
 */

/** `x` times ten to the `places`, in decimal (so 1.005 shifted by 2 is 100.5, not 100.49999). */
function shifted(x: number, places: number): number {
  const [mantissa, exponent = '0'] = String(x).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** `x` rounded half away from zero to `figures` significant figures, or decimal places. */
export function roundedTo(x: number, figures: number, significant: boolean): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  const magnitude = Number(Math.abs(x).toExponential().split('e')[1]);
  const places = significant ? figures - 1 - magnitude : figures;
  return Math.sign(x) * shifted(Math.round(shifted(Math.abs(x), places)), -places);
}

/** A statistic of a sample (NaN when the sample is too small for it); undefined for a name QTI does not define. */
export function stats(name: string, ns: readonly number[]): number | undefined {
  const n = ns.length;
  const mean = ns.reduce((a, b) => a + b, 0) / n;
  const squares = ns.reduce((sum, x) => sum + (x - mean) ** 2, 0);
  switch (name) {
    case 'mean':
      return mean;
    case 'sampleVariance':
      return n < 2 ? NaN : squares / (n - 1);
    case 'sampleSD':
      return n < 2 ? NaN : Math.sqrt(squares / (n - 1));
    case 'popVariance':
      return squares / n;
    case 'popSD':
      return Math.sqrt(squares / n);
    default:
      return undefined;
  }
}

type Unary = (x: number) => number;

const UNARY: ReadonlyMap<string, Unary> = new Map<string, Unary>([
  ['sin', Math.sin],
  ['cos', Math.cos],
  ['tan', Math.tan],
  ['sec', (x) => 1 / Math.cos(x)],
  ['csc', (x) => 1 / Math.sin(x)],
  ['cot', (x) => 1 / Math.tan(x)],
  ['asin', Math.asin],
  ['acos', Math.acos],
  ['atan', Math.atan],
  ['asec', (x) => Math.acos(1 / x)],
  ['acsc', (x) => Math.asin(1 / x)],
  ['acot', (x) => Math.atan(1 / x)],
  ['sinh', Math.sinh],
  ['cosh', Math.cosh],
  ['tanh', Math.tanh],
  ['sech', (x) => 1 / Math.cosh(x)],
  ['csch', (x) => 1 / Math.sinh(x)],
  ['coth', (x) => 1 / Math.tanh(x)],
  ['log', Math.log10],
  ['ln', Math.log],
  ['exp', Math.exp],
  ['abs', Math.abs],
  ['signum', Math.sign],
  ['floor', Math.floor],
  ['ceil', Math.ceil],
  ['toDegrees', (x) => (x * 180) / Math.PI],
  ['toRadians', (x) => (x * Math.PI) / 180],
]);

/** The functions whose result is an integer (`abs` keeps its operand's type). */
const INTEGER_RESULT = new Set(['signum', 'floor', 'ceil']);

/** A `mathOperator` by its name: what it computes of its operands, and whether its result is an integer. */
export function mathFunction(
  name: string,
): { readonly compute: (ns: readonly number[]) => number; readonly integer: boolean } | undefined {
  if (name === 'atan2') return { compute: ([y = NaN, x = NaN]) => Math.atan2(y, x), integer: false };
  const unary = UNARY.get(name);
  return unary && { compute: ([x = NaN]) => unary(x), integer: INTEGER_RESULT.has(name) };
}
