/**
 * The expressions of numbers in a QTI 2 item's template processing (ADR 280), as QTI's expression model defines
 * them: random integers and floats, arithmetic (an integer result while every operand is an integer), rounding,
 * `gcd`, `lcm`, `min` and `max` (of containers too), statistics, mathematical functions and constants, and the
 * comparisons of numbers (`equal` with its tolerance, `equalRounded`, `lt`, `lte`, `gt`, `gte`). A NULL operand
 * makes the result NULL, as does a division by zero or a result that is not a finite number.
 */
import { mathFunction, roundedTo, stats } from './qti2TemplateMath';
import {
  attributeNumber,
  isNumeric,
  single,
  TEMPLATE_REASONS,
  TemplateUnresolvable,
  type Operator,
  type Scope,
  type Value,
} from './qti2TemplateValues';
import type { XmlElement } from './xmlTree';

const unsupported = (what: string) => new TemplateUnresolvable(TEMPLATE_REASONS.unsupported(what));

/**
 * The numbers of the values (each one's own, or a container's with `containers`), and whether all are integers;
 * null when one of them is NULL.
 */
function numbers(values: readonly Value[], name: string, containers = false) {
  const found: number[] = [];
  let integer = true;
  for (const value of values) {
    if (value === null) return null;
    if (!isNumeric(value) || (!containers && value.cardinality !== 'single'))
      throw unsupported(`${name} of a ${value.baseType}`);
    integer &&= value.baseType === 'integer';
    for (const n of value.values as number[]) found.push(n);
  }
  return found.length === 0 ? null : { numbers: found, integer };
}

const numberValue = (n: number, integer: boolean): Value =>
  Number.isFinite(n) ? single(integer && Number.isInteger(n) ? 'integer' : 'float', n) : null;

/** An operator computed from the numbers of its operands and whether all of them are integers. */
const ofNumbers =
  (compute: (ns: number[], integer: boolean) => Value, containers = false): Operator =>
  (node, args) => {
    const found = numbers(args(), node.name, containers);
    return found && compute(found.numbers, found.integer);
  };

const gcdOf = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdOf(b, a % b));

/** `gcd` and `lcm`: of integers only, as QTI defines them, in containers too. */
const ofIntegers =
  (compute: (ns: number[]) => number): Operator =>
  (node, args) => {
    const found = numbers(args(), node.name, true);
    if (found && !found.integer) throw unsupported(`${node.name} of a float`);
    return found && numberValue(compute(found.numbers), true);
  };

/** `equal`'s comparison of two numbers, within its tolerance (absolute, or relative in per cent). */
function equalWithin(node: XmlElement, a: number, b: number, scope: Scope): boolean {
  const mode = node.attributes.toleranceMode ?? 'exact';
  if (mode === 'exact') return a === b;
  const [low = 0, high = low] = (node.attributes.tolerance ?? '0')
    .trim()
    .split(/\s+/)
    .map((t) => attributeNumber(t, scope) ?? 0);
  const [from, to] = mode === 'relative' ? [a * (1 - low / 100), a * (1 + high / 100)] : [a - low, a + high];
  const lower = node.attributes.includeLowerBound === 'false' ? b > from : b >= from;
  const upper = node.attributes.includeUpperBound === 'false' ? b < to : b <= to;
  return lower && upper;
}

/** The `figures` of `roundTo` and `equalRounded`, with their rounding mode. */
export function rounding(node: XmlElement, scope: Scope) {
  const figures = attributeNumber(node.attributes.figures, scope) ?? NaN;
  const significant = node.attributes.roundingMode !== 'decimalPlaces';
  if (!Number.isInteger(figures) || figures < (significant ? 1 : 0) || figures > 20)
    throw unsupported(`${node.name} to ${figures} figures`);
  return { figures, significant };
}

const comparing =
  (test: (a: number, b: number, node: XmlElement, scope: Scope) => boolean): Operator =>
  (node, args, scope) => {
    const found = numbers(args(), node.name);
    if (!found) return null;
    const [a = 0, b = 0] = found.numbers;
    return single('boolean', test(a, b, node, scope));
  };

export const NUMBER_OPERATORS: Readonly<Record<string, Operator>> = {
  randomInteger: (node, _, scope) => {
    const min = attributeNumber(node.attributes.min, scope) ?? 0;
    const max = attributeNumber(node.attributes.max, scope) ?? NaN;
    const step = attributeNumber(node.attributes.step, scope) ?? 1;
    const count = Math.floor((max - min) / step) + 1;
    if (![min, max, step].every(Number.isInteger) || step < 1 || !(count >= 1))
      throw unsupported(`randomInteger from ${min} to ${max}`);
    return single('integer', min + step * Math.floor(scope.random() * count));
  },
  randomFloat: (node, _, scope) => {
    const min = attributeNumber(node.attributes.min, scope) ?? 0;
    const max = attributeNumber(node.attributes.max, scope) ?? NaN;
    if (!(max >= min)) throw unsupported(`randomFloat from ${min} to ${max}`);
    return single('float', min + scope.random() * (max - min));
  },
  sum: ofNumbers((ns, integer) =>
    numberValue(
      ns.reduce((a, b) => a + b, 0),
      integer,
    ),
  ),
  product: ofNumbers((ns, integer) =>
    numberValue(
      ns.reduce((a, b) => a * b, 1),
      integer,
    ),
  ),
  subtract: ofNumbers(([a = 0, b = 0], integer) => numberValue(a - b, integer)),
  divide: ofNumbers(([a = 0, b = 0]) => (b === 0 ? null : numberValue(a / b, false))),
  // Rounded down, as QTI defines it: -7 divided by 2 is -4, and its modulus 1.
  integerDivide: ofNumbers(([a = 0, b = 0]) => (b === 0 ? null : numberValue(Math.floor(a / b), true))),
  integerModulus: ofNumbers(([a = 0, b = 0]) =>
    b === 0 ? null : numberValue(a - b * Math.floor(a / b), true),
  ),
  power: ofNumbers(([a = 0, b = 0]) => numberValue(a ** b, false)),
  // Half rounds up, toward positive infinity: 2.5 is 3, -2.5 is -2.
  round: ofNumbers(([a = 0]) => numberValue(Math.floor(a + 0.5), true)),
  truncate: ofNumbers(([a = 0]) => numberValue(Math.trunc(a), true)),
  integerToFloat: ofNumbers(([a = 0]) => numberValue(a, false)),
  gcd: ofIntegers((ns) => ns.reduce(gcdOf, 0)),
  lcm: ofIntegers((ns) =>
    ns.some((n) => n === 0) ? 0 : ns.reduce((a, b) => Math.abs(a * b) / gcdOf(a, b), 1),
  ),
  min: ofNumbers(
    (ns, integer) =>
      numberValue(
        ns.reduce((a, b) => Math.min(a, b)),
        integer,
      ),
    true,
  ),
  max: ofNumbers(
    (ns, integer) =>
      numberValue(
        ns.reduce((a, b) => Math.max(a, b)),
        integer,
      ),
    true,
  ),
  roundTo: (node, args, scope) => {
    const found = numbers(args(), node.name);
    if (!found) return null;
    const { figures, significant } = rounding(node, scope);
    return numberValue(roundedTo(found.numbers[0]!, figures, significant), false);
  },
  statsOperator: (node, args) => {
    const found = numbers(args(), node.name, true);
    if (!found) return null;
    const name = node.attributes.name ?? '';
    const result = stats(name, found.numbers);
    if (result === undefined) throw unsupported(`statsOperator ${name}`);
    return numberValue(result, false);
  },
  mathOperator: (node, args) => {
    const found = numbers(args(), node.name);
    if (!found) return null;
    const name = node.attributes.name ?? '';
    const fn = mathFunction(name);
    if (!fn) throw unsupported(`mathOperator ${name}`);
    return numberValue(fn.compute(found.numbers), fn.integer || (name === 'abs' && found.integer));
  },
  mathConstant: (node) => {
    const name = node.attributes.name ?? '';
    if (name !== 'pi' && name !== 'e') throw unsupported(`mathConstant ${name}`);
    return single('float', name === 'pi' ? Math.PI : Math.E);
  },
  equal: comparing((a, b, node, scope) => equalWithin(node, a, b, scope)),
  equalRounded: comparing((a, b, node, scope) => {
    const { figures, significant } = rounding(node, scope);
    return roundedTo(a, figures, significant) === roundedTo(b, figures, significant);
  }),
  lt: comparing((a, b) => a < b),
  lte: comparing((a, b) => a <= b),
  gt: comparing((a, b) => a > b),
  gte: comparing((a, b) => a >= b),
};
