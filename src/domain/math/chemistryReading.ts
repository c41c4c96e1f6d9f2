/**
 * A chemical formula or equation of mhchem (`\ce{…}`, `\pu{…}`) in plain reading (ADR 394): its letters as written,
 * a count after an element or a bracket lowered (H₂O), a charge raised (SO₄²⁻, Na⁺), its arrows as arrows. The
 * number before a formula (2H₂) stays on the line.
 */
import { lowered, raised } from './scriptCharacters';

const ARROWS: readonly (readonly [string, string])[] = [
  ['<=>>', '⇌'],
  ['<<=>', '⇌'],
  ['<=>', '⇌'],
  ['<->', '↔'],
  ['->', '→'],
  ['<-', '←'],
];

/** A charge or power after `^`: braced, or the run of digits and signs that follows. */
function chargeAt(formula: string, from: number): { readonly read: string; readonly end: number } {
  if (formula[from] === '{') {
    const close = formula.indexOf('}', from);
    const end = close < 0 ? formula.length : close;
    return { read: formula.slice(from + 1, end), end: end + 1 };
  }
  const run = /^[0-9]*[+\-−]?/.exec(formula.slice(from))?.[0] ?? '';
  return { read: run, end: from + run.length };
}

export function readChemistry(formula: string): string {
  let out = '';
  let index = 0;
  while (index < formula.length) {
    const arrow = ARROWS.find(([written]) => formula.startsWith(written, index));
    if (arrow) {
      out += arrow[1];
      index += arrow[0].length;
      continue;
    }
    const char = formula[index]!;
    if (char === '^') {
      const charge = chargeAt(formula, index + 1);
      out += raised(charge.read);
      index = charge.end;
      continue;
    }
    if (char === '_' || (/[0-9]/.test(char) && /[\p{L})\]]/u.test(formula[index - 1] ?? ''))) {
      const from = char === '_' ? index + 1 : index;
      const braced = formula[from] === '{';
      const close = braced ? formula.indexOf('}', from) : -1;
      const run = braced
        ? formula.slice(from + 1, close < 0 ? undefined : close)
        : (/^[0-9]+/.exec(formula.slice(from))?.[0] ?? '');
      out += lowered(run);
      index = from + run.length + (braced ? 2 : 0);
      continue;
    }
    // A charge written straight after a formula's last count or letter, as mhchem reads `Na+` and `SO4^2-`.
    if (
      (char === '+' || char === '-') &&
      /[\p{L}\p{N})\]]/u.test(formula[index - 1] ?? '') &&
      /^\s|^$/.test(formula.slice(index + 1, index + 2))
    ) {
      out += raised(char);
      index += 1;
      continue;
    }
    out += char === '{' || char === '}' ? '' : char;
    index += 1;
  }
  return out.replace(/\s+/g, ' ').trim();
}
