/** The student page machine's input, context and events, and what its load answers. */
import type { TakeSession } from '../../api/take/takeContract';
import type { Outbox } from '../../domain/take/takeAnswers';
import type { Segment } from '../../domain/take/watchedSegments';
import type { Clock } from '../shared/clock';
import type { StudentFile, TakeFilesReport } from './takeFilesMachine';
import type { TakeOutboxReport } from './takeOutboxMachine';
import type { TakeReviewReport } from './takeReviewMachine';
import type { TakeTimerReport } from './takeTimerMachine';
import type { TakeVideoEvent } from './takeVideoMachine';

export type { SaveInput } from './takeOutboxMachine';
export type { FileInput, FileRemoval, StoredFiles, StudentFile } from './takeFilesMachine';
export type { HintInput } from './takeHintsMachine';

/** The page's children by id, each the actor of the same name (ADR 326; `video`: ADR 338). */
export type TakeQuizChildren = {
  timer: 'timer';
  outbox: 'outbox';
  files: 'files';
  hints: 'hints';
  review: 'review';
  video: 'video';
};

export interface TakeQuizInput {
  readonly token: string;
  /** The device's clock; the real one unless a test gives another. */
  readonly clock?: Clock;
}

/** What a load answers: the session, and the saves this device had not sent when it was last closed. */
export interface LoadedTake {
  readonly session: TakeSession;
  readonly outbox: Outbox;
}

export interface TakeQuizContext {
  readonly token: string;
  readonly clock: Clock;
  /** What the server last said of the assignment (a submit here makes it submitted, with its outcome). */
  session: TakeSession | null;
  /** The saves this device had not sent, read back at load: the outbox child takes them when the quiz is taken. */
  restored: Outbox;
  /** The outbox child holds saves not yet acknowledged (it says so after each change). */
  unsentSaves: boolean;
  /** A file is on its way to the server (the files child says so): it counts as an answer not sent yet. */
  fileOnItsWay: boolean;
  /** What the student chose, saved or not. */
  answers: Record<string, number[]>;
  /** What the student answered to questions of other types than choice, saved or not. */
  responses: Record<string, unknown>;
  /** ADR 329: what the student watched of each video item, acknowledged or not. */
  watched: Record<string, WatchedView>;
  activityIndex: number;
  /** Since when the student has been on the current activity or last answered (time spent). */
  focusSince: number;
  /** The time ran out (the submit was not the student's). */
  timeUp: boolean;
  /** Why the last start or submit failed. */
  error: string | null;
}

/** What the page knows the student watched of a video: merged segments and the video's length (null: unknown). */
export interface WatchedView {
  readonly segments: readonly Segment[];
  readonly duration: number | null;
}

/** What the outbox tells the page of a batch of played segments: what the server keeps of the video. */
export type WatchedReport = Extract<TakeOutboxReport, { type: 'outbox.watched' }>;

/** What a student answers to a question of another type than choice (its type's response). */
export type StudentResponse = boolean | string | readonly unknown[];

export type TakeQuizEvent =
  | { type: 'take.retry' }
  | { type: 'take.start' }
  /** ADR 219: a new attempt once this one is submitted, while attempts are left (the review asks for it). */
  | { type: 'take.newAttempt' }
  | { type: 'activity.next' }
  | { type: 'activity.previous' }
  | { type: 'answer.choose'; itemId: number; optionId: number }
  /** A question of another type than choice: the student's response (true/false, typed text…). */
  | { type: 'answer.respond'; itemId: number; response: StudentResponse }
  /** ADR 293: the next hint of a question (the hints child asks for it). */
  | { type: 'hint.request'; itemId: number }
  /** ADR 294: a file sent as (part of) the answer to a file upload question, or one removed from it. */
  | { type: 'file.send'; itemId: number; file: StudentFile }
  | { type: 'file.remove'; itemId: number; fileId: string; name: string }
  /** ADR 294: a file the page refused before sending it (too large, of another kind): said beside the picker. */
  | { type: 'file.refuse'; itemId: number; message: string }
  /** ADR 329: a range of a video item the student played, with the video's length as the player knows it. */
  | { type: 'video.played'; itemId: number; range: Segment; duration?: number }
  /** ADR 338: what an interactive video's element reports and what the student chooses there. */
  | Extract<TakeVideoEvent, { type: `video.${string}` }>
  | { type: 'submit.request' }
  | { type: 'submit.cancel' }
  | { type: 'submit.confirm' }
  | { type: 'submit.retry' }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  // What the children tell the page.
  | TakeTimerReport
  | TakeOutboxReport
  | TakeFilesReport
  | TakeReviewReport;
