/**
 * Create or edit a class (ADR 116): `loading → ready → saving → saved`, with the SPEC's title rule and the date
 * order checked before saving, a dirty form registered with the unsaved-changes guard by the view, and a save on an
 * older version waiting in `conflict` for Reload (theirs replaces mine) or Keep mine (mine saved on theirs).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Class } from '../api/classesContract';
import { ClassFormSchema, type ClassForm } from '../domain/classes';
import { errorOf, isStale, recordSaving } from './recordSaving';

/** The form as the fields hold it: text everywhere, '' for an empty date. */
export interface ClassFormValues {
  readonly title: string;
  readonly institution: string;
  readonly description: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly professor: boolean;
}
export type ClassFormField = keyof ClassFormValues;

export const EMPTY_CLASS_FORM: ClassFormValues = {
  title: '',
  institution: '',
  description: '',
  startDate: '',
  endDate: '',
  professor: false,
};

export const valuesOf = (c: Class): ClassFormValues => ({
  title: c.title,
  institution: c.institution ?? '',
  description: c.description,
  startDate: c.startDate ?? '',
  endDate: c.endDate ?? '',
  professor: c.professor,
});

/** The form checked as the server will check it: the parsed form, or a message per field. */
export function checkClassForm(
  values: ClassFormValues,
): { form: ClassForm } | { errors: Record<string, string> } {
  const parsed = ClassFormSchema.safeParse({
    ...values,
    institution: values.institution.trim() || null,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  });
  if (parsed.success) return { form: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    errors[field] ??= issue.message;
  }
  return { errors };
}

export interface SaveClassInput {
  readonly id: number | null;
  readonly form: ClassForm;
  readonly version: number;
}

export interface ClassFormContext {
  readonly classId: number | null;
  values: ClassFormValues;
  loaded: ClassFormValues;
  version: number;
  errors: Record<string, string>;
  error: string | null;
  conflict: string | null;
}

export type ClassFormEvent =
  | { type: 'form.change'; field: ClassFormField; value: string | boolean }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' }
  | { type: 'form.retry' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Error');

const lifecycle = recordSaving<Class>();

/** The input of a load of the form's class. */
const loadByClassId = ({ context }: { context: { readonly classId: number | null } }) => ({
  id: context.classId!,
});

export const classFormMachine = setup({
  types: {
    context: {} as ClassFormContext,
    events: {} as ClassFormEvent,
    input: {} as { classId: number | null },
  },
  actors: {
    loadClass: fromPromise<Class, { id: number }>(async () => {
      throw new Error('loadClass is not provided');
    }),
    saveClass: fromPromise<Class, SaveClassInput>(async () => {
      throw new Error('saveClass is not provided');
    }),
  },
  guards: {
    isNew: ({ context }) => context.classId === null,
    isValid: ({ context }) => 'form' in checkClassForm(context.values),
    isStale,
  },
  actions: {
    assignLoaded: assign((_, saved: Class) => ({
      values: valuesOf(saved),
      loaded: valuesOf(saved),
      version: saved.version,
      error: null,
      conflict: null,
    })),
    /** Keep mine: the values stay as typed and are saved next on their version. */
    assignTheirVersion: assign((_, saved: Class) => ({ version: saved.version })),
    assignValue: assign({
      values: ({ context }, params: { field: ClassFormField; value: string | boolean }) => ({
        ...context.values,
        [params.field]: params.value,
      }),
      errors: ({ context }, params: { field: ClassFormField; value: string | boolean }) => {
        const { [params.field]: _dropped, ...rest } = context.errors;
        return rest;
      },
    }),
    assignErrors: assign({
      errors: ({ context }) => {
        const checked = checkClassForm(context.values);
        return 'errors' in checked ? checked.errors : {};
      },
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    assignConflict: assign((args) => ({ conflict: messageOf(errorOf(args)) })),
    clearMessages: assign({ error: null, conflict: null }),
    /** 'Class successfully created' / 'Class successfully updated', then the list reloads; provided by the screen. */
    notifySaved: (_, _params: { created: boolean; saved: Class }) => {},
  },
}).createMachine({
  id: 'classForm',
  context: ({ input }) => ({
    classId: input.classId,
    values: EMPTY_CLASS_FORM,
    loaded: EMPTY_CLASS_FORM,
    version: 0,
    errors: {},
    error: null,
    conflict: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isNew', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadClass',
        input: ({ context }) => ({ id: context.classId! }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'form.retry': 'loading', 'form.cancel': 'closed' } },
    ready: {
      on: {
        'form.change': {
          actions: {
            type: 'assignValue',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'assignErrors' }],
        'form.cancel': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        src: 'saveClass',
        input: ({ context }) => {
          const checked = checkClassForm(context.values);
          return {
            id: context.classId,
            form: 'form' in checked ? checked.form : (null as never),
            version: context.version,
          };
        },
        onDone: {
          target: 'saved',
          actions: [
            { type: 'assignLoaded', params: ({ event }) => event.output },
            {
              type: 'notifySaved',
              params: ({ context, event }) => ({ created: context.classId === null, saved: event.output }),
            },
          ],
        },
        onError: [
          lifecycle.onStale,
          {
            target: 'ready',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'classForm',
      record: 'this class',
      load: 'loadClass',
      loadInput: loadByClassId,
      assignRecord: 'assignLoaded',
    }),
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type ClassFormActorRef = ActorRefFrom<typeof classFormMachine>;
export type ClassFormSnapshot = SnapshotFrom<typeof classFormMachine>;

export const selectFormValues = (s: ClassFormSnapshot) => s.context.values;
export const selectFormErrors = (s: ClassFormSnapshot) => s.context.errors;
export const selectFormError = (s: ClassFormSnapshot) => s.context.error;
export const selectIsFormBusy = (s: ClassFormSnapshot) => s.hasTag('busy');
export const selectFormConflict = (s: ClassFormSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
export const selectIsFormDirty = (s: ClassFormSnapshot) =>
  s.status === 'active' && JSON.stringify(s.context.values) !== JSON.stringify(s.context.loaded);
export const selectFormLoadFailed = (s: ClassFormSnapshot) => s.matches('loadFailed');
