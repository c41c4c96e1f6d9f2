/**
 * Grading one attempt on the student's detail (ADR 209, ADR 352) on the one form lifecycle (ADR 125): every
 * question's points and comment and the attempt's comment in one form, checked here (points within 0..the
 * question's points, hundredths) and saved with one Save in one request on the version they were loaded with. A
 * save made on an older version (a colleague's grades, the student's new attempt) waits in `conflict` for Reload or
 * Keep mine; Keep mine sends only what this teacher changed, so a colleague's other grades stay.
 */
import type { ActorRefFrom } from 'xstate';
import type { AttemptGrading } from '../../../domain/quiz/results/grading';
import {
  EMPTY_GRADING_FORM,
  GradingFormSchema,
  applyGradingEdit,
  gradingFormOf,
  type GradingChanges,
  type GradingFormEdit,
  type GradingFormValues,
} from '../../../domain/quiz/results/gradingForm';
import { defineForm, type AnyFormSnapshot, type SaveFormInput } from '../../shared/formMachine';

export const { machine: gradingFormMachine, selectors: gradingForm } = defineForm({
  id: 'gradingForm',
  record: "this attempt's grades",
  schema: GradingFormSchema,
  empty: EMPTY_GRADING_FORM,
  valuesOf: gradingFormOf,
  idOf: (grading: AttemptGrading | null) => grading?.assignmentId ?? null,
  versionOf: (grading: AttemptGrading | null) => grading?.version ?? null,
  applyEdit: (values: GradingFormValues, edit: GradingFormEdit) => applyGradingEdit(values, edit),
  showErrors: 'changed',
});

export type GradingFormActorRef = ActorRefFrom<typeof gradingFormMachine>;
export type SaveGradingInput = SaveFormInput<GradingFormValues, GradingChanges>;

/** The attempt's grading as last loaded or saved: its questions, total, history and neighbours. */
export const selectGrading = (s: AnyFormSnapshot) => s.context.record as AttemptGrading | null;
