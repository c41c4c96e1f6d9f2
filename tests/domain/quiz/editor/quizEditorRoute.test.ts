import { editorRouteOf } from '../../../../src/domain/quiz/editor/quizEditorRoute';

test.each([
  [
    'library',
    { mode: 'create' },
    { kind: 'library', mode: 'create', quizId: undefined, articleId: undefined },
  ],
  ['template', { mode: 'create', articleId: '12' }, { kind: 'template', mode: 'create', articleId: 12 }],
  ['admin-quiz', { mode: 'copy', quizId: '4' }, { kind: 'admin', mode: 'copy', quizId: 4 }],
  ['my-quiz', { quizId: '9' }, { kind: 'user', mode: 'edit', quizId: 9 }],
  ['my-quiz', {}, { kind: 'user', mode: 'create', quizId: undefined }],
  ['user-quiz', { mode: 'edit', quizId: 'x1' }, { kind: 'user', mode: 'edit', quizId: undefined }],
  ['unknown', { mode: 'remove' }, { kind: 'user', mode: 'create' }],
] as const)('the %s route with %o opens %o', (context, params, expected) => {
  expect(editorRouteOf(context, params)).toMatchObject(expected);
});

test('only the customer list is returned to after a save from it', () => {
  expect(editorRouteOf('customer-quiz', { quizId: '3' }).fromCustomerList).toBe(true);
  expect(editorRouteOf('my-quiz', { quizId: '3' }).fromCustomerList).toBe(false);
});
