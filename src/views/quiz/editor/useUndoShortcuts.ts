/**
 * Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. The editor's history covers every field (typing is recorded
 * as editor events, in plain inputs and in the rich-text titles alike, whose own TipTap history is off), so the
 * shortcut goes to the machine even while a text field of the form has focus. Keys pressed inside a dialog (the
 * Add Video or Articles search, the crop dialog…) belong to that dialog and never undo the quiz behind it; a key
 * another handler already took (defaultPrevented) is left alone.
 */
import { useEffect } from 'react';
import type { QuizEditorActorRef } from '../../../machines/quizEditorMachine';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

function insideDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(DIALOG) !== null;
}

export function useUndoShortcuts(editor: QuizEditorActorRef): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (!mod || event.altKey || event.defaultPrevented || insideDialog(event.target)) return;
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
