/**
 * The one way a quiz route decides who may do what with one quiz: load the quiz's facts for the caller, ask the
 * capability table (src/domain/quiz/quizCapabilities, ADR 114) and turn its verdict into the answer — 404 exactly as for
 * a missing id when the caller may not see the quiz (ADR 105), 403 when they see it but may not do this. A route
 * that lists quizzes filters with `quizScope`, the same table written out as SQL (ADR 192).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { verdictOf } from '../../src/domain/access/capabilities';
import { PROCESS_STATUS, QUIZ_KINDS, type QuizAction, type QuizKind } from '../../src/domain/quiz/quiz';
import {
  quizCapabilities,
  quizFactsOf,
  quizRefusalReason,
  quizRefusals,
  viewerRefusal,
  type QuizFacts,
} from '../../src/domain/quiz/quizCapabilities';
import type { AuthUser } from './guards';
import { subscriptionEndSql } from '../repositories/session/subscriptions';
import type { Database } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { scopeOf, type FactSql } from './capabilityScope';

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

/** Whether the caller may open quiz `id` (the table's `view`): a yes or no, for checks that only ask. */
export const mayViewQuiz =
  (deps: { readonly db: Kysely<Database>; readonly now: () => Date }, user: AuthUser) =>
  (id: number): Promise<boolean> =>
    authorizeQuiz(deps, user, id, 'view').then(
      () => true,
      () => false,
    );

/** What the answer of one quiz tells the console (ADR 192): the caller's actions on it and the quiz's own refusals. */
export function quizStanding(user: Pick<AuthUser, 'roles'>, facts: QuizFacts) {
  return { actions: [...quizCapabilities(user, facts)], refusals: quizRefusals(user, facts) };
}

type QuizFact = Exclude<keyof QuizFacts, 'kind'>;

/** Who a scope is for: the caller's id and e-mail decide ownership and shares, their roles the rest. */
export type ScopeCaller = Pick<AuthUser, 'id' | 'email' | 'roles'>;

/** Each fact of the quiz table as SQL over `quizzes as q`, for this caller at `now` (as findQuizRecord reads them). */
function quizFactsSql(user: ScopeCaller, now: Date): Record<QuizFact, FactSql> {
  const shared = sql<SqlBool>`exists (select 1 from quiz_shares s where s.quiz_id = q.id and s.user_email = ${user.email.toLowerCase()})`;
  const ends = subscriptionEndSql(sql.ref('q.owner_user_id'));
  const at = now.toISOString();
  return {
    ownedByCaller: {
      holds: sql<SqlBool>`q.owner_user_id = ${user.id}`,
      fails: sql<SqlBool>`q.owner_user_id is distinct from ${user.id}`,
    },
    sharedWithCaller: { holds: shared, fails: sql<SqlBool>`not ${shared}` },
    editable: { holds: sql<SqlBool>`q.editable`, fails: sql<SqlBool>`not q.editable` },
    processing: {
      holds: sql<SqlBool>`q.process_status = ${PROCESS_STATUS.processing}`,
      fails: sql<SqlBool>`q.process_status <> ${PROCESS_STATUS.processing}`,
    },
    sectionQuiz: { holds: sql<SqlBool>`q.section_id is not null`, fails: sql<SqlBool>`q.section_id is null` },
    ownerSubscriptionActive: {
      holds: sql<SqlBool>`(${ends} is null or ${ends} > ${at}::timestamptz)`,
      fails: sql<SqlBool>`(${ends} is not null and ${ends} <= ${at}::timestamptz)`,
    },
  };
}

/**
 * The quizzes (of the given kinds) the caller may take `action` on, as a condition over `quizzes as q`: the quiz
 * capability table asked for each kind about every combination of its facts and written out as SQL (see
 * capabilityScope.ts). tests/server/access/capabilityScopes.test.ts holds it to the table on random quizzes.
 */
export function quizScope(
  user: ScopeCaller,
  action: QuizAction,
  now: Date,
  kinds: readonly QuizKind[] = QUIZ_KINDS,
): RawBuilder<SqlBool> {
  const { sectionQuiz, ...others } = quizFactsSql(user, now);
  const allows = (facts: QuizFacts) => quizCapabilities(user, facts).has(action);
  const scopes = kinds.map((kind) => ({
    kind,
    // Only a library quiz may be a section quiz (quizFactsOf); for the other kinds the fact is false.
    scope:
      kind === 'library'
        ? scopeOf({ ...others, sectionQuiz }, (facts) => allows({ ...facts, kind }))
        : scopeOf(others, (facts) => allows({ ...facts, sectionQuiz: false, kind })),
  }));
  const everyKind = QUIZ_KINDS.every((kind) => kinds.includes(kind));
  if (everyKind && scopes.every(({ scope }) => scope.always)) return sql<SqlBool>`true`;
  const parts = scopes
    .filter(({ scope }) => !scope.never)
    .map(({ kind, scope }) =>
      scope.always ? sql<SqlBool>`q.kind = ${kind}` : sql<SqlBool>`(q.kind = ${kind} and ${scope.sql})`,
    );
  return parts.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
