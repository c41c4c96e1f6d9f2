/**
 * The unsaved editor work kept in browser storage (STYLE rule 18): the events made since the quiz was loaded,
 * with the version they were made on. Read back through zod, so a draft from an older console or a tampered one
 * is dropped instead of breaking the editor; replayed over a fresh load it gives the document the user left.
 */
import * as z from 'zod';
import type { QuizEditorState } from './quizEditorState';
import { QuizEventSchema, type QuizEvent } from './quizEvents';
import { applyEvents } from './quizReducer';

export const DRAFT_SCHEMA_VERSION = 1;

export const DRAFT_MESSAGES = {
  /** The browser refused to store the draft (ADR 083); shown once per editor. */
  notKept:
    'Your latest changes could not be kept as a draft in this browser (its storage is full). Save the quiz to keep them.',
} as const;

export const QuizDraftSchema = z.object({
  schemaVersion: z.literal(DRAFT_SCHEMA_VERSION),
  /** Which quiz: kind and id, or kind and 'new' / 'copy-{id}' / 'article-{id}' for a quiz not saved yet. */
  quizKey: z.string().min(1),
  /** The quiz version the events were made on; null for a quiz not saved yet. */
  baseVersion: z.number().int().nullable(),
  events: z.array(QuizEventSchema),
});
export type QuizDraft = z.infer<typeof QuizDraftSchema>;

/** The storage key of a quiz's draft. */
export const draftStorageKey = (quizKey: string) => `quiz-draft:${quizKey}`;

export function createDraft(
  quizKey: string,
  baseVersion: number | null,
  events: readonly QuizEvent[],
): QuizDraft {
  return { schemaVersion: DRAFT_SCHEMA_VERSION, quizKey, baseVersion, events: [...events] };
}

/** A stored draft for this quiz, or undefined when there is none or it does not parse. */
export function parseDraft(stored: string | null | undefined, quizKey: string): QuizDraft | undefined {
  if (!stored) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const result = QuizDraftSchema.safeParse(raw);
  return result.success && result.data.quizKey === quizKey ? result.data : undefined;
}

export const serializeDraft = (draft: QuizDraft) => JSON.stringify(draft);

/** Whether the draft was made on the version just loaded (otherwise someone saved in between). */
export const draftMatchesVersion = (draft: QuizDraft, loadedVersion: number | null) =>
  draft.baseVersion === loadedVersion;

/** The document the draft describes: its events replayed over the loaded quiz (refused events are skipped). */
export function replayDraft(base: QuizEditorState, draft: QuizDraft): QuizEditorState {
  return applyEvents(base, draft.events);
}

/** SPEC-style text of a save refused because someone else saved first (the draft is kept). */
export function conflictMessage(name: string, date: string): string {
  return `This quiz was changed by ${name} on ${date}. Your changes are kept as a draft.`;
}

/** Which quiz a draft belongs to: kind and id, or kind and 'new' / 'copy-{id}' / 'article-{id}' for one not saved. */
export function draftKeyOf(quiz: {
  readonly kind: string;
  readonly mode: 'create' | 'copy' | 'edit';
  readonly quizId?: number | undefined;
  readonly articleId?: number | undefined;
}): string {
  if (quiz.mode === 'edit' && quiz.quizId !== undefined) return `${quiz.kind}:${quiz.quizId}`;
  if (quiz.mode === 'copy' && quiz.quizId !== undefined) return `${quiz.kind}:copy-${quiz.quizId}`;
  if (quiz.articleId !== undefined) return `${quiz.kind}:article-${quiz.articleId}`;
  return `${quiz.kind}:new`;
}

/** The stored draft worth offering: one of this quiz that holds at least one event. */
export function offeredDraftOf(stored: string | null | undefined, quizKey: string): QuizDraft | null {
  const draft = parseDraft(stored, quizKey);
  return draft && draft.events.length > 0 ? draft : null;
}

/** What the Restore / Discard offer tells the user. */
export interface DraftOffer {
  /** The quiz was saved again after the draft was made (its base version is not the loaded one). */
  readonly changedSince: boolean;
  /** When the loaded version was saved (ISO), if known. */
  readonly changedAt: string | null;
}

export function draftOfferOf(
  draft: QuizDraft,
  loadedVersion: number | null,
  loadedUpdatedAt: string | null,
): DraftOffer {
  const changedSince = !draftMatchesVersion(draft, loadedVersion);
  return { changedSince, changedAt: changedSince ? loadedUpdatedAt : null };
}

/** Equality for `DraftOffer`s. */
export const sameDraftOffer = (a: DraftOffer | null, b: DraftOffer | null) =>
  a === b || (a !== null && b !== null && a.changedSince === b.changedSince && a.changedAt === b.changedAt);
