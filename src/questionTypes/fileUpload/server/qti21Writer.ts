/**
 * A file upload question in QTI 2.1: an uploadInteraction answering a `file` response, its `type` the one media type
 * it takes (an extension written as its type), its instructions a rubric the candidate reads, and no response
 * processing: a person gives the points (the SCORE's normal maximum). QTI 2.1 names one type of file at most and has
 * no largest size nor number of files: noted. A drawing question (ADR 306) is a drawingInteraction on the question's
 * image (its `<object>`), answering the same `file` response.
 */
import { typeOfExtension } from '../domain/fileKinds';
import type { ExportFileUploadQuestion } from './fileUploadExportQuestion';
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { Qti21Image, Qti21Parts } from '../../shared/server/questionType';
import { pictureInteraction } from '../../shared/server/onPictureQti21';
import { FILE_UPLOAD_NOTES, limitNotes } from './fileUploadNotes';

/** The one media type a question's kinds come to, when they are one kind (`.pdf` as application/pdf). */
export function singleType(kinds: readonly string[] | undefined): string | undefined {
  if (kinds?.length !== 1) return undefined;
  const kind = kinds[0]!;
  return kind.includes('/') ? kind : typeOfExtension(kind);
}

/** The picture a drawing question is drawn on: its image field, the last of its images. */
const pictureOf = (question: ExportFileUploadQuestion) =>
  question.definition.drawing ? question.images.at(-1) : undefined;

function drawingInteraction(prompt: XmlValue, picture: Qti21Image | undefined, alt: string): XmlNode {
  const { parts } = pictureInteraction(prompt, picture, alt || 'The picture to draw on', { unsized: true });
  return { '@_responseIdentifier': 'RESPONSE', ...parts };
}

function parts(
  question: ExportFileUploadQuestion,
  prompt: XmlValue,
  imageOf: (src: string) => Qti21Image | undefined,
): Qti21Parts {
  const { instructions, kinds } = question.definition;
  const type = singleType(kinds);
  const picture = pictureOf(question);
  return {
    responseDeclaration: { '@_identifier': 'RESPONSE', '@_cardinality': 'single', '@_baseType': 'file' },
    itemBody: {
      ...(instructions?.trim() ? { rubricBlock: { '@_view': 'candidate', p: instructions.trim() } } : {}),
      ...(picture
        ? { drawingInteraction: drawingInteraction(prompt, imageOf(picture.src), picture.alt) }
        : {
            uploadInteraction: {
              '@_responseIdentifier': 'RESPONSE',
              ...(type ? { '@_type': type } : {}),
              prompt,
            },
          }),
    },
    responseProcessing: {},
  };
}

export const fileUploadQti21Writer = {
  interactionType: (question: ExportFileUploadQuestion) =>
    pictureOf(question) ? 'drawingInteraction' : 'uploadInteraction',
  parts,
} as const;

export const fileUploadQti21Notes = (question: ExportFileUploadQuestion) => [
  ...(question.definition.kinds?.length && !singleType(question.definition.kinds)
    ? [FILE_UPLOAD_NOTES.kinds(question.definition.kinds)]
    : []),
  ...limitNotes(question),
];
