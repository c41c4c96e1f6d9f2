/** What every question type's editor component receives (the quiz editor; ADR 195). */
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';

export interface EditorQuestionProps {
  /** The editor: every change is an editor event it applies, undoes and redoes. */
  readonly editor: QuizEditorActorRef;
  readonly item: EditorItem;
  /** The question's name ('Question 3'), for the type's group of fields. */
  readonly label: string;
  /** The message of the type's answers after a failed save (field `textOptions` for choice, `answers` otherwise). */
  readonly answersError?: string | undefined;
}
