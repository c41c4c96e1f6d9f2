/**
 * One quiz as the console reads it (src/domain/quiz/quiz.ts `Quiz`): details, subjects, sharing, activities with
 * their items, options and video data. Two queries whatever the size of the quiz: the quiz with its graph, then its
 * videos (ADR 399).
 */
import { pictureField } from '../../../src/questionTypes/shared/domain/optionPicture';
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Person, Quiz, QuizActivity, QuizItem, QuizKind } from '../../../src/domain/quiz/quiz';
import { subscriptionEndSql } from '../session/subscriptions';
import { graphRows, quizGraph, readQuizGraphRows } from './quizGraphRows';
import { loadVideoArticles } from './videoArticles';
import type { Database } from '../../db/database';
import { isTextBlock } from '../../../src/questionTypes/textBlock/domain/textBlock';
import { hintsField, type Hint } from '../../../src/domain/quiz/hints/hints';
import {
  outcomeFeedbackField,
  type OutcomeFeedback,
} from '../../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { versionsField } from '../../../src/domain/quiz/versions/questionVersions';
import type { QuestionVersion } from '../../../src/domain/quiz/quiz';
import type { VideoMoment, VideoSettings } from '../../../src/domain/quiz/videoMoments/videoMoments';
import { videoMomentFields } from '../../../src/domain/quiz/videoMoments/videoMomentFields';

type Db = Kysely<Database>;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * What the End Date rules read of quiz `q` beside its row: whether anyone is assigned it, and (ADR 066, 181) the
 * owner's trial or subscription end (or its institution's, if later) that caps the End Date.
 */
const DEADLINE_FACTS = [
  sql<boolean>`exists (select qa.id from quiz_assignments qa where qa.quiz_id = q.id)`.as('assigned'),
  subscriptionEndSql(sql.ref('q.owner_user_id')).as('owner_subscription_ends_at'),
] as const;

/** The stored row's owner and state, for the role checks of a route. */
export interface QuizHeader {
  readonly id: number;
  readonly kind: QuizKind;
  readonly ownerUserId: number | null;
  readonly editable: boolean;
  readonly version: number;
  readonly restrictNonInstitutional: boolean;
  /** Distributed to at least one student. */
  readonly assigned: boolean;
  /** Stored Start and End Date (ISO), and the owner's trial or subscription end (ADR 052, ADR 066). */
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly ownerSubscriptionEndsAt: string | null;
}

export async function findQuizHeader(db: Db, kind: QuizKind, id: number): Promise<QuizHeader | undefined> {
  const row = await db
    .selectFrom('quizzes as q')
    .select([
      'q.id',
      'q.kind',
      'q.owner_user_id',
      'q.editable',
      'q.version',
      'q.restrict_non_institutional',
      'q.start_date',
      'q.end_date',
    ])
    .select(DEADLINE_FACTS)
    .where('q.id', '=', id)
    .where('q.kind', '=', kind)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      kind: row.kind,
      ownerUserId: row.owner_user_id,
      editable: row.editable,
      version: row.version,
      restrictNonInstitutional: row.restrict_non_institutional,
      assigned: Boolean(row.assigned),
      startDate: iso(row.start_date),
      endDate: iso(row.end_date),
      ownerSubscriptionEndsAt: iso(row.owner_subscription_ends_at),
    }
  );
}

/** Stored in seconds, edited in minutes. */
const minutes = (seconds: number | null) =>
  seconds === null ? null : Math.round((seconds / 60) * 100) / 100;

export async function loadQuiz(db: Db, kind: QuizKind, id: number): Promise<Quiz | undefined> {
  // One statement: the row, its subjects, its shares and its graph (ADR 399).
  const row = await db
    .selectFrom('quizzes as q')
    .leftJoin('articles as a', 'a.id', 'q.article_id')
    .leftJoin('users as u', 'u.id', 'q.owner_user_id')
    .selectAll('q')
    .select(['a.title as article_title', 'u.first_name', 'u.last_name', 'u.email'])
    .select(DEADLINE_FACTS)
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('quiz_tags as qt')
          .innerJoin('tags as t', 't.id', 'qt.tag_id')
          .select(['t.id', 't.title'])
          .whereRef('qt.quiz_id', '=', 'q.id')
          .orderBy('t.title'),
      ).as('tags'),
      jsonArrayFrom(
        eb
          .selectFrom('quiz_shares as s')
          .select(['s.user_email', 's.user_first_name', 's.user_last_name'])
          .whereRef('s.quiz_id', '=', 'q.id')
          .orderBy('s.id'),
      ).as('shares'),
      quizGraph(db, eb.ref('q.id')).as('graph'),
    ])
    .where('q.id', '=', id)
    .where('q.kind', '=', kind)
    .executeTakeFirst();
  if (!row) return undefined;
  const { tags, shares } = row;
  const activities = await activitiesOf(db, graphRows(row.graph));
  const createdBy: Person | null =
    row.email === null
      ? null
      : { firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email };
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    article: row.article_id === null ? null : { id: row.article_id, title: row.article_title ?? '' },
    tags,
    active: row.active,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    duration: minutes(row.duration),
    // A random slot counts the questions each student will draw from it (ADR 232).
    countOfQuestions: activities.reduce(
      (n, a) =>
        n +
        a.items.filter((item) => item.type !== 1 && !isTextBlock(item)).length +
        (a.randomSlots ?? []).reduce((m, slot) => m + slot.count, 0),
      0,
    ),
    editable: row.editable,
    isGraded: row.is_graded,
    showCaption: row.show_caption,
    restrictNonInstitutional: row.restrict_non_institutional,
    isAssignSomeone: Boolean(row.assigned),
    sharedList: shares.map((share) => ({
      user: {
        firstName: share.user_first_name ?? '',
        lastName: share.user_last_name ?? '',
        email: share.user_email,
      },
    })),
    processStatus: row.process_status,
    quizType: row.quiz_type,
    sectionId: row.section_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy,
    activities,
    version: row.version,
    ownerSubscriptionEndsAt: iso(row.owner_subscription_ends_at),
  };
}

export async function loadActivities(db: Db, quizId: number): Promise<QuizActivity[]> {
  return activitiesOf(db, await readQuizGraphRows(db, quizId));
}

/** The quiz's activities as the console edits them, from its graph's rows and its items' videos. */
async function activitiesOf(
  db: Db,
  { activities, items, options }: ReturnType<typeof graphRows>,
): Promise<QuizActivity[]> {
  if (activities.length === 0) return [];
  const articleIds = [
    ...new Set(items.flatMap((item) => (item.article_id === null ? [] : [item.article_id]))),
  ];
  const videos = await loadVideoArticles(db, articleIds);
  const optionsByItem = groupBy(options, (option) => option.item_id);
  const itemsByActivity = groupBy(items, (item) => item.activity_id);
  // Each activity's random slots came with it.
  const slots = new Map(
    activities.flatMap((activity) =>
      activity.random_slots.length > 0 ? [[activity.id, activity.random_slots] as const] : [],
    ),
  );
  return activities.map((activity) => ({
    id: activity.id,
    title: activity.title,
    sortIndex: activity.sort_index,
    ...(slots.has(activity.id) ? { randomSlots: slots.get(activity.id) } : {}),
    items: (itemsByActivity.get(activity.id) ?? []).map((item): QuizItem => ({
      id: item.id,
      sortIndex: item.sort_index,
      type: item.type === 1 ? 1 : 2,
      title: item.title,
      image: item.image,
      isMultiple: item.is_multiple,
      rightAnswer: item.right_answer,
      article: item.article_id === null ? null : (videos.get(item.article_id) ?? null),
      textOptions: (optionsByItem.get(item.id) ?? []).map((o) => ({
        id: o.id,
        text: o.text,
        ...(o.feedback ? { feedback: o.feedback } : {}),
        ...pictureField(o.picture),
      })),
      questionOrder: item.question_order,
      ...(item.needs_review ? { needsReview: true } : {}),
      ...storedQuestionFields(item),
      ...storedVideoMoment(item),
    })),
  }));
}

/** Rows by a key, each list in the rows' order: a quiz's items by activity, its options by item. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Who saved the current version and when (for a conflict); the creator and creation time before any save. */
export async function lastRevision(
  db: Db,
  quizId: number,
): Promise<{ person: Person | null; at: Date; version: number } | undefined> {
  const quiz = await db
    .selectFrom('quizzes as q')
    .leftJoin('quiz_revisions as r', (join) =>
      join.onRef('r.quiz_id', '=', 'q.id').onRef('r.version', '=', 'q.version'),
    )
    .leftJoin('users as u', (join) =>
      join.on((eb) => eb('u.id', '=', eb.fn.coalesce('r.saved_by', 'q.owner_user_id'))),
    )
    .select(['q.version', 'q.updated_at', 'r.saved_at', 'u.first_name', 'u.last_name', 'u.email'])
    .where('q.id', '=', quizId)
    .executeTakeFirst();
  if (!quiz) return undefined;
  return {
    version: quiz.version,
    at: quiz.saved_at ?? quiz.updated_at,
    person:
      quiz.email === null
        ? null
        : { firstName: quiz.first_name ?? '', lastName: quiz.last_name ?? '', email: quiz.email },
  };
}

/** ADR 337: a stored question's moment, a stored video's settings; absent for a plain item. */
export const storedVideoMoment = (item: {
  readonly type: number;
  readonly moment: VideoMoment | null;
  readonly video_settings: VideoSettings | null;
}) => videoMomentFields({ type: item.type, moment: item.moment, video: item.video_settings });

/** ADR 195/196: what a stored item adds to SPEC's item, only where it differs from a 1-point choice. */
export function storedQuestionFields(item: {
  readonly type: number;
  readonly question_type: string;
  readonly points: number;
  readonly feedback: string;
  readonly definition: Record<string, unknown>;
  readonly hints?: readonly Hint[];
  readonly outcome_feedback?: OutcomeFeedback | null;
  readonly versions?: readonly QuestionVersion[];
}) {
  if (item.type === 1) return {};
  return {
    ...(item.question_type !== 'choice' ? { questionType: item.question_type } : {}),
    ...(item.points !== 1 ? { points: item.points } : {}),
    ...(item.feedback ? { feedback: item.feedback } : {}),
    ...outcomeFeedbackField(item.outcome_feedback),
    ...(Object.keys(item.definition).length > 0 ? { definition: item.definition } : {}),
    ...hintsField(item.hints),
    ...versionsField(item.versions),
  };
}
