/**
 * What the two grading machines (one attempt's grading, the quiz's Needs grading) do alike: they read what to grade
 * in a busy state that fails to `failed` (which offers Try again), and they take a 409 on a save for a colleague's
 * grade given meanwhile.
 */

/** A save refused with 409: a colleague graded meanwhile. */
export const isGradeConflict = (_: unknown, params: { error: unknown }) =>
  typeof params.error === 'object' &&
  params.error !== null &&
  (params.error as { status?: unknown }).status === 409;

/**
 * The read of what to grade, for a read that answers a `TOutput`: `src` given `input`; its answer goes to the action
 * `assign` as `{ output }` and the machine to `target`; a failure goes to `failed` with `assignLoadError`.
 */
export const readState =
  <TOutput>() =>
  <TSrc extends string, TAssign extends string, TContext, TInput>(options: {
    readonly src: TSrc;
    readonly input: (args: { context: TContext }) => TInput;
    readonly target: string;
    readonly assign: TAssign;
  }) =>
    ({
      tags: ['busy'],
      invoke: {
        src: options.src,
        input: options.input,
        onDone: {
          target: options.target,
          actions: {
            type: options.assign,
            params: ({ event }: { event: { output: TOutput } }) => ({ output: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'assignLoadError',
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        },
      },
    }) as const;
