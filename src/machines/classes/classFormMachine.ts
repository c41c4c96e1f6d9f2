/**
 * Create or edit a class in a dialog (ADR 116) on the one form lifecycle (ADR 125): the dialog's text values are
 * checked with the SPEC's title rule and the date order (ClassDialogSchema) before saving, a dirty form is
 * registered with the unsaved-changes guard by the view, a save closes the dialog, and a save on an older version
 * waits in `conflict` for Reload (theirs replaces mine) or Keep mine (mine saved on theirs). A failed load or save
 * is said in the dialog.
 */
import type { ActorRefFrom } from 'xstate';
import type { Class } from '../../api/classes/classesContract';
import {
  ClassDialogSchema,
  EMPTY_CLASS_DIALOG,
  type ClassDialogValues,
  type ClassForm,
} from '../../domain/classes/classes';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: classFormMachine, selectors: classForm } = defineForm({
  id: 'classForm',
  record: 'this class',
  schema: ClassDialogSchema,
  empty: EMPTY_CLASS_DIALOG,
  valuesOf: (c: Class): ClassDialogValues => ({
    title: c.title,
    institution: c.institution ?? '',
    description: c.description,
    startDate: c.startDate ?? '',
    endDate: c.endDate ?? '',
    professor: c.professor,
  }),
  endsOnSave: true,
});

export type ClassFormActorRef = ActorRefFrom<typeof classFormMachine>;

export type SaveClassInput = SaveFormInput<ClassDialogValues, ClassForm>;
