/**
 * The student page's calls to its server as the take machine's actors: each call is an async function of the
 * actor's input and an abort signal. The page's own calls (takeQuizServices), Preview as a student's
 * (takePreviewServices) and the machine's defaults, which say they are not provided, are made into actors here.
 */
import { fromPromise } from 'xstate';
import type {
  SaveAnswerResponse,
  TakeHintResponse,
  TakeOutcome,
  TakeSession,
} from '../../api/take/takeContract';
import type {
  FileInput,
  FileRemoval,
  HintInput,
  LoadedTake,
  SaveInput,
  StoredFiles,
} from './takeQuizMachine';

type Call<Input, Output> = (input: Input, signal: AbortSignal) => Promise<Output>;
/** A call on the personal link, named by its token. */
type LinkCall<Output> = Call<{ token: string }, Output>;

export interface TakeQuizCalls {
  readonly loadSession: LinkCall<LoadedTake>;
  readonly startSession: LinkCall<TakeSession>;
  readonly saveAnswer: Call<SaveInput, SaveAnswerResponse>;
  readonly submitQuiz: LinkCall<TakeOutcome>;
  readonly newAttempt: LinkCall<TakeSession>;
  readonly sendFile: Call<FileInput, StoredFiles>;
  readonly removeFile: Call<FileRemoval, StoredFiles>;
  readonly requestHint: Call<HintInput, TakeHintResponse>;
}

const actorOf = <Input, Output>(call: Call<Input, Output>) =>
  fromPromise<Output, Input>(({ input, signal }) => call(input, signal));

/** The calls as the machine's promise actors, by the same names. */
export function takeQuizActors(calls: TakeQuizCalls) {
  return {
    loadSession: actorOf(calls.loadSession),
    startSession: actorOf(calls.startSession),
    saveAnswer: actorOf(calls.saveAnswer),
    submitQuiz: actorOf(calls.submitQuiz),
    newAttempt: actorOf(calls.newAttempt),
    sendFile: actorOf(calls.sendFile),
    removeFile: actorOf(calls.removeFile),
    requestHint: actorOf(calls.requestHint),
  };
}

const notProvided = (name: keyof TakeQuizCalls) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

/** The machine's own calls until the page provides its actors: each fails saying it is not provided. */
export const NOT_PROVIDED_CALLS: TakeQuizCalls = {
  loadSession: notProvided('loadSession'),
  startSession: notProvided('startSession'),
  saveAnswer: notProvided('saveAnswer'),
  submitQuiz: notProvided('submitQuiz'),
  newAttempt: notProvided('newAttempt'),
  sendFile: notProvided('sendFile'),
  removeFile: notProvided('removeFile'),
  requestHint: notProvided('requestHint'),
};
