/** A stored quiz as the server's GET returns it, with neutral values: a test names only what it is about. */
import type { Quiz } from '../../src/domain/quiz';

export function storedQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 1,
    kind: 'admin',
    title: 'Cell biology',
    article: null,
    tags: [],
    active: true,
    startDate: null,
    endDate: null,
    duration: null,
    countOfQuestions: 0,
    editable: true,
    isGraded: true,
    showCaption: false,
    restrictNonInstitutional: false,
    isAssignSomeone: false,
    sharedList: [],
    processStatus: 1,
    quizType: null,
    sectionId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    activities: [],
    version: 1,
    ...overrides,
  };
}
