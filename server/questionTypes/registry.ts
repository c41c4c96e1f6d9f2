/**
 * Every question type the readers and writers know, in the order the readers ask them whether an item is theirs
 * (a more particular type before a more general one). Adding a type is adding its folder and one line here.
 */
import type { ExportChoiceQuestion, ExportQuestion } from '../exports/exportModel';
import type { ExportFormat } from '../exports/fileName';
import { calculatedType } from './calculated/calculatedType';
import { choiceType } from './choice/choiceType';
import { essayType } from './essay/essayType';
import { fileUploadType } from './fileUpload/fileUploadType';
import { fillInBlanksType } from './fillInBlanks/fillInBlanksType';
import { hotspotType } from './hotspot/hotspotType';
import { hotTextType } from './hotText/hotTextType';
import { matchingType } from './matching/matchingType';
import { numericType } from './numeric/numericType';
import { orderingType } from './ordering/orderingType';
import type { QuestionKind } from './questionKinds';
import type { ServerQuestionType, TypeWriters } from './questionType';
import { shortAnswerType } from './shortAnswer/shortAnswerType';
import { textBlockType } from './textBlock/textBlockType';
import { trueFalseType } from './trueFalse/trueFalseType';

export const QUESTION_TYPES: readonly ServerQuestionType[] = [
  trueFalseType,
  choiceType,
  shortAnswerType,
  calculatedType,
  numericType,
  fileUploadType,
  essayType,
  matchingType,
  orderingType,
  fillInBlanksType,
  hotspotType,
  hotTextType,
  textBlockType,
];

export function questionTypeOf(kind: QuestionKind): ServerQuestionType | undefined {
  return QUESTION_TYPES.find((type) => type.kind === kind);
}

type ExportedType = NonNullable<ExportQuestion['questionType']>;
type QuestionOf<K extends ExportedType> = K extends 'choice'
  ? ExportChoiceQuestion
  : Extract<ExportQuestion, { readonly questionType: K }>;

/** The writers of every type the export model holds, by its type (a question without one is a choice question). */
const WRITERS: { readonly [K in ExportedType]: TypeWriters<QuestionOf<K>> } = {
  choice: choiceType.write!,
  trueFalse: trueFalseType.write!,
  shortAnswer: shortAnswerType.write!,
  numeric: numericType.write!,
  essay: essayType.write!,
  fileUpload: fileUploadType.write!,
  matching: matchingType.write!,
  ordering: orderingType.write!,
  fillInBlanks: fillInBlanksType.write!,
  hotspot: hotspotType.write!,
  textBlock: textBlockType.write!,
  calculated: calculatedType.write!,
  hotText: hotTextType.write!,
};

/** The writers of a question's own type (each type's writers take only its questions). */
export const writersOf = (question: ExportQuestion): TypeWriters<ExportQuestion> =>
  WRITERS[question.questionType ?? 'choice'] as unknown as TypeWriters<ExportQuestion>;

/** The question as a format writes it: as another type's when its type cannot be carried (ADR 291). */
export const writtenAs = (question: ExportQuestion, format: ExportFormat): ExportQuestion =>
  writersOf(question).writtenAs?.[format]?.(question) ?? question;

/** Every type's part of the SCORM player, once each. */
export const scormTypeScripts = () => Object.values(WRITERS).map((writers) => writers.scorm.script);
