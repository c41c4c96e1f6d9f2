/**
 * A file upload question in the SCORM 1.2 player: the player cannot send files, so the question is shown with a
 * note asking the learner to hand the file in as the teacher says (and its instructions). A person scores it: the
 * player leaves it out of the score and reports it as a `performance` interaction with no response and the result
 * `neutral`. The loss is listed in the export's notes; a drawing question (ADR 306) is shown the same way, its
 * drawing listed too.
 */
import type { ExportFileUploadQuestion } from './fileUploadExportQuestion';
import { drawingNotes, FILE_UPLOAD_NOTES } from './fileUploadNotes';

export const FILE_UPLOAD_SCORM_TEXT =
  'This question asks you to send a file, which this course package cannot do. Hand your file in as your teacher tells you.';

const data = (question: ExportFileUploadQuestion) => ({
  note: FILE_UPLOAD_SCORM_TEXT,
  instructions: question.definition.instructions?.trim() ?? '',
});

/** The player's part: `el` is the player's own. */
const script = String.raw`  TYPES.fileUpload = {
    render: function (item, fieldset) {
      fieldset.appendChild(el('p', { role: 'note' }, item.note));
      if (item.instructions) fieldset.appendChild(el('p', {}, item.instructions));
    },
    score: function () {
      return null;
    },
    interaction: function () {
      return { type: 'performance', response: '' };
    }
  };
`;

export const fileUploadScormWriter = { data, script } as const;

export const fileUploadScormNotes = (question: ExportFileUploadQuestion) => [
  FILE_UPLOAD_NOTES.scorm,
  ...drawingNotes(question),
];
