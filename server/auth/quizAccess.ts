/**
 * The one way a quiz route decides who may do what with one quiz: load the quiz's facts for the caller, ask the
 * capability table (src/domain/quiz/quizCapabilities, ADR 114) and turn its verdict into the answer — 404 exactly as for
 * a missing id when the caller may not see the quiz (ADR 105), 403 when they see it but may not do this.
 */
import { sql, type Kysely } from 'kysely';
import { verdictOf } from '../../src/domain/access/capabilities';
import type { QuizKind } from '../../src/domain/quiz/quiz';
import {
  quizCapabilities,
  quizFactsOf,
  quizRefusalReason,
  viewerRefusal,
  type QuizAction,
  type QuizFacts,
} from '../../src/domain/quiz/quizCapabilities';
import type { AuthUser } from './guards';
import { subscriptionEndSql } from '../repositories/session/subscriptions';
import type { Database } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';

export interface QuizRecord {
  readonly id: number;
  readonly kind: QuizKind;
  readonly ownerUserId: number | null;
  readonly facts: QuizFacts;
}

/** The quiz with this id (and kind, when the route names one) as the caller stands to it, or undefined. */
export async function findQuizRecord(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  now: Date,
  kind?: QuizKind,
): Promise<QuizRecord | undefined> {
  let query = db
    .selectFrom('quizzes as q')
    .select(['q.id', 'q.kind', 'q.owner_user_id', 'q.editable', 'q.process_status', 'q.section_id'])
    .select((eb) => [
      subscriptionEndSql(sql.ref('q.owner_user_id')).as('owner_subscription_ends_at'),
      eb
        .exists(
          eb
            .selectFrom('quiz_shares as s')
            .select('s.id')
            .whereRef('s.quiz_id', '=', 'q.id')
            .where('s.user_email', '=', sql<string>`${user.email.toLowerCase()}`),
        )
        .as('shared_with_caller'),
    ])
    .where('q.id', '=', id);
  if (kind) query = query.where('q.kind', '=', kind);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const endsAt = row.owner_subscription_ends_at as Date | string | null;
  const facts = quizFactsOf(
    {
      kind: row.kind,
      editable: row.editable,
      processStatus: row.process_status,
      sectionId: row.section_id,
      ownedByCaller: row.owner_user_id === user.id,
      sharedWithCaller: Boolean(row.shared_with_caller),
      ownerSubscriptionEndsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    },
    now,
  );
  return { id: row.id, kind: row.kind, ownerUserId: row.owner_user_id, facts };
}

export interface QuizAuthorization {
  /** Only quizzes of this kind answer (the route is the kind's own); another kind is a missing id. */
  readonly kind?: QuizKind | undefined;
  /**
   * The 403 message when the caller sees the quiz but may not do this (the quiz's own reason comes first); by
   * default the quiz's viewer refusal for the action, never the area's message.
   */
  readonly refused?: string;
  /** The 404 message of a missing quiz, the route's own. */
  readonly hidden?: string;
}

/** The quiz the caller may take `action` on, or the 404/403 the table's verdict means. */
export async function authorizeQuiz(
  deps: { readonly db: Kysely<Database>; readonly now: () => Date },
  user: AuthUser,
  id: number,
  action: QuizAction,
  options: QuizAuthorization = {},
): Promise<QuizRecord> {
  const record = await findQuizRecord(deps.db, user, id, deps.now(), options.kind);
  const hidden = () => notFound(options.hidden ?? SERVER_MESSAGES.notFound);
  if (!record) throw hidden();
  const verdict = verdictOf(quizCapabilities(user, record.facts), action, 'view');
  if (verdict === 'hidden') throw hidden();
  if (verdict === 'refused')
    throw forbidden(
      quizRefusalReason(user, record.facts, action) ?? options.refused ?? viewerRefusal(action),
    );
  return record;
}
