/**
 * Whether a text may read otherwise than as written (ADR 387): it has an opening delimiter of an equation, escaped
 * or not. The views load the equations' converter only then. A file of its own, so the student page's first scripts
 * carry this test and not the rest of mathText.ts.
 * @publicModule the views that show authors' text ask it before loading the converter.
 */
export function mayHoldMath(text: string): boolean {
  return text.includes('\\(') || text.includes('\\[');
}
