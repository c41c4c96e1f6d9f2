/**
 * QTI 2 items whose values are drawn for each student from template variables, drawn once (ADR 280): the item's
 * `templateProcessing` runs once, with a pseudo-random generator seeded from the item's identifier so the same
 * package always imports the same numbers, and the values are written into the item (qti2TemplateItem.ts), which
 * is then read like any other. As QTI says, a `templateConstraint` no draw meets runs the processing again, up to
 * 100 times; then, or when the template uses something the import does not compute, the item is not resolved and
 * the reason says why. Further runs, each seeded from the identifier and its number, give the item's versions
 * (ADR 309, qti2TemplateVersions.ts).
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

/** Counts the rules and expressions computed, throwing past STEPS_MAX: one counter for all the runs of an item. */
function stepCounter() {
  let steps = 0;
  return () => {
    if (++steps > STEPS_MAX) throw unresolvable(TEMPLATE_REASONS.tooLong);
  };
}

/** Runs the processing until a run meets every constraint; throws when none of TEMPLATE_TRIES does. */
function drawOnce(item: XmlElement, declared: Declarations, seed: string, step: () => void) {
  // Mulberry32 over FNV-1a of the seed: the generator attempts draw with (src/domain/shared/seededRandom.ts).
  const random = seededRandom(seed);
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

const declarationsOf = (item: XmlElement): Declarations => ({
  templates: byIdentifier(item, 'templateDeclaration'),
  responses: byIdentifier(item, 'responseDeclaration'),
  outcomes: byIdentifier(item, 'outcomeDeclaration'),
});

/** The seed of a run: the item's identifier for the first (the draw ADR 280 kept), with a counter after it. */
const seedOf = (item: XmlElement, run: number) => {
  const identifier = item.attributes.identifier ?? '';
  return run === 0 ? identifier : `${identifier}#${run}`;
};

function resolvedRun(item: XmlElement, declared: Declarations, run: number, step: () => void) {
  const { draw, scope } = drawOnce(item, declared, seedOf(item, run), step);
  const resolved = itemWithValues(item, { ...draw, scope });
  const drawn = [...declared.templates.keys()]
    .filter((identifier) => draw.drawn.has(identifier))
    .map((identifier) => ({ identifier, text: valueText(draw.values.get(identifier) ?? null) }));
  return { kind: 'resolved' as const, item: resolved, drawn };
}

/**
 * The item with one draw of its template variables written in, and the drawn values in the order the item declares
 * them; or why its templates cannot be drawn.
 */
export function resolveTemplates(item: XmlElement): TemplateResolution {
  try {
    return resolvedRun(item, declarationsOf(item), 0, stepCounter());
  } catch (error) {
    if (error instanceof TemplateUnresolvable) return { kind: 'unresolved', reason: error.reason };
    throw error;
  }
}

/**
 * Further draws of an item whose first draw resolved (ADR 309): runs 1 to `runs`, each from its own seed (the
 * identifier and the run's number, so the same package always imports the same versions), all within one count of
 * steps. A run that cannot be drawn ends the series; what was drawn before it is kept.
 */
export function* moreTemplateDraws(item: XmlElement, runs: number): Generator<XmlElement> {
  const declared = declarationsOf(item);
  const step = stepCounter();
  for (let run = 1; run <= runs; run++) {
    let drawn: XmlElement;
    try {
      drawn = resolvedRun(item, declared, run, step).item;
    } catch (error) {
      if (error instanceof TemplateUnresolvable) return;
      throw error;
    }
    yield drawn;
  }
}
