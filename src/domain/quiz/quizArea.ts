/**
 * The quiz area's routes and tabs (SPEC section 2 "Quiz area", section 6 "Quiz permissions"): which tabs a role
 * sees, which screen a path opens with which context, mode and parameters, and where a path a role may not open
 * redirects. Paths are relative to the route prefix and start with /quiz.
 *
 * @publicModule the dashboard links to the quiz area's screens.
 */
import { isSuperAdmin } from '../access/capabilities';
import type { QuizKind } from './quiz';

export const SITE_ROOT = '/';
export const QUIZ_ROOT = '/quiz';

export const QUIZ_CONTEXTS = [
  'template',
  'library',
  'admin-quiz',
  'shared-quiz',
  'customer-quiz',
  'my-quiz',
  'user-quiz',
  'shared-by-me',
] as const;
export type QuizContext = (typeof QUIZ_CONTEXTS)[number];

export type QuizListScreen =
  'templateList' | 'libraryList' | 'adminList' | 'sharedList' | 'customerList' | 'myList' | 'sharedByMeList';
export type QuizScreenName = QuizListScreen | 'editor' | 'viewer' | 'results' | 'userResult';
export type QuizEditorMode = 'create' | 'copy' | 'edit';

export interface QuizRouteScreen {
  readonly kind: 'screen';
  readonly screen: QuizScreenName;
  readonly context: QuizContext;
  /** Only for the editor. */
  readonly mode?: QuizEditorMode;
  readonly params: Readonly<Record<string, string>>;
}
/**
 * An address of a quiz screen whose id is not a number: it names no quiz, so the screen says what could not be
 * opened and leads back to the quizzes of its context.
 */
export interface QuizRouteNotFound {
  readonly kind: 'notFound';
  readonly screen: Exclude<QuizScreenName, QuizListScreen>;
  readonly context: QuizContext;
  /** The list the way back leads to. */
  readonly back: string;
}
export type QuizRouteDecision =
  QuizRouteScreen | QuizRouteNotFound | { readonly kind: 'redirect'; readonly to: string };

/** The kind of quiz each context edits, views and exports (shared quizzes are admin quizzes). */
export const CONTEXT_KIND: Readonly<Record<QuizContext, QuizKind>> = {
  template: 'template',
  library: 'library',
  'admin-quiz': 'admin',
  'shared-quiz': 'admin',
  'customer-quiz': 'user',
  'my-quiz': 'user',
  'user-quiz': 'user',
  'shared-by-me': 'user',
};

/** The base path of a context: where its list lives and under which its create/copy/view/edit paths sit. */
export function contextPath(context: QuizContext): string {
  return context === 'template' ? QUIZ_ROOT : `${QUIZ_ROOT}/${context}`;
}

export type QuizTabKey = 'template' | 'library' | 'admin' | 'shared' | 'customer' | 'my' | 'sharedByMe';
export interface QuizTab {
  readonly key: QuizTabKey;
  /** i18n key of the tab label. */
  readonly labelKey: string;
  readonly path: string;
  readonly context: QuizContext;
}

const SUPER_ADMIN_TABS: readonly QuizTab[] = [
  { key: 'template', labelKey: 'quiz.tabsTemplate', path: QUIZ_ROOT, context: 'template' },
  { key: 'library', labelKey: 'quiz.tabsLibrary', path: '/quiz/library', context: 'library' },
  { key: 'admin', labelKey: 'quiz.tabsAdmin', path: '/quiz/admin-quiz', context: 'admin-quiz' },
  { key: 'shared', labelKey: 'quiz.tabsShared', path: '/quiz/shared-quiz', context: 'shared-quiz' },
  { key: 'customer', labelKey: 'quiz.tabsCustomer', path: '/quiz/customer-quiz', context: 'customer-quiz' },
];
const USER_TABS: readonly QuizTab[] = [
  { key: 'my', labelKey: 'quiz.tabsMy', path: '/quiz/my-quiz', context: 'my-quiz' },
  // ADR 030: the SPEC names the tab but no route; it lives at /quiz/shared-by-me.
  {
    key: 'sharedByMe',
    labelKey: 'quiz.tabsSharedByMe',
    path: '/quiz/shared-by-me',
    context: 'shared-by-me',
  },
];

/** SPEC: five tabs for a super admin, My Quizzes and Shared By Me for everyone else. */
export function quizTabsFor(roles: readonly string[]): readonly QuizTab[] {
  return isSuperAdmin(roles) ? SUPER_ADMIN_TABS : USER_TABS;
}

function segmentsOf(path: string): string[] {
  return path.split(/[?#]/)[0]!.split('/').filter(Boolean);
}

/** SPEC: the tab list is hidden on user-quiz paths. */
export function showsQuizTabs(path: string): boolean {
  return segmentsOf(path)[1] !== 'user-quiz';
}

/** The tab whose context the path belongs to, if the role has one. */
export function activeQuizTab(roles: readonly string[], path: string): QuizTabKey | undefined {
  const decision = resolveQuizRoute(roles, path);
  if (decision.kind === 'redirect') return undefined;
  return quizTabsFor(roles).find((tab) => tab.context === decision.context)?.key;
}

const LIST_SCREENS: Readonly<Record<QuizContext, QuizListScreen | null>> = {
  template: 'templateList',
  library: 'libraryList',
  'admin-quiz': 'adminList',
  'shared-quiz': 'sharedList',
  'customer-quiz': 'customerList',
  'my-quiz': 'myList',
  'user-quiz': null,
  'shared-by-me': 'sharedByMeList',
};

/** The list whose dialogs and share settings a context's screens use: its own, My Quizzes for the user-quiz paths. */
export function listScreenOf(context: QuizContext): QuizListScreen {
  return LIST_SCREENS[context] ?? 'myList';
}

type Action = 'create' | 'copy' | 'view' | 'edit' | 'results' | 'user-results';

/** Each context's sub-routes (SPEC section 2) and the name of the parameter they carry. */
const ACTIONS: Readonly<Record<QuizContext, Partial<Record<Action, string | null>>>> = {
  template: { create: 'articleId', copy: 'quizId', view: 'quizId', edit: 'quizId' },
  library: { create: null, copy: 'quizId', view: 'quizId', edit: 'quizId' },
  'admin-quiz': { create: null, copy: 'quizId', view: 'quizId', edit: 'quizId' },
  'shared-quiz': { copy: 'quizId', view: 'quizId', edit: 'quizId' },
  'customer-quiz': {
    view: 'quizId',
    edit: 'quizId',
    copy: 'quizId',
    results: 'quizId',
    'user-results': 'assignId',
  },
  // ADR 150: the owner reads the results of their own user quizzes in their own context.
  'my-quiz': {
    create: null,
    view: 'quizId',
    edit: 'quizId',
    copy: 'quizId',
    results: 'quizId',
    'user-results': 'assignId',
  },
  'user-quiz': { edit: 'quizId', view: 'quizId' },
  'shared-by-me': {},
};

/** Contexts whose screens only a super admin opens (ADR 031). */
const SUPER_ADMIN_CONTEXTS: readonly QuizContext[] = ['template', 'library', 'shared-quiz', 'customer-quiz'];
/** SPEC: create, copy and edit are for super admins, or for library, admin or user quiz modes. */
const EDITOR_KINDS: readonly QuizKind[] = ['library', 'admin', 'user'];
/** SPEC: viewers are open to a super admin or to admin, library, my-quiz or user-quiz contexts. */
const VIEWER_CONTEXTS: readonly QuizContext[] = ['admin-quiz', 'library', 'my-quiz', 'user-quiz'];

/** ADR 150: an owner opens the results of their own user quizzes from My Quizzes. */
const RESULTS_CONTEXTS_FOR_OWNERS: readonly QuizContext[] = ['my-quiz'];

const redirect = (to: string): QuizRouteDecision => ({ kind: 'redirect', to });
const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** Reads a path into its context, action and parameter, or undefined for an unknown path. */
function parse(
  segments: readonly string[],
): { context: QuizContext; action: Action | null; param?: string; noId?: true } | undefined {
  const rest = segments.slice(1);
  const named = QUIZ_CONTEXTS.find((context) => context !== 'template' && context === rest[0]);
  const context: QuizContext = named ?? 'template';
  const tail = named ? rest.slice(1) : rest;
  if (tail.length === 0) return LIST_SCREENS[context] ? { context, action: null } : undefined;
  const action = tail[0] as Action;
  if (!Object.hasOwn(ACTIONS[context], action)) return undefined;
  const paramName = ACTIONS[context][action];
  if (paramName === null) return tail.length === 1 ? { context, action } : undefined;
  // The template's create takes an optional article id; every other action needs its id.
  if (tail.length === 1 && context === 'template' && action === 'create') return { context, action };
  if (tail.length !== 2) return undefined;
  // An id that is not a number names no record: the screen's not-found, except for the template's article.
  if (!isId(tail[1])) return action === 'create' ? undefined : { context, action, noId: true };
  return { context, action, param: tail[1] };
}

/**
 * Which quiz screen a path opens for these roles, or where it redirects.
 * Order: unknown paths → area root; a non-super-admin on the root or a library path → my-quiz or admin-quiz;
 * on another super-admin context → my-quiz; editor and viewer without a permitted context → site root; a screen the
 * role may open whose id is not a number → its not-found, leading back to the context's list (My Quizzes for the
 * user-quiz paths).
 */
export function resolveQuizRoute(roles: readonly string[], path: string): QuizRouteDecision {
  const segments = segmentsOf(path);
  if (segments[0] !== 'quiz') return redirect(QUIZ_ROOT);
  const parsed = parse(segments);
  if (!parsed) return redirect(QUIZ_ROOT);
  const { context, action, param } = parsed;
  const superAdmin = isSuperAdmin(roles);

  if (!superAdmin) {
    if (context === 'library') return redirect('/quiz/admin-quiz');
    if (context === 'template' && action === null) return redirect('/quiz/my-quiz');
  }

  if (action === null) {
    if (!superAdmin && SUPER_ADMIN_CONTEXTS.includes(context)) return redirect('/quiz/my-quiz');
    return { kind: 'screen', screen: LIST_SCREENS[context]!, context, params: {} };
  }

  const paramName = ACTIONS[context][action];
  const params: Record<string, string> = paramName && param ? { [paramName]: param } : {};
  const open = (screen: QuizRouteNotFound['screen'], mode?: QuizEditorMode): QuizRouteDecision => {
    if (parsed.noId)
      return {
        kind: 'notFound',
        screen,
        context,
        back: contextPath(LIST_SCREENS[context] ? context : 'my-quiz'),
      };
    return mode
      ? { kind: 'screen', screen, context, mode, params }
      : { kind: 'screen', screen, context, params };
  };

  if (action === 'create' || action === 'copy' || action === 'edit') {
    if (!superAdmin && !EDITOR_KINDS.includes(CONTEXT_KIND[context])) return redirect(SITE_ROOT);
    if (!superAdmin && SUPER_ADMIN_CONTEXTS.includes(context)) return redirect(SITE_ROOT);
    return open('editor', action);
  }
  if (action === 'view') {
    if (!superAdmin && !VIEWER_CONTEXTS.includes(context)) return redirect(SITE_ROOT);
    return open('viewer');
  }
  // Results: a super admin's customer-quiz screens, or an owner's own (the server answers only for the owner).
  if (!superAdmin && !RESULTS_CONTEXTS_FOR_OWNERS.includes(context)) return redirect(SITE_ROOT);
  return open(action === 'results' ? 'results' : 'userResult');
}

/** Paths the lists link to. */
export const quizPaths = {
  list: (context: QuizContext) => contextPath(context),
  create: (context: QuizContext) => `${contextPath(context)}/create`,
  view: (context: QuizContext, id: number) => `${contextPath(context)}/view/${id}`,
  edit: (context: QuizContext, id: number) => `${contextPath(context)}/edit/${id}`,
  copy: (context: QuizContext, id: number) => `${contextPath(context)}/copy/${id}`,
  /** A super admin reads results from Customer Quizzes; an owner from My Quizzes (ADR 150). */
  results: (id: number, context: ResultsContext = 'customer-quiz') => `/quiz/${context}/results/${id}`,
  userResult: (assignId: number, context: ResultsContext = 'customer-quiz') =>
    `/quiz/${context}/user-results/${assignId}`,
};

/** The contexts whose results screens exist: a super admin's Customer Quizzes and an owner's My Quizzes. */
export type ResultsContext = 'customer-quiz' | 'my-quiz';
export const resultsContextOf = (context: string): ResultsContext =>
  context === 'my-quiz' ? 'my-quiz' : 'customer-quiz';

/**
 * Where the viewer of a context leads for these roles: Shared By Me and the user-quiz paths edit and copy through My
 * Quizzes, as the lists do (a user-quiz path edits in place); a super admin reads results from Customer Quizzes unless
 * the viewer was opened from My Quizzes, anyone else from My Quizzes.
 */
export function viewerTargets(
  roles: readonly string[],
  context: QuizContext,
): { readonly edit: QuizContext; readonly copy: QuizContext; readonly results: ResultsContext } {
  const own: QuizContext = context === 'shared-by-me' || context === 'user-quiz' ? 'my-quiz' : context;
  return {
    edit: context === 'user-quiz' ? 'user-quiz' : own,
    copy: own,
    results: isSuperAdmin(roles) && context !== 'my-quiz' ? 'customer-quiz' : 'my-quiz',
  };
}
