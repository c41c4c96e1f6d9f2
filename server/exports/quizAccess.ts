/**
 * Who may see a quiz: exactly who may read it (src/domain/quizPermissions, ADR 040) — super admins every quiz;
 * others library quizzes, admin quizzes shared with them, and their own or shared user quizzes. Exporting needs
 * no more than that. A quiz the caller may not see is answered exactly like a missing id (ADR 105), so ids cannot
 * be enumerated; 403 is kept for a quiz they see but may not act on this way.
 */
import type { Kysely } from 'kysely';
import { isQuizSuperAdmin } from '../../src/domain/quizArea';
import { canReadQuiz } from '../../src/domain/quizPermissions';
import type { AuthUser } from '../auth/guards';
import type { QuizKind } from '../db/contentTables';
import type { Database } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { isSharedWith } from '../repositories/quizzes';

export const isSuperAdmin = (user: AuthUser) => isQuizSuperAdmin(user.roles);

export interface QuizVisibilityFacts {
  readonly id: number;
  readonly kind: QuizKind;
  readonly ownerUserId: number | null;
}

export async function mayViewQuiz(
  db: Kysely<Database>,
  user: AuthUser,
  quiz: QuizVisibilityFacts,
): Promise<boolean> {
  if (isSuperAdmin(user)) return true;
  const sharedWithCaller = await isSharedWith(db, quiz.id, user.email);
  return canReadQuiz(user, { kind: quiz.kind, ownerUserId: quiz.ownerUserId, sharedWithCaller });
}

export const mayExportQuiz = mayViewQuiz;

/**
 * The refusal for a caller who may not do this to an existing quiz: 403 with `message` when they may see it,
 * otherwise the 404 of a missing quiz (`notFoundMessage`, the route's own).
 */
export async function quizRefusal(
  db: Kysely<Database>,
  user: AuthUser,
  quiz: QuizVisibilityFacts,
  message: string = SERVER_MESSAGES.forbidden,
  notFoundMessage: string = SERVER_MESSAGES.notFound,
): Promise<Error> {
  return (await mayViewQuiz(db, user, quiz)) ? forbidden(message) : notFound(notFoundMessage);
}
