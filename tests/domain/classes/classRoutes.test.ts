import { resolveClassRoute } from '../../../src/domain/classes/classRoutes';

describe('the paths of the classes area', () => {
  test('the list, a class page and a class document open as before', () => {
    expect(resolveClassRoute('/classes')).toEqual({ kind: 'list' });
    expect(resolveClassRoute('/classes/?kind=own')).toEqual({ kind: 'list' });
    expect(resolveClassRoute('/classes/12?tab=quizzes')).toEqual({ kind: 'page', classId: 12 });
    expect(resolveClassRoute('/classes/view-file/12/document/7')).toEqual({
      kind: 'document',
      classId: 12,
      documentId: 7,
    });
  });

  test.each([
    '/classes/abc',
    '/classes/0',
    '/classes/-3',
    '/classes/1.5',
    '/classes/12/extra',
    '/classes/view-file/12/document/abc',
    '/classes/view-file/abc/document/7',
    '/classes/view-file/12',
  ])('%s names no class: the not-found leads back to the list', (path) => {
    expect(resolveClassRoute(path)).toEqual({ kind: 'notFound', back: '/classes' });
  });
});
