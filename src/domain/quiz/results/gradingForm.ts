/**
 * The grading form of one attempt (ADR 352): every question's points and comment and the attempt's comment, typed
 * together and saved in one save. Each question keeps what was loaded beside what is typed, so a save sends only
 * what the teacher changed: a question left alone keeps the automatic score (no teacher's points given for it), and
 * after "Keep mine" a colleague's grades on other questions stay.
 */
import * as z from 'zod';
import { GRADING_LIMITS, parsePoints, pointsError, type AttemptGrading, type SaveGrades } from './grading';

const QuestionValuesSchema = z.object({
  itemId: z.number().int(),
  /** The question's points: a grade above them is refused here, before it is sent. */
  max: z.number(),
  /** Points as typed ('' while an essay waits); `loadedPoints` as loaded. */
  points: z.string(),
  loadedPoints: z.string(),
  comment: z.string().max(GRADING_LIMITS.questionComment),
  loadedComment: z.string(),
});

/** The form's values; parsed, the changes a save sends (with the version the form holds). */
export const GradingFormSchema = z
  .object({
    questions: z.array(QuestionValuesSchema),
    attemptComment: z.string().max(GRADING_LIMITS.attemptComment),
    loadedAttemptComment: z.string(),
  })
  .superRefine((values, ctx) => {
    values.questions.forEach((question, index) => {
      if (question.points === question.loadedPoints) return;
      const error = pointsError(parsePoints(question.points), question.max);
      if (error) ctx.addIssue({ code: 'custom', message: error, path: ['questions', index, 'points'] });
    });
  })
  .transform((values): Omit<SaveGrades, 'version'> => ({
    questions: values.questions.flatMap((question) => {
      const points = question.points !== question.loadedPoints ? parsePoints(question.points) : undefined;
      const comment = question.comment !== question.loadedComment ? question.comment : undefined;
      if (points === undefined && comment === undefined) return [];
      return [
        {
          itemId: question.itemId,
          ...(points !== undefined ? { points } : {}),
          ...(comment !== undefined ? { comment } : {}),
        },
      ];
    }),
    ...(values.attemptComment !== values.loadedAttemptComment
      ? { attemptComment: values.attemptComment }
      : {}),
  }));
export type GradingFormValues = z.input<typeof GradingFormSchema>;
export type GradingChanges = z.output<typeof GradingFormSchema>;

export const EMPTY_GRADING_FORM: GradingFormValues = {
  questions: [],
  attemptComment: '',
  loadedAttemptComment: '',
};

/** The form as an attempt's grading loads it: the points counted now ('' while a hand score waits). */
export function gradingFormOf(grading: AttemptGrading | null): GradingFormValues {
  if (!grading) return EMPTY_GRADING_FORM;
  return {
    questions: grading.questions.map((question) => {
      const points = question.points === null ? '' : String(question.points);
      return {
        itemId: question.itemId,
        max: question.maxPoints,
        points,
        loadedPoints: points,
        comment: question.comment,
        loadedComment: question.comment,
      };
    }),
    attemptComment: grading.attemptComment,
    loadedAttemptComment: grading.attemptComment,
  };
}

/** One question's field changed: its points or its comment. */
export type GradingFormEdit =
  | { readonly kind: 'points'; readonly itemId: number; readonly value: string }
  | { readonly kind: 'comment'; readonly itemId: number; readonly value: string }
  | { readonly kind: 'attemptComment'; readonly value: string };

export function applyGradingEdit(values: GradingFormValues, edit: GradingFormEdit): GradingFormValues {
  if (edit.kind === 'attemptComment') return { ...values, attemptComment: edit.value };
  return {
    ...values,
    questions: values.questions.map((question) =>
      question.itemId === edit.itemId ? { ...question, [edit.kind]: edit.value } : question,
    ),
  };
}
