/**
 * The student page's rules for answers on their way to the server: choosing options, the outbox of saves not yet
 * acknowledged (one entry per question, the newest choice wins), the time left against the server's clock, the
 * retry backoff and what is still unanswered. Pure: times are arguments. No zod here: the student page's first
 * script uses these rules (ADR 140).
 *
 * The outbox's second kind (ADR 326, 329): a video's played segments not yet acknowledged, under a key of their own
 * (`watched:<item id>`), merged as they are queued, so a device offline for long still sends one batch per video.
 */
import { partsAnswered } from '../../questionTypes/shared/domain/answeredRules';
import { mergeSegments, subtractSegments, WATCH_RULES, type Segment } from './watchedSegments';

/** The most time one save may report for a question (the contract's bound). */
export const TIME_SPENT_MAX_MS = 86_400_000;
/** Waits between failed saves: 1 s, 2 s, 4 s … never more than 30 s. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** How often the countdown is redrawn. */
export const TICK_MS = 1_000;

/** Option ids chosen per question id (as a string key), as the contract carries them. */
export type Answers = Readonly<Record<string, readonly number[]>>;

export interface PendingAnswer {
  readonly optionIds: readonly number[];
  /** The response to a question of another type than choice (ADR 195); absent for a choice. */
  readonly response?: unknown;
  readonly timeSpentMs: number;
  /** Counts the student's changes of this question, so an older acknowledgement never drops a newer choice. */
  readonly revision: number;
}

/** A video's played segments not yet acknowledged (merged), and its length as the player knows it. */
export interface PendingWatched {
  readonly segments: readonly Segment[];
  readonly duration?: number;
}

/**
 * Saves the server has not acknowledged, oldest first: answers by question id, played segments by `watchedKey`
 * (checked when read back: takeOutbox.ts).
 */
export type Outbox = Readonly<Record<string, PendingAnswer | PendingWatched>>;

/** The save in flight: which question, which of its revisions, and the time it reported. */
export interface SentAnswer {
  readonly itemId: string;
  readonly revision: number;
  readonly timeSpentMs: number;
}

/** The played segments in flight: the outbox's key, the video item's id, the batch and the length sent. */
export interface SentWatched {
  readonly key: string;
  readonly itemId: string;
  readonly segments: readonly Segment[];
  readonly duration?: number;
}

const WATCHED_PREFIX = 'watched:';
/** The outbox's key of a video item's played segments. */
export const watchedKey = (itemId: string | number) => `${WATCHED_PREFIX}${itemId}`;
export const isWatchedKey = (key: string) => key.startsWith(WATCHED_PREFIX);
export const isPendingWatched = (entry: PendingAnswer | PendingWatched): entry is PendingWatched =>
  'segments' in entry;
const answerOf = (entry: PendingAnswer | PendingWatched | undefined) =>
  entry && !isPendingWatched(entry) ? entry : undefined;

/** Queues played segments of a video: merged with those of it still waiting. */
export function queueWatched(
  outbox: Outbox,
  itemId: string,
  segments: readonly Segment[],
  duration?: number,
): Outbox {
  const key = watchedKey(itemId);
  const previous = outbox[key];
  const waiting = previous && isPendingWatched(previous) ? previous.segments : [];
  const known = duration ?? (previous && isPendingWatched(previous) ? previous.duration : undefined);
  const merged = mergeSegments(waiting, segments);
  if (merged.length === 0) return outbox;
  return { ...outbox, [key]: { segments: merged, ...(known === undefined ? {} : { duration: known }) } };
}

/** The watched segments once the server acknowledged `sent`: those queued meanwhile stay. */
export function acknowledgeWatched(outbox: Outbox, sent: SentWatched): Outbox {
  const current = outbox[sent.key];
  if (!current || !isPendingWatched(current)) return outbox;
  const { [sent.key]: _acknowledged, ...rest } = outbox;
  const left = subtractSegments(mergeSegments(current.segments), mergeSegments(sent.segments));
  return left.length === 0 ? rest : { ...rest, [sent.key]: { ...current, segments: left } };
}

/** A single-answer question takes the option; a multiple-answer question toggles it. */
export function chooseOption(current: readonly number[], optionId: number, isMultiple: boolean): number[] {
  if (!isMultiple) return [optionId];
  return current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
}

const clampTime = (ms: number) => Math.min(TIME_SPENT_MAX_MS, Math.max(0, Math.round(ms)));

/** Queues the newest choice of a question; the time spent adds up until the server acknowledges it. */
export function queueAnswer(
  outbox: Outbox,
  itemId: string,
  optionIds: readonly number[],
  timeSpentMs: number,
  response?: unknown,
): Outbox {
  const previous = answerOf(outbox[itemId]);
  return {
    ...outbox,
    [itemId]: {
      optionIds: [...optionIds],
      ...(response !== undefined ? { response } : {}),
      timeSpentMs: clampTime((previous?.timeSpentMs ?? 0) + timeSpentMs),
      revision: (previous?.revision ?? 0) + 1,
    },
  };
}

/**
 * The next save to send, or null when everything is acknowledged. Played segments go first (ADR 338, in place of
 * ADR 329's after the answers): an answer to a question at a moment is taken only once the server knows the video
 * was watched up to it. Then the oldest answer. Played segments go at most a batch at a time (the contract's
 * bound); the rest follow.
 */
export function nextToSend(outbox: Outbox): SentAnswer | SentWatched | null {
  const entries = Object.entries(outbox);
  const [key, pending] = entries.find(([waiting]) => isWatchedKey(waiting)) ?? entries[0] ?? [];
  if (!key || !pending) return null;
  if (isPendingWatched(pending)) {
    return {
      key,
      itemId: key.slice(WATCHED_PREFIX.length),
      segments: pending.segments.slice(0, WATCH_RULES.batchMax),
      ...(pending.duration === undefined ? {} : { duration: pending.duration }),
    };
  }
  return { itemId: key, revision: pending.revision, timeSpentMs: pending.timeSpentMs };
}

/**
 * The outbox once the server acknowledged `sent`: the entry goes, unless the student chose again meanwhile; then
 * the newer choice stays, reporting only the time not yet reported.
 */
export function acknowledge(outbox: Outbox, sent: SentAnswer): Outbox {
  const current = answerOf(outbox[sent.itemId]);
  if (!current) return outbox;
  const { [sent.itemId]: _acknowledged, ...rest } = outbox;
  if (current.revision === sent.revision) return rest;
  return {
    ...rest,
    [sent.itemId]: { ...current, timeSpentMs: clampTime(current.timeSpentMs - sent.timeSpentMs) },
  };
}

/** The saved answers with the unsent ones over them: what the student last chose. */
export function mergeAnswers(saved: Answers, outbox: Outbox): Record<string, number[]> {
  const merged: Record<string, number[]> = {};
  for (const [id, optionIds] of Object.entries(saved)) merged[id] = [...optionIds];
  for (const [id, pending] of Object.entries(outbox))
    if (!isPendingWatched(pending)) merged[id] = [...pending.optionIds];
  return merged;
}

/** The saved responses with the unsent ones over them (questions of other types than choice). */
export function mergeResponses(
  saved: Readonly<Record<string, unknown>> | undefined,
  outbox: Outbox,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...saved };
  for (const [id, pending] of Object.entries(outbox))
    if (!isPendingWatched(pending) && pending.response !== undefined) merged[id] = pending.response;
  return merged;
}

/** Whether a response counts as an answer: a value, not blank text, not an empty list (hotspot marks cleared). */
export const isGivenResponse = (response: unknown): boolean =>
  response !== undefined &&
  response !== null &&
  !(typeof response === 'string' && response.trim() === '') &&
  !(Array.isArray(response) && response.length === 0);

/** A question as the page knows it: its type and view say what answers every part of it (ADR 350). */
interface AskedItem {
  readonly kind: string;
  readonly id: number;
  readonly questionType?: string;
  readonly view?: Readonly<Record<string, unknown>>;
}

/** Whether the response answers the question: given, and every part of it for a type of parts (a matching's prompts). */
const isAnswered = (item: Omit<AskedItem, 'kind' | 'id'>, response: unknown): boolean =>
  isGivenResponse(response) && partsAnswered(item.questionType, item.view, response);

/** Question ids of the quiz that have no option chosen and no response answering every part of them. */
export function unansweredQuestions(
  activities: readonly { readonly items: readonly AskedItem[] }[],
  answers: Answers,
  responses: Readonly<Record<string, unknown>> = {},
): number[] {
  return activities
    .flatMap((activity) => activity.items)
    .filter(
      (item) =>
        item.kind === 'question' &&
        (answers[String(item.id)]?.length ?? 0) === 0 &&
        !isAnswered(item, responses[String(item.id)]),
    )
    .map((item) => item.id);
}

/** Milliseconds between the device's clock and the server's, from one answer of the server. */
export function clockOffsetMs(serverNow: string, deviceNowMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - deviceNowMs;
}

/** Milliseconds left until `dueAt` on the server's clock (never below 0), or null without a limit. */
export function remainingMs(dueAt: string | null, deviceNowMs: number, offsetMs: number): number | null {
  if (dueAt === null) return null;
  const due = Date.parse(dueAt);
  if (Number.isNaN(due)) return null;
  return Math.max(0, due - (deviceNowMs + offsetMs));
}

/** The wait before retry number `attempt` (0-based) of a failed save. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
}

/** `m:ss` (or `h:mm:ss`) of a time left; whole seconds rounded up, so 0:00 shows only at the end. */
export function countdownText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Whole minutes left, rounded up: what changes once a minute (the timer's announcement). */
export const minutesLeft = (ms: number): number => Math.ceil(Math.max(0, ms) / 60_000);
