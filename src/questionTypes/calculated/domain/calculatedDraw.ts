/**
 * One student's numbers of a calculated question (ADR 291): each variable drawn uniformly between its min and max
 * and rounded to its decimals, from a generator seeded by the attempt and the question (seededRandom: Mulberry32 over
 * an FNV-1a hash), so the take page, scoring, results and statistics all see the same numbers for the same attempt
 * and two attempts may see different ones. A draw whose answer is not a finite number (a division by zero) is
 * drawn again from the same sequence, up to DRAW_TRIES times.
 */
import { seededRandom } from '../../../domain/shared/seededRandom';
import { evaluate, readFormula, roundTo, type Formula } from './calculatedFormula';

/** What a draw needs of a definition (calculated.ts's CalculatedDefinition has it). */
export interface DrawnDefinition {
  readonly variables: readonly {
    readonly name: string;
    readonly min: number;
    readonly max: number;
    readonly decimals: number;
  }[];
  readonly formula: string;
  readonly decimals: number;
}

export interface Draw {
  /** Each variable's value, as shown (rounded to its decimals). */
  readonly values: ReadonlyMap<string, number>;
  /** Each variable's value as the text shows it (`5.0` for one decimal). */
  readonly shown: ReadonlyMap<string, string>;
  /** The formula's value for them; NaN when the formula does not parse or has no value. */
  readonly answer: number;
  /** The right answer as shown, with the question's decimals. */
  readonly answerShown: string;
}

export const DRAW_TRIES = 20;

/** The seed of a question's draw in an attempt; without an attempt (the editor's sample), the question's own. */
export const drawSeed = (questionId: number | string, attempt: string | undefined) =>
  attempt === undefined ? `sample:${questionId}` : `${attempt}:calculated:${questionId}`;

/** One value between min and max with its decimals, from a number in [0, 1). */
function valueOf(variable: DrawnDefinition['variables'][number], random: number): number {
  const { min, max, decimals } = variable;
  if (max <= min) return roundTo(min, decimals);
  const step = 10 ** -decimals;
  // Every value of the grid from min to max is as likely (3 to 7 with no decimals: 3, 4, 5, 6, 7).
  const low = Math.ceil(roundTo(min / step, 6));
  const high = Math.floor(roundTo(max / step, 6));
  if (high < low) return roundTo(min + random * (max - min), decimals);
  return roundTo((low + Math.floor(random * (high - low + 1))) * step, decimals);
}

/** A number as shown with a count of decimals. */
export const shownNumber = (value: number, decimals: number): string =>
  Number.isFinite(value) ? roundTo(value, decimals).toFixed(Math.max(0, Math.min(15, decimals))) : '?';

/** The draw of a definition from a seed. */
export function drawOf(definition: DrawnDefinition, seed: string, formula?: Formula): Draw {
  const read = formula ?? readFormulaOf(definition);
  const random = seededRandom(seed);
  let values = new Map<string, number>();
  let answer = Number.NaN;
  for (let tries = 0; tries < DRAW_TRIES; tries++) {
    values = new Map(definition.variables.map((variable) => [variable.name, valueOf(variable, random())]));
    answer = read ? evaluate(read, values) : Number.NaN;
    if (Number.isFinite(answer) || !read) break;
  }
  const shown = new Map(
    definition.variables.map((variable) => [
      variable.name,
      shownNumber(values.get(variable.name)!, variable.decimals),
    ]),
  );
  return { values, shown, answer, answerShown: shownNumber(answer, definition.decimals) };
}

/** Each definition's formula, read once: scoring a class reads a question's formula once, not once per student. */
const formulas = new WeakMap<DrawnDefinition, Formula | null>();

/** The definition's formula, or undefined when it does not read. */
function readFormulaOf(definition: DrawnDefinition): Formula | undefined {
  const known = formulas.get(definition);
  if (known !== undefined) return known ?? undefined;
  const read = readFormula(
    definition.formula,
    definition.variables.map((variable) => variable.name),
  );
  formulas.set(definition, read.ok ? read.formula : null);
  return read.ok ? read.formula : undefined;
}

/** The wildcards `{name}` a text holds, in the order they first appear. */
export function wildcardsOf(text: string): string[] {
  const names: string[] = [];
  for (const found of text.matchAll(/\{([A-Za-z_]\w{0,29})\}/g))
    if (!names.includes(found[1]!)) names.push(found[1]!);
  return names;
}

/** The text with each `{name}` of a drawn variable written as its value. */
export const withValues = (text: string, shown: ReadonlyMap<string, string>): string =>
  text.replace(/\{([A-Za-z_]\w{0,29})\}/g, (whole, name: string) => shown.get(name) ?? whole);

/** A `{=formula}` of a text: a value computed from the wildcards, as Moodle writes one (`{={a} * {b}}`). */
const COMPUTED = /\{=((?:[^{}]|\{[A-Za-z_]\w{0,29}\})*)\}/g;

/** A computed value as text, without floating point noise (54.598, not 54.598000000000006). */
const computedNumber = (value: number) =>
  Number.isFinite(value) ? String(Number(value.toPrecision(12))) : '?';

/**
 * The text with each `{=formula}` written as the formula's value for the draw, then each wildcard as its drawn
 * value; a `{=…}` that does not read as a formula of the variables stays as written.
 */
export function withComputed(text: string, draw: Pick<Draw, 'values' | 'shown'>): string {
  const computed = text.replace(COMPUTED, (whole, written: string) => {
    const read = readFormula(written, draw.values.keys());
    return read.ok ? computedNumber(evaluate(read.formula, draw.values)) : whole;
  });
  return withValues(computed, draw.shown);
}
