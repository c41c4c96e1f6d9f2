import { bulkQuizActions } from '../../../src/domain/quiz/bulkQuizActions';
import type { QuizAction } from '../../../src/domain/quiz/quizCapabilities';

const allows = (...actions: QuizAction[]) => new Set(actions);

test.each([
  ['no selection offers nothing', [], []],
  [
    'owned user quizzes offer every bulk action',
    [{ kind: 'user', allowed: allows('view', 'delete', 'download', 'share', 'setDeadline') }],
    ['delete', 'download', 'setDeadline', 'addToClass'],
  ],
  [
    'one row that may not be deleted takes Delete away from all',
    [
      { kind: 'user', allowed: allows('view', 'delete', 'download', 'share') },
      { kind: 'user', allowed: allows('view', 'download') },
    ],
    ['download'],
  ],
  [
    'library quizzes go to no class',
    [{ kind: 'library', allowed: allows('view', 'delete', 'download') }],
    ['delete', 'download'],
  ],
] as const)('%s', (_name, rows, expected) => {
  expect(bulkQuizActions(rows)).toEqual(expected);
});
