/**
 * A file upload question in Moodle XML: an `essay` answered by attached files only (`responseformat` noinline, one
 * file required), its number of files (`attachments`), their kinds (`filetypeslist`: extensions and media types,
 * `image/*` as Moodle's group `image`) and their largest size (`maxbytes`, 0 for the course's limit). Moodle's
 * import reads it back as the same question (src/questionTypes/fileUpload/server/moodleReader.ts). The instructions
 * have no place: noted, as is a drawing (ADR 306), which Moodle has no question for.
 */
import type { ExportFileUploadQuestion } from './fileUploadExportQuestion';
import { htmlText } from '../../../../server/exports/moodleText';
import type { XmlNode } from '../../../../server/exports/xml';
import { drawingNotes, FILE_UPLOAD_NOTES } from './fileUploadNotes';

/** A kind as Moodle's `filetypeslist` names it: its groups for every image, sound or video. */
const moodleKind = (kind: string) =>
  kind === 'image/*' ? 'image' : kind === 'audio/*' ? 'audio' : kind === 'video/*' ? 'video' : kind;

export function fileUploadMoodleXmlWriter(question: ExportFileUploadQuestion): {
  type: string;
  fields: XmlNode;
} {
  const { kinds, maxBytes, maxFiles } = question.definition;
  return {
    type: 'essay',
    fields: {
      responseformat: 'noinline',
      responserequired: '0',
      responsefieldlines: '10',
      minwordenabled: '0',
      maxwordenabled: '0',
      attachments: String(maxFiles ?? 1),
      attachmentsrequired: '1',
      maxbytes: String(maxBytes ?? 0),
      filetypeslist: (kinds ?? []).map(moodleKind).join(','),
      graderinfo: htmlText(''),
      responsetemplate: { '@_format': 'html', text: '' },
    },
  };
}

export const fileUploadMoodleNotes = (question: ExportFileUploadQuestion) => [
  ...drawingNotes(question),
  ...(question.definition.instructions?.trim() ? [FILE_UPLOAD_NOTES.instructions] : []),
];
