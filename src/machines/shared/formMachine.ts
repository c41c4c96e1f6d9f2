/**
 * The one lifecycle of a record form (ADR 125): load → editing → validating → saving → saved, a save refused on an
 * older version waiting in `conflict` (ADR 109, through recordSaving.ts), a failed load in `loadFailed`. The form
 * holds what was loaded or last saved beside what is typed, so it knows when it is dirty (the view registers a
 * dirty form with the unsaved-changes guard), and checks the values with the record's zod schema from src/domain,
 * whose messages are the SPEC's.
 *
 * `defineForm(definition)` builds one form from its record type, schema, empty values and how a record becomes
 * values: its machine (`createFormMachine`) and its selectors as one object (`formSelectors`). A form's file states
 * only its definition and exports both, the selectors named after the form (`sponsorForm.selectValues`,
 * `classForm.selectIsBusy`): the same names in every form, beside any selector of its own. The effects are actors
 * and actions given with `.provide()` from the area's `*Services.ts` factory and the screen: `loadRecord`,
 * `saveRecord`, `notifySaved`, `notifySaveFailed`, `notifyInvalid`. What a form does besides (a sponsor's uploads
 * and articles, a playlist's drag) lives in a machine of its own beside it.
 */
import { assign, fromPromise, setup } from 'xstate';
import type * as z from 'zod';
import { ApiError } from '../../api/shared/http';
import { fieldErrors } from '../../domain/session/session';
import { conflictOf, isStale, recordSaving } from './recordSaving';
import { messageOf } from '../../domain/shared/messages';

export interface FormInput {
  /** The record to edit; null adds a new one. */
  readonly id: number | null;
}

/** What a save is given: the values as typed, as the schema parsed them, and the version they were made on. */
export interface SaveFormInput<TValues, TParsed = TValues> {
  readonly id: number | null;
  readonly values: TValues;
  readonly parsed: TParsed;
  /** The version the edit was made on; null on create. */
  readonly version: number | null;
}

export interface FormDefinition<TRecord, TSchema extends z.ZodType, TEdit = never> {
  /** The machine's id. */
  readonly id: string;
  /** The record as the conflict state's description names it: 'this sponsor', 'the banner'. */
  readonly record: string;
  /** The values' rules, with the SPEC's messages. */
  readonly schema: TSchema;
  readonly empty: z.input<TSchema>;
  readonly valuesOf: (record: TRecord) => z.input<TSchema>;
  /** The record's id and the version it was loaded on; by default its own `id` and `version`, null without. */
  readonly idOf?: (record: TRecord) => number | null;
  readonly versionOf?: (record: TRecord) => number | null;
  /** Whether two values are the same to the user; by default equal as JSON. */
  readonly same?: (a: z.input<TSchema>, b: z.input<TSchema>) => boolean;
  /** A new record loads too (the banner reads whether one exists; Add New translation reads the groups). */
  readonly loadsNew?: boolean;
  /** false: the record carries no version, so no save can be stale (Add New translation). */
  readonly versioned?: boolean;
  /** A save ends the form (the screen leaves or the dialog closes); otherwise editing goes on. */
  readonly endsOnSave?: boolean;
  /** 'changed': messages show as soon as the values differ from the saved ones, and only a change is saved. */
  readonly showErrors?: 'submitted' | 'changed';
  /** An edit richer than a patch of fields, applied by a pure domain function. */
  readonly applyEdit?: (values: z.input<TSchema>, edit: TEdit) => z.input<TSchema>;
}

export interface FormContext<TRecord, TValues> {
  id: number | null;
  /** What the load or the last save answered. */
  record: TRecord | null;
  /** The version the values were loaded with; uploads and other changes beside the form leave it. */
  version: number | null;
  values: TValues;
  /** The values as loaded or last saved: the form is dirty while they differ. */
  saved: TValues;
  /** A save was tried: field messages show from then on. */
  submitted: boolean;
  /** The server's message while a refused save waits for Reload or Keep mine. */
  conflict: string | null;
  /** The refused save's current version was the user's own save, in another tab or on another device (ADR 300). */
  conflictByYou: boolean;
  /** Why the last save or load failed, for a form that shows it in place. */
  failure: string | null;
  /**
   * The server's messages per field of the last refused save (e.g. a domain another record holds), shown beside
   * their fields until the values change.
   */
  serverErrors: Readonly<Record<string, readonly string[]>>;
  /** The values that save sent: the server's messages are about these. */
  serverErrorValues: TValues | null;
  /** The failed load's status: 404 when the record is missing or hidden (ADR 105), 0 when not an HTTP answer. */
  loadStatus: number | null;
}

export type FormEvent<TRecord, TValues, TEdit = never> =
  | { type: 'form.change'; patch: Partial<TValues> }
  | { type: 'form.edit'; edit: TEdit }
  | { type: 'form.save' }
  | { type: 'form.retry' }
  | { type: 'form.cancel' }
  | { type: 'record.updated'; record: TRecord }
  /**
   * A change beside the form that the server versions (an article's upload or lifecycle step, ADR 315) answered
   * the record as it now is: an unchanged form shows it as loaded; a form with typing keeps the typing and takes
   * the new version only when it is the one right after its own, so nobody else's save is overwritten.
   */
  | { type: 'record.changed'; record: TRecord }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

/**
 * `idOf` and `versionOf` for a form whose load answers more than its record (the record beside what the form
 * reads with it): the id and version are the record's, null while adding.
 */
export const identityOf = <TLoaded>(
  recordOf: (loaded: TLoaded) => { readonly id: number; readonly version: number } | null,
) => ({
  idOf: (loaded: TLoaded) => recordOf(loaded)?.id ?? null,
  versionOf: (loaded: TLoaded) => recordOf(loaded)?.version ?? null,
});

const SAVED = { type: 'final', description: 'Saved: the screen has left, or the dialog closed.' } as const;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Inside the machine a record, its values and an edit are opaque: XState's named, parametrised actions cannot be
 * typed over type parameters. The definition and the selectors are typed per form.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Opaque = any;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type TRecord = {} | null;
type TValues = Record<string, unknown>;
type TParsed = unknown;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type TEdit = {} | null;
type Context = FormContext<TRecord, TValues>;
type Definition = FormDefinition<TRecord, z.ZodType<unknown, TValues>, TEdit>;

export function createFormMachine<
  TDefinition extends FormDefinition<Opaque, z.ZodType<Opaque, Opaque>, never>,
>(typed: TDefinition) {
  const definition = typed as unknown as Definition;
  const same = definition.same ?? sameJson;
  const valid = (values: TValues) => definition.schema.safeParse(values).success;
  const lifecycle = recordSaving<TRecord>();
  const versioned = definition.versioned !== false;
  const idOf = definition.idOf ?? ((record: Opaque) => record?.id ?? null);
  const versionOf = definition.versionOf ?? ((record: Opaque) => record?.version ?? null);
  /** The id and version a loaded or saved record gives the form (a new record keeps the form's id). */
  const identity = (context: Context, record: TRecord) => ({
    id: idOf(record) ?? context.id,
    version: versionOf(record),
  });
  const conflict = lifecycle.conflictState({
    machineId: definition.id,
    record: definition.record,
    load: 'loadRecord',
    loadInput: ({ context }: { context: Context }): FormInput => ({ id: context.id }),
    assignRecord: 'assignRecord',
    resting: 'editing',
    notifyFailed: 'notifyTheirsUnread',
  });
  const loaded = (context: Context, record: TRecord): Partial<Context> => ({
    record,
    ...identity(context, record),
    values: definition.valuesOf(record),
    saved: definition.valuesOf(record),
    submitted: false,
    conflict: null,
    failure: null,
    serverErrors: {},
    serverErrorValues: null,
  });

  return setup({
    types: {
      context: {} as Context,
      events: {} as FormEvent<TRecord, TValues, TEdit>,
      input: {} as FormInput,
    },
    actors: {
      loadRecord: fromPromise<Opaque, Opaque>(async () => {
        throw new Error('loadRecord is not provided');
      }),
      saveRecord: fromPromise<Opaque, Opaque>(async () => {
        throw new Error('saveRecord is not provided');
      }),
    },
    guards: {
      startsEmpty: ({ context }) => context.id === null,
      isUnchanged: ({ context }) => same(context.values, context.saved),
      isValid: ({ context }) => valid(context.values),
      isStale,
    },
    actions: {
      assignRecord: assign(({ context }, record: TRecord) => loaded(context, record)),
      /** Keep mine: the values stay as typed and are saved next on their version. */
      assignTheirVersion: assign(({ context }, record: TRecord) => ({
        record,
        ...identity(context, record),
        conflict: null,
      })),
      /** A change made beside the form (an upload): the record is new, the typed values and version stay. */
      assignRecordOnly: assign((_, record: TRecord) => ({ record })),
      /** A versioned change beside the form: its version too, when nothing else changed the record between. */
      assignRecordAndNextVersion: assign(({ context }, record: TRecord) => {
        const version = versionOf(record);
        const next = context.version !== null && version === context.version + 1;
        return { record, version: next ? version : context.version };
      }),
      assignConflict: assign(conflictOf),
      assignPatch: assign(({ context }, patch: Partial<TValues>) => ({
        values: { ...context.values, ...patch },
      })),
      applyEdit: assign(({ context }, edit: TEdit) => ({
        values: definition.applyEdit ? definition.applyEdit(context.values, edit) : context.values,
      })),
      markSubmitted: assign({ submitted: true }),
      assignFailure: assign(({ context }, { error }: { error: unknown }) => ({
        failure: messageOf(error),
        serverErrors: error instanceof ApiError && error.errors ? error.errors : {},
        serverErrorValues: context.values,
      })),
      assignLoadStatus: assign((_, { error }: { error: unknown }) => ({
        loadStatus: error instanceof ApiError ? error.status : 0,
        failure: messageOf(error),
      })),
      clearFailure: assign({ failure: null, serverErrors: {}, serverErrorValues: null }),
      /** The save succeeded (say so, go where the form goes next); provided by the screen. */
      notifySaved: (_, _params: { created: boolean; record: TRecord }) => {},
      /** The save failed other than on a stale version; provided by the screen. */
      notifySaveFailed: (_, _params: { created: boolean; error: unknown }) => {},
      /** Their version could not be read for Reload or Keep mine; the choice stays open. Provided by the screen. */
      notifyTheirsUnread: () => {},
      /** The values break a rule: their messages, for a form that sums them up in a notification. */
      notifyInvalid: (_, _messages: readonly string[]) => {},
    },
  }).createMachine({
    id: definition.id,
    context: ({ input }) => ({
      id: input.id,
      record: null,
      version: null,
      values: definition.empty,
      saved: definition.empty,
      submitted: false,
      conflict: null,
      conflictByYou: false,
      failure: null,
      serverErrors: {},
      serverErrorValues: null,
      loadStatus: null,
    }),
    initial: 'starting',
    states: {
      starting: {
        description: 'A new record starts empty; an existing one (or a form that reads first) loads.',
        always: [
          // A form that reads first (loadsNew) always loads.
          ...(definition.loadsNew ? [] : [{ guard: 'startsEmpty' as const, target: 'editing' }]),
          { target: 'loading' },
        ],
      },
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'loadRecord',
          input: ({ context }: { context: Context }): FormInput => ({ id: context.id }),
          onDone: {
            target: 'editing',
            actions: { type: 'assignRecord', params: ({ event }) => event.output },
          },
          onError: {
            target: 'loadFailed',
            actions: { type: 'assignLoadStatus', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loadFailed: {
        description: 'The record could not be read: the screen shows the error; Retry reads again.',
        tags: ['error'],
        on: { 'form.retry': 'loading', 'form.cancel': 'closed' },
      },
      editing: {
        on: {
          'form.change': { actions: { type: 'assignPatch', params: ({ event }) => event.patch } },
          'form.edit': { actions: { type: 'applyEdit', params: ({ event }) => event.edit } },
          'record.updated': { actions: { type: 'assignRecordOnly', params: ({ event }) => event.record } },
          'record.changed': [
            {
              guard: 'isUnchanged',
              actions: { type: 'assignRecord', params: ({ event }) => event.record },
            },
            { actions: { type: 'assignRecordAndNextVersion', params: ({ event }) => event.record } },
          ],
          'form.save': 'validating',
          'form.cancel': 'closed',
        },
      },
      validating: {
        description: "Checks the values with the record's schema; a broken rule shows its message and stays.",
        always: [
          // Only a form that saves changes alone refuses an unchanged save.
          ...(definition.showErrors === 'changed'
            ? [{ guard: 'isUnchanged' as const, target: 'editing' }]
            : []),
          { guard: 'isValid', target: 'saving', actions: 'markSubmitted' },
          {
            target: 'editing',
            actions: [
              'markSubmitted',
              {
                type: 'notifyInvalid',
                params: ({ context }) => {
                  const result = definition.schema.safeParse(context.values);
                  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
                },
              },
            ],
          },
        ],
      },
      saving: {
        tags: ['busy'],
        entry: 'clearFailure',
        invoke: {
          src: 'saveRecord',
          input: ({ context }: { context: Context }): SaveFormInput<TValues, TParsed> => ({
            id: context.id,
            values: context.values,
            parsed: definition.schema.parse(context.values) as TParsed,
            version: context.version,
          }),
          // notifySaved reads `created` before the record's id replaces a new form's null.
          onDone: {
            target: definition.endsOnSave ? 'saved' : 'editing',
            actions: [
              {
                type: 'notifySaved',
                params: ({ context, event }) => ({ created: context.id === null, record: event.output }),
              },
              { type: 'assignRecord', params: ({ event }) => event.output },
            ],
          },
          onError: [
            ...(versioned ? [lifecycle.onStale] : []),
            {
              target: 'editing',
              actions: [
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'notifySaveFailed',
                  params: ({ context, event }) => ({ created: context.id === null, error: event.error }),
                },
              ],
            },
          ],
        },
      },
      // Only a versioned record has a conflict (the type names it for every form's selectors).
      ...((versioned ? { conflict } : {}) as { conflict: typeof conflict }),
      // Only a form that ends on save has `saved` (the type names it for every form's selectors).
      ...((definition.endsOnSave ? { saved: SAVED } : {}) as { saved: typeof SAVED }),
      closed: { type: 'final', description: 'Left without saving.' },
    },
  });
}

/** What the selectors read of a form's snapshot, whatever its record. */
export interface AnyFormSnapshot {
  readonly context: FormContext<Opaque, Opaque>;
  readonly value: unknown;
  readonly status: string;
  hasTag(tag: string): boolean;
}

/** The selectors of any form's lifecycle, whatever its record: loading, failure, saving, conflict. */
export const formStateSelectors = {
  selectIsLoading: (s: AnyFormSnapshot) => s.value === 'starting' || s.value === 'loading',
  selectLoadFailed: (s: AnyFormSnapshot) => s.hasTag('error'),
  /** The record is missing, or the caller may not see it: both answer 404 (ADR 105). */
  selectNotFound: (s: AnyFormSnapshot) => s.hasTag('error') && s.context.loadStatus === 404,
  selectIsSaving: (s: AnyFormSnapshot) => s.value === 'saving' || s.value === 'saved',
  selectIsBusy: (s: AnyFormSnapshot) => s.hasTag('busy'),
  /** The refused save's message while the form waits for Reload or Keep mine; null otherwise. */
  selectConflict: (s: AnyFormSnapshot): string | null => (s.hasTag('conflict') ? s.context.conflict : null),
  /** The conflict is with the user's own save from another tab or device (ADR 300). */
  selectConflictByYou: (s: AnyFormSnapshot) => s.hasTag('conflict') && s.context.conflictByYou,
  /** Why the last load or save failed, for a form that says it in place. */
  selectFailure: (s: AnyFormSnapshot): string | null => s.context.failure,
  selectIsEnded: (s: AnyFormSnapshot) => s.status === 'done',
};

/** The selectors of a form built from `definition`: views read these, never the state's shape. */
export function formSelectors<TRecord, TSchema extends z.ZodType, TEdit = never>(
  definition: FormDefinition<TRecord, TSchema, TEdit>,
) {
  type S = AnyFormSnapshot;
  type Values = z.input<TSchema>;
  const same = definition.same ?? sameJson;
  const changed = (s: S): boolean => !same(s.context.values, s.context.saved);
  const errorsOf = (s: S): Record<string, string[]> => {
    const result = definition.schema.safeParse(s.context.values);
    const own = result.success ? {} : fieldErrors(result.error);
    // The server's word on a field stands beside it while the values are the ones it refused.
    const refused =
      s.context.serverErrorValues !== null && same(s.context.values, s.context.serverErrorValues);
    if (!refused) return own;
    const server = Object.entries(s.context.serverErrors).filter(([field]) => !own[field]);
    return { ...own, ...Object.fromEntries(server.map(([field, messages]) => [field, [...messages]])) };
  };
  return {
    selectValues: (s: S): Values => s.context.values,
    selectRecord: (s: S): TRecord | null => s.context.record,
    /** The SPEC's message per field (`values.en` for a nested one), once they are to be shown. */
    selectErrors: (s: S): Record<string, string[]> =>
      (definition.showErrors === 'changed' ? changed(s) : s.context.submitted) ? errorsOf(s) : {},
    /** Unsaved changes: the values differ from the saved ones and the form has not ended. */
    selectIsDirty: (s: S) => s.status === 'active' && changed(s),
    selectCanSave: (s: S) =>
      s.value === 'editing' &&
      definition.schema.safeParse(s.context.values).success &&
      (definition.showErrors !== 'changed' || changed(s)),
    ...formStateSelectors,
  };
}

/**
 * One form from its definition: the machine and the selectors built from it, exported by the form's file as
 * `export const { machine: sponsorFormMachine, selectors: sponsorForm } = defineForm({ ... })`.
 */
export function defineForm<TRecord, TSchema extends z.ZodType, TEdit = never>(
  definition: FormDefinition<TRecord, TSchema, TEdit>,
) {
  return { machine: createFormMachine(definition), selectors: formSelectors(definition) };
}
