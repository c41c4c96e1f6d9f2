/**
 * Who may export a quiz: exactly who may view it (src/domain/quizPermissions, ADR 040) — super admins every quiz;
 * others library quizzes, admin quizzes shared with them, and their own or shared user quizzes.
 */
import type { Kysely } from 'kysely';
import { isQuizSuperAdmin } from '../../src/domain/quizArea';
import { canReadQuiz } from '../../src/domain/quizPermissions';
import type { AuthUser } from '../auth/guards';
import type { QuizKind } from '../db/contentTables';
import type { Database } from '../db/database';
import { isSharedWith } from '../repositories/quizzes';

export const isSuperAdmin = (user: AuthUser) => isQuizSuperAdmin(user.roles);

export async function mayExportQuiz(
  db: Kysely<Database>,
  user: AuthUser,
  quiz: { id: number; kind: QuizKind; ownerUserId: number | null },
): Promise<boolean> {
  if (isSuperAdmin(user)) return true;
  const sharedWithCaller = await isSharedWith(db, quiz.id, user.email);
  return canReadQuiz(user, { kind: quiz.kind, ownerUserId: quiz.ownerUserId, sharedWithCaller });
}
