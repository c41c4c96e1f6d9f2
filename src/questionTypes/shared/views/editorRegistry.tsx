/**
 * The editor component of each question type (ADR 195): a new type adds its component here. A type the console
 * does not know is edited as choice (its options).
 */
import { createElement, type ComponentType } from 'react';
import type { QuestionTypeName } from '../domain/registry';
import type { AnswerKeyProps } from './answerKey';
import { CalculatedAnswerKey } from '../../calculated/views/CalculatedAnswerKey';
import { CalculatedEditor } from '../../calculated/views/CalculatedEditor';
import { ChoiceEditor } from '../../choice/views/ChoiceEditor';
import { EssayAnswerKey } from '../../essay/views/EssayAnswerKey';
import { EssayEditor } from '../../essay/views/EssayEditor';
import { FileUploadAnswerKey } from '../../fileUpload/views/FileUploadAnswerKey';
import { FileUploadEditor } from '../../fileUpload/views/FileUploadEditor';
import { HotspotAnswerKey } from '../../hotspot/views/HotspotAnswerKey';
import { HotspotEditor } from '../../hotspot/views/HotspotEditor';
import { HotTextAnswerKey } from '../../hotText/views/HotTextAnswerKey';
import { HotTextEditor } from '../../hotText/views/HotTextEditor';
import type { EditorQuestionProps } from './editorQuestion';
import { FillInBlanksAnswerKey } from '../../fillInBlanks/views/FillInBlanksAnswerKey';
import { FillInBlanksEditor } from '../../fillInBlanks/views/FillInBlanksEditor';
import { MatchingAnswerKey } from '../../matching/views/MatchingAnswerKey';
import { MatchingEditor } from '../../matching/views/MatchingEditor';
import { NumericAnswerKey } from '../../numeric/views/NumericAnswerKey';
import { NumericEditor } from '../../numeric/views/NumericEditor';
import { OrderingAnswerKey } from '../../ordering/views/OrderingAnswerKey';
import { OrderingEditor } from '../../ordering/views/OrderingEditor';
import { ShortAnswerAnswerKey } from '../../shortAnswer/views/ShortAnswerAnswerKey';
import { ShortAnswerEditor } from '../../shortAnswer/views/ShortAnswerEditor';
import { StructureAnswerKey } from '../../structure/views/StructureAnswerKey';
import { StructureEditor } from '../../structure/views/StructureEditor';
import { TextBlockEditor } from '../../textBlock/views/TextBlockEditor';
import { TrueFalseAnswerKey } from '../../trueFalse/views/TrueFalseAnswerKey';
import { TrueFalseEditor } from '../../trueFalse/views/TrueFalseEditor';

const EDITOR_COMPONENTS: Readonly<Record<string, ComponentType<EditorQuestionProps>>> = {
  choice: ChoiceEditor,
  trueFalse: TrueFalseEditor,
  shortAnswer: ShortAnswerEditor,
  fillInBlanks: FillInBlanksEditor,
  numeric: NumericEditor,
  essay: EssayEditor,
  fileUpload: FileUploadEditor,
  matching: MatchingEditor,
  ordering: OrderingEditor,
  hotspot: HotspotEditor,
  textBlock: TextBlockEditor,
  calculated: CalculatedEditor,
  hotText: HotTextEditor,
  structure: StructureEditor,
};

/** The right answer of each type on the teacher's screens (Quiz Preview, the quiz viewer); choice shows its options. */
const ANSWER_KEYS: Readonly<Record<string, ComponentType<AnswerKeyProps>>> = {
  trueFalse: TrueFalseAnswerKey,
  shortAnswer: ShortAnswerAnswerKey,
  fillInBlanks: FillInBlanksAnswerKey,
  numeric: NumericAnswerKey,
  essay: EssayAnswerKey,
  fileUpload: FileUploadAnswerKey,
  matching: MatchingAnswerKey,
  ordering: OrderingAnswerKey,
  hotspot: HotspotAnswerKey,
  calculated: CalculatedAnswerKey,
  hotText: HotTextAnswerKey,
  structure: StructureAnswerKey,
};

/**
 * Each type's name in the catalogs (its own group's `name`, or a key of the shared `questionTypes` group for a type of
 * a few strings), in the order the new question's type is offered.
 */
export const QUESTION_TYPE_LABELS = [
  ['choice', 'choice.name'],
  ['trueFalse', 'trueFalse.name'],
  ['shortAnswer', 'shortAnswer.name'],
  ['numeric', 'numeric.name'],
  ['essay', 'essay.name'],
  ['fileUpload', 'fileUpload.name'],
  ['matching', 'matching.name'],
  ['ordering', 'ordering.name'],
  ['fillInBlanks', 'fillInBlanks.name'],
  ['hotspot', 'hotspot.name'],
  ['calculated', 'calculated.name'],
  ['hotText', 'hotText.name'],
  ['structure', 'questionTypes.structure'],
] as const satisfies readonly (readonly [QuestionTypeName, `${string}.${string}`])[];

/** A type's name in the catalogs; a text block (ADR 260), added by its own button, is not among the offered types. */
export const questionTypeLabelKey = (name: string | undefined) =>
  name === 'textBlock'
    ? 'questionTypes.textBlock'
    : (QUESTION_TYPE_LABELS.find(([type]) => type === (name ?? 'choice')) ?? QUESTION_TYPE_LABELS[0])[1];

/** Whether the console has an editor for the type (the registry's test asks every type for one). */
export const hasEditor = (name: string) => Object.hasOwn(EDITOR_COMPONENTS, name);

/** The question's answers as its type edits them. */
export function QuestionTypeEditor(props: EditorQuestionProps) {
  return createElement(EDITOR_COMPONENTS[props.item.questionType ?? 'choice'] ?? ChoiceEditor, props);
}

/** The right answer of a question of another type than choice (nothing for choice: its options are marked). */
export function QuestionAnswerKey(props: AnswerKeyProps) {
  const component = ANSWER_KEYS[props.questionType ?? 'choice'];
  return component ? createElement(component, props) : null;
}
