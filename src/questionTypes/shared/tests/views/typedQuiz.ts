/** A user quiz of one activity holding questions of the given types, as the quiz viewer's answer-key tests read it. */
import type { Quiz, QuizItem } from '../../../../domain/quiz/quiz';

/** A question of another type than choice: no options, its data in `definition`. */
export const typedQuestion = (
  id: number,
  order: number,
  title: string,
  questionType: string,
  definition: object,
): QuizItem => ({
  id,
  sortIndex: order,
  type: 2,
  title,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  article: null,
  questionOrder: order,
  textOptions: [],
  questionType,
  definition: definition as Record<string, unknown>,
});

export const typedQuiz = (title: string, items: readonly QuizItem[]): Quiz => ({
  id: 8,
  kind: 'user',
  title,
  article: null,
  tags: [],
  active: true,
  startDate: null,
  endDate: null,
  duration: 20,
  countOfQuestions: items.length,
  editable: true,
  isGraded: false,
  showCaption: true,
  restrictNonInstitutional: true,
  isAssignSomeone: true,
  sharedList: [],
  processStatus: 1,
  quizType: null,
  sectionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  version: 1,
  activities: [{ id: 1, title: 'Activity 1', sortIndex: 0, items: [...items] }],
});
