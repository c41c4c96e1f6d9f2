/**
 * Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. The editor's history covers every field (typing included),
 * so the shortcut goes to the machine even while a text field has focus.
 */
import { useEffect } from 'react';
import type { QuizEditorActorRef } from '../../../machines/quizEditorMachine';

export function useUndoShortcuts(editor: QuizEditorActorRef): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (!mod || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        editor.send({ type: 'history.undo' });
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey)) {
        event.preventDefault();
        editor.send({ type: 'history.redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);
}
