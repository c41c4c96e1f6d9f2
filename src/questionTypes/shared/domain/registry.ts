/**
 * The question types (ADR 195, ADR 323). A new type is a folder beside choice/ whose domain part exports one
 * QuestionTypeModule, and one line in QUESTION_TYPES below; the payload's schema, the editor's event union, the
 * student's response, scoring, results, statistics and question generation (in this order: the dialog's) all read
 * this list. SPEC's choice question is the first entry and the default of every item that names no type.
 * @publicModule scoring, the take page and the server find each type here.
 */
import * as z from 'zod';
import { calculatedType } from '../../calculated/domain/calculated';
import { choiceType } from '../../choice/domain/choice';
import { essayType } from '../../essay/domain/essay';
import { fileUploadType } from '../../fileUpload/domain/fileUpload';
import { fillInBlanksType } from '../../fillInBlanks/domain/fillInBlanks';
import { hotspotType } from '../../hotspot/domain/hotspot';
import { hotTextType } from '../../hotText/domain/hotText';
import { numericType } from '../../numeric/domain/numeric';
import { matchingType } from '../../matching/domain/matching';
import { orderingType } from '../../ordering/domain/ordering';
import type { QuestionScore, QuestionTypeModule, StoredAnswer, StoredQuestion } from './questionType';
import { shortAnswerType } from '../../shortAnswer/domain/shortAnswer';
import { structureType } from '../../structure/domain/structure';
import { textBlockType } from '../../textBlock/domain/textBlock';
import { trueFalseType } from '../../trueFalse/domain/trueFalse';
import { versionedType } from '../../../domain/quiz/versions/versionedType';

export const QUESTION_TYPES = [
  choiceType,
  trueFalseType,
  shortAnswerType,
  numericType,
  essayType,
  matchingType,
  orderingType,
  fillInBlanksType,
  hotspotType,
  textBlockType,
  hotTextType,
  calculatedType,
  fileUploadType,
  structureType,
] as const;

type Registered = (typeof QUESTION_TYPES)[number];
export type QuestionTypeName = Registered['name'];
export const QUESTION_TYPE_NAMES = QUESTION_TYPES.map((type) => type.name) as [
  QuestionTypeName,
  ...QuestionTypeName[],
];
export const QuestionTypeNameSchema = z.enum(QUESTION_TYPE_NAMES);
export const DEFAULT_QUESTION_TYPE: QuestionTypeName = 'choice';

/** Every type's editor events, for the editor's event union. */
export const QUESTION_TYPE_EVENTS = QUESTION_TYPES.flatMap(
  (type) => type.events as readonly Registered['events'][number][],
);
export type QuestionTypeEvent = z.infer<Registered['events'][number]>;

const byName = new Map<string, QuestionTypeModule>(
  QUESTION_TYPES.map((type) => [type.name, type as unknown as QuestionTypeModule]),
);
const byEvent = new Map<string, QuestionTypeModule>(
  QUESTION_TYPES.flatMap((type) =>
    type.events.map((schema) => [schema.shape.type.value, type as unknown as QuestionTypeModule] as const),
  ),
);

/** The type of a question: choice when it names none, undefined for a name no type has. */
export function questionTypeOf(name: string | undefined): QuestionTypeModule | undefined {
  return byName.get(name ?? DEFAULT_QUESTION_TYPE);
}

/**
 * The type of a stored question; a name no type knows (written by a newer release) reads as choice. A question with
 * versions (ADR 309) is read as the version each attempt gets.
 */
export function storedTypeOf(
  question: Pick<StoredQuestion, 'questionType' | 'versions'>,
): QuestionTypeModule {
  const type = questionTypeOf(question.questionType) ?? byName.get(DEFAULT_QUESTION_TYPE)!;
  return question.versions && question.versions.length > 0 ? versionedType(type) : type;
}

/** The type whose editor event this is, if any. */
export const typeOfEvent = (eventType: string): QuestionTypeModule | undefined => byEvent.get(eventType);

/** A question's `definition` in a payload: the data of one of the types (which one is checked against its type). */
export const DefinitionSchema = z.union(
  QUESTION_TYPES.map((type) => type.definitionSchema) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
);

/** What a student may send as `response` (choice questions send option ids instead). */
export const ResponseSchema = z.union(
  QUESTION_TYPES.flatMap((type) => (type.responseSchema ? [type.responseSchema] : [])) as unknown as [
    z.ZodType,
    z.ZodType,
    ...z.ZodType[],
  ],
);

/** One question's score for what the student saved. */
export function scoreQuestion(
  question: StoredQuestion,
  saved: StoredAnswer | undefined,
  attempt?: string,
): QuestionScore {
  const type = storedTypeOf(question);
  return type.score(question, type.answerOf(saved), saved?.handScore, attempt);
}
