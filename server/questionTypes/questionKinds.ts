/**
 * The kinds of question the console's readers and writers know, by the names of the question types
 * (src/domain/quiz/questionTypes/<type>/), and how the import report speaks of one it cannot store yet.
 */
export const QUESTION_KINDS = [
  'choice',
  'trueFalse',
  'shortAnswer',
  'numeric',
  'essay',
  'matching',
  'ordering',
  'fillInBlanks',
  'hotspot',
  'textBlock',
  'calculated',
  'hotText',
  'fileUpload',
] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A kind's name in the words of the import report. */
export const KIND_LABELS: Readonly<Record<QuestionKind, string>> = {
  choice: 'Choice',
  trueFalse: 'True/false',
  shortAnswer: 'Short-answer',
  numeric: 'Numeric',
  essay: 'Essay',
  matching: 'Matching',
  ordering: 'Ordering',
  fillInBlanks: 'Fill-in-the-blank',
  hotspot: 'Hotspot',
  textBlock: 'Text block',
  calculated: 'Calculated',
  hotText: 'Hot text',
  fileUpload: 'File upload',
};

/** Why an item the readers understood is left out: the console does not hold its kind of question yet. */
export const notSupportedYet = (kind: QuestionKind) =>
  `${KIND_LABELS[kind]} questions are not supported yet.`;
