/**
 * Canvas's blanks in QTI 1.2 (fill_in_multiple_blanks_question, multiple_dropdowns_question): the question text
 * names each blank in brackets (`Roses are [color1]`), and each blank is a `response_lid` named `response_color1`.
 * @publicModule matching uses it.
 */
import { qti12Prompt } from '../../../../server/imports/qti12Description';
import type { Qti12Source } from '../../../../server/imports/qti12Item';
import type { XmlElement } from '../../../../server/imports/xmlTree';

export interface CanvasGaps {
  /** The question text as plain text, with its `[name]`s. */
  readonly text: string;
  /** Each blank's name and its response, in the order of the responses. */
  readonly gaps: readonly { readonly name: string; readonly response: XmlElement }[];
}

/** The blanks, when every response is a `response_lid` named after a `[name]` of the text; else undefined. */
export function canvasGaps(source: Qti12Source): CanvasGaps | undefined {
  if (source.responses.length === 0 || source.responses.some((r) => r.name !== 'response_lid'))
    return undefined;
  const text = qti12Prompt(source).text;
  const gaps = source.responses.map((response) => ({
    name: /^response_(.+)$/.exec(response.attributes.ident ?? '')?.[1] ?? '',
    response,
  }));
  return gaps.every((gap) => gap.name !== '' && text.includes(`[${gap.name}]`)) ? { text, gaps } : undefined;
}
