/**
 * Quiz versions as students answered them (quiz_snapshots): the activities, items, options and right answers of a
 * quiz at one version, stored once when a student first meets that version, so that later edits of the quiz never
 * rewrite the questions an answer was scored against.
 *
 * @publicModule the student page (take) starts and scores attempts on a snapshot.
 */
import { pictureField } from '../../../src/questionTypes/shared/domain/optionPicture';
import type { Kysely, Transaction } from 'kysely';
import { ITEM_TYPE } from '../../../src/domain/quiz/quiz';
import type { QuizSnapshotContent } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { readQuizGraphRows } from './quizGraphRows';
import { groupBy, storedQuestionFields, storedVideoMoment } from './quizzes';

type Db = Kysely<Database> | Transaction<Database>;

export interface QuizSnapshot {
  readonly quizId: number;
  readonly version: number;
  readonly content: QuizSnapshotContent;
}

/** The live quiz graph as a snapshot: activities in order, items in order, options in order. */
export async function buildSnapshotContent(db: Db, quizId: number): Promise<QuizSnapshotContent> {
  const { activities, items, options } = await readQuizGraphRows(db, quizId);
  // Each activity's items and each item's options, by one pass over the rows, whatever the size of the quiz.
  const itemsOf = groupBy(items, (item) => item.activity_id);
  const optionsOf = groupBy(options, (option) => option.item_id);
  return {
    activities: activities.map((activity) => ({
      id: activity.id,
      title: activity.title,
      items: (itemsOf.get(activity.id) ?? []).map((item) => {
        const video = item.type === ITEM_TYPE.video;
        return {
          id: item.id,
          type: item.type,
          title: item.title,
          image: item.image,
          isMultiple: item.is_multiple,
          articleId: item.article_id,
          options: video
            ? []
            : (optionsOf.get(item.id) ?? []).map((o) => ({
                id: o.id,
                text: o.text,
                ...(o.feedback ? { feedback: o.feedback } : {}),
                ...pictureField(o.picture),
              })),
          rightAnswer: video ? [] : item.right_answer,
          ...storedQuestionFields(item),
          // The moments and video settings the students of this version meet (ADR 337).
          ...storedVideoMoment(item),
        };
      }),
    })),
  };
}

/** The stored snapshots of these versions of the quiz, by version; a version without one is absent. */
export async function snapshotContents(
  db: Db,
  quizId: number,
  versions: readonly number[],
): Promise<Map<number, QuizSnapshotContent>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_snapshots')
    .select(['version', 'content'])
    .where('quiz_id', '=', quizId)
    .where('version', 'in', versions)
    .execute();
  return new Map(rows.map((row) => [row.version, row.content]));
}

export async function findSnapshot(
  db: Db,
  quizId: number,
  version: number,
): Promise<QuizSnapshot | undefined> {
  const content = (await snapshotContents(db, quizId, [version])).get(version);
  return content && { quizId, version, content };
}

/**
 * The snapshot of the quiz's current version, stored if absent. Inside the caller's transaction: the quiz row is
 * locked for share first, so a save of the quiz (which updates that row before rewriting its graph) cannot run
 * between reading the version and reading the graph.
 */
export async function currentSnapshot(trx: Transaction<Database>, quizId: number): Promise<QuizSnapshot> {
  const quiz = await trx
    .selectFrom('quizzes')
    .select('version')
    .where('id', '=', quizId)
    .forShare()
    .executeTakeFirstOrThrow();
  const stored = await findSnapshot(trx, quizId, quiz.version);
  if (stored) return stored;
  const content = await buildSnapshotContent(trx, quizId);
  await trx
    .insertInto('quiz_snapshots')
    .values({ quiz_id: quizId, version: quiz.version, content: JSON.stringify(content) })
    .onConflict((oc) => oc.columns(['quiz_id', 'version']).doNothing())
    .execute();
  return (await findSnapshot(trx, quizId, quiz.version)) ?? { quizId, version: quiz.version, content };
}
