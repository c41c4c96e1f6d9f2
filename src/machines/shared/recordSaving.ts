/**
 * The save-and-conflict lifecycle of a versioned record (ADR 109): an edit is saved on the version it was loaded
 * with; when someone else saved first the server refuses it and the machine waits in `conflict` for Reload (theirs
 * replaces mine) or Keep mine (their version is read, then mine is saved on it).
 *
 * Every record form gets it through `createFormMachine` (formMachine.ts). A machine that saves a record without
 * being a form (a class's documents, a class's share list, the feature flags) declares in its own `setup()` the
 * guard `isStale` (from here), the action `assignConflict` (`assign(conflictOf)`, into `conflict` and
 * `conflictByYou`) and its own
 * `assignTheirVersion`, then builds its states with `recordSaving<Record>()`:
 *
 *   saving: { invoke: { ..., onError: [lifecycle.onStale, { target: 'ready', actions: 'notifyFailed' }] } },
 *   conflict: lifecycle.conflictState({ machineId, record: "the class's share list", load: 'loadShares', ... }),
 *
 * The machine keeps its own `saving` state (what a save sends and what success does differ) and its public
 * surface: the `conflict.reload`/`conflict.keepMine` events, the `conflict` and `busy` tags.
 */
import { isSavedByYou, isStaleVersion } from '../../api/shared/staleVersion';

/** What a refused save's error event carries. */
interface ErrorEventArgs {
  readonly event: unknown;
}

/** The error a refused save's event carries. */
export const errorOf = ({ event }: ErrorEventArgs): unknown => (event as { error?: unknown }).error;

/** Guard `isStale`: the save was refused because the record changed since it was loaded (a 409 with errors.version). */
export const isStale = (args: ErrorEventArgs): boolean => isStaleVersion(errorOf(args));

/**
 * The context patch of action `assignConflict`: the refused save's message, from the server, and whether the
 * version that won was the user's own save in another tab or on another device (ADR 300).
 */
export const conflictOf = (args: ErrorEventArgs): { conflict: string; conflictByYou: boolean } => {
  const error = errorOf(args);
  return { conflict: error instanceof Error ? error.message : '', conflictByYou: isSavedByYou(error) };
};

/** The input of a load by the form's id, for forms whose record is loaded with `{ id }`. */
export const loadById = ({ context }: { context: { readonly id: number | null } }) => ({ id: context.id! });

export interface ConflictStateOptions<
  TLoad extends string,
  TAssign extends string,
  TNotify extends string,
  TContext,
  TInput,
> {
  /** The form machine's id: the lifecycle leaves `conflict` for `#id.ready` (or `resting`) and `#id.saving`. */
  readonly machineId: string;
  /** The state a reload returns to; 'ready' unless named. */
  readonly resting?: string;
  /** The state that saves mine again on their version; 'saving' unless named. */
  readonly saving?: string;
  /** The record as the state's description names it: 'this sponsor', 'the banner'. */
  readonly record: string;
  /** The actor that reads the record as it is now on the server. */
  readonly load: TLoad;
  /** The load's input, when it takes one. */
  readonly loadInput?: (args: { context: TContext }) => TInput;
  /** Reload: the action that replaces the form with their record. */
  readonly assignRecord: TAssign;
  /** The action run when reading their version failed, if any; the form keeps waiting for a choice. */
  readonly notifyFailed?: TNotify;
}

/** The builders of the lifecycle for a record of type `TRecord` (what the form's load actor resolves with). */
export function recordSaving<TRecord>() {
  const output = ({ event }: { event: { output: TRecord } }): TRecord => event.output;
  return {
    /** The first `onError` candidate of a form's `saving`: a stale save goes to `conflict` with its message. */
    onStale: { guard: 'isStale', target: 'conflict', actions: 'assignConflict' } as const,

    /** The `conflict` state: choose Reload or Keep mine, then read their version and act on it. */
    conflictState<
      TLoad extends string,
      TAssign extends string,
      TNotify extends string = never,
      TContext = unknown,
      TInput = undefined,
    >(options: ConflictStateOptions<TLoad, TAssign, TNotify, TContext, TInput>) {
      const { machineId, load, loadInput, assignRecord, notifyFailed } = options;
      const { resting = 'ready', saving = 'saving' } = options;
      const invoke = { src: load, input: loadInput };
      const failed = { target: 'deciding', actions: notifyFailed } as const;
      return {
        description: `Someone saved ${options.record} since it was loaded: nothing was stored; reload theirs or keep mine.`,
        tags: ['conflict'],
        initial: 'deciding',
        states: {
          deciding: {
            on: { 'conflict.reload': 'reloading', 'conflict.keepMine': 'keepingMine' },
          },
          reloading: {
            tags: ['busy'],
            invoke: {
              ...invoke,
              onDone: { target: `#${machineId}.${resting}`, actions: { type: assignRecord, params: output } },
              onError: failed,
            },
          },
          keepingMine: {
            description: 'Reads their version, then saves mine on it.',
            tags: ['busy'],
            invoke: {
              ...invoke,
              onDone: {
                target: `#${machineId}.${saving}`,
                actions: { type: 'assignTheirVersion', params: output },
              },
              onError: failed,
            },
          },
        },
      } as const;
    },
  };
}
