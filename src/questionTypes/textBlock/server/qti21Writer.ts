/**
 * A text block in QTI 2.1 (ADR 260): an assessmentItem whose body shows the text and has no interaction, no
 * response and no response processing; its SCORE's normal maximum is 0. The manifest names no interaction.
 */
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';

function parts(_question: unknown, prompt: XmlValue): Qti21Parts {
  // The package writes rich text before the body's parts; a plain text (or the pictures) stands as a paragraph.
  const shown = prompt !== '' ? { p: prompt } : {};
  return { responseDeclaration: [] as readonly XmlNode[], itemBody: shown };
}

export const textBlockQti21Writer = { interactionType: '', parts } as const;
