/**
 * An author's text with each equation as its plain reading (ADR 394), for what a screen reader says rather than
 * shows: a control's name (Move x² up), an announcement, an option's name in a list, a line of an import's report.
 * The text around the equations stays as written.
 * @publicModule the student page's and the editor's names, and the imports' reports, read authors' text through it.
 */
import { mayHoldMath } from '../shared/mayHoldMath';
import { splitMath } from '../shared/mathText';
import { readLatex } from './latexReading';

export function readableText(text: string): string {
  if (!mayHoldMath(text)) return text;
  return splitMath(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : readLatex(segment.latex)))
    .join('');
}
