/**
 * The student page's calls to its server as the take machines' actors: each call is an async function of the
 * actor's input and an abort signal. The page's own calls (takeQuizServices), Preview as a student's
 * (takePreviewServices) and the machines' defaults, which say they are not provided, are made into actors here,
 * each given to the machine that makes it: the page's own, and its children (the outbox, the files, the hints, the
 * review) already provided with theirs.
 */
import { fromPromise } from 'xstate';
import type {
  SaveAnswerResponse,
  TakeHintResponse,
  TakeOutcome,
  TakeSession,
} from '../../api/take/takeContract';
import type { Outbox } from '../../domain/take/takeAnswers';
import { takeFilesMachine, type FileInput, type FileRemoval, type StoredFiles } from './takeFilesMachine';
import { takeHintsMachine, type HintInput } from './takeHintsMachine';
import { takeOutboxMachine, type SaveInput, type WatchedInput } from './takeOutboxMachine';
import type { WatchedResponse } from '../../api/take/takeWatchedContract';
import { takeReviewMachine } from './takeReviewMachine';
import type { LoadedTake } from './takeQuizTypes';

type Call<Input, Output> = (input: Input, signal: AbortSignal) => Promise<Output>;
/** A call on the personal link, named by its token. */
type LinkCall<Output> = Call<{ token: string }, Output>;

export interface TakeQuizCalls {
  readonly loadSession: LinkCall<LoadedTake>;
  readonly startSession: LinkCall<TakeSession>;
  readonly saveAnswer: Call<SaveInput, SaveAnswerResponse>;
  /** ADR 329: a batch of a video's played segments. */
  readonly sendWatched: Call<WatchedInput, WatchedResponse>;
  readonly submitQuiz: LinkCall<TakeOutcome>;
  readonly newAttempt: LinkCall<TakeSession>;
  readonly sendFile: Call<FileInput, StoredFiles>;
  readonly removeFile: Call<FileRemoval, StoredFiles>;
  readonly requestHint: Call<HintInput, TakeHintResponse>;
}

const actorOf = <Input, Output>(call: Call<Input, Output>) =>
  fromPromise<Output, Input>(({ input, signal }) => call(input, signal));

/** Where the page keeps its outbox under the link's token (the device's storage); a preview keeps none. */
export type KeepOutbox = (token: string, outbox: Outbox) => void;

/** The calls as the machines' promise actors, by the same names, with the children that make them. */
export function takeQuizActors(calls: TakeQuizCalls, keepOutbox?: KeepOutbox) {
  return {
    loadSession: actorOf(calls.loadSession),
    startSession: actorOf(calls.startSession),
    submitQuiz: actorOf(calls.submitQuiz),
    outbox: takeOutboxMachine.provide({
      actors: { saveAnswer: actorOf(calls.saveAnswer), sendWatched: actorOf(calls.sendWatched) },
      actions: keepOutbox
        ? { persistOutbox: ({ context }) => keepOutbox(context.token, context.outbox) }
        : {},
    }),
    files: takeFilesMachine.provide({
      actors: { sendFile: actorOf(calls.sendFile), removeFile: actorOf(calls.removeFile) },
    }),
    hints: takeHintsMachine.provide({ actors: { requestHint: actorOf(calls.requestHint) } }),
    review: takeReviewMachine.provide({ actors: { newAttempt: actorOf(calls.newAttempt) } }),
  };
}

const notProvided = (name: keyof TakeQuizCalls) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

/** The machines' own calls until the page provides its actors: each fails saying it is not provided. */
export const NOT_PROVIDED_CALLS: TakeQuizCalls = {
  loadSession: notProvided('loadSession'),
  startSession: notProvided('startSession'),
  saveAnswer: notProvided('saveAnswer'),
  sendWatched: notProvided('sendWatched'),
  submitQuiz: notProvided('submitQuiz'),
  newAttempt: notProvided('newAttempt'),
  sendFile: notProvided('sendFile'),
  removeFile: notProvided('removeFile'),
  requestHint: notProvided('requestHint'),
};
