/** Quizzes the tests make through the API, built with the editor's own events as the console sends them. */
import { newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../src/domain/quiz/editor/quizEvents';
import { toPayload } from '../../../src/domain/quiz/quizPayload';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';

/** An admin quiz with one question of three options, the second right. */
export function adminQuizPayload(title: string) {
  const events: QuizEvent[] = [
    { type: 'details.set', details: { title, isGraded: true, duration: 0, quizType: null } },
    { type: 'subjects.set', tags: [] },
    { type: 'item.addQuestion', activityId: 'a', itemId: 'q1', optionIds: ['o1', 'o2', 'o3', 'o4'] },
    { type: 'question.setTitle', itemId: 'q1', title: 'Which organelle makes ATP?' },
    { type: 'option.setText', itemId: 'q1', optionId: 'o1', text: 'Nucleus' },
    { type: 'option.setText', itemId: 'q1', optionId: 'o2', text: 'Mitochondrion' },
    { type: 'option.setText', itemId: 'q1', optionId: 'o3', text: 'Ribosome' },
    { type: 'option.remove', itemId: 'q1', optionId: 'o4' },
    { type: 'answer.toggle', itemId: 'q1', optionId: 'o2' },
  ];
  return toPayload(applyEvents(newQuizState('a'), events), 'admin', 'create');
}
