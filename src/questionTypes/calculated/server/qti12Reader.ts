/**
 * Canvas's calculated_question (ADR 291) as the console's calculated question: each variable with its min, max and
 * `scale` (decimals), the formula (Canvas's earlier lines `x = n * x` written into the last one; Canvas's `log` is
 * base 10), the tolerance (an amount, or a percent: `10%` or `margin_type="percent"`) and the decimals of the answer.
 * The text's `[x]` become `{x}`. An item whose formula the console cannot read is left to the numeric reader, which
 * keeps Canvas's first generated set (ADR 213).
 * @publicModule numeric uses it.
 */
import { readFormula, substituted, writeFormula, type Formula } from '../domain/calculatedFormula';
import { qti12Base } from '../../../../server/imports/qti12Description';
import { declaredAs, type Qti12Source } from '../../../../server/imports/qti12Item';
import { child, descendants, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { numberOf } from '../../shared/server/description';
import { CALCULATED_DECLARED, isCalculated } from '../../numeric/server/calculatedQti12Reader';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { bracesFor, type CalculatedDescription } from './calculatedDescription';

interface CanvasCalculated {
  readonly element: XmlElement;
  readonly variables: CalculatedDescription['variables'];
  readonly formula: string;
}

/** Canvas's formula lines as one formula of the variables, or undefined when a line does not read. */
export function canvasFormula(lines: readonly string[], names: readonly string[]): string | undefined {
  const defined = new Map<string, Formula>();
  const known = () => [...names, ...defined.keys()];
  let last: Formula | undefined;
  for (const [index, line] of lines.entries()) {
    const assignment = /^\s*([A-Za-z_]\w*)\s*=(?!=)(.*)$/.exec(line);
    const written = index < lines.length - 1 && assignment ? assignment[2]! : line;
    const read = readFormula(written, known());
    if (!read.ok) return undefined;
    const formula = substituted(read.formula, defined, { log: 'log10' });
    if (index < lines.length - 1) {
      if (!assignment) return undefined;
      defined.set(assignment[1]!, formula);
    } else last = formula;
  }
  return last ? writeFormula(last, { variable: (name) => name }) : undefined;
}

function calculatedOf(source: Qti12Source): CanvasCalculated | undefined {
  if (declaredAs(source) !== CALCULATED_DECLARED && !isCalculated(source)) return undefined;
  const element = descendants(source.item, 'calculated')[0];
  if (!element) return undefined;
  const variables = descendants(child(element, 'vars') ?? element, 'var').flatMap((v) => {
    const name = v.attributes.name ?? '';
    const min = numberOf(textOf(child(v, 'min') ?? ''));
    const max = numberOf(textOf(child(v, 'max') ?? ''));
    const decimals = numberOf(v.attributes.scale) ?? 0;
    return /^[A-Za-z_]\w*$/.test(name) && min !== undefined && max !== undefined
      ? [{ name, min, max, decimals }]
      : [];
  });
  const lines = descendants(element, 'formula').map((f) => textOf(f));
  const formula =
    lines.length === 0
      ? undefined
      : canvasFormula(
          lines,
          variables.map((v) => v.name),
        );
  return formula === undefined ? undefined : { element, variables, formula };
}

/** Canvas's tolerance: an amount, or a share of the answer (`10%`, or `margin_type="percent"`). */
function toleranceOf(tolerance: XmlElement | undefined): { tolerance: number; relative: boolean } {
  const written = tolerance ? textOf(tolerance) : '';
  const percent = /%\s*$/.test(written) || /percent/i.test(tolerance?.attributes.margin_type ?? '');
  const amount = numberOf(written.replace(/%\s*$/, ''));
  if (amount === undefined || amount <= 0) return { tolerance: 0, relative: false };
  return percent ? { tolerance: amount / 100, relative: true } : { tolerance: amount, relative: false };
}

const claims = (source: Qti12Source) => calculatedOf(source) !== undefined;

function read(source: Qti12Source): TypeRead<CalculatedDescription> {
  const calculated = calculatedOf(source)!;
  const base = qti12Base(source);
  const names = calculated.variables.map((v) => v.name);
  const formulas = child(calculated.element, 'formulas');
  return {
    kind: 'read',
    description: {
      kind: 'calculated',
      ...base,
      prompt: bracesFor(base.prompt, names, '[', ']'),
      variables: calculated.variables,
      formula: calculated.formula,
      ...toleranceOf(child(calculated.element, 'answer_tolerance')),
      decimals: numberOf(formulas?.attributes.decimal_places) ?? 2,
    },
  };
}

export const calculatedQti12Reader: FormatReader<Qti12Source, CalculatedDescription> = { claims, read };
