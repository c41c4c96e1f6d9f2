/**
 * A text in Common Cartridge's QTI 1.2 material (ADR 390): plain as written, or HTML with its equations as MathML
 * when it holds one, so that an LMS shows the equation and the console's import reads the author's text back.
 * @publicModule the types' Common Cartridge writers write their options', feedback's and solutions' texts with it.
 */
import { htmlWithMath } from '../../../../server/exports/mathMarkup';
import { mayHoldMath } from '../../../domain/shared/mayHoldMath';

export const ccTextMaterial = (text: string) => ({
  mattext: mayHoldMath(text)
    ? { '@_texttype': 'text/html', '#text': htmlWithMath(text) }
    : { '@_texttype': 'text/plain', '#text': text },
});
