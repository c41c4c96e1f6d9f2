/**
 * The params of a guard or action that judges a failed call: the error its `onError` event carries. It imports
 * nothing, so the student page's first script can use it without the HTTP client (ADR 140).
 */
export const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The `onError` transition to `target` that keeps the failed call's error with the machine's `assignError`. */
export const failTo = (target: string) =>
  ({ target, actions: { type: 'assignError', params: errorParams } }) as const;
