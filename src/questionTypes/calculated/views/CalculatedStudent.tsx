/**
 * Calculated on the student page (ADR 291): the student's own numbers are already in the question's text (the
 * server writes them in); the answer is a number typed as in a numeric question, read in the page's language.
 */
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { NumericStudent } from '../../numeric/views/NumericStudent';

export function CalculatedStudent(props: StudentQuestionProps) {
  return <NumericStudent {...props} />;
}
