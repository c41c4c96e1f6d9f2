/**
 * QTI 2 items that are a calculated question (ADR 291): template variables of numbers only, each drawn by
 * `randomInteger` or `randomFloat` (or a `randomInteger` divided by a power of ten, as the console writes a variable
 * with decimals), the correct response computed from them by arithmetic (sum, subtract, product, divide, power,
 * round, `roundTo` decimal places, min, max, pi and e, and QTI 2.2's mathOperator of the functions the console has,
 * toRadians and toDegrees), one textEntryInteraction (beside end-attempt buttons), its `printedVariable`s and MathML
 * math variables in the text, and the response compared with the correct one (exactly or within a tolerance), or
 * with an expression of the variables where only that comparison gives points (`equal`, `match`, or `equalRounded`
 * to decimal places: the answer is rounded so, and accepted within half a unit of its last place). A hint's or the
 * solution's feedback may show the variables too, a computed one as `{=formula}`. Such an item is the console's
 * calculated question, drawn for each student; any other item with templates is drawn once (ADR 280).
 * @publicModule numeric and server/imports use it.
 */
import { writeFormula, type Formula } from '../domain/calculatedFormula';
import { qti2Base } from '../../../../server/imports/qti2Description';
import { qti2Source, type Qti2Source } from '../../../../server/imports/qti2Item';
import {
  descendants,
  elements,
  textOf,
  type XmlChild,
  type XmlElement,
} from '../../../../server/imports/xmlTree';
import { numberOf } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { CalculatedDescription } from './calculatedDescription';
import { QTI_MATH_FUNCTIONS } from './qtiMathOperators';

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
const PI: Formula = { kind: 'call', name: 'pi', args: [] };
const number = (value: number): Formula => ({ kind: 'number', value });
/** QTI 2.2's angle conversions, whose trigonometric functions take radians. */
const ANGLES: Readonly<Record<string, (x: Formula) => Formula>> = {
  toRadians: (x) => ({
    kind: 'binary',
    op: '/',
    left: { kind: 'binary', op: '*', left: x, right: PI },
    right: number(180),
  }),
  toDegrees: (x) => ({
    kind: 'binary',
    op: '/',
    left: { kind: 'binary', op: '*', left: x, right: number(180) },
    right: PI,
  }),
};

/** The decimal places a `roundTo` or `equalRounded` rounds to; refused for significant figures, whose place depends on the value. */
function decimalPlacesOf(node: XmlElement): number {
  const places = numberOf(node.attributes.figures ?? '') ?? refuse();
  if (
    node.attributes.roundingMode !== 'decimalPlaces' ||
    !Number.isInteger(places) ||
    places < 0 ||
    places > 10
  )
    refuse();
  return places;
}

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
    const list = args();
    if (list.length !== 1) refuse();
    const angle = ANGLES[node.attributes.name ?? ''];
    if (angle) return angle(list[0]!);
    const name = QTI_MATH_FUNCTIONS[node.attributes.name ?? ''] ?? refuse();
    return { kind: 'call', name, args: list };
  }
  if (node.name === 'roundTo') {
    const places = decimalPlacesOf(node);
    const list = args();
    if (list.length !== 1) refuse();
    return { kind: 'call', name: 'round', args: [list[0]!, number(places)] };
  }
  if (node.name === 'mathConstant') {
    if (node.attributes.name === 'pi') return PI;
    if (node.attributes.name === 'e') return { kind: 'call', name: 'exp', args: [number(1)] };
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

/** How the response is judged: the formula of the right answer, its tolerance and the decimals it is shown with. */
interface Judged {
  readonly formula: Formula;
  readonly tolerance: number;
  readonly relative: boolean;
  readonly decimals: number;
}

const BRANCHES = new Set(['responseIf', 'responseElseIf']);

/** The elements from `root` down to `target`, both included; empty when `target` is not under `root`. */
function pathTo(root: XmlElement, target: XmlElement): XmlElement[] {
  if (root === target) return [root];
  for (const child of elements(root)) {
    const path = pathTo(child, target);
    if (path.length > 0) return [root, ...path];
  }
  return [];
}

/**
 * The right answer when no rule sets the correct response: the expression of template variables the response
 * processing compares the response with, in the one branch that gives points. Refused when another rule gives
 * points, sets the score to anything but a number, or the branch is under a condition of its own.
 */
function comparedOf(item: XmlElement, response: string, known: ReadonlyMap<string, Formula>): Judged {
  const processing = elements(item, 'responseProcessing')[0] ?? refuse();
  const scores = descendants(processing, 'setOutcomeValue').filter(
    (set) => set.attributes.identifier === 'SCORE',
  );
  const giving = scores.filter((set) => {
    const value = elements(set)[0];
    if (value?.name !== 'baseValue') refuse();
    return (numberOf(textOf(value!)) ?? 0) > 0;
  });
  if (giving.length !== 1) refuse();
  const path = pathTo(processing, giving[0]!);
  const branch = path[path.length - 2];
  const above = path.slice(0, -2);
  if (!branch || !BRANCHES.has(branch.name) || above.some((e) => BRANCHES.has(e.name))) refuse();
  const test = elements(branch!)[0] ?? refuse();
  const operands = elements(test);
  const at = operands.findIndex((o) => o.name === 'variable' && o.attributes.identifier === response);
  if (operands.length !== 2 || at < 0) refuse();
  const formula = formulaOf(operands[1 - at]!, known);
  if (test.name === 'match') return { formula, tolerance: 0, relative: false, decimals: 2 };
  if (test.name === 'equalRounded') {
    // Rounded as QTI rounds both sides: right is every number within half a unit of the last place of the rounded
    // value (QTI leaves out the upper end, which rounds up).
    const places = decimalPlacesOf(test);
    const rounded: Formula = { kind: 'call', name: 'round', args: [formula, number(places)] };
    return { formula: rounded, tolerance: 0.5 * 10 ** -places, relative: false, decimals: places };
  }
  if (test.name !== 'equal') refuse();
  const mode = test.attributes.toleranceMode ?? 'exact';
  if (mode === 'exact') return { formula, tolerance: 0, relative: false, decimals: 2 };
  const [low, high = low, more] = (test.attributes.tolerance ?? '').trim().split(/\s+/).map(numberOf);
  if (low === undefined || high !== low || more !== undefined || !(low >= 0)) refuse();
  return mode === 'relative'
    ? { formula, tolerance: low! / 100, relative: true, decimals: 2 }
    : { formula, tolerance: low!, relative: false, decimals: 2 };
}

const FEEDBACK = new Set(['modalFeedback', 'feedbackBlock', 'feedbackInline']);

/** The identifiers of the feedback an end-attempt button shows (a hint or the solution, ADR 293). */
function hintFeedbackOf(item: XmlElement, buttons: readonly XmlElement[]): Set<string> {
  const processing = elements(item, 'responseProcessing')[0];
  const pressed = new Set(buttons.map((b) => b.attributes.responseIdentifier ?? ''));
  if (!processing) return new Set();
  const branches = [...BRANCHES].flatMap((name) => descendants(processing, name));
  return new Set(
    branches
      .filter((branch) => {
        const test = elements(branch)[0];
        return test?.name === 'variable' && pressed.has(test.attributes.identifier ?? '');
      })
      .flatMap((branch) => descendants(branch, 'baseValue'))
      .filter((value) => value.attributes.baseType === 'identifier')
      .map((value) => textOf(value)),
  );
}

/** What the text and feedback may show of the template variables. */
interface Shown {
  readonly drawn: ReadonlySet<string>;
  /** The variables computed from the drawn ones, as formulas of them. */
  readonly computed: ReadonlyMap<string, Formula>;
  /** The variables a MathML identifier names (`mathVariable`). */
  readonly mathVariables: ReadonlySet<string>;
  /** The feedback a hint or the solution shows: the attempt's numbers are written into it. */
  readonly hintFeedback: ReadonlySet<string>;
}

/**
 * A part of the item with each variable it shows written as the wildcard `{name}` (a printedVariable, or a MathML
 * identifier naming a math variable); in a hint, a computed one as `{=formula}`. Anything else that depends on the
 * draw (a template block, an attribute naming a variable, a variable in other feedback) is refused.
 */
function withWildcards(node: XmlElement, shown: Shown, inHint = false): XmlElement {
  const wildcard = (name: string, formatted: boolean): string => {
    if (shown.drawn.has(name)) return `{${name}}`;
    const formula = shown.computed.get(name);
    if (!formula || !inHint || formatted) return refuse();
    return `{=${writeFormula(formula, { variable: (n) => n })}}`;
  };
  const children: XmlChild[] = node.children.map((child) => {
    if (typeof child === 'string') return child;
    if (child.attributes.templateIdentifier !== undefined || /^template(Block|Inline)$/.test(child.name))
      return refuse();
    if (Object.values(child.attributes).some((value) => /^\{[A-Za-z_][\w.-]*\}$/.test(value.trim())))
      return refuse();
    if (child.name === 'printedVariable')
      return wildcard(child.attributes.identifier ?? '', Object.keys(child.attributes).length > 1);
    if ((child.name === 'mi' || child.name === 'mn') && shown.mathVariables.has(textOf(child)))
      return { name: 'mn', attributes: {}, children: [wildcard(textOf(child), false)] };
    const hint = FEEDBACK.has(child.name)
      ? shown.hintFeedback.has(child.attributes.identifier ?? '')
      : inHint;
    const written = withWildcards(child, shown, hint);
    // Feedback that is not a hint is not drawn for each student: it may not show a variable.
    if (FEEDBACK.has(child.name) && !hint && JSON.stringify(written) !== JSON.stringify(child)) refuse();
    return written;
  });
  return { ...node, children };
}

function calculatedOf(source: Qti2Source): Calculated | undefined {
  const { item } = source;
  const declarations = elements(item, 'templateDeclaration');
  const processing = elements(item, 'templateProcessing');
  if (declarations.length === 0 || processing.length !== 1) return undefined;
  // End-attempt buttons are the question's hints (ADR 293), read beside the question.
  const buttons = descendants(source.body, 'endAttemptInteraction');
  const asked = source.interactions.filter((i) => i.name !== 'endAttemptInteraction');
  if (asked.length !== 1 || asked[0]!.name !== 'textEntryInteraction') return undefined;
  const response = asked[0]!.attributes.responseIdentifier ?? '';
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
        // A value computed from the others is written into the formula; only a hint may show it.
        known.set(name, formulaOf(expression!, known));
      }
    }
    if (variables.length === 0) return undefined;
    const judged: Judged = formula
      ? { formula, ...toleranceOf(item, response), decimals: 2 }
      : comparedOf(item, response, known);
    const drawn = new Set(variables.map((v) => v.name));
    const shown: Shown = {
      drawn,
      computed: new Map([...known].filter(([name]) => !drawn.has(name))),
      mathVariables: new Set(
        declarations
          .filter((d) => d.attributes.mathVariable === 'true')
          .map((d) => d.attributes.identifier ?? ''),
      ),
      hintFeedback: hintFeedbackOf(item, buttons),
    };
    const rewritten: XmlElement = {
      ...item,
      children: item.children.map((child) =>
        typeof child === 'string'
          ? child
          : child.name === 'itemBody'
            ? withWildcards(child, shown)
            : child.name === 'modalFeedback'
              ? withWildcards({ name: 'feedback', attributes: {}, children: [child] }, shown).children[0]!
              : child,
      ),
    };
    return { item: rewritten, variables, ...judged };
  } catch (error) {
    if (error instanceof NotCalculated) return undefined;
    throw error;
  }
}

/**
 * A QTI 2 item that is a calculated question (its templates are then not drawn once) with the variables it shows
 * written as wildcards, in its text and in the feedback its hints show; undefined for any other item.
 */
export const calculatedItem = (item: XmlElement): XmlElement | undefined => {
  const source = qti2Source(item);
  return source === undefined ? undefined : calculatedOf(source)?.item;
};

const claims = (source: Qti2Source) => calculatedOf(source) !== undefined;

function read(source: Qti2Source): TypeRead<CalculatedDescription> {
  const calculated = calculatedOf(source)!;
  const rewritten = qti2Source(calculated.item)!;
  const asked = rewritten.interactions.find((i) => i.name === 'textEntryInteraction')!;
  const base = qti2Base(rewritten, asked);
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
