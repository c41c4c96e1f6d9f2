/**
 * Who may read, create and edit a quiz of each kind (SPEC section 6 "Quiz permissions"; ADR 040 for reads the
 * SPEC leaves open). The server's quiz routes ask these; the console hides what they refuse.
 */
import type { QuizKind } from './quiz';
import { isQuizSuperAdmin } from './quizArea';

export interface QuizCaller {
  readonly id: number;
  readonly roles: readonly string[];
}

export interface QuizAccessFacts {
  readonly kind: QuizKind;
  readonly ownerUserId: number | null;
  /** The quiz is shared with the caller's e-mail address. */
  readonly sharedWithCaller: boolean;
}

/** Super admins create templates, library and admin quizzes; every quiz user creates their own user quizzes. */
export function canCreateQuiz(caller: QuizCaller, kind: QuizKind): boolean {
  return kind === 'user' || isQuizSuperAdmin(caller.roles);
}

export function canReadQuiz(caller: QuizCaller, quiz: QuizAccessFacts): boolean {
  if (isQuizSuperAdmin(caller.roles)) return true;
  switch (quiz.kind) {
    case 'template':
      return false;
    // The library is the publisher's catalogue: every quiz user may open and copy it.
    case 'library':
      return true;
    case 'admin':
      return quiz.sharedWithCaller;
    case 'user':
      return quiz.ownerUserId === caller.id || quiz.sharedWithCaller;
  }
}

/** Super admins edit every kind (customer quizzes through the admin routes); users edit their own user quizzes. */
export function canEditQuiz(caller: QuizCaller, quiz: Omit<QuizAccessFacts, 'sharedWithCaller'>): boolean {
  if (isQuizSuperAdmin(caller.roles)) return true;
  return quiz.kind === 'user' && quiz.ownerUserId === caller.id;
}
