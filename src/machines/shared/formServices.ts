/**
 * A record form's load and save over its calls of src/api (ADR 125): the load reads the record by id; a save
 * creates it while the form has no id, and otherwise updates it on the version the edit was made on (ADR 109).
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import type { SaveFormInput } from './formMachine';

export interface RecordCalls<TRecord, TBody> {
  readonly get: (http: HttpClient, id: number, signal: AbortSignal) => Promise<TRecord>;
  readonly create: (http: HttpClient, body: TBody, signal: AbortSignal) => Promise<TRecord>;
  readonly update: (
    http: HttpClient,
    id: number,
    body: TBody,
    version: number,
    signal: AbortSignal,
  ) => Promise<TRecord>;
}

export function formServices<TRecord, TBody, TInput extends SaveFormInput<unknown, unknown>>(
  http: HttpClient,
  calls: RecordCalls<TRecord, TBody>,
  /** What a save sends: the values as typed or as the schema parsed them. */
  bodyOf: (input: TInput) => TBody,
) {
  return {
    loadRecord: fromPromise<TRecord, { id: number }>(({ input, signal }) =>
      calls.get(http, input.id, signal),
    ),
    saveRecord: fromPromise<TRecord, TInput>(({ input, signal }) =>
      input.id === null
        ? calls.create(http, bodyOf(input), signal)
        : calls.update(http, input.id, bodyOf(input), input.version ?? 0, signal),
    ),
  };
}
