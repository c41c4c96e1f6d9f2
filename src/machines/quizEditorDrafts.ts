/**
 * The quiz editor's draft log (STYLE rule 18): the unsaved events are stored after every change, offered again
 * after a reload, replayed on Restore and removed once saved or discarded. These are the effects and context
 * updates the machine's actions delegate to.
 */
import * as doc from '../domain/quizEditorDocument';
import { createDraft, draftMatchesVersion, draftStorageKey, serializeDraft } from '../domain/quizDraft';
import type { QuizEditorContext } from './quizEditorTypes';

/**
 * Replays the draft over the loaded quiz. A draft made on an older version keeps that version as the base
 * (ADR 085): its save is then refused with 409 and goes to the conflict choice instead of silently overwriting
 * what was saved in between.
 */
export function restoreDraft(context: QuizEditorContext): Partial<QuizEditorContext> {
  const draft = context.offeredDraft;
  let document = context.document!;
  for (const event of draft?.events ?? []) document = doc.dispatch(document, event).document;
  const version = draft && !draftMatchesVersion(draft, context.version) ? draft.baseVersion : context.version;
  return { document, version, offeredDraft: null };
}

/**
 * Stores the unsaved event log; nothing to keep removes it. Returns false when the browser refuses the write
 * (storage full or disabled): editing goes on, the user is warned once (ADR 083) and the last draft that could be
 * stored stays.
 */
export function persistDraft(context: QuizEditorContext): boolean {
  const key = draftStorageKey(context.draftKey);
  try {
    if (!context.document || !doc.isDirty(context.document)) {
      context.storage.removeItem(key);
      return true;
    }
    const draft = createDraft(context.draftKey, context.version, doc.draftEvents(context.document));
    context.storage.setItem(key, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(context: QuizEditorContext): void {
  try {
    context.storage.removeItem(draftStorageKey(context.draftKey));
  } catch {
    // Storage that cannot be reached holds no draft to clear.
  }
}
