/** Why an uploaded package is refused (verbatim in `content.message`); nothing is stored when one is thrown. */
import { QTI_UPLOAD_MESSAGES } from '../../src/api/quiz/import/quizImportContract';
import { badRequest } from '../http/errors';

export const IMPORT_MESSAGES = {
  oneZip: QTI_UPLOAD_MESSAGES.oneZip,
  zipOnly: QTI_UPLOAD_MESSAGES.zipOnly,
  tooLarge: (mb: number) => `The file is too large. The limit is ${mb} MB.`,
  notZip: 'The file is not a valid zip archive.',
  tooManyEntries: (max: number) => `The package has more than ${max} files.`,
  tooBig: (mb: number) => `The package unpacks to more than ${mb} MB.`,
  tooMuchXml: (mb: number) => `The package has more than ${mb} MB of XML to read.`,
  tooMuchXmlInFile: (mb: number) => `The file has more than ${mb} MB of XML to read.`,
  escapes: (name: string) => `The package contains a path outside the package: ${name}`,
  noManifest: 'The package has no imsmanifest.xml.',
  missingFile: (name: string) => `The package is missing a file its manifest names: ${name}`,
  doctype: (name: string) => `XML with a DOCTYPE or entity declarations is not accepted: ${name}`,
  badXml: (name: string, why?: { message: string; line: number }) =>
    why
      ? `The file ${name} is not well-formed XML: ${why.message.replace(/\.$/, '')} (line ${why.line}).`
      : `The file ${name} is not well-formed XML.`,
  /** The note on each question of a document read repaired (ADR 285). */
  repairedXml: (name: string, why: { message: string; line: number }) =>
    `The file ${name} is not well-formed XML (${why.message.replace(/\.$/, '')}, line ${why.line}): it was read ` +
    'as a browser would read it. Check this question against the source.',
  tooDeep: (name: string, max: number) => `The file ${name} nests elements more than ${max} levels deep.`,
  reservedName: (file: string, name: string) =>
    `The file ${file} uses the reserved name "${name}" for an element or attribute.`,
  unreadableXml: (name: string) => `The file ${name} could not be read as XML.`,
  noQti: 'The package holds no QTI 1.2 or QTI 2.1 assessment or item.',
  nothingImported: 'The package holds no questions the console can import.',
  /** An upload of one document (Moodle XML, QTI 1.2, GIFT, Aiken) is a file, not a package (ADR 221). */
  nothingImportedFromFile: 'The file holds no questions the console can import.',
  /** A text block's report line in an upload refused whole: it was not stored either (ADR 260). */
  textWithoutQuestions: 'Text shown between questions, and the upload has no question to show it with.',
  noQtiInFile: 'The file is neither Moodle XML (a <quiz>) nor a QTI 1.2 document (a <questestinterop>).',
  notText: (name: string) =>
    `The file ${name} is not text: save the questions as UTF-8 text and upload that.`,
  tooMuchText: (mb: number) => `The file has more than ${mb} MB of text to read.`,
  notGiftOrAiken: (name: string) =>
    `The file ${name} is neither GIFT (questions with their answers in { }) nor Aiken (a question, ` +
    'lettered options and an ANSWER: line).',
  unknownVideo: 'The video is not in this catalog.',
  processed: QTI_UPLOAD_MESSAGES.processed,
} as const;

export const refuse = (message: string) => badRequest(message);
