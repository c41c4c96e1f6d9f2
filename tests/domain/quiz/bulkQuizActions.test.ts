import { bulkQuizActions } from '../../../src/domain/quiz/bulkQuizActions';
import type { QuizAction } from '../../../src/domain/quiz/quiz';

const allows = (...actions: QuizAction[]) => new Set(actions);

test.each([
  ['no selection offers nothing', [], []],
  [
    'owned user quizzes offer every bulk action',
    [{ allowed: allows('view', 'delete', 'download', 'share', 'setDeadline', 'addToClass') }],
    ['delete', 'download', 'setDeadline', 'addToClass'],
  ],
  [
    'one row that may not be deleted takes Delete away from all',
    [
      { allowed: allows('view', 'delete', 'download', 'share', 'addToClass') },
      { allowed: allows('view', 'download') },
    ],
    ['download'],
  ],
  [
    'a quiz that may not be added to a class (a library quiz) takes Add to class away',
    [
      { allowed: allows('view', 'delete', 'download', 'share', 'addToClass') },
      { allowed: allows('view', 'delete', 'download') },
    ],
    ['delete', 'download'],
  ],
] as const)('%s', (_name, rows, expected) => {
  expect(bulkQuizActions(rows)).toEqual(expected);
});
