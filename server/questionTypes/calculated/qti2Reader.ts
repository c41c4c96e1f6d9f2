/**
 * QTI 2 items that are a calculated question (ADR 291): template variables of numbers only, each drawn by
 * `randomInteger` or `randomFloat` (or a `randomInteger` divided by a power of ten, as the console writes a variable
 * with decimals), the correct response computed from them by arithmetic (sum, subtract, product, divide, power,
 * round, min, max, and QTI 2.2's mathOperator of the functions the console has), one textEntryInteraction, its
 * `printedVariable`s in the text, and the response compared with the correct one (exactly or within a tolerance).
 * Such an item is the console's calculated question, drawn for each student; any other item with templates is
 * drawn once (ADR 280).
 */
import {
  writeFormula,
  type Formula,
} from '../../../src/domain/quiz/questionTypes/calculated/calculatedFormula';
import { qti2Base } from '../../imports/qti2Description';
import { qti2Source, type Qti2Source } from '../../imports/qti2Item';
import { descendants, elements, textOf, type XmlChild, type XmlElement } from '../../imports/xmlTree';
import { numberOf } from '../description';
import type { FormatReader, TypeRead } from '../questionType';
import type { CalculatedDescription } from './calculatedDescription';

type Variable = CalculatedDescription['variables'][number];

interface Calculated {
  readonly item: XmlElement;
  readonly variables: readonly Variable[];
  readonly formula: Formula;
  readonly tolerance: number;
  readonly relative: boolean;
  readonly decimals: number;
}

class NotCalculated extends Error {}
const refuse = (): never => {
  throw new NotCalculated();
};

const NAME = /^[A-Za-z_]\w*$/;
const N_ARY: Readonly<Record<string, '+' | '*'>> = { sum: '+', product: '*' };
const BINARY: Readonly<Record<string, '-' | '/' | '^'>> = { subtract: '-', divide: '/', power: '^' };
/** QTI 2.2's mathOperator names, as the console's functions. */
const MATH: Readonly<Record<string, string>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  asin: 'asin',
  acos: 'acos',
  atan: 'atan',
  exp: 'exp',
  ln: 'ln',
  log: 'log10',
  abs: 'abs',
  floor: 'floor',
  ceil: 'ceil',
};

/** A QTI expression as a formula of the named variables (derived ones written in), or refused. */
function formulaOf(node: XmlElement, known: ReadonlyMap<string, Formula>): Formula {
  const args = () => elements(node).map((child) => formulaOf(child, known));
  if (node.name === 'baseValue') {
    if (!/^(float|integer)$/.test(node.attributes.baseType ?? '')) refuse();
    return { kind: 'number', value: numberOf(textOf(node)) ?? refuse() };
  }
  if (node.name === 'variable') return known.get(node.attributes.identifier ?? '') ?? refuse();
  if (node.name in N_ARY) {
    const [first, ...rest] = args();
    if (!first) refuse();
    return rest.reduce<Formula>(
      (left, right) => ({ kind: 'binary', op: N_ARY[node.name]!, left, right }),
      first!,
    );
  }
  if (node.name in BINARY) {
    const [left, right, more] = args();
    if (!left || !right || more) refuse();
    // A square root is written as a power of 0.5 (QTI 2.1 has no root).
    if (node.name === 'power' && right!.kind === 'number' && right!.value === 0.5)
      return { kind: 'call', name: 'sqrt', args: [left!] };
    return { kind: 'binary', op: BINARY[node.name]!, left: left!, right: right! };
  }
  if (node.name === 'round' || node.name === 'min' || node.name === 'max') {
    const list = args();
    if (list.length === 0 || (node.name === 'round' && list.length !== 1)) refuse();
    return { kind: 'call', name: node.name, args: list };
  }
  if (node.name === 'mathOperator') {
    const name = MATH[node.attributes.name ?? ''] ?? refuse();
    const list = args();
    if (list.length !== 1) refuse();
    return { kind: 'call', name, args: list };
  }
  return refuse();
}

/** A drawn variable, or undefined when the expression draws nothing (a value computed from others). */
function drawnOf(name: string, node: XmlElement, decimalsShown: number | undefined): Variable | undefined {
  const bound = (value: string | undefined) => numberOf(value ?? '') ?? refuse();
  if (node.name === 'randomInteger') {
    if ((node.attributes.step ?? '1') !== '1') refuse();
    return { name, min: bound(node.attributes.min), max: bound(node.attributes.max), decimals: 0 };
  }
  if (node.name === 'randomFloat')
    return {
      name,
      min: bound(node.attributes.min),
      max: bound(node.attributes.max),
      decimals: decimalsShown ?? 2,
    };
  const [random, scale, more] = elements(node);
  if (node.name === 'divide' && random?.name === 'randomInteger' && scale?.name === 'baseValue' && !more) {
    const factor = numberOf(textOf(scale)) ?? refuse();
    const decimals = Math.round(Math.log10(factor));
    if (decimals < 1 || 10 ** decimals !== factor || (random.attributes.step ?? '1') !== '1') refuse();
    return {
      name,
      min: bound(random.attributes.min) / factor,
      max: bound(random.attributes.max) / factor,
      decimals,
    };
  }
  return undefined;
}

/** The response's tolerance from the response processing: an `equal` of the response and its correct value. */
function toleranceOf(item: XmlElement, response: string): { tolerance: number; relative: boolean } {
  const processing = elements(item, 'responseProcessing')[0];
  if (!processing) refuse();
  if (processing!.attributes.template && /match_correct$/.test(processing!.attributes.template))
    return { tolerance: 0, relative: false };
  const compares = (node: XmlElement) =>
    elements(node, 'variable').some((v) => v.attributes.identifier === response) &&
    elements(node, 'correct').some((v) => v.attributes.identifier === response);
  const equal = descendants(processing!, 'equal').find(compares);
  if (equal) {
    const mode = equal.attributes.toleranceMode ?? 'exact';
    if (mode === 'exact') return { tolerance: 0, relative: false };
    const amount = numberOf((equal.attributes.tolerance ?? '').trim().split(/\s+/)[0]) ?? refuse();
    return mode === 'relative'
      ? { tolerance: amount / 100, relative: true }
      : { tolerance: amount, relative: false };
  }
  if (descendants(processing!, 'match').some(compares)) return { tolerance: 0, relative: false };
  return refuse();
}

/** The body with each printedVariable written as the wildcard `{name}`. */
function withWildcards(node: XmlElement, printed: ReadonlySet<string>): XmlElement {
  const children: XmlChild[] = node.children.map((child) => {
    if (typeof child === 'string') return child;
    if (child.name === 'printedVariable') {
      const name = child.attributes.identifier ?? '';
      return printed.has(name) ? `{${name}}` : refuse();
    }
    return withWildcards(child, printed);
  });
  return { ...node, children };
}

function calculatedOf(source: Qti2Source): Calculated | undefined {
  const { item } = source;
  const declarations = elements(item, 'templateDeclaration');
  const processing = elements(item, 'templateProcessing');
  if (declarations.length === 0 || processing.length !== 1) return undefined;
  if (source.interactions.length !== 1 || source.interactions[0]!.name !== 'textEntryInteraction')
    return undefined;
  const response = source.interactions[0]!.attributes.responseIdentifier ?? '';
  try {
    const types = new Map(
      declarations.map((d) => {
        const name = d.attributes.identifier ?? '';
        if (!NAME.test(name) || (d.attributes.cardinality ?? 'single') !== 'single') refuse();
        if (!/^(float|integer)$/.test(d.attributes.baseType ?? '')) refuse();
        return [name, d] as const;
      }),
    );
    const formats = new Map(
      descendants(source.body, 'printedVariable').map((p) => [
        p.attributes.identifier ?? '',
        /^%\.(\d+)f$/.exec(p.attributes.format ?? '')?.[1],
      ]),
    );
    const variables: Variable[] = [];
    const known = new Map<string, Formula>();
    let formula: Formula | undefined;
    for (const rule of elements(processing[0]!)) {
      const [expression, more] = elements(rule);
      if (!expression || more) refuse();
      const name = rule.attributes.identifier ?? '';
      if (rule.name === 'setCorrectResponse' && name === response && formula === undefined) {
        formula = formulaOf(expression!, known);
        continue;
      }
      if (rule.name !== 'setTemplateValue' || !types.has(name) || known.has(name)) refuse();
      const shown = formats.get(name);
      const drawn = drawnOf(name, expression!, shown === undefined ? undefined : Number(shown));
      if (drawn) {
        variables.push(drawn);
        known.set(name, { kind: 'variable', name });
      } else {
        // A value computed from the others is written into the formula; the text may not show it.
        if (formats.has(name)) refuse();
        known.set(name, formulaOf(expression!, known));
      }
    }
    if (!formula || variables.length === 0) return undefined;
    for (const name of formats.keys()) if (!variables.some((v) => v.name === name)) refuse();
    const body = withWildcards(source.body, new Set(variables.map((v) => v.name)));
    const rewritten: XmlElement = {
      ...item,
      children: item.children.map((child) => (child === source.body ? body : child)),
    };
    return { item: rewritten, variables, formula, ...toleranceOf(item, response), decimals: 2 };
  } catch (error) {
    if (error instanceof NotCalculated) return undefined;
    throw error;
  }
}

/** Whether a QTI 2 item is a calculated question (its templates are then not drawn once). */
export const isCalculatedItem = (item: XmlElement) => {
  const source = qti2Source(item);
  return source !== undefined && calculatedOf(source) !== undefined;
};

const claims = (source: Qti2Source) => calculatedOf(source) !== undefined;

function read(source: Qti2Source): TypeRead<CalculatedDescription> {
  const calculated = calculatedOf(source)!;
  const rewritten = qti2Source(calculated.item)!;
  const base = qti2Base(rewritten, rewritten.interactions[0]!);
  return {
    kind: 'read',
    description: {
      kind: 'calculated',
      ...base,
      variables: calculated.variables,
      formula: writeFormula(calculated.formula, { variable: (name) => name }),
      tolerance: calculated.tolerance,
      relative: calculated.relative,
      decimals: calculated.decimals,
    },
  };
}

export const calculatedQti2Reader: FormatReader<Qti2Source, CalculatedDescription> = { claims, read };
