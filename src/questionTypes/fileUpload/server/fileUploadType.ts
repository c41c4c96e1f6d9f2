/**
 * File upload questions (ADR 294): read from Canvas's QTI 1.2 file_upload_question (with its custom settings), QTI
 * 2.x's uploadInteraction and Moodle XML's essays answered by attached files only; written as QTI 2.1's
 * uploadInteraction, Moodle XML's essay with required attachments and no text, as an essay to GIFT and Common
 * Cartridge (which have no such question) and to the SCORM player with a note (it cannot send files).
 */
import { essayType } from '../../essay/server/essayType';
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportFileUploadQuestion } from './fileUploadExportQuestion';
import { asEssay, asEssayNotes } from './asEssay';
import type { FileUploadDescription } from './fileUploadDescription';
import { storeFileUpload } from './fileUploadStore';
import { fileUploadMoodleReader } from './moodleReader';
import { fileUploadMoodleNotes, fileUploadMoodleXmlWriter } from './moodleXmlWriter';
import { fileUploadQti12Reader } from './qti12Reader';
import { fileUploadQti21Notes, fileUploadQti21Writer } from './qti21Writer';
import { fileUploadQti2Reader } from './qti2Reader';
import { fileUploadScormNotes, fileUploadScormWriter } from './scormWriter';
import { fileUploadOf } from '../domain/fileUpload';

const essay = essayType.write!;

export const fileUploadType: ServerQuestionType<FileUploadDescription, ExportFileUploadQuestion> = {
  kind: 'fileUpload',
  names: { kind: 'File upload', stored: 'file upload' },
  read: {
    qti12: fileUploadQti12Reader,
    qti2: fileUploadQti2Reader,
    moodleXml: fileUploadMoodleReader,
  },
  store: storeFileUpload,
  write: {
    definition: fileUploadOf,
    qti21: fileUploadQti21Writer,
    cc: (question) => essay.cc(asEssay(question)),
    moodleXml: fileUploadMoodleXmlWriter,
    gift: (question) => essay.gift(asEssay(question)),
    scorm: fileUploadScormWriter,
    writtenAs: { gift: asEssay, cc: asEssay },
    notes: {
      qti: fileUploadQti21Notes,
      cc: (question) => [...asEssayNotes(question), ...(essay.notes?.cc?.(asEssay(question)) ?? [])],
      gift: asEssayNotes,
      moodle: fileUploadMoodleNotes,
      scorm: fileUploadScormNotes,
    },
  },
};
