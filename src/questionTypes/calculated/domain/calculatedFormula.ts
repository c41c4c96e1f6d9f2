/**
 * The answer formula of a calculated question (ADR 291): parsed by jsep into an expression tree, then checked and
 * evaluated by our own whitelist, so nothing but arithmetic ever runs. What is allowed: numbers, the question's
 * variables (written `x` or, as Moodle writes them, `{x}`), `+ - * /`, powers `^` and `**`, unary minus and plus,
 * parentheses, and the functions of FORMULA_FUNCTIONS (and `pi`, as a name or `pi()`). Anything else jsep reads (a
 * member, an index, a string, a comparison, another name) is refused with the reason the editor shows.
 */
import jsep from 'jsep';

/** `^` is a power here (Moodle, Canvas, a calculator), not jsep's bitwise xor; `**` is jsep's own power. */
jsep.removeBinaryOp('^');
jsep.addBinaryOp('^', 11, true);

/** The functions a formula may call, each with its least and greatest count of arguments. */
export const FORMULA_FUNCTIONS: Readonly<
  Record<string, { readonly args: readonly [number, number]; readonly apply: (...a: number[]) => number }>
> = {
  sqrt: { args: [1, 1], apply: Math.sqrt },
  abs: { args: [1, 1], apply: Math.abs },
  sin: { args: [1, 1], apply: Math.sin },
  cos: { args: [1, 1], apply: Math.cos },
  tan: { args: [1, 1], apply: Math.tan },
  asin: { args: [1, 1], apply: Math.asin },
  acos: { args: [1, 1], apply: Math.acos },
  atan: { args: [1, 1], apply: Math.atan },
  exp: { args: [1, 1], apply: Math.exp },
  /** The natural logarithm, as Moodle's (PHP's) `log`. */
  log: { args: [1, 1], apply: Math.log },
  ln: { args: [1, 1], apply: Math.log },
  log10: { args: [1, 1], apply: Math.log10 },
  pow: { args: [2, 2], apply: Math.pow },
  /** `round(x)` or `round(x, decimals)`. */
  round: { args: [1, 2], apply: (x, d = 0) => roundTo(x, d) },
  floor: { args: [1, 1], apply: Math.floor },
  ceil: { args: [1, 1], apply: Math.ceil },
  min: { args: [1, 20], apply: Math.min },
  max: { args: [1, 20], apply: Math.max },
  pi: { args: [0, 0], apply: () => Math.PI },
};

export const FORMULA_REASONS = {
  empty: 'Write the formula of the right answer',
  parse: 'The formula does not parse',
  unknownName: (name: string) => `The formula names {${name}}, which is not a wildcard of the question`,
  unknownFunction: (name: string) => `The formula calls ${name}, which is not a function it may use`,
  arguments: (name: string) => `${name} is given the wrong number of values`,
  notAllowed: 'The formula may hold only numbers, wildcards, + - * / ^, parentheses and functions',
} as const;

/** The operators a formula may use between two values. */
const BINARY = new Set(['+', '-', '*', '/', '^', '**']);

/** A checked formula: a tree of only what evaluate() knows. */
export type Formula =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'variable'; readonly name: string }
  | { readonly kind: 'negate'; readonly of: Formula }
  | {
      readonly kind: 'binary';
      readonly op: '+' | '-' | '*' | '/' | '^';
      readonly left: Formula;
      readonly right: Formula;
    }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly Formula[] };

export type FormulaRead =
  { readonly ok: true; readonly formula: Formula } | { readonly ok: false; readonly message: string };

class Refused extends Error {}

/** `{x}` written as Moodle writes a wildcard reads as the name `x`. */
const bare = (written: string) => written.replace(/\{\s*([A-Za-z_]\w*)\s*\}/g, ' $1 ');

/** A value rounded to a count of decimals (0..15), without floating point noise. */
export function roundTo(value: number, decimals: number): number {
  const d = Math.max(0, Math.min(15, Math.trunc(decimals)));
  const factor = 10 ** d;
  return Math.round(value * factor + Math.sign(value) * Number.EPSILON * factor) / factor;
}

function checked(node: jsep.Expression, names: ReadonlySet<string>): Formula {
  switch (node.type) {
    case 'Literal': {
      if (typeof node.value !== 'number' || !Number.isFinite(node.value))
        throw new Refused(FORMULA_REASONS.notAllowed);
      return { kind: 'number', value: node.value };
    }
    case 'Identifier': {
      const name = String(node.name);
      if (names.has(name)) return { kind: 'variable', name };
      if (name === 'pi') return { kind: 'call', name: 'pi', args: [] };
      throw new Refused(FORMULA_REASONS.unknownName(name));
    }
    case 'UnaryExpression': {
      const of = checked(node.argument as jsep.Expression, names);
      if (node.operator === '-') return { kind: 'negate', of };
      if (node.operator === '+') return of;
      throw new Refused(FORMULA_REASONS.notAllowed);
    }
    case 'BinaryExpression': {
      const op = String(node.operator);
      if (!BINARY.has(op)) throw new Refused(FORMULA_REASONS.notAllowed);
      return {
        kind: 'binary',
        op: (op === '**' ? '^' : op) as '+' | '-' | '*' | '/' | '^',
        left: checked(node.left as jsep.Expression, names),
        right: checked(node.right as jsep.Expression, names),
      };
    }
    case 'CallExpression': {
      const callee = node.callee as jsep.Expression;
      if (callee.type !== 'Identifier') throw new Refused(FORMULA_REASONS.notAllowed);
      const name = String(callee.name);
      const known = Object.hasOwn(FORMULA_FUNCTIONS, name) ? FORMULA_FUNCTIONS[name] : undefined;
      if (!known) throw new Refused(FORMULA_REASONS.unknownFunction(name));
      const args = (node.arguments as jsep.Expression[]).map((arg) => checked(arg, names));
      if (args.length < known.args[0] || args.length > known.args[1])
        throw new Refused(FORMULA_REASONS.arguments(name));
      return { kind: 'call', name, args };
    }
    default:
      throw new Refused(FORMULA_REASONS.notAllowed);
  }
}

/** The formula checked against the question's wildcard names, or why it cannot be used. */
export function readFormula(written: string, names: Iterable<string>): FormulaRead {
  if (written.trim() === '') return { ok: false, message: FORMULA_REASONS.empty };
  let tree: jsep.Expression;
  try {
    tree = jsep(bare(written));
  } catch {
    return { ok: false, message: FORMULA_REASONS.parse };
  }
  try {
    return { ok: true, formula: checked(tree, new Set(names)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    return { ok: false, message: FORMULA_REASONS.parse };
  }
}

/** The formula's value for the variables' values; NaN or ±Infinity when it has none (a division by zero). */
export function evaluate(formula: Formula, values: ReadonlyMap<string, number>): number {
  switch (formula.kind) {
    case 'number':
      return formula.value;
    case 'variable':
      return values.get(formula.name) ?? Number.NaN;
    case 'negate':
      return -evaluate(formula.of, values);
    case 'binary':
      return applied(formula.op, evaluate(formula.left, values), evaluate(formula.right, values));
    case 'call':
      return FORMULA_FUNCTIONS[formula.name]!.apply(...formula.args.map((arg) => evaluate(arg, values)));
  }
}

function applied(op: '+' | '-' | '*' | '/' | '^', left: number, right: number): number {
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '^':
      return left ** right;
  }
}

/** The names of the variables a formula uses, in the order they first appear. */
export function formulaNames(formula: Formula, into: string[] = []): string[] {
  switch (formula.kind) {
    case 'variable':
      if (!into.includes(formula.name)) into.push(formula.name);
      break;
    case 'negate':
      formulaNames(formula.of, into);
      break;
    case 'binary':
      formulaNames(formula.left, into);
      formulaNames(formula.right, into);
      break;
    case 'call':
      formula.args.forEach((arg) => formulaNames(arg, into));
      break;
    case 'number':
      break;
  }
  return into;
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 } as const;

/**
 * The formula written again, for a format that reads formulas: `variable` writes a name (`{x}` for Moodle), `power`
 * a power (Moodle has `pow(a, b)`, not `^`). Parentheses only where they are needed.
 */
export function writeFormula(
  formula: Formula,
  style: { readonly variable: (name: string) => string; readonly power?: (a: string, b: string) => string },
  outer = 0,
): string {
  switch (formula.kind) {
    case 'number':
      return formula.value < 0 ? `(${formula.value})` : String(formula.value);
    case 'variable':
      return style.variable(formula.name);
    case 'negate':
      return `-${writeFormula(formula.of, style, 3)}`;
    case 'call':
      return `${formula.name}(${formula.args.map((arg) => writeFormula(arg, style)).join(', ')})`;
    case 'binary': {
      if (formula.op === '^' && style.power)
        return style.power(writeFormula(formula.left, style), writeFormula(formula.right, style));
      const own = PRECEDENCE[formula.op];
      const rightOuter = formula.op === '^' ? own : own + 0.5;
      const leftOuter = formula.op === '^' ? own + 0.5 : own;
      const text = `${writeFormula(formula.left, style, leftOuter)} ${formula.op} ${writeFormula(formula.right, style, rightOuter)}`;
      return own < outer ? `(${text})` : text;
    }
  }
}

/** The formula with names replaced by formulas (a Canvas formula's earlier lines `x = n * x`), and renamed calls. */
export function substituted(
  formula: Formula,
  names: ReadonlyMap<string, Formula>,
  calls: Readonly<Record<string, string>> = {},
): Formula {
  switch (formula.kind) {
    case 'number':
      return formula;
    case 'variable':
      return names.get(formula.name) ?? formula;
    case 'negate':
      return { kind: 'negate', of: substituted(formula.of, names, calls) };
    case 'binary':
      return {
        ...formula,
        left: substituted(formula.left, names, calls),
        right: substituted(formula.right, names, calls),
      };
    case 'call':
      return {
        kind: 'call',
        name: Object.hasOwn(calls, formula.name) ? calls[formula.name]! : formula.name,
        args: formula.args.map((arg) => substituted(arg, names, calls)),
      };
  }
}
