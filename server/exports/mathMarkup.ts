/**
 * Equations as the packages carry them (ADR 390): the LaTeX an author wrote between `\( \)` or `\[ \]` (ADR 387)
 * drawn as MathML by the console's converter, temml, with the LaTeX kept in a TeX annotation inside `<semantics>`,
 * so that QTI 2.1 and Common Cartridge show MathML and the console's import reads back the text as written. The
 * converter runs with the console's bounds: no links or HTML (`trust` off), macro expansion bounded.
 */
import temml from 'temml';
import { splitMath } from '../../src/domain/shared/mathText';
import { mayHoldMath } from '../../src/domain/shared/mayHoldMath';
import { escapeHtml } from './xml';

export const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** Bounds a macro's expansion, as the console's own converter does. */
const MAX_EXPAND = 500;

/**
 * One equation as MathML with its TeX annotation (unless `annotate` is false), in MathML's namespace (XML documents
 * need it, HTML reads it alike); undefined when the converter cannot read it.
 */
export function mathMl(latex: string, display: boolean, annotate = true): string | undefined {
  try {
    const markup = temml.renderToString(latex, {
      displayMode: display,
      annotate,
      throwOnError: true,
      trust: false,
      maxExpand: MAX_EXPAND,
    });
    return markup.replace(/^<math\b/, `<math xmlns="${MATHML_NAMESPACE}"`);
  } catch {
    return undefined;
  }
}

/**
 * Plain text as HTML (escaped) with each equation it holds as MathML; an equation the converter cannot read stays
 * as written, as does the rest of the text.
 */
export function htmlWithMath(text: string): string {
  if (!mayHoldMath(text)) return escapeHtml(text);
  return splitMath(text)
    .map((segment) => {
      if (segment.kind === 'text') return escapeHtml(segment.text);
      return mathMl(segment.latex, segment.display) ?? escapeHtml(segment.source);
    })
    .join('');
}
