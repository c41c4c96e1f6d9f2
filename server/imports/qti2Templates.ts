/**
 * QTI 2 items whose values are drawn for each student from template variables, drawn once (ADR 280): the item's
 * `templateProcessing` runs once, with a pseudo-random generator seeded from the item's identifier so the same
 * package always imports the same numbers, and the values are written into the item (qti2TemplateItem.ts), which
 * is then read like any other. As QTI says, a `templateConstraint` no draw meets runs the processing again, up to
 * 100 times; then, or when the template uses something the import does not compute, the item is not resolved and
 * the reason says why.
 */
import { seededRandom } from '../../src/domain/shared/seededRandom';
import { draws, evaluate } from './qti2TemplateExpressions';
import { itemWithValues } from './qti2TemplateItem';
import {
  declaredValue,
  TEMPLATE_REASONS,
  TemplateUnresolvable,
  valueText,
  type Scope,
  type Value,
} from './qti2TemplateValues';
import { elements, type XmlElement } from './xmlTree';

/** A drawn template variable, as the note names it. */
export interface DrawnValue {
  readonly identifier: string;
  readonly text: string;
}

export type TemplateResolution =
  | { readonly kind: 'resolved'; readonly item: XmlElement; readonly drawn: readonly DrawnValue[] }
  | { readonly kind: 'unresolved'; readonly reason: string };

/** How many times the processing runs before a constraint no draw meets gives up. */
export const TEMPLATE_TRIES = 100;
/** How many rules and expressions all the runs may compute together: a real template needs hundreds. */
const STEPS_MAX = 200_000;

export const hasTemplates = (item: XmlElement) =>
  elements(item, 'templateDeclaration').length > 0 || elements(item, 'templateProcessing').length > 0;

/** The values of one run of the processing. */
interface Draw {
  readonly values: Map<string, Value>;
  readonly correct: Map<string, Value>;
  readonly defaults: Map<string, Value>;
  /** The template variables a random expression set. */
  readonly drawn: Set<string>;
}

interface Declarations {
  readonly templates: ReadonlyMap<string, XmlElement>;
  readonly responses: ReadonlyMap<string, XmlElement>;
  readonly outcomes: ReadonlyMap<string, XmlElement>;
}

const byIdentifier = (item: XmlElement, name: string) =>
  new Map(elements(item, name).map((d) => [d.attributes.identifier ?? '', d] as const));

const unresolvable = (reason: string) => new TemplateUnresolvable(reason);

/** A value set to a template variable, in its declared type where QTI converts (an integer to a float). */
function asDeclared(value: Value, declaration: XmlElement): Value {
  const baseType = declaration.attributes.baseType;
  if (value === null || value.baseType === baseType) return value;
  if (baseType === 'float' && value.baseType === 'integer') return { ...value, baseType };
  if (baseType === 'integer' && value.baseType === 'float' && value.values.every(Number.isInteger))
    return { ...value, baseType };
  return value;
}

/** What the expressions of one run read: its template variables, the responses' correct and default values. */
function scopeOf(draw: Draw, declared: Declarations, random: () => number, step: () => void): Scope {
  const declaration = (identifier: string) => {
    const found =
      declared.templates.get(identifier) ??
      declared.responses.get(identifier) ??
      declared.outcomes.get(identifier);
    if (!found) throw unresolvable(TEMPLATE_REASONS.notDeclared(identifier));
    return found;
  };
  return {
    random,
    step,
    variable: (identifier) => {
      if (!draw.values.has(identifier)) throw unresolvable(TEMPLATE_REASONS.notDeclared(identifier));
      return draw.values.get(identifier) ?? null;
    },
    correct: (identifier) => {
      if (draw.correct.has(identifier)) return draw.correct.get(identifier) ?? null;
      const response = declared.responses.get(identifier);
      if (!response) throw unresolvable(TEMPLATE_REASONS.notDeclared(identifier));
      return declaredValue(response, 'correctResponse');
    },
    defaultOf: (identifier) =>
      draw.defaults.has(identifier)
        ? (draw.defaults.get(identifier) ?? null)
        : declaredValue(declaration(identifier), 'defaultValue'),
  };
}

const isTrue = (value: Value) => value?.cardinality === 'single' && value.values[0] === true;

type Flow = 'next' | 'exit' | 'retry';

/** Runs template rules in order: what comes next is the rest, the end (`exitTemplate`) or a new run (a constraint). */
function run(rules: readonly XmlElement[], draw: Draw, declared: Declarations, scope: Scope): Flow {
  for (const rule of rules) {
    scope.step();
    const identifier = rule.attributes.identifier ?? '';
    const expression = () => {
      const first = elements(rule)[0];
      if (!first) throw unresolvable(TEMPLATE_REASONS.unsupported(`an empty ${rule.name}`));
      return evaluate(first, scope);
    };
    let flow: Flow = 'next';
    switch (rule.name) {
      case 'setTemplateValue': {
        const declaration = declared.templates.get(identifier);
        if (!declaration) throw unresolvable(TEMPLATE_REASONS.notDeclared(identifier));
        draw.values.set(identifier, asDeclared(expression(), declaration));
        if (draws(rule)) draw.drawn.add(identifier);
        break;
      }
      case 'setCorrectResponse':
        if (!declared.responses.has(identifier)) throw unresolvable(TEMPLATE_REASONS.notDeclared(identifier));
        draw.correct.set(identifier, expression());
        break;
      case 'setDefaultValue':
        if (!declared.responses.has(identifier) && !declared.outcomes.has(identifier))
          throw unresolvable(TEMPLATE_REASONS.notDeclared(identifier));
        draw.defaults.set(identifier, expression());
        break;
      case 'templateCondition':
        flow = condition(rule, draw, declared, scope);
        break;
      case 'templateConstraint':
        flow = isTrue(expression()) ? 'next' : 'retry';
        break;
      case 'exitTemplate':
        flow = 'exit';
        break;
      default:
        throw unresolvable(TEMPLATE_REASONS.unsupported(rule.name));
    }
    if (flow !== 'next') return flow;
  }
  return 'next';
}

/** A `templateCondition`: the rules of its first branch whose condition is true, else of its `templateElse`. */
function condition(rule: XmlElement, draw: Draw, declared: Declarations, scope: Scope): Flow {
  for (const branch of elements(rule)) {
    if (branch.name === 'templateElse') return run(elements(branch), draw, declared, scope);
    if (branch.name !== 'templateIf' && branch.name !== 'templateElseIf')
      throw unresolvable(TEMPLATE_REASONS.unsupported(branch.name));
    const [test, ...rules] = elements(branch);
    if (test && isTrue(evaluate(test, scope))) return run(rules, draw, declared, scope);
  }
  return 'next';
}

/** Runs the processing until a run meets every constraint; throws when none of TEMPLATE_TRIES does. */
function drawOnce(item: XmlElement, declared: Declarations) {
  // Mulberry32 over FNV-1a of the identifier: the generator attempts draw with (src/domain/shared/seededRandom.ts).
  const random = seededRandom(item.attributes.identifier ?? '');
  let steps = 0;
  const step = () => {
    if (++steps > STEPS_MAX) throw unresolvable(TEMPLATE_REASONS.tooLong);
  };
  const rules = elements(item, 'templateProcessing').flatMap((processing) => elements(processing));
  for (let tries = 0; tries < TEMPLATE_TRIES; tries++) {
    const draw: Draw = {
      values: new Map(
        [...declared.templates].map(([identifier, d]) => [identifier, declaredValue(d, 'defaultValue')]),
      ),
      correct: new Map(),
      defaults: new Map(),
      drawn: new Set(),
    };
    const scope = scopeOf(draw, declared, random, step);
    if (run(rules, draw, declared, scope) !== 'retry') return { draw, scope };
  }
  throw unresolvable(TEMPLATE_REASONS.constraint(TEMPLATE_TRIES));
}

/**
 * The item with one draw of its template variables written in, and the drawn values in the order the item declares
 * them; or why its templates cannot be drawn.
 */
export function resolveTemplates(item: XmlElement): TemplateResolution {
  const declared: Declarations = {
    templates: byIdentifier(item, 'templateDeclaration'),
    responses: byIdentifier(item, 'responseDeclaration'),
    outcomes: byIdentifier(item, 'outcomeDeclaration'),
  };
  try {
    const { draw, scope } = drawOnce(item, declared);
    const resolved = itemWithValues(item, { ...draw, scope });
    const drawn = [...declared.templates.keys()]
      .filter((identifier) => draw.drawn.has(identifier))
      .map((identifier) => ({ identifier, text: valueText(draw.values.get(identifier) ?? null) }));
    return { kind: 'resolved', item: resolved, drawn };
  } catch (error) {
    if (error instanceof TemplateUnresolvable) return { kind: 'unresolved', reason: error.reason };
    throw error;
  }
}
