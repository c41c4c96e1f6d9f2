/**
 * An essay in QTI 2.1: an extendedTextInteraction of the question's lines, the information for graders a rubric
 * for scorers, and no response processing: a person gives the points (the SCORE's normal maximum). QTI 2.1 has no
 * minimum or maximum of words and no starting text for the box: noted.
 */
import type { ExportEssayQuestion } from './essayExportQuestion';
import type { XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';

export const ESSAY_NOTES = {
  minWords: (min: number) => `its minimum of ${min} words is not written: the format has none.`,
  maxWords: (max: number) => `its word limit (${max} words) is not written: the format has none.`,
  template: 'the text the answer box starts with is not written: the format has none.',
  graderInfo: 'the information for graders is not written: the format has no place for it.',
} as const;

function parts(question: ExportEssayQuestion, prompt: XmlValue): Qti21Parts {
  const { lines, graderInfo } = question.definition;
  return {
    responseDeclaration: { '@_identifier': 'RESPONSE', '@_cardinality': 'single', '@_baseType': 'string' },
    itemBody: {
      ...(graderInfo?.trim() ? { rubricBlock: { '@_view': 'scorer', p: graderInfo.trim() } } : {}),
      extendedTextInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        ...(lines ? { '@_expectedLines': String(lines) } : {}),
        prompt,
      },
    },
    responseProcessing: {},
  };
}

export const essayQti21Writer = { interactionType: 'extendedTextInteraction', parts } as const;

/** The word counts a format without them leaves out. */
export const essayWordNotes = ({ definition }: ExportEssayQuestion) => [
  ...(definition.minWords ? [ESSAY_NOTES.minWords(definition.minWords)] : []),
  ...(definition.maxWords ? [ESSAY_NOTES.maxWords(definition.maxWords)] : []),
];

export const essayQti21Notes = (question: ExportEssayQuestion) => [
  ...essayWordNotes(question),
  ...(question.definition.template?.trim() ? [ESSAY_NOTES.template] : []),
];
