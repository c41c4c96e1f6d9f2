/**
 * Changing the dates a class runs one of its quizzes by (ADR 217): editing → saving → saved (final), back to
 * editing with the field's message when the server or the shared rule refuses. The rule (src/domain/classes/
 * classQuizDates.ts) checks the dates before anything is sent; the server checks them again. The current time is
 * the machine's clock.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassQuiz } from '../../api/classes/classesContract';
import { classQuizDatesOf, type ClassQuizDatesRequest } from '../../domain/classes/classQuizDates';
import { messageOf } from '../../domain/shared/messages';
import { systemClock, type Clock } from '../shared/clock';

export interface ClassQuizDatesInput {
  readonly classId: number;
  readonly quiz: Pick<ClassQuiz, 'id' | 'opensAt' | 'endDate'>;
  /** The teacher's trial or subscription end (ISO); null when unlimited. */
  readonly subscriptionEndsAt: string | null;
  readonly clock?: Clock;
}

type Field = 'opensAt' | 'deadline';

export interface ClassQuizDatesContext {
  readonly classId: number;
  readonly quizId: number;
  readonly loadedOpensAt: string | null;
  readonly subscriptionEndsAt: string | null;
  readonly clock: Clock;
  opensAt: string | null;
  deadline: string | null;
  errors: Partial<Record<Field, string>>;
  /** A refusal that names no field (the network, the rights). */
  error: string | null;
}

export type ClassQuizDatesEvent =
  { type: 'dates.change'; field: Field; value: string | null } | { type: 'dates.save' };

export interface SaveClassQuizDatesInput {
  readonly classId: number;
  readonly quizId: number;
  readonly dates: ClassQuizDatesRequest;
}

export const CLASS_QUIZ_DATES_FAILED = 'Failed to update Deadline';

const fieldErrorsOf = (error: unknown): Partial<Record<Field, string>> => {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return {
    ...(errors.opensAt?.[0] ? { opensAt: errors.opensAt[0] } : {}),
    ...(errors.deadline?.[0] ? { deadline: errors.deadline[0] } : {}),
  };
};

const requestOf = (context: ClassQuizDatesContext): ClassQuizDatesRequest => ({
  opensAt: context.opensAt,
  deadline: context.deadline,
});

const checkOf = (context: ClassQuizDatesContext) =>
  classQuizDatesOf(requestOf(context), {
    now: context.clock(),
    currentOpensAt: context.loadedOpensAt === null ? null : new Date(context.loadedOpensAt),
    subscriptionEndsAt: context.subscriptionEndsAt === null ? null : new Date(context.subscriptionEndsAt),
  });

export const classQuizDatesMachine = setup({
  types: {
    context: {} as ClassQuizDatesContext,
    events: {} as ClassQuizDatesEvent,
    input: {} as ClassQuizDatesInput,
  },
  actors: {
    saveDates: fromPromise<ClassQuiz, SaveClassQuizDatesInput>(async () => {
      throw new Error('saveDates is not provided');
    }),
  },
  guards: {
    /** The shared rule accepts the dates as they are. */
    areValid: ({ context }) => 'dates' in checkOf(context),
  },
  actions: {
    changeField: assign(({ context }, params: { field: Field; value: string | null }) => ({
      ...context,
      [params.field]: params.value,
      errors: { ...context.errors, [params.field]: undefined },
      error: null,
    })),
    markInvalid: assign({
      errors: ({ context }) => {
        const outcome = checkOf(context);
        return 'field' in outcome ? { [outcome.field]: outcome.message } : {};
      },
    }),
    assignFailure: assign({
      errors: (_, params: { error: unknown }) => fieldErrorsOf(params.error),
      error: (_, params: { error: unknown }) =>
        Object.keys(fieldErrorsOf(params.error)).length > 0
          ? null
          : messageOf(params.error, CLASS_QUIZ_DATES_FAILED),
    }),
  },
}).createMachine({
  id: 'classQuizDates',
  context: ({ input }) => ({
    classId: input.classId,
    quizId: input.quiz.id,
    loadedOpensAt: input.quiz.opensAt,
    subscriptionEndsAt: input.subscriptionEndsAt,
    clock: input.clock ?? systemClock,
    opensAt: input.quiz.opensAt,
    deadline: input.quiz.endDate,
    errors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'dates.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'dates.save': [{ guard: 'areValid', target: 'saving' }, { actions: 'markInvalid' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveDates',
        input: ({ context }) => ({
          classId: context.classId,
          quizId: context.quizId,
          dates: requestOf(context),
        }),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final' },
  },
});

export type ClassQuizDatesActorRef = ActorRefFrom<typeof classQuizDatesMachine>;
type Snapshot = SnapshotFrom<typeof classQuizDatesMachine>;

export const selectDates = (s: Snapshot) => ({ opensAt: s.context.opensAt, deadline: s.context.deadline });
export const selectDateErrors = (s: Snapshot) => s.context.errors;
export const selectDatesError = (s: Snapshot) => s.context.error;
export const selectDatesSaving = (s: Snapshot) => s.hasTag('busy');
export const selectDatesSaved = (s: Snapshot) => s.status === 'done';
