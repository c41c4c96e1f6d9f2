/**
 * The quiz editor's draft log (STYLE rule 18): the unsaved events are stored after every change, offered again
 * after a reload, replayed on Restore and removed once saved or discarded. These are the context updates and the
 * drafts the machine's actions delegate to; the storage is reached only through the provided `storeDraft` and
 * `removeDraft` actions (ADR 121).
 */
import * as doc from '../../../domain/quiz/editor/quizEditorDocument';
import {
  createDraft,
  draftMatchesVersion,
  draftStorageKey,
  serializeDraft,
} from '../../../domain/quiz/editor/quizDraft';
import type { QuizEditorContext } from './quizEditorTypes';

/**
 * Replays the draft over the loaded quiz. A draft made on an older version keeps that version as the base
 * (ADR 085): its save is then refused with 409 and goes to the conflict choice instead of silently overwriting
 * what was saved in between.
 */
export function restoreDraft(context: QuizEditorContext): Partial<QuizEditorContext> {
  const draft = context.offeredDraft;
  const document = doc.replay(context.document!, draft?.events ?? []);
  const version = draft && !draftMatchesVersion(draft, context.version) ? draft.baseVersion : context.version;
  return { document, version, loadedVersion: version, savedPoint: doc.LOADED_POINT, offeredDraft: null };
}

/** What the provided `storeDraft` writes: the storage key and the serialized draft. */
export interface StoredDraft {
  readonly key: string;
  readonly draft: string;
}

/**
 * The unsaved event log to store after a change, or null when there is nothing to keep (the stored draft is then
 * removed). The write itself is the provided `storeDraft` action; a refused one is reported back to the machine.
 */
export function draftToStore(context: QuizEditorContext): StoredDraft | null {
  if (!context.document || !doc.isDirtySince(context.document, context.savedPoint)) return null;
  // After an autosave the draft holds what came since, over the saved version; undone past it, the whole log
  // over the loaded version (offered as made on an older version, so its save goes through the conflict choice).
  const since = doc.draftEventsSince(context.document, context.savedPoint);
  const draft = since
    ? createDraft(context.draftKey, context.version, since)
    : createDraft(context.draftKey, context.loadedVersion, doc.draftEvents(context.document));
  return { key: draftStorageKey(context.draftKey), draft: serializeDraft(draft) };
}

export const storedDraftKey = (context: QuizEditorContext) => draftStorageKey(context.draftKey);
