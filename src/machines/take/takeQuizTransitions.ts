/** Parts of the page machine's transitions that several of its states share. */
import { errorParams } from '../shared/errorParams';
import type { TakeQuizContext } from './takeQuizTypes';

/** The input of every call that names the assignment by the page's token alone. */
export const byToken = ({ context }: { context: TakeQuizContext }) => ({ token: context.token });
/** A call answered 404: the server knows no assignment by this token. */
export const whenNotFound = (target: string) =>
  ({ guard: { type: 'isNotFound', params: errorParams }, target }) as const;
/** A call the server will not take any more (submitted elsewhere, expired, time over). */
export const whenClosed = (target: string) =>
  ({ guard: { type: 'isClosed', params: errorParams }, target }) as const;
/** An event about one of the quiz's items, taken only when the item is one of its questions. */
export const ofQuestion = {
  type: 'isQuestion',
  params: ({ event }: { event: { itemId: number } }) => event,
} as const;
