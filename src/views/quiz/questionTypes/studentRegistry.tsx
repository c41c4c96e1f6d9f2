/**
 * The student component of each question type (ADR 195): a new type adds its component here. Part of the take
 * page's first script, so each stays small and imports no zod (ADR 140).
 */
import { createElement, type ComponentType } from 'react';
import { ChoiceStudent } from './choice/ChoiceStudent';
import { EssayStudent } from './essay/EssayStudent';
import { NumericStudent } from './numeric/NumericStudent';
import { MatchingStudent } from './matching/MatchingStudent';
import { OrderingStudent } from './ordering/OrderingStudent';
import { ShortAnswerStudent } from './shortAnswer/ShortAnswerStudent';
import type { StudentQuestionProps } from './studentQuestion';
import { TrueFalseStudent } from './trueFalse/TrueFalseStudent';

const STUDENT_COMPONENTS: Readonly<Record<string, ComponentType<StudentQuestionProps>>> = {
  choice: ChoiceStudent,
  trueFalse: TrueFalseStudent,
  shortAnswer: ShortAnswerStudent,
  numeric: NumericStudent,
  essay: EssayStudent,
  matching: MatchingStudent,
  ordering: OrderingStudent,
};

/** The answer of a question as its type renders it; a type this page does not know shows as choice (its options). */
export function StudentAnswer(props: StudentQuestionProps) {
  return createElement(STUDENT_COMPONENTS[props.question.questionType ?? 'choice'] ?? ChoiceStudent, props);
}
