/**
 * Reading a number the way a student writes it (ADR 198), without zod so the take page can use it: digits with a
 * decimal mark, an optional sign and exponent, spaces between digit groups ignored. Scientific notation is read in
 * every common form (ADR 378): `6.02e23`, `6.02E23`, `6.02×10^23`, `6.02*10^23`, `6.02·10²³`, `6.02 x 10^(23)`. In a language that writes a
 * decimal comma (German, French, Polish…) both `,` and `.` are a decimal mark; elsewhere only `.` is, and a comma is
 * refused (in English "1,000" is a thousand, not one). Arabic-Indic digits and the Arabic decimal mark are read.
 * A unit of the question may follow the number. What the student page sends is the canonical form, the digits as
 * written (their significant figures count, ADR 378) with a point and an `e` exponent: `1.50`, `6.02e23` or `1.5 km`.
 * @publicModule calculated uses it.
 */

/** Languages (BCP 47 tags of the console's languages) whose numbers are written with a decimal comma. */
export const DECIMAL_COMMA_LANGUAGES: ReadonlySet<string> = new Set([
  'de',
  'ru',
  'fr',
  'es',
  'pt-BR',
  'tr',
  'it',
  'nl',
  'nb',
  'sv',
  'da',
  'pl',
]);

export const writesDecimalComma = (language: string): boolean => DECIMAL_COMMA_LANGUAGES.has(language);

export interface NumericUnitLike {
  readonly unit: string;
  readonly multiplier: number;
}

export interface ReadNumber {
  /** The number as written (before any unit's multiplier). */
  readonly number: number;
  /** Its digits as written, with a point and an `e` exponent (`-1.50`, `6.02e23`): the significant figures count. */
  readonly written: string;
  /** The unit written after it, as the question spells it; absent when none. */
  readonly unit?: string;
  /** The value in the question's first unit (the number times the unit's multiplier). */
  readonly value: number;
}

const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x660 + i)] = String(i);
  DIGITS[String.fromCharCode(0x6f0 + i)] = String(i);
}

/** A significand, then an exponent as `e23`, `E+23`, `×10^23`, `*10^-5`, `·10^(23)` or `x 10^23`. */
const NUMBER =
  /^([-+]?)(\d+(?:\.\d*)?|\.\d+)(?:[eE]([-+]?\d+)|\s*[×*·⋅xX]\s*10\s*\^\s*(?:\(\s*([-+]?\d+)\s*\)|([-+]?\d+)))?/;

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
};
/** `×10²³`, `·10⁻⁵` as a phone's keyboard writes them: the exponent in superscripts (before NFKC makes `1023` of it). */
const SUPERSCRIPT_POWER = /([×*·⋅xX]\s*10)([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g;
const superscriptPower = (text: string) =>
  text.replace(SUPERSCRIPT_POWER, (_all, base: string, power: string) => {
    const digits = [...power].map((char) => SUPERSCRIPTS[char]!).join('');
    return `${base}^${digits}`;
  });

/**
 * The number a student wrote, in the given language, with an optional unit among `units` after it (matched exactly,
 * spaces around it ignored); undefined when it is not a number of that language or the unit is not the question's.
 * With `units` of `'any'` whatever follows the number is its unit, as written (the server reads it, ADR 379).
 */
export function readNumber(
  written: string,
  language: string,
  units: readonly NumericUnitLike[] | 'any' = [],
): ReadNumber | undefined {
  let value = superscriptPower(written)
    .normalize('NFKC')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => DIGITS[digit]!)
    .replace(/\u066b/g, writesDecimalComma(language) ? ',' : '.')
    .replace(/\u2212/g, '-')
    .trim();
  // Spaces between digits group thousands (1 000 000, also no-break and thin spaces).
  value = value.replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, '$1');
  if (writesDecimalComma(language)) {
    const marks = value.match(/[.,]/g) ?? [];
    if (marks.length > 1) return undefined;
    value = value.replace(',', '.');
  } else if (value.includes(',')) return undefined;
  const found = NUMBER.exec(value);
  if (!found) return undefined;
  const [all, sign, significand, ...powers] = found;
  const power = powers.find((part) => part !== undefined);
  const digits = `${sign === '-' ? '-' : ''}${significand}${power === undefined ? '' : `e${power.replace('+', '')}`}`;
  const number = Number(digits);
  if (!Number.isFinite(number)) return undefined;
  const rest = value.slice(all!.length).trim();
  if (rest === '') return { number, written: digits, value: number };
  if (units === 'any') return { number, written: digits, unit: rest, value: number };
  const unit = units.find((candidate) => candidate.unit.normalize('NFKC').trim() === rest);
  if (!unit) return undefined;
  const scaled = number * unit.multiplier;
  return Number.isFinite(scaled) ? { number, written: digits, unit: unit.unit, value: scaled } : undefined;
}

/** The canonical form the student page sends: the digits as written with a point, then the unit written, if any. */
export const canonicalNumber = (read: ReadNumber): string =>
  read.unit === undefined ? read.written : `${read.written} ${read.unit}`;

/** A number as the given language writes it (decimal comma where it writes one), for showing a saved answer. */
export function localNumber(canonical: string, language: string): string {
  return writesDecimalComma(language) ? canonical.replace('.', ',') : canonical;
}
