/**
 * The expressions of a QTI 2 item's template processing (ADR 280), computed as QTI's expression model defines
 * them: constants and variables, containers and random picks from them, matching, membership and logic here; the
 * expressions of numbers in qti2TemplateNumbers.ts. An expression the import does not compute makes the template
 * unresolvable, naming the element.
 */
import { NUMBER_OPERATORS } from './qti2TemplateNumbers';
import {
  attributeNumber,
  containerOf,
  sameValue,
  scalarOf,
  single,
  TEMPLATE_REASONS,
  TemplateUnresolvable,
  type Operator,
  type QtiValue,
  type Scalar,
  type Scope,
  type Value,
} from './qti2TemplateValues';
import { elements, textOf, type XmlElement } from './xmlTree';

/** How many times a `repeat` may repeat: a template asks for tens. */
const REPEAT_MAX = 1000;

/** The expressions that draw at random: a variable set by one is one of the item's drawn values. */
const DRAWS = new Set(['random', 'randomInteger', 'randomFloat']);

const truth = (value: Value, name: string): boolean | null => {
  if (value === null) return null;
  const held = value.values[0];
  if (value.cardinality !== 'single' || typeof held !== 'boolean')
    throw new TemplateUnresolvable(TEMPLATE_REASONS.unsupported(`${name} of a ${value.baseType}`));
  return held;
};

const bool = (value: boolean | null): Value => (value === null ? null : single('boolean', value));

/** The values of containers and singles together, NULLs left out (what `multiple` and `ordered` hold). */
function joined(cardinality: 'multiple' | 'ordered', values: readonly Value[]): Value {
  const held = values.filter((v): v is QtiValue => v !== null);
  return containerOf(
    cardinality,
    held[0]?.baseType ?? 'identifier',
    held.flatMap((v) => v.values),
  );
}

const same = (baseType: string, a: Scalar, b: Scalar) => sameValue(single(baseType, a), single(baseType, b));

/** Whether `whole` holds `part`: as a run of its values (ordered), or each value once (multiple). */
function holds(whole: QtiValue, part: QtiValue): boolean {
  if (whole.cardinality === 'ordered')
    return whole.values.some((_, i) =>
      part.values.every(
        (v, j) => j + i < whole.values.length && same(whole.baseType, whole.values[i + j]!, v),
      ),
    );
  const left = [...whole.values];
  return part.values.every((v) => {
    const at = left.findIndex((w) => same(whole.baseType, w, v));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

const OPERATORS: Readonly<Record<string, Operator>> = {
  ...NUMBER_OPERATORS,
  baseValue: (node) => {
    const baseType = node.attributes.baseType ?? 'string';
    const value = scalarOf(baseType, textOf(node));
    if (value === undefined)
      throw new TemplateUnresolvable(TEMPLATE_REASONS.value('a baseValue', textOf(node)));
    return single(baseType, value);
  },
  variable: (node, _, scope) => scope.variable(node.attributes.identifier ?? ''),
  correct: (node, _, scope) => scope.correct(node.attributes.identifier ?? ''),
  default: (node, _, scope) => scope.defaultOf(node.attributes.identifier ?? ''),
  null: () => null,
  isNull: (_, args) => single('boolean', args()[0] === null),
  multiple: (_, args) => joined('multiple', args()),
  ordered: (_, args) => joined('ordered', args()),
  containerSize: (_, args) => single('integer', args()[0]?.values.length ?? 0),
  random: (_, args, scope) => {
    const container = args()[0] ?? null;
    if (container === null) return null;
    return single(
      container.baseType,
      container.values[Math.floor(scope.random() * container.values.length)]!,
    );
  },
  index: (node, args, scope) => {
    const container = args()[0] ?? null;
    const n = attributeNumber(node.attributes.n, scope) ?? NaN;
    const held = container?.values[n - 1];
    return container === null || held === undefined ? null : single(container.baseType, held);
  },
  // Each repetition computes its expressions again: a random draw in it draws anew.
  repeat: (node, args, scope) => {
    const times = attributeNumber(node.attributes.numberRepeats, scope) ?? NaN;
    if (!Number.isInteger(times) || times > REPEAT_MAX)
      throw new TemplateUnresolvable(TEMPLATE_REASONS.unsupported(`repeat ${times} times`));
    return joined('ordered', Array.from({ length: Math.max(0, times) }, () => args()).flat());
  },
  match: (_, args) => {
    const [a = null, b = null] = args();
    return a === null || b === null ? null : single('boolean', sameValue(a, b));
  },
  and: (node, args) => {
    const all = args().map((v) => truth(v, node.name));
    return bool(all.includes(false) ? false : all.includes(null) ? null : true);
  },
  or: (node, args) => {
    const all = args().map((v) => truth(v, node.name));
    return bool(all.includes(true) ? true : all.includes(null) ? null : false);
  },
  not: (node, args) => {
    const value = truth(args()[0] ?? null, node.name);
    return bool(value === null ? null : !value);
  },
  member: (_, args) => {
    const [value = null, container = null] = args();
    if (value === null || container === null) return null;
    return single(
      'boolean',
      container.values.some((v) => same(container.baseType, v, value.values[0]!)),
    );
  },
  contains: (_, args) => {
    const [container = null, part = null] = args();
    return container === null || part === null ? null : single('boolean', holds(container, part));
  },
};

/** The value of one expression of the template. */
export function evaluate(node: XmlElement, scope: Scope): Value {
  scope.step();
  // Never one of Object's own (`toString`, `valueOf`), whatever the element's name.
  const operator = Object.hasOwn(OPERATORS, node.name) ? OPERATORS[node.name] : undefined;
  if (!operator) throw new TemplateUnresolvable(TEMPLATE_REASONS.unsupported(node.name));
  return operator(node, () => elements(node).map((e) => evaluate(e, scope)), scope);
}

/** Whether an expression draws at random anywhere inside it. */
export const draws = (node: XmlElement): boolean => DRAWS.has(node.name) || elements(node).some(draws);
