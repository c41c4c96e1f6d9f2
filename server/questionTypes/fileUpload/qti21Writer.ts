/**
 * A file upload question in QTI 2.1: an uploadInteraction answering a `file` response, its `type` the one media type
 * it takes (an extension written as its type), its instructions a rubric the candidate reads, and no response
 * processing: a person gives the points (the SCORE's normal maximum). QTI 2.1 names one type of file at most and has
 * no largest size nor number of files: noted.
 */
import { typeOfExtension } from '../../../src/domain/quiz/questionTypes/fileUpload/fileKinds';
import type { ExportFileUploadQuestion } from '../../exports/exportModel';
import { feedbackLoss } from '../../exports/exportNotes';
import type { XmlValue } from '../../exports/xml';
import type { Qti21Parts } from '../questionType';
import { FILE_UPLOAD_NOTES, limitNotes } from './fileUploadNotes';

/** The one media type a question's kinds come to, when they are one kind (`.pdf` as application/pdf). */
export function singleType(kinds: readonly string[] | undefined): string | undefined {
  if (kinds?.length !== 1) return undefined;
  const kind = kinds[0]!;
  return kind.includes('/') ? kind : typeOfExtension(kind);
}

function parts(question: ExportFileUploadQuestion, prompt: XmlValue): Qti21Parts {
  const { instructions, kinds } = question.definition;
  const type = singleType(kinds);
  return {
    responseDeclaration: { '@_identifier': 'RESPONSE', '@_cardinality': 'single', '@_baseType': 'file' },
    itemBody: {
      ...(instructions?.trim() ? { rubricBlock: { '@_view': 'candidate', p: instructions.trim() } } : {}),
      uploadInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        ...(type ? { '@_type': type } : {}),
        prompt,
      },
    },
    responseProcessing: {},
  };
}

export const fileUploadQti21Writer = { interactionType: 'uploadInteraction', parts } as const;

export const fileUploadQti21Notes = (question: ExportFileUploadQuestion) => [
  ...(question.definition.kinds?.length && !singleType(question.definition.kinds)
    ? [FILE_UPLOAD_NOTES.kinds(question.definition.kinds)]
    : []),
  ...limitNotes(question),
  ...feedbackLoss(question),
];
