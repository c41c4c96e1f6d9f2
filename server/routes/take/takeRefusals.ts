/**
 * How the student page's routes (and the preview's) answer a refused request: a token that cannot name an
 * assignment and an unknown link or file are 404, a request the store calls invalid is 400 naming its field, and a
 * closed attempt (submitted, past its time, a quiz changed since its preview opened) is 409 with the reason.
 */
import { TAKE_TOKEN_PATTERN } from '../../../src/api/take/takeContract';
import { TAKE_MESSAGES } from '../../../src/domain/take/takeRules';
import { badRequest, conflict, notFound } from '../../http/errors';
import { TakeRefusal } from '../../repositories/take/takeSessions';

/** A token that cannot name an assignment is refused before the store is asked. */
export function checkedToken(token: string): string {
  if (!TAKE_TOKEN_PATTERN.test(token)) throw notFound(TAKE_MESSAGES.unknownLink);
  return token;
}

/** Runs `work`, answering a TakeRefusal it throws as the HTTP error that says its reason. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof TakeRefusal)) throw error;
    throw error.reason === 'unknown'
      ? notFound(error.message)
      : error.reason === 'invalid'
        ? badRequest(error.message, { [error.field ?? 'request']: [error.message] })
        : conflict(error.message);
  }
}
