import {
  activeQuizTab,
  listScreenOf,
  quizPaths,
  quizTabsFor,
  resolveQuizRoute,
  showsQuizTabs,
  viewerTargets,
} from '../../../src/domain/quiz/quizArea';

const SUPER = ['ROLE_SUPER_ADMIN'];
const CS = ['ROLE_CS_USER'];
const ADMIN = ['ROLE_ADMIN'];
const LTI = ['ROLE_CS_LTI_USER'];

describe('tabs', () => {
  test('a super admin sees the five tabs of the SPEC in order', () => {
    expect(quizTabsFor(SUPER).map((tab) => [tab.labelKey, tab.path])).toEqual([
      ['quiz.tabsTemplate', '/quiz'],
      ['quiz.tabsLibrary', '/quiz/library'],
      ['quiz.tabsAdmin', '/quiz/admin-quiz'],
      ['quiz.tabsShared', '/quiz/shared-quiz'],
      ['quiz.tabsCustomer', '/quiz/customer-quiz'],
    ]);
  });

  test.each([[CS], [ADMIN], [LTI], [['ROLE_CORPORATE_ADMIN']], [[]]])(
    'everyone else (%j) sees My Quizzes and Shared By Me',
    (roles) => {
      expect(quizTabsFor(roles).map((tab) => tab.path)).toEqual(['/quiz/my-quiz', '/quiz/shared-by-me']);
    },
  );

  test('a super admin who also holds other roles still gets the super admin tabs', () => {
    expect(quizTabsFor(['ROLE_CS_USER', 'ROLE_SUPER_ADMIN'])).toHaveLength(5);
  });

  test.each([
    ['/quiz/user-quiz/edit/4', false],
    ['/quiz/user-quiz/view/4', false],
    ['/quiz', true],
    ['/quiz/my-quiz', true],
    ['/quiz/library/edit/3', true],
  ])('tab list on %s shown: %s', (path, shown) => {
    expect(showsQuizTabs(path)).toBe(shown);
  });

  test.each([
    [SUPER, '/quiz', 'template'],
    [SUPER, '/quiz/create/12', 'template'],
    [SUPER, '/quiz/library/view/3', 'library'],
    [SUPER, '/quiz/admin-quiz', 'admin'],
    [SUPER, '/quiz/shared-quiz/edit/2', 'shared'],
    [SUPER, '/quiz/customer-quiz/results/9', 'customer'],
    [CS, '/quiz/my-quiz/copy/4', 'my'],
    [CS, '/quiz/shared-by-me', 'sharedByMe'],
    [CS, '/quiz/admin-quiz', undefined],
    [CS, '/quiz', undefined],
  ])('%j on %s is on tab %s', (roles, path, tab) => {
    expect(activeQuizTab(roles, path)).toBe(tab);
  });
});

describe('routes of a super admin', () => {
  test.each([
    ['/quiz', 'templateList', 'template', undefined, {}],
    ['/quiz/', 'templateList', 'template', undefined, {}],
    ['/quiz?q=cell&page=2', 'templateList', 'template', undefined, {}],
    ['/quiz/create', 'editor', 'template', 'create', {}],
    ['/quiz/create/42', 'editor', 'template', 'create', { articleId: '42' }],
    ['/quiz/copy/7', 'editor', 'template', 'copy', { quizId: '7' }],
    ['/quiz/view/7', 'viewer', 'template', undefined, { quizId: '7' }],
    ['/quiz/edit/7', 'editor', 'template', 'edit', { quizId: '7' }],
    ['/quiz/admin-quiz', 'adminList', 'admin-quiz', undefined, {}],
    ['/quiz/admin-quiz/create', 'editor', 'admin-quiz', 'create', {}],
    ['/quiz/admin-quiz/copy/3', 'editor', 'admin-quiz', 'copy', { quizId: '3' }],
    ['/quiz/admin-quiz/view/3', 'viewer', 'admin-quiz', undefined, { quizId: '3' }],
    ['/quiz/admin-quiz/edit/3', 'editor', 'admin-quiz', 'edit', { quizId: '3' }],
    ['/quiz/shared-quiz', 'sharedList', 'shared-quiz', undefined, {}],
    ['/quiz/shared-quiz/copy/5', 'editor', 'shared-quiz', 'copy', { quizId: '5' }],
    ['/quiz/shared-quiz/view/5', 'viewer', 'shared-quiz', undefined, { quizId: '5' }],
    ['/quiz/shared-quiz/edit/5', 'editor', 'shared-quiz', 'edit', { quizId: '5' }],
    ['/quiz/customer-quiz', 'customerList', 'customer-quiz', undefined, {}],
    ['/quiz/customer-quiz/view/8', 'viewer', 'customer-quiz', undefined, { quizId: '8' }],
    ['/quiz/customer-quiz/edit/8', 'editor', 'customer-quiz', 'edit', { quizId: '8' }],
    ['/quiz/customer-quiz/copy/8', 'editor', 'customer-quiz', 'copy', { quizId: '8' }],
    ['/quiz/customer-quiz/results/8', 'results', 'customer-quiz', undefined, { quizId: '8' }],
    ['/quiz/customer-quiz/user-results/31', 'userResult', 'customer-quiz', undefined, { assignId: '31' }],
    ['/quiz/my-quiz', 'myList', 'my-quiz', undefined, {}],
    ['/quiz/my-quiz/create', 'editor', 'my-quiz', 'create', {}],
    ['/quiz/my-quiz/view/2', 'viewer', 'my-quiz', undefined, { quizId: '2' }],
    ['/quiz/my-quiz/edit/2', 'editor', 'my-quiz', 'edit', { quizId: '2' }],
    ['/quiz/my-quiz/copy/2', 'editor', 'my-quiz', 'copy', { quizId: '2' }],
    ['/quiz/library', 'libraryList', 'library', undefined, {}],
    ['/quiz/library/create', 'editor', 'library', 'create', {}],
    ['/quiz/library/copy/6', 'editor', 'library', 'copy', { quizId: '6' }],
    ['/quiz/library/view/6', 'viewer', 'library', undefined, { quizId: '6' }],
    ['/quiz/library/edit/6', 'editor', 'library', 'edit', { quizId: '6' }],
    ['/quiz/user-quiz/edit/4', 'editor', 'user-quiz', 'edit', { quizId: '4' }],
    ['/quiz/user-quiz/view/4', 'viewer', 'user-quiz', undefined, { quizId: '4' }],
    ['/quiz/shared-by-me', 'sharedByMeList', 'shared-by-me', undefined, {}],
  ])('%s opens %s in context %s (mode %s)', (path, screen, context, mode, params) => {
    expect(resolveQuizRoute(SUPER, path)).toEqual({
      kind: 'screen',
      screen,
      context,
      params,
      ...(mode ? { mode } : {}),
    });
  });
});

describe('unknown paths go back to the area root', () => {
  test.each([
    '/quiz/nothing',
    '/quiz/edit',
    '/quiz/create/abc',
    '/quiz/view/1/2',
    '/quiz/create/1/2',
    '/quiz/admin-quiz/results/3',
    '/quiz/shared-quiz/create',
    '/quiz/library/create/4',
    '/quiz/user-quiz',
    '/quiz/user-quiz/copy/4',
    '/quiz/customer-quiz/create',
    '/quiz/customer-quiz/user-results',
    '/quiz/shared-by-me/view/2',
    '/quizzes',
  ])('%s → /quiz', (path) => {
    expect(resolveQuizRoute(SUPER, path)).toEqual({ kind: 'redirect', to: '/quiz' });
    expect(resolveQuizRoute(CS, path)).toEqual({ kind: 'redirect', to: '/quiz' });
  });
});

describe('an id that is not a number names no quiz: the screen says so and leads back to its list', () => {
  test.each([
    ['/quiz/my-quiz/edit/abc', 'editor', 'my-quiz', '/quiz/my-quiz'],
    ['/quiz/my-quiz/copy/abc', 'editor', 'my-quiz', '/quiz/my-quiz'],
    ['/quiz/my-quiz/view/abc', 'viewer', 'my-quiz', '/quiz/my-quiz'],
    ['/quiz/my-quiz/results/abc', 'results', 'my-quiz', '/quiz/my-quiz'],
    ['/quiz/my-quiz/user-results/1.5', 'userResult', 'my-quiz', '/quiz/my-quiz'],
    ['/quiz/user-quiz/edit/abc', 'editor', 'user-quiz', '/quiz/my-quiz'],
    ['/quiz/admin-quiz/view/-1?tab=x', 'viewer', 'admin-quiz', '/quiz/admin-quiz'],
  ])('%s', (path, screen, context, back) => {
    expect(resolveQuizRoute(CS, path)).toEqual({ kind: 'notFound', screen, context, back });
    expect(resolveQuizRoute(SUPER, path)).toEqual({ kind: 'notFound', screen, context, back });
  });

  test('a super admin on the template and Customer Quizzes, whose lists the way back leads to', () => {
    expect(resolveQuizRoute(SUPER, '/quiz/edit/abc')).toEqual({
      kind: 'notFound',
      screen: 'editor',
      context: 'template',
      back: '/quiz',
    });
    expect(resolveQuizRoute(SUPER, '/quiz/customer-quiz/results/abc')).toEqual({
      kind: 'notFound',
      screen: 'results',
      context: 'customer-quiz',
      back: '/quiz/customer-quiz',
    });
    expect(activeQuizTab(SUPER, '/quiz/customer-quiz/results/abc')).toBe('customer');
  });

  test('a role that may not open the screen is still sent where it would be with a number', () => {
    expect(resolveQuizRoute(CS, '/quiz/edit/abc')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveQuizRoute(CS, '/quiz/customer-quiz/results/abc')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveQuizRoute(CS, '/quiz/library/edit/abc')).toEqual({
      kind: 'redirect',
      to: '/quiz/admin-quiz',
    });
  });
});

describe('routes of everyone else', () => {
  test.each([[CS], [ADMIN], [LTI]])('%j on /quiz goes to /quiz/my-quiz', (roles) => {
    expect(resolveQuizRoute(roles, '/quiz')).toEqual({ kind: 'redirect', to: '/quiz/my-quiz' });
  });

  test.each([
    '/quiz/library',
    '/quiz/library/create',
    '/quiz/library/copy/6',
    '/quiz/library/view/6',
    '/quiz/library/edit/6',
  ])('a library path %s goes to /quiz/admin-quiz', (path) => {
    expect(resolveQuizRoute(CS, path)).toEqual({ kind: 'redirect', to: '/quiz/admin-quiz' });
  });

  test.each([
    ['/quiz/my-quiz', 'myList'],
    ['/quiz/shared-by-me', 'sharedByMeList'],
    ['/quiz/admin-quiz', 'adminList'],
    ['/quiz/my-quiz/create', 'editor'],
    ['/quiz/my-quiz/edit/2', 'editor'],
    ['/quiz/my-quiz/copy/2', 'editor'],
    ['/quiz/my-quiz/view/2', 'viewer'],
    ['/quiz/user-quiz/edit/2', 'editor'],
    ['/quiz/user-quiz/view/2', 'viewer'],
    ['/quiz/admin-quiz/view/2', 'viewer'],
    ['/quiz/admin-quiz/edit/2', 'editor'],
  ])('%s opens %s', (path, screen) => {
    expect(resolveQuizRoute(CS, path)).toMatchObject({ kind: 'screen', screen });
  });

  test.each(['/quiz/shared-quiz', '/quiz/customer-quiz'])(
    'the super admin list %s goes to /quiz/my-quiz',
    (path) => {
      expect(resolveQuizRoute(CS, path)).toEqual({ kind: 'redirect', to: '/quiz/my-quiz' });
    },
  );

  test.each([
    '/quiz/create',
    '/quiz/create/3',
    '/quiz/copy/3',
    '/quiz/edit/3',
    '/quiz/view/3',
    '/quiz/shared-quiz/view/3',
    '/quiz/shared-quiz/edit/3',
    '/quiz/customer-quiz/view/3',
    '/quiz/customer-quiz/edit/3',
    '/quiz/customer-quiz/results/3',
    '/quiz/customer-quiz/user-results/3',
  ])('without a permitted context %s goes to the site root', (path) => {
    expect(resolveQuizRoute(CS, path)).toEqual({ kind: 'redirect', to: '/' });
  });
});

test('list paths link to the routes the router reads', () => {
  expect(quizPaths.view('template', 3)).toBe('/quiz/view/3');
  expect(quizPaths.edit('library', 3)).toBe('/quiz/library/edit/3');
  expect(quizPaths.copy('customer-quiz', 3)).toBe('/quiz/customer-quiz/copy/3');
  expect(quizPaths.create('admin-quiz')).toBe('/quiz/admin-quiz/create');
  expect(quizPaths.results(9)).toBe('/quiz/customer-quiz/results/9');
  expect(quizPaths.results(9, 'my-quiz')).toBe('/quiz/my-quiz/results/9');
  expect(quizPaths.userResult(31, 'my-quiz')).toBe('/quiz/my-quiz/user-results/31');
  for (const path of [
    quizPaths.view('template', 3),
    quizPaths.edit('library', 3),
    quizPaths.copy('customer-quiz', 3),
    quizPaths.create('admin-quiz'),
    quizPaths.results(9),
  ])
    expect(resolveQuizRoute(SUPER, path).kind).toBe('screen');
});

test('an owner opens the results of their quizzes from My Quizzes, never from Customer Quizzes (ADR 150)', () => {
  expect(resolveQuizRoute(CS, '/quiz/my-quiz/results/8')).toEqual({
    kind: 'screen',
    screen: 'results',
    context: 'my-quiz',
    params: { quizId: '8' },
  });
  expect(resolveQuizRoute(CS, quizPaths.userResult(31, 'my-quiz'))).toEqual({
    kind: 'screen',
    screen: 'userResult',
    context: 'my-quiz',
    params: { assignId: '31' },
  });
  expect(resolveQuizRoute(CS, quizPaths.results(8))).toEqual({ kind: 'redirect', to: '/' });
});

describe("the viewer's way onward", () => {
  test('Shared By Me and the user-quiz paths edit and copy through My Quizzes; a user-quiz path edits in place', () => {
    expect(viewerTargets(CS, 'shared-by-me')).toEqual({
      edit: 'my-quiz',
      copy: 'my-quiz',
      results: 'my-quiz',
    });
    expect(viewerTargets(CS, 'user-quiz')).toEqual({
      edit: 'user-quiz',
      copy: 'my-quiz',
      results: 'my-quiz',
    });
    expect(viewerTargets(SUPER, 'admin-quiz')).toMatchObject({ edit: 'admin-quiz', copy: 'admin-quiz' });
  });

  test('a super admin reads results in Customer Quizzes unless the viewer came from My Quizzes; others in My Quizzes', () => {
    expect(viewerTargets(SUPER, 'template').results).toBe('customer-quiz');
    expect(viewerTargets(SUPER, 'my-quiz').results).toBe('my-quiz');
    expect(viewerTargets(ADMIN, 'template').results).toBe('my-quiz');
  });

  test("each context's screens use their own list's dialogs; the user-quiz paths use My Quizzes'", () => {
    expect(listScreenOf('template')).toBe('templateList');
    expect(listScreenOf('shared-by-me')).toBe('sharedByMeList');
    expect(listScreenOf('user-quiz')).toBe('myList');
  });
});
