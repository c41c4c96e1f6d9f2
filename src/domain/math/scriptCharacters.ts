/**
 * Powers and subscripts in an equation's plain reading (ADR 394): raised or lowered Unicode characters when every
 * character of the script has one (x², H₂O, 10⁻³), else the script after `^` or `_`, in brackets when longer than
 * one character.
 */

const RAISED: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '−': '⁻',
  '-': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  x: 'ˣ',
  y: 'ʸ',
  T: 'ᵀ',
};

const LOWERED: Readonly<Record<string, string>> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '−': '₋',
  '-': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  o: 'ₒ',
  x: 'ₓ',
  i: 'ᵢ',
  n: 'ₙ',
};

function script(read: string, table: Readonly<Record<string, string>>, mark: '^' | '_'): string {
  const trimmed = read.trim();
  if (trimmed === '') return '';
  const chars = [...trimmed];
  if (chars.every((char) => char in table)) return chars.map((char) => table[char]).join('');
  return chars.length === 1 ? `${mark}${trimmed}` : `${mark}(${trimmed})`;
}

/** A power's reading: `2` as ², `∘` as a degree sign, `′` as itself. */
export function raised(read: string): string {
  const trimmed = read.trim();
  if (trimmed === '∘' || trimmed === '°') return '°';
  if (/^′+$/.test(trimmed)) return trimmed;
  return script(trimmed, RAISED, '^');
}

/** A subscript's reading: `2` as ₂. */
export const lowered = (read: string): string => script(read, LOWERED, '_');
