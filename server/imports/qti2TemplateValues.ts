/**
 * The values of a QTI 2 item's template processing (ADR 280), as QTI defines them: NULL, or a container of one
 * (`single`) or more (`multiple`, `ordered`) values of one base type; read from the text of a `baseValue` or a
 * declaration's `value`s, and written back as text the way a QTI delivery engine prints them.
 */
import { descendants, elements, textOf, type XmlElement } from './xmlTree';

export type Scalar = number | string | boolean;

export interface QtiValue {
  readonly cardinality: 'single' | 'multiple' | 'ordered';
  readonly baseType: string;
  readonly values: readonly Scalar[];
}

/** NULL is `null`; an empty container is NULL too, as QTI treats it. */
export type Value = QtiValue | null;

/** Why an item's templates cannot be drawn once, in the words the report appends to the item's skip reason. */
export const TEMPLATE_REASONS = {
  unsupported: (name: string) => `Its template uses ${name}, which the import does not compute.`,
  constraint: (tries: number) => `No draw of ${tries} met its templateConstraint.`,
  tooLong: 'Its template asks for more computing than an import does.',
  notANumber: (written: string) => `Its template reads "${written}" as a number, and it holds none.`,
  notDeclared: (identifier: string) => `Its template uses ${identifier}, which it does not declare.`,
  value: (identifier: string, written: string) =>
    `Its template gives ${identifier} the value "${written}", which is not of the type it declares.`,
} as const;

/** Why an item's templates cannot be drawn: a sentence for the report, naming what could not be computed. */
export class TemplateUnresolvable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const single = (baseType: string, value: Scalar): QtiValue => ({
  cardinality: 'single',
  baseType,
  values: [value],
});

export const containerOf = (
  cardinality: QtiValue['cardinality'],
  baseType: string,
  values: readonly Scalar[],
): Value => (values.length === 0 ? null : { cardinality, baseType, values });

export const isNumeric = (value: QtiValue) => value.baseType === 'integer' || value.baseType === 'float';

/** A value's text read as its base type; undefined when it is not one (a float `abc`, an integer `1.5`). */
export function scalarOf(baseType: string, text: string): Scalar | undefined {
  const trimmed = text.trim();
  switch (baseType) {
    case 'integer':
    case 'float': {
      const number = trimmed === '' ? NaN : Number(trimmed);
      if (!Number.isFinite(number)) return undefined;
      return baseType === 'integer' && !Number.isInteger(number) ? undefined : number;
    }
    case 'boolean':
      return /^(true|1)$/.test(trimmed) ? true : /^(false|0)$/.test(trimmed) ? false : undefined;
    case 'string':
      return text;
    default:
      return trimmed;
  }
}

/**
 * The value a declaration gives in its `defaultValue` or `correctResponse` (`part`), by its cardinality and base
 * type; NULL when it gives none. A value that is not of its base type makes the template unresolvable.
 */
export function declaredValue(declaration: XmlElement, part: 'defaultValue' | 'correctResponse'): Value {
  const holder = elements(declaration, part)[0];
  if (!holder) return null;
  const baseType = declaration.attributes.baseType ?? 'string';
  const values = descendants(holder, 'value').map((v) => {
    const scalar = scalarOf(baseType, textOf(v));
    if (scalar === undefined)
      throw new TemplateUnresolvable(
        TEMPLATE_REASONS.value(declaration.attributes.identifier ?? '', textOf(v)),
      );
    return scalar;
  });
  const cardinality = declaration.attributes.cardinality;
  if (cardinality === 'record')
    throw new TemplateUnresolvable(
      TEMPLATE_REASONS.value(declaration.attributes.identifier ?? '', 'a record'),
    );
  return containerOf(
    cardinality === 'multiple' || cardinality === 'ordered' ? cardinality : 'single',
    baseType,
    values,
  );
}

/** The two values are the same, as QTI's `match` compares them (a `multiple` container in any order). */
export function sameValue(a: QtiValue, b: QtiValue): boolean {
  if (a.cardinality !== b.cardinality || a.values.length !== b.values.length) return false;
  const key = (v: Scalar) => (typeof v === 'string' ? `s${v}` : typeof v === 'number' ? `n${v}` : `b${v}`);
  const left = a.values.map(key);
  const right = b.values.map(key);
  if (a.cardinality === 'multiple') {
    left.sort();
    right.sort();
  }
  return left.every((k, i) => k === right[i]);
}

/** A number without the noise of binary floats (`0.1 + 0.2` is 0.3): twelve significant figures at most. */
export const plainNumber = (n: number) =>
  Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12)));

/** A single value as QTI prints it when no format is given: numbers plainly, booleans as true and false. */
export const scalarText = (value: Scalar) => (typeof value === 'number' ? plainNumber(value) : String(value));

/** A value as text: a container's values joined by `delimiter` (QTI's default `;`), NULL as nothing. */
export const valueText = (value: Value, delimiter = ';') =>
  value === null ? '' : value.values.map(scalarText).join(delimiter);

/** What an expression reads besides its own elements. */
export interface Scope {
  /** The template's pseudo-random generator: a number in [0, 1). */
  readonly random: () => number;
  readonly variable: (identifier: string) => Value;
  readonly correct: (identifier: string) => Value;
  readonly defaultOf: (identifier: string) => Value;
  /** Counts one step of work; throws when a template asks for more than an import computes. */
  readonly step: () => void;
}

/** An expression's operator: its element, its operands' values (computed again at each call), and the scope. */
export type Operator = (node: XmlElement, args: () => Value[], scope: Scope) => Value;

/** A number an attribute gives, or the one a template variable it names holds (`{n}`, or `n` as Exo+ writes it). */
export function attributeNumber(written: string | undefined, scope: Scope): number | undefined {
  const text = written?.trim() ?? '';
  if (text === '') return undefined;
  const number = Number(text);
  if (Number.isFinite(number)) return number;
  const name = /^\{?([A-Za-z_][\w.-]*)\}?$/.exec(text)?.[1];
  const value = name === undefined ? null : scope.variable(name);
  const held = value?.cardinality === 'single' ? value.values[0] : undefined;
  if (typeof held !== 'number') throw new TemplateUnresolvable(TEMPLATE_REASONS.notANumber(text));
  return held;
}
