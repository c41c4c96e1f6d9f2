/**
 * The page machine's part of answering, as pure functions of its context that its actions call: what the student
 * answered (the session's saved answers with the unsent ones over them), each new answer (kept by the page and
 * queued in the outbox with the time spent since the last answer or move) and the files the server stored.
 */
import type { TakeOutcome, TakeSession } from '../../api/take/takeContract';
import {
  chooseOption,
  isGivenResponse,
  isPendingWatched,
  isWatchedKey,
  mergeAnswers,
  mergeResponses,
  type Outbox,
} from '../../domain/take/takeAnswers';
import { mergeSegments, type Segment } from '../../domain/take/watchedSegments';
import type { WatchedResponse } from '../../api/take/takeWatchedContract';
import type { StoredFiles } from './takeFilesMachine';
import type { OutboxItem } from './takeOutboxMachine';
import type { StudentResponse, TakeQuizContext, WatchedView } from './takeQuizTypes';

export function questionOf(session: TakeSession | null, itemId: number) {
  for (const activity of session?.activities ?? [])
    for (const item of activity.items) if (item.kind === 'question' && item.id === itemId) return item;
  return null;
}

/** A change the page keeps (`patch`) and queues in the outbox (`item`). */
export interface QueuedChange {
  readonly patch: Partial<TakeQuizContext>;
  /** What goes to the outbox; none for files the server stored already. */
  readonly item?: OutboxItem;
  /** A question's answer changed: whether it is answered now (an interactive video may wait for it, ADR 338). */
  readonly answered?: { readonly itemId: number; readonly answered: boolean };
}

/** Whether `itemId` is a video item of the session (one the page plays). */
export function isVideoItem(session: TakeSession | null, itemId: number): boolean {
  return (session?.activities ?? []).some((activity) =>
    activity.items.some((item) => item.kind === 'video' && item.id === itemId),
  );
}

/** What the student watched: the session's kept segments with the unsent ones of `outbox` merged in (ADR 329). */
function watchedWith(session: TakeSession, outbox: Outbox): Record<string, WatchedView> {
  const watched: Record<string, WatchedView> = {};
  for (const [id, kept] of Object.entries(session.watched ?? {}))
    watched[id] = { segments: kept.segments, duration: kept.duration };
  for (const [key, pending] of Object.entries(outbox)) {
    if (!isWatchedKey(key) || !isPendingWatched(pending)) continue;
    const id = key.slice(key.indexOf(':') + 1);
    const known = watched[id];
    watched[id] = {
      segments: mergeSegments(known?.segments ?? [], pending.segments),
      duration: known?.duration ?? pending.duration ?? null,
    };
  }
  return watched;
}

/** A range played: merged into what the page shows, and its batch for the outbox. */
export function played(
  context: TakeQuizContext,
  itemId: number,
  range: Segment,
  duration?: number,
): QueuedChange {
  const key = String(itemId);
  const known = context.watched[key];
  const view: WatchedView = {
    segments: mergeSegments(known?.segments ?? [], [range]),
    duration: known?.duration ?? duration ?? null,
  };
  const item: OutboxItem = {
    kind: 'watched',
    itemId: key,
    segments: [range],
    ...(duration === undefined ? {} : { duration }),
  };
  return { patch: { watched: { ...context.watched, [key]: view } }, item };
}

/** The server's answer to a batch: what it keeps joins what the page shows, with its length of the video. */
export function watchedKept(context: TakeQuizContext, itemId: number, kept: WatchedResponse) {
  const key = String(itemId);
  const view: WatchedView = {
    segments: mergeSegments(context.watched[key]?.segments ?? [], kept.segments),
    duration: kept.duration,
  };
  return { watched: { ...context.watched, [key]: view } };
}

/** A session the server sent: time spent counts from now. */
const arrived = (context: TakeQuizContext, session: TakeSession) => ({
  session,
  focusSince: context.clock().getTime(),
  error: null,
});

/** What the student answered: the session's saved answers with the unsent ones of `outbox` over them. */
const answersWith = (session: TakeSession, outbox: Outbox) => ({
  answers: mergeAnswers(session.answers, outbox),
  responses: mergeResponses(session.responses, outbox),
  watched: watchedWith(session, outbox),
});

/** A load: the saves the device kept count only while the attempt is in progress. */
export function loaded(context: TakeQuizContext, session: TakeSession, outbox: Outbox) {
  const restored = session.state === 'in_progress' ? outbox : {};
  return { ...arrived(context, session), restored, ...answersWith(session, restored) };
}

/** A start: the saves restored at load stay over the session's. */
export const started = (context: TakeQuizContext, session: TakeSession) => ({
  ...arrived(context, session),
  ...answersWith(session, context.restored),
});

/** The submit's outcome: the assignment is submitted, nothing restored waits any more. */
export const submitted = (context: TakeQuizContext, outcome: TakeOutcome) => ({
  session: context.session && { ...context.session, state: 'submitted' as const, outcome },
  restored: {},
});

/** A new attempt starts from its first activity with nothing answered and nothing waiting to be sent. */
export const renewed = (context: TakeQuizContext, session: TakeSession) => ({
  ...arrived(context, session),
  restored: {},
  answers: {},
  responses: {},
  watched: {},
  activityIndex: 0,
  timeUp: false,
});

/** An option chosen: the question's new choice, and its change for the outbox. */
export function choice(context: TakeQuizContext, itemId: number, optionId: number): QueuedChange {
  const key = String(itemId);
  const multiple = questionOf(context.session, itemId)?.isMultiple ?? false;
  const optionIds = chooseOption(context.answers[key] ?? [], optionId, multiple);
  const now = context.clock().getTime();
  const item: OutboxItem = { kind: 'answer', itemId: key, optionIds, timeSpentMs: now - context.focusSince };
  const answered = { itemId, answered: optionIds.length > 0 };
  return { patch: { answers: { ...context.answers, [key]: optionIds }, focusSince: now }, item, answered };
}

/** A response given (a question of another type than choice): kept, and its change for the outbox. */
export function response(context: TakeQuizContext, itemId: number, value: StudentResponse): QueuedChange {
  const key = String(itemId);
  const now = context.clock().getTime();
  const timeSpentMs = now - context.focusSince;
  const item: OutboxItem = { kind: 'answer', itemId: key, optionIds: [], response: value, timeSpentMs };
  const answered = { itemId, answered: isGivenResponse(value) };
  return { patch: { responses: { ...context.responses, [key]: value }, focusSince: now }, item, answered };
}

/** The server's answer is the response: what it stored, never what the page thinks it sent. */
export function storedFiles(
  context: TakeQuizContext,
  itemId: number,
  stored: StoredFiles | null,
): QueuedChange {
  if (!stored) return { patch: { fileOnItsWay: false } };
  const key = String(itemId);
  const { [key]: _old, ...rest } = context.responses;
  const answered = stored.files.length > 0;
  return {
    patch: { responses: answered ? { ...rest, [key]: stored.files } : rest, fileOnItsWay: false },
    answered: { itemId, answered },
  };
}
