/**
 * A sortable list's drag as one editor gesture: the moves between its start and its drop are one undo step, and
 * Esc during the drag cancels back to where it began.
 */
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';

export function dragGestures(editor: QuizEditorActorRef, kind: 'activity' | 'item') {
  const gesture = (id: string) => `drag-${kind}-${id}`;
  return {
    onDragStart: (id: string) => editor.send({ type: 'gesture.begin', id: gesture(id) }),
    onDrop: (id: string) => editor.send({ type: 'gesture.commit', id: gesture(id) }),
    onCancel: (id: string) => editor.send({ type: 'gesture.cancel', id: gesture(id) }),
  };
}
