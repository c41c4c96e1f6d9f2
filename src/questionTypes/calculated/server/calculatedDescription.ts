/**
 * A calculated question as the readers describe it (ADR 291): the text with its wildcards written `{x}`, each
 * variable's range and decimals, the answer's formula (in the console's syntax, calculatedFormula.ts), its
 * tolerance and the decimals the right answer is shown with.
 */
import type { DescriptionBase } from '../../shared/server/description';

export interface CalculatedDescription extends DescriptionBase {
  readonly kind: 'calculated';
  readonly variables: readonly {
    readonly name: string;
    readonly min: number;
    readonly max: number;
    readonly decimals: number;
  }[];
  readonly formula: string;
  readonly tolerance: number;
  /** The tolerance is a share of the right answer (0.05 is 5 %). */
  readonly relative: boolean;
  readonly decimals: number;
}

/** The text with each `[name]` (Canvas's wildcards) of a variable written `{name}`, as the console writes them. */
export function bracesFor<T extends { readonly text: string; readonly html?: string }>(
  prompt: T,
  names: readonly string[],
  open: string,
  close: string,
): T {
  const known = new Set(names);
  const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped(open)}\\s*([A-Za-z_]\\w*)\\s*${escaped(close)}`, 'g');
  const replace = (text: string) =>
    text.replace(pattern, (whole, name: string) => (known.has(name) ? `{${name}}` : whole));
  return {
    ...prompt,
    text: replace(prompt.text),
    ...(prompt.html === undefined ? {} : { html: replace(prompt.html) }),
  };
}
