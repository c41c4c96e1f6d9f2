/**
 * Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. The editor's history covers every field (typing is recorded
 * as editor events, in plain inputs and in the rich-text titles alike, whose own TipTap history is off), so the
 * shortcut goes to the machine even while a text field of the form has focus. Keys pressed inside a dialog (the
 * Add Video or Articles search, the crop dialog…) belong to that dialog and never undo the quiz behind it; a key
 * another handler already took (defaultPrevented) is left alone, except in a rich-text title: ProseMirror prevents
 * Mod-Z/Mod-Y itself (against the browser's contenteditable undo) even with no history of its own, so there the
 * prevented key is still the quiz's to undo.
 */
import { useEffect } from 'react';
import type { QuizEditorActorRef } from '../../../machines/quizEditorMachine';

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const RICH_TEXT = '.ProseMirror';

const inside = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

/** Whether a Ctrl/Cmd key press anywhere on the editor screen is the quiz history's. */
function isForQuizHistory(event: KeyboardEvent): boolean {
  if (inside(event.target, DIALOG)) return false;
  return !event.defaultPrevented || inside(event.target, RICH_TEXT);
}

export function useUndoShortcuts(editor: QuizEditorActorRef): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (!mod || event.altKey || !isForQuizHistory(event)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        editor.send({ type: 'history.undo' });
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey)) {
        event.preventDefault();
        editor.send({ type: 'history.redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);
}
