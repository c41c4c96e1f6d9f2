/**
 * Every question type's server part (ADR 323): its readers and writers, its names in the import report and what a
 * language model is told of it, in the order the readers ask them whether an item is theirs (a more particular
 * type before a more general one). Adding a type is adding its folder and one line here; the export model, the
 * import report and the model's prompt ask this list.
 */
import type { ExportQuestion } from '../../../../server/exports/exportModel';
import type { ExportFormat } from '../../../../server/exports/fileName';
import { calculatedType } from '../../calculated/server/calculatedType';
import { choiceType } from '../../choice/server/choiceType';
import { essayType } from '../../essay/server/essayType';
import { fileUploadType } from '../../fileUpload/server/fileUploadType';
import { fillInBlanksType } from '../../fillInBlanks/server/fillInBlanksType';
import { hotspotType } from '../../hotspot/server/hotspotType';
import { hotTextType } from '../../hotText/server/hotTextType';
import { matchingType } from '../../matching/server/matchingType';
import { numericType } from '../../numeric/server/numericType';
import { orderingType } from '../../ordering/server/orderingType';
import type { QuestionKind } from './questionKinds';
import type { ServerQuestionType, TypePrompt, TypeWriters } from './questionType';
import { shortAnswerType } from '../../shortAnswer/server/shortAnswerType';
import { structureType } from '../../structure/server/structureType';
import { textBlockType } from '../../textBlock/server/textBlockType';
import { trueFalseType } from '../../trueFalse/server/trueFalseType';

export const QUESTION_TYPES = [
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
  structureType,
  textBlockType,
] as const;

const TYPES: readonly ServerQuestionType[] = QUESTION_TYPES as unknown as readonly ServerQuestionType[];

export function questionTypeOf(kind: QuestionKind): ServerQuestionType | undefined {
  return TYPES.find((type) => type.kind === kind);
}

/** A kind's name in the words of the import report. */
export const kindLabel = (kind: QuestionKind) => questionTypeOf(kind)?.names.kind ?? kind;

/** Why an item the readers understood is left out: the console does not hold its kind of question yet. */
export const notSupportedYet = (kind: QuestionKind) => `${kindLabel(kind)} questions are not supported yet.`;

/** What a language model is told to write questions of a type. */
export const promptOf = (kind: QuestionKind, isMultiple: boolean): TypePrompt | undefined =>
  questionTypeOf(kind)?.prompt?.(isMultiple);

/** The writers of a question's own type (each type's writers take only its questions). */
export const writersOf = (question: ExportQuestion): TypeWriters<ExportQuestion> =>
  questionTypeOf(question.questionType ?? 'choice')!.write as unknown as TypeWriters<ExportQuestion>;

/** The question as a format writes it: as another type's when its type cannot be carried (ADR 291). */
export const writtenAs = (question: ExportQuestion, format: ExportFormat): ExportQuestion =>
  writersOf(question).writtenAs?.[format]?.(question) ?? question;

/** Every type's part of the SCORM player, once each. */
export const scormTypeScripts = () => TYPES.flatMap((type) => (type.write ? [type.write.scorm.script] : []));
