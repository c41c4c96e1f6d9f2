/**
 * The capability table of one quiz (SPEC section 6 "Quiz permissions", sections 2 and 7; ADR 040, ADR 114): given
 * the caller and the facts of one quiz, what they may do with it. The server's quiz routes, the quiz lists' row
 * actions, and the editor and viewer once a quiz is loaded all ask this table (shape: src/domain/access/capabilities.ts).
 * Whether the caller may use the quiz area at all is the route guard's (src/domain/access/roles.ts), not this table's.
 */
import { isSuperAdmin, type Caller, type Capabilities } from '../access/capabilities';
import { canEditDeadline, DEADLINE_MESSAGES } from './deadline';
import { PROCESS_STATUS, QUIZ_ACTIONS, type Quiz, type QuizAction, type QuizKind } from './quiz';

/** The facts of one quiz as the caller sees it: ownership and sharing are relative to the caller. */
export interface QuizFacts {
  readonly kind: QuizKind;
  readonly ownedByCaller: boolean;
  /** The quiz is shared with the caller's e-mail address. */
  readonly sharedWithCaller: boolean;
  /** False once the quiz was distributed in a way that freezes it. */
  readonly editable: boolean;
  /** Being built or rebuilt (processStatus 0, SPEC section 4). */
  readonly processing: boolean;
  /** A library quiz built from one section (the only kind a rebuild applies to). */
  readonly sectionQuiz: boolean;
  /** The owner's trial or subscription has not ended (or the owner has none): deadlines may still change. */
  readonly ownerSubscriptionActive: boolean;
}

export type QuizCaller = Pick<Caller, 'roles'>;

/** What a quiz or list row as the server answers it carries for the table. */
export type QuizFactsSource = Pick<Quiz, 'kind' | 'editable' | 'processStatus' | 'sectionId'> & {
  readonly ownedByCaller?: boolean | undefined;
  readonly sharedWithCaller?: boolean | undefined;
  readonly ownerSubscriptionEndsAt?: string | null | undefined;
};

/** The facts of a quiz (or list row) as the server answered the caller; `now` decides the owner's trial. */
export function quizFactsOf(quiz: QuizFactsSource, now: Date): QuizFacts {
  const ends = quiz.ownerSubscriptionEndsAt ? new Date(quiz.ownerSubscriptionEndsAt) : null;
  return {
    kind: quiz.kind,
    ownedByCaller: quiz.ownedByCaller ?? false,
    sharedWithCaller: quiz.sharedWithCaller ?? false,
    editable: quiz.editable,
    processing: quiz.processStatus === PROCESS_STATUS.processing,
    sectionQuiz: quiz.kind === 'library' && quiz.sectionId !== null,
    ownerSubscriptionActive: canEditDeadline(ends, now),
  };
}

/** The quiz lists of SPEC section 7 "Quiz", named as their routes are (src/api/quiz/lists/quizListsContract.ts). */
export const QUIZ_LISTS = [
  'templates',
  'library',
  'sharedAdmin',
  'sharedByMe',
  'mine',
  'admin',
  'customer',
] as const;
export type QuizList = (typeof QUIZ_LISTS)[number];

/** The lists that are the super admin's screens: the templates, the library, Shared By Admins and Customer Quizzes. */
const SUPER_ADMIN_LISTS: readonly QuizList[] = ['templates', 'library', 'sharedAdmin', 'customer'];

/**
 * SPEC section 6: a super admin reads every quiz list; anyone else My Quizzes, Shared By Me and the admin quiz list
 * (which shows each caller the admin quizzes this table lets them view). The customer list's share routes are the
 * customer list's, so they follow it.
 */
export function canReadQuizList(caller: QuizCaller, list: QuizList): boolean {
  return isSuperAdmin(caller.roles) || !SUPER_ADMIN_LISTS.includes(list);
}

/** Super admins create templates, library and admin quizzes; every quiz user creates their own user quizzes. */
export function canCreateQuiz(caller: QuizCaller, kind: QuizKind): boolean {
  return kind === 'user' || isSuperAdmin(caller.roles);
}

/** SPEC section 6: a super admin previews quizzes from the editor. */
export const canPreviewQuiz = (caller: QuizCaller) => isSuperAdmin(caller.roles);

/**
 * SPEC section 6: a super admin's share dialog is pre-filled with everyone the quiz is shared with (loaded from the
 * server); anyone else's comes from the quiz's sharedList.
 */
export const loadsEverySharedUser = (caller: QuizCaller) => isSuperAdmin(caller.roles);

/** Rebuilding the section library as a whole (not one quiz) is a super admin's. */
export const canRebuildLibrary = (caller: QuizCaller) => isSuperAdmin(caller.roles);

/**
 * ADR 114: a copy is a new quiz the caller may create. A super admin's copy keeps the kind; anyone else's copy
 * of a quiz they may view (a library quiz, an admin quiz shared with them, a user quiz) is their own user quiz.
 */
export function copyKindFor(caller: QuizCaller, source: QuizKind): QuizKind {
  return canCreateQuiz(caller, source) ? source : 'user';
}

function mayView(caller: QuizCaller, quiz: QuizFacts): boolean {
  if (isSuperAdmin(caller.roles)) return true;
  switch (quiz.kind) {
    case 'template':
      return false;
    // The library is the publisher's catalogue: every quiz user may open and copy it (ADR 040).
    case 'library':
      return true;
    case 'admin':
      return quiz.sharedWithCaller;
    case 'user':
      return quiz.ownedByCaller || quiz.sharedWithCaller;
  }
}

/** Super admins manage every quiz; anyone else only the user quizzes they own. */
function manages(caller: QuizCaller, quiz: QuizFacts): boolean {
  return isSuperAdmin(caller.roles) || (quiz.kind === 'user' && quiz.ownedByCaller);
}

export function quizCapabilities(caller: QuizCaller, quiz: QuizFacts): Capabilities<QuizAction> {
  const allowed = new Set<QuizAction>();
  if (!mayView(caller, quiz)) return allowed;
  allowed.add('view').add('download');
  if (!quiz.processing) allowed.add('copy');
  if (!manages(caller, quiz)) return allowed;
  allowed.add('delete');
  if (quiz.editable && !quiz.processing) allowed.add('edit');
  if (quiz.kind === 'admin' || quiz.kind === 'user') allowed.add('share').add('addToClass');
  if (quiz.kind === 'user') allowed.add('results').add('grade').add('remind');
  if (quiz.kind === 'user' && quiz.ownerSubscriptionActive) allowed.add('setDeadline');
  if (quiz.kind === 'library' && quiz.sectionQuiz) allowed.add('rebuild');
  return allowed;
}

export const QUIZ_CAPABILITY_MESSAGES = {
  notEditable: 'This quiz can no longer be edited.',
  trialExpired: DEADLINE_MESSAGES.trialExpired,
  /** An edit or copy path opened on a quiz the caller may only view. */
  viewOnly: 'You may view this quiz but not change it.',
  /** Results asked of a quiz the caller sees but does not own (shared with them, or in the library). */
  resultsNotYours: 'You may view this quiz but not read its results.',
  /** A download or copy of a quiz the caller sees but may not take away. */
  notYoursToTake: 'You may view this quiz but not download or copy it.',
} as const;

/** Why a caller who sees a quiz may not take an action on it, when the refusal is theirs (no such right). */
export function viewerRefusal(action: QuizAction): string {
  if (action === 'results' || action === 'grade') return QUIZ_CAPABILITY_MESSAGES.resultsNotYours;
  if (action === 'download' || action === 'copy') return QUIZ_CAPABILITY_MESSAGES.notYoursToTake;
  return QUIZ_CAPABILITY_MESSAGES.viewOnly;
}

/**
 * Why an action the caller may not take on a quiz they see is refused, when the quiz itself is the reason: it is
 * no longer editable, or the owner's trial has ended. Null when the refusal is the caller's (no such right).
 */
export function quizRefusalReason(caller: QuizCaller, quiz: QuizFacts, action: QuizAction): string | null {
  if (
    action === 'edit' &&
    !quiz.editable &&
    quizCapabilities(caller, { ...quiz, editable: true }).has('edit')
  )
    return QUIZ_CAPABILITY_MESSAGES.notEditable;
  if (
    action === 'setDeadline' &&
    !quiz.ownerSubscriptionActive &&
    quizCapabilities(caller, { ...quiz, ownerSubscriptionActive: true }).has('setDeadline')
  )
    return QUIZ_CAPABILITY_MESSAGES.trialExpired;
  return null;
}

/**
 * The quiz's own reasons for the actions the caller may not take on it (the trial message, 'This quiz can no longer
 * be edited.'), by action: sent with one quiz beside its actions (ADR 192), so the console says what the server
 * would answer.
 */
export function quizRefusals(caller: QuizCaller, quiz: QuizFacts): Partial<Record<QuizAction, string>> {
  const refusals: Partial<Record<QuizAction, string>> = {};
  for (const action of QUIZ_ACTIONS) {
    const reason = quizRefusalReason(caller, quiz, action);
    if (reason !== null) refusals[action] = reason;
  }
  return refusals;
}
