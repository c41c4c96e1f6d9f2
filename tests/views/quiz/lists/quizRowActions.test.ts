import { expect, test } from 'vitest';
import type { QuizListItem } from '../../../../src/domain/quiz/quiz';
import { quizCapabilities, quizFactsOf } from '../../../../src/domain/quiz/quizCapabilities';
import {
  QUIZ_LIST_CONFIGS,
  rowActionsOf,
  type RowAction,
} from '../../../../src/views/quiz/lists/quizListConfigs';

const NOW = new Date('2026-03-04T10:00:00Z');
const ROLES = [['ROLE_SUPER_ADMIN'], ['ROLE_CS_USER'], ['ROLE_ADMIN']];

function row(patch: Partial<QuizListItem>): QuizListItem {
  return {
    id: 7,
    kind: 'user',
    title: 'Cells',
    article: null,
    tags: [],
    active: true,
    startDate: null,
    endDate: null,
    duration: null,
    countOfQuestions: 1,
    editable: true,
    isGraded: true,
    showCaption: false,
    restrictNonInstitutional: false,
    isAssignSomeone: false,
    sharedList: [],
    processStatus: 1,
    quizType: null,
    sectionId: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    createdBy: null,
    version: 1,
    ownedByCaller: false,
    sharedWithCaller: false,
    ...patch,
  };
}

/** The table action behind each row action. */
const actionOf = (action: RowAction) =>
  ({ share: 'share', delete: 'delete', downloadAny: 'download', download: 'download' })[
    action.kind as 'share'
  ] ?? (action.key === 'viewResults' ? 'results' : action.key);

const CASES = Object.values(QUIZ_LIST_CONFIGS).flatMap((config) =>
  ROLES.flatMap((roles) =>
    [true, false].flatMap((ownedByCaller) =>
      [true, false].flatMap((sharedWithCaller) =>
        [true, false].map((editable) => ({
          screen: config.screen,
          roles,
          quiz: row({ kind: config.kind, ownedByCaller, sharedWithCaller, editable }),
        })),
      ),
    ),
  ),
);

test.each(CASES)(
  '$screen: a row offers exactly what the table allows $roles (owned $quiz.ownedByCaller, shared $quiz.sharedWithCaller, editable $quiz.editable)',
  ({ screen, roles, quiz }) => {
    const config = QUIZ_LIST_CONFIGS[screen];
    const allowed = quizCapabilities({ roles }, quizFactsOf(quiz, NOW));
    const offered = new Set(rowActionsOf(config, quiz, { roles }, NOW).map(actionOf));
    const vocabulary = new Set(config.actions.map((slot) => slot.action));
    // Every action offered is allowed, and every allowed action the list has is offered (customer list: 'Edit or
    // Copy', so Copy only without Edit).
    const expected = [...allowed].filter(
      (action) =>
        vocabulary.has(action) && !(screen === 'customerList' && action === 'copy' && allowed.has('edit')),
    );
    expect([...offered].sort()).toEqual(expected.sort());
  },
);
