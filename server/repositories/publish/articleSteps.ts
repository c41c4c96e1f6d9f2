/**
 * An article's steps (ADR 314): the lifecycle table's rule applied under the article's row lock, the new status and
 * its history row in one transaction, a schedule queueing the job for its moment; and the job's own step, which
 * publishes a scheduled article only while it is still scheduled for that very moment.
 */
import { sql, type Kysely } from 'kysely';
import {
  missingForReview,
  STEP_RULES,
  takeStep,
  type ArticleCompleteness,
  type StepRequest,
} from '../../../src/domain/publish/articleLifecycle';
import type { Database } from '../../db/database';
import { enqueueJob } from '../shared/jobs';
import { recordHistory } from './articleHistory';
import {
  lockArticle,
  refusal,
  staleRefusal,
  type DeskActor,
  type DeskRefusal,
  type LockedArticle,
  type Trx,
} from './articleChanges';
import { firstVideoOf, hasVideoFile } from './deskArticles';

type Db = Kysely<Database>;

/** The job that publishes a scheduled article when its moment comes. */
export const ARTICLE_PUBLISH_JOB = 'articlePublish';

export interface ArticlePublishPayload {
  readonly articleId: number;
  /** The moment it was scheduled for, ISO. */
  readonly at: string;
}

/**
 * Why the rule refuses a step: the role never takes it (403), the status does not allow it (409), or what it was
 * given (400): the note, the moment, or what the article still lacks for review, each named.
 */
function stepRefusal(
  row: LockedArticle,
  actor: DeskActor,
  step: StepRequest['step'],
  refused: { readonly message: string; readonly field?: string | undefined },
  completeness: ArticleCompleteness | undefined,
): DeskRefusal {
  const rule = STEP_RULES[step];
  const status = !rule.by.includes(actor.role) ? 403 : !rule.from.includes(row.status) ? 409 : 400;
  const field = refused.field ?? 'step';
  const missing = status === 400 && field === 'step' && completeness ? missingForReview(completeness) : [];
  return refusal('step', {
    status,
    message: refused.message,
    errors: { [field]: missing.length > 0 ? missing : [refused.message] },
  });
}

/** Takes one step on the article as it stands now, on `version` when given (a bulk step sends none). */
export async function takeArticleStep(
  db: Db,
  id: number,
  request: StepRequest & { readonly version?: number | undefined },
  actor: DeskActor,
  now: Date,
): Promise<{ ok: true } | DeskRefusal> {
  return db.transaction().execute(async (trx) => {
    const row = await lockArticle(trx, id);
    if (!row) return refusal('missing');
    const stale = staleRefusal(row, request.version, actor);
    if (stale) return stale;
    const completeness =
      request.step === 'submit'
        ? {
            title: row.title,
            abstract: row.abstract,
            sectionId: row.section_id,
            hasVideo: hasVideoFile(await firstVideoOf(trx, id)),
          }
        : undefined;
    const outcome = takeStep(row.status, actor.role, request, now, completeness);
    if (!outcome.ok) return stepRefusal(row, actor, request.step, outcome, completeness);
    const published = outcome.to === 'published';
    await trx
      .updateTable('articles')
      .set({
        status: outcome.to,
        scheduled_at: outcome.scheduledAt,
        ...(published
          ? { published_at: sql<Date>`coalesce(published_at, ${now})`, ever_published: true }
          : {}),
        version: sql`version + 1`,
        updated_at: now,
        updated_by: actor.id,
      })
      .where('id', '=', id)
      .execute();
    await recordHistory(trx, {
      article_id: id,
      kind: request.step,
      from_status: row.status,
      to_status: outcome.to,
      note: request.note?.trim() || null,
      scheduled_at: outcome.scheduledAt,
      at: now,
      by_user: actor.id,
    });
    if (outcome.scheduledAt) {
      const payload: ArticlePublishPayload = { articleId: id, at: outcome.scheduledAt.toISOString() };
      await enqueueJob(trx, ARTICLE_PUBLISH_JOB, payload, now, outcome.scheduledAt);
    }
    return { ok: true as const };
  });
}

/**
 * The job's step: publishes the article if it is still scheduled for exactly `at` and that moment has come, as
 * one conditional UPDATE with its history row (named after who scheduled it). A second process, a retried job
 * or an article rescheduled or unscheduled since changes nothing. True when it published.
 */
export async function publishScheduled(db: Db, articleId: number, at: Date, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx: Trx) => {
    const scheduledBy = trx
      .selectFrom('article_history')
      .select('by_user')
      .where('article_id', '=', articleId)
      .where('kind', '=', 'schedule')
      .orderBy('id', 'desc')
      .limit(1);
    const published = await trx
      .updateTable('articles')
      .set({
        status: 'published',
        scheduled_at: null,
        published_at: sql<Date>`coalesce(published_at, ${now})`,
        ever_published: true,
        version: sql`version + 1`,
        updated_at: now,
        updated_by: scheduledBy,
      })
      .where('id', '=', articleId)
      .where('status', '=', 'scheduled')
      .where('scheduled_at', '=', at)
      .where('scheduled_at', '<=', now)
      .returning('updated_by')
      .executeTakeFirst();
    if (!published) return false;
    await recordHistory(trx, {
      article_id: articleId,
      kind: 'scheduledPublish',
      from_status: 'scheduled',
      to_status: 'published',
      scheduled_at: at,
      at: now,
      by_user: published.updated_by,
    });
    return true;
  });
}
