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
