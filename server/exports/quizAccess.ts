/** Who may read a quiz of a kind: a super admin reads every quiz; other users read their own user quizzes. */
import type { AuthUser } from '../auth/guards';
import type { QuizKind } from '../db/contentTables';

export const isSuperAdmin = (user: AuthUser) => user.roles.includes('ROLE_SUPER_ADMIN');

export function canReadQuiz(user: AuthUser, quiz: { kind: QuizKind; ownerUserId: number | null }): boolean {
  if (isSuperAdmin(user)) return true;
  return quiz.kind === 'user' && quiz.ownerUserId === user.id;
}
