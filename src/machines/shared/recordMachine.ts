/**
 * The one lifecycle of a screen that reads a record (ADR 191), beside `formMachine` and `listMachine`:
 * loading → ready | notFound | loadFailed, Try again from loadFailed, and Refresh while ready, which keeps what is
 * shown while it reads again (a failed refresh keeps it too, and says so). A record the caller may not see answers
 * 404 like a missing one (ADR 105): both are notFound. Stopping the actor (leaving the screen) aborts the read.
 *
 * The screen's read is the provided actor `fetchRecord` (`recordServices(fetch)`), given the machine's `request`.
 * A screen with more behaviour invokes this machine as its child `record`: it sends it `record.refresh` after a
 * change, or `record.replace` with the record a change answered; a parent that acts on the record itself provides
 * `announceRecord` to hear each one loaded. While ready the machine also remembers which parts of the record the
 * reader turned to another view (a chart read as a table, a question opened to its options).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { systemClock, type Clock } from './clock';
import { NOT_FOUND, toLoadError, type LoadError } from './loadError';

/** The screen's read: one record for the request. It must pass `signal` on, so leaving the screen aborts it. */
export type FetchRecord<TRequest, TRecord> = (request: TRequest, signal: AbortSignal) => Promise<TRecord>;

/** The services of a record screen over its read: `recordMachine.provide(recordServices(fetch))` (ADR 121). */
export function recordServices<TRequest, TRecord>(fetch: FetchRecord<TRequest, TRecord>) {
  return {
    actors: {
      fetchRecord: fromPromise<unknown, unknown>(({ input, signal }) => fetch(input as TRequest, signal)),
    },
  };
}

export interface RecordInput {
  /** What the read is given: the record's id and kind (data only). */
  readonly request?: unknown;
  /** The time the record is read at (a deadline shows 'Expired' once past); the real clock unless a test gives one. */
  readonly clock?: Clock;
}

export interface RecordContext {
  readonly request: unknown;
  readonly clock: Clock;
  /** What the last read (or the change that replaced it) answered; opaque here, typed by the screen's selectors. */
  record: unknown;
  error: LoadError | null;
  /** Parts of the record the reader turned to another view, by the screen's names. */
  toggled: readonly string[];
}

export type RecordEvent =
  | { type: 'record.retry' }
  | { type: 'record.refresh' }
  /** A change answered the record as it now is: shown at once, without reading it again. */
  | { type: 'record.replace'; record: unknown }
  | { type: 'record.toggle'; part: string };

export const recordMachine = setup({
  types: {
    context: {} as RecordContext,
    events: {} as RecordEvent,
    input: {} as RecordInput,
  },
  actors: {
    /** The screen's read; provided by its services (`recordServices`), aborted when the screen closes. */
    fetchRecord: fromPromise<unknown, unknown>(async () => {
      throw new Error('fetchRecord is not provided');
    }),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => toLoadError(params.error).status === NOT_FOUND,
  },
  actions: {
    assignRecord: assign((_, params: { record: unknown }) => ({ record: params.record, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toLoadError(params.error) })),
    toggle: assign(({ context }, params: { part: string }) => ({
      toggled: context.toggled.includes(params.part)
        ? context.toggled.filter((part) => part !== params.part)
        : [...context.toggled, params.part],
    })),
    /** A record was loaded or replaced; provided by a parent that acts on it (the results' deadline editor). */
    announceRecord: (_, _params: { record: unknown }) => {},
  },
}).createMachine({
  id: 'record',
  context: ({ input }) => ({
    request: input.request ?? null,
    clock: input.clock ?? systemClock,
    record: null,
    error: null,
    toggled: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The first read: the screen shows its skeleton or a spinner.',
      tags: ['busy'],
      invoke: {
        src: 'fetchRecord',
        input: ({ context }: { context: RecordContext }) => context.request,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignRecord', params: ({ event }) => ({ record: event.output }) },
            { type: 'announceRecord', params: ({ event }) => ({ record: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'loadFailed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadFailed: {
      description: 'The read failed: the screen says so with Try again.',
      tags: ['error'],
      on: { 'record.retry': 'loading' },
    },
    notFound: {
      description:
        "Missing, or not the caller's to see (404, ADR 105): the screen says so and offers the way back.",
      tags: ['error'],
    },
    ready: {
      initial: 'idle',
      on: {
        'record.replace': {
          actions: [
            { type: 'assignRecord', params: ({ event }) => ({ record: event.record }) },
            { type: 'announceRecord', params: ({ event }) => ({ record: event.record }) },
          ],
        },
        'record.toggle': { actions: { type: 'toggle', params: ({ event }) => ({ part: event.part }) } },
      },
      states: {
        idle: { on: { 'record.refresh': 'refreshing' } },
        refreshing: {
          description: 'Reads again while the record stays on screen.',
          tags: ['busy'],
          invoke: {
            src: 'fetchRecord',
            input: ({ context }: { context: RecordContext }) => context.request,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignRecord', params: ({ event }) => ({ record: event.output }) },
                { type: 'announceRecord', params: ({ event }) => ({ record: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: '#record.notFound',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'refreshFailed',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        refreshFailed: {
          description:
            'The record read before stays on screen with a notice that it could not be read again.',
          on: { 'record.refresh': 'refreshing' },
        },
      },
    },
  },
});

export type RecordActorRef = ActorRefFrom<typeof recordMachine>;
export type RecordSnapshot = SnapshotFrom<typeof recordMachine>;
export type RecordStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export const selectRecordStatus = (s: RecordSnapshot): RecordStatus =>
  s.matches('ready')
    ? 'ready'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('loadFailed')
        ? 'failed'
        : 'loading';
/** The record as last read or replaced; the screen names its type. Null until the first read answers. */
export const selectRecord = <T>(s: RecordSnapshot): T | null => s.context.record as T | null;
export const selectRecordError = (s: RecordSnapshot) => s.context.error;
/** Reading again while the record stays on screen. */
export const selectIsRefreshing = (s: RecordSnapshot) => s.matches({ ready: 'refreshing' });
export const selectRefreshFailed = (s: RecordSnapshot) => s.matches({ ready: 'refreshFailed' });
export const selectIsRecordBusy = (s: RecordSnapshot) => s.hasTag('busy');
/** The parts the reader turned to another view (`record.toggle`). */
export const selectToggled = (s: RecordSnapshot) => s.context.toggled;
