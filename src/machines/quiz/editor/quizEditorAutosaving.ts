/**
 * The editor's side of autosave (ADR 169): what it answers when the autosave child asks (`autosave.due`), and how
 * a save the server took moves the save point. The child (quizEditorAutosave) owns the timing and the request.
 */
import type { Quiz } from '../../../domain/quiz/quiz';
import * as doc from '../../../domain/quiz/editor/quizEditorDocument';
import type { AutosaveEvent } from './quizEditorAutosaveMachine';
import { saveInputOf, validationOf } from './quizEditorSaving';
import type { QuizEditorContext } from './quizEditorTypes';

type Update = Partial<QuizEditorContext>;

/** Autosave applies to a quiz the server already has: a new quiz or a copy waits for the first Save Quiz. */
export const autosaves = (context: QuizEditorContext) => context.mode === 'edit' && context.quizId !== null;

/** Something the server does not have, since the load or the last autosave. */
export const isUnsaved = (context: QuizEditorContext) =>
  context.document !== null && doc.isDirtySince(context.document, context.savedPoint);

/** What to answer the autosave's `autosave.due`: save, say why not, or nothing to do. */
export function verdictOf(context: QuizEditorContext): 'save' | 'invalid' | 'skip' {
  if (!autosaves(context) || !isUnsaved(context) || context.document!.history.mark !== null) return 'skip';
  return validationOf(context).valid ? 'save' : 'invalid';
}

/** The typing step is closed first, so what is sent is a finished step that later typing cannot change. */
export const beginAutosave = (context: QuizEditorContext): Update => {
  const document = doc.closeStep(context.document!);
  // Remembered until the server answers: Save Quiz waits for it meanwhile.
  return { document, sentPoint: doc.savePoint(document) };
};

/** The request after `beginAutosave`: the save input with the version the edits were made on, and its point. */
export const saveRequestOf = (context: QuizEditorContext): AutosaveEvent => ({
  type: 'autosave.save',
  input: saveInputOf(context),
  point: context.sentPoint ?? doc.savePoint(context.document!),
});

/** Why not: the save check's first message, or nothing to save. */
export const refusalOf = (context: QuizEditorContext): AutosaveEvent =>
  verdictOf(context) === 'invalid'
    ? { type: 'autosave.invalid', message: validationOf(context).messages[0] ?? '' }
    : { type: 'autosave.skip' };

/** The server took the sent point: it is the new base of "unsaved" and of the draft, at the saved version. */
export const assignAutosaved = (context: QuizEditorContext, saved: Quiz, point: doc.SavePoint): Update => ({
  version: saved.version,
  savedPoint: point,
  sentPoint: null,
  savedAt: context.clock(),
});
