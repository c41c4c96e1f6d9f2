/**
 * One draw of a QTI 2 item's template variables written into the item (ADR 280), so that the readers of
 * src/questionTypes/<type>/server read it as an item without templates: each `printedVariable` is its value as text; a
 * `templateBlock`, `templateInline` or choice with a `templateIdentifier` is shown or left out as its `showHide`
 * says; a MathML `mi` naming a math variable is the value (`mn`); an attribute `{VAR}` is the value; the correct
 * responses `setCorrectResponse` set, or that the response processing compares a response with (a template
 * variable, or an expression of them, that gives points when equal), are the responses' `correctResponse`; the
 * response processing reads the drawn values as constants; the declarations and processing of templates are left
 * out.
 */
import { draws, evaluate } from './qti2TemplateExpressions';
import { roundedTo } from './qti2TemplateMath';
import { printed } from './qti2TemplatePrint';
import {
  attributeNumber,
  isNumeric,
  scalarText,
  TemplateUnresolvable,
  valueText,
  type Scalar,
  type Scope,
  type Value,
} from './qti2TemplateValues';
import { descendants, elements, textOf, type XmlChild, type XmlElement } from './xmlTree';

/** One run of the template processing, and the scope its expressions were computed in. */
export interface DrawnTemplate {
  readonly values: ReadonlyMap<string, Value>;
  readonly correct: ReadonlyMap<string, Value>;
  readonly defaults: ReadonlyMap<string, Value>;
  readonly scope: Scope;
}

const element = (name: string, attributes: Record<string, string>, children: XmlChild[]): XmlElement => ({
  name,
  attributes,
  children,
});

/** A declaration's `defaultValue` or `correctResponse` holding a value (none for NULL). */
const valuesOf = (name: string, value: Value): XmlElement[] =>
  value === null
    ? []
    : [
        element(
          name,
          {},
          value.values.map((v) => element('value', {}, [scalarText(v)])),
        ),
      ];

/** A declaration with the correct response and default value the draw gives it, when it gives them. */
function redeclared(
  declaration: XmlElement,
  correct: Value | undefined,
  fallback: Value | undefined,
): XmlElement {
  const replaced = (c: XmlChild) =>
    typeof c === 'object' &&
    ((c.name === 'correctResponse' && correct !== undefined) ||
      (c.name === 'defaultValue' && fallback !== undefined));
  return {
    ...declaration,
    children: [
      ...(fallback === undefined ? [] : valuesOf('defaultValue', fallback)),
      ...(correct === undefined ? [] : valuesOf('correctResponse', correct)),
      ...declaration.children.filter((c) => !replaced(c)),
    ],
  };
}

/** A value as a constant expression of the response processing. */
function constantOf(value: Value): XmlElement {
  if (value === null) return element('null', {}, []);
  const base = (v: Scalar) => element('baseValue', { baseType: value.baseType }, [String(v)]);
  return value.cardinality === 'single'
    ? base(value.values[0]!)
    : element(value.cardinality, {}, value.values.map(base));
}

const COMPARISONS = new Set(['equal', 'equalRounded', 'match']);

/** The points a response rule's branch sets a score to with a constant; 0 when it sets none. */
const pointsOf = (rules: readonly XmlElement[]) =>
  Math.max(
    0,
    ...rules
      .filter((r) => r.name === 'setOutcomeValue' && /SCORE/i.test(r.attributes.identifier ?? ''))
      .map((r) => elements(r)[0])
      .filter((e) => e?.name === 'baseValue')
      .map((e) => Number(textOf(e!)))
      .filter(Number.isFinite),
  );

/** An expression's value when it is computed from template variables alone, without a draw of its own. */
function ofTemplates(
  expression: XmlElement,
  values: ReadonlyMap<string, Value>,
  scope: Scope,
): Value | undefined {
  const read = [expression, ...descendants(expression, 'variable')].filter((e) => e.name === 'variable');
  if (read.length === 0 || draws(expression) || descendants(expression, 'correct').length > 0)
    return undefined;
  if (!read.every((v) => values.has(v.attributes.identifier ?? ''))) return undefined;
  try {
    return evaluate(expression, scope);
  } catch (error) {
    if (error instanceof TemplateUnresolvable) return undefined;
    throw error;
  }
}

/** The comparisons a response condition makes: itself, or each of an `and`. */
const comparisonsIn = (test: XmlElement) =>
  (test.name === 'and' ? elements(test) : [test]).filter((c) => COMPARISONS.has(c.name));

/**
 * The value the response processing compares a response with where being equal gives the most points: the other
 * side of an `equal`, `equalRounded` (rounded as it rounds) or `match` of the response that is a condition, or
 * part of an `and` that is.
 */
function comparedCorrect(
  processing: XmlElement,
  identifier: string,
  values: ReadonlyMap<string, Value>,
  scope: Scope,
): Value | undefined {
  let best: { points: number; value: Value } | undefined;
  for (const branch of [
    ...descendants(processing, 'responseIf'),
    ...descendants(processing, 'responseElseIf'),
  ]) {
    const [test, ...rules] = elements(branch);
    const points = pointsOf(rules);
    if (!test || points <= 0 || (best && best.points >= points)) continue;
    for (const comparison of comparisonsIn(test)) {
      const operands = elements(comparison);
      const at = operands.findIndex((o) => o.name === 'variable' && o.attributes.identifier === identifier);
      const other = operands.length === 2 && at >= 0 ? operands[1 - at]! : undefined;
      const value = other && ofTemplates(other, values, scope);
      if (!value) continue;
      best = {
        points,
        value: comparison.name === 'equalRounded' ? rounded(comparison, value, scope) : value,
      };
      break;
    }
  }
  return best?.value;
}

/** A number as an `equalRounded` rounds it: its correct response is the value the student is asked to give. */
function rounded(comparison: XmlElement, value: Exclude<Value, null>, scope: Scope): Value {
  const figures = attributeNumber(comparison.attributes.figures, scope);
  const held = value.values[0];
  if (
    figures === undefined ||
    !isNumeric(value) ||
    value.cardinality !== 'single' ||
    typeof held !== 'number'
  )
    return value;
  const significant = comparison.attributes.roundingMode !== 'decimalPlaces';
  return { ...value, baseType: 'float', values: [roundedTo(held, figures, significant)] };
}

/** The item's text, feedback and processing with the drawn values written in. */
function writer(item: XmlElement, drawn: DrawnTemplate) {
  const { values, scope } = drawn;
  const mathVariables = new Set(
    elements(item, 'templateDeclaration')
      .filter((d) => d.attributes.mathVariable === 'true')
      .map((d) => d.attributes.identifier ?? ''),
  );
  const held = (identifier: string | undefined) =>
    identifier === undefined ? undefined : values.get(identifier);
  const reference = (written: string) => /^\{([A-Za-z_][\w.-]*)\}$/.exec(written.trim())?.[1];
  const withValues = (attributes: Readonly<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(attributes).map(([name, written]) => {
        const value = held(reference(written));
        return [name, value === undefined ? written : valueText(value)];
      }),
    );
  const whole = (written: string | undefined) => attributeNumber(written, scope);
  const visible = (node: XmlElement) => {
    const value = held(node.attributes.templateIdentifier);
    const named = node.attributes.identifier ?? '';
    const holds = value?.values.some((v) => String(v) === named) ?? false;
    return node.attributes.showHide === 'hide' ? !holds : holds;
  };
  const write = (child: XmlChild): XmlChild[] => {
    if (typeof child === 'string') return [child];
    const value = values.get(child.attributes.identifier ?? '');
    if (child.name === 'printedVariable' && value !== undefined)
      return [printed(value, child.attributes, whole)];
    const variable = child.name === 'mi' ? values.get(textOf(child)) : undefined;
    if (variable && mathVariables.has(textOf(child)))
      return [element(isNumeric(variable) ? 'mn' : 'mtext', {}, [valueText(variable)])];
    if (child.name === 'variable' && value !== undefined) return [constantOf(value)];
    const children = child.children.flatMap(write);
    if (child.attributes.templateIdentifier === undefined)
      return [{ ...child, attributes: withValues(child.attributes), children }];
    if (!visible(child)) return [];
    if (child.name === 'templateInline') return children;
    if (child.name === 'templateBlock') return [element('div', {}, children)];
    const { templateIdentifier: _shownBy, showHide: _how, ...attributes } = child.attributes;
    return [{ ...child, attributes: withValues(attributes), children }];
  };
  return write;
}

/** The item as it reads with this draw of its template variables, without its templates. */
export function itemWithValues(item: XmlElement, drawn: DrawnTemplate): XmlElement {
  const processing = elements(item, 'responseProcessing')[0];
  const correctOf = (declaration: XmlElement): Value | undefined => {
    const identifier = declaration.attributes.identifier ?? '';
    if (drawn.correct.has(identifier)) return drawn.correct.get(identifier) ?? null;
    if (elements(declaration, 'correctResponse').length > 0 || !processing) return undefined;
    return comparedCorrect(processing, identifier, drawn.values, drawn.scope);
  };
  const fallback = (declaration: XmlElement) => {
    const identifier = declaration.attributes.identifier ?? '';
    return drawn.defaults.has(identifier) ? (drawn.defaults.get(identifier) ?? null) : undefined;
  };
  const write = writer(item, drawn);
  return {
    ...item,
    children: item.children.flatMap((child): XmlChild[] => {
      if (typeof child === 'string') return [child];
      switch (child.name) {
        case 'templateDeclaration':
        case 'templateProcessing':
          return [];
        case 'responseDeclaration':
          return [redeclared(child, correctOf(child), fallback(child))];
        case 'outcomeDeclaration':
          return [redeclared(child, undefined, fallback(child))];
        default:
          return write(child);
      }
    }),
  };
}
