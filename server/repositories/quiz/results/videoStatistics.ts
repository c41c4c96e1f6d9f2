/**
 * What the instructor learns of a quiz's videos (ADR 339): its video items with their chapters and the questions at
 * their moments (the live quiz), what each student's current attempt keeps of each video (assignment_watched, ADR
 * 329, with its plays), and the submitted attempts as the question statistics count them. A fixed number of statements
 * however many students.
 */
import type { Kysely } from 'kysely';
import { ITEM_TYPE } from '../../../../src/domain/quiz/quiz';
import type { QuestionVersion } from '../../../../src/domain/quiz/results/quizStatistics';
import {
  videoCsvColumns,
  videoFigures,
  type QuizVideo,
  type StudentWatched,
  type VideoCsvColumn,
  type VideoStatistics,
} from '../../../../src/domain/quiz/results/videoStatistics';
import { momentsOfVideo } from '../../../../src/domain/quiz/videoMoments/videoMoments';
import type { Database } from '../../../db/database';
import { statisticsAttempts } from './quizStatistics';
import { loadQuestions } from './results';

type Db = Kysely<Database>;

/**
 * The quiz's video items in display order, each with its chapters and the questions (of `live`, numbered in its
 * order) at its moments.
 */
async function quizVideos(db: Db, quizId: number, live: readonly QuestionVersion[]): Promise<QuizVideo[]> {
  const items = await db
    .selectFrom('quiz_items as i')
    .innerJoin('quiz_activities as qa', 'qa.id', 'i.activity_id')
    .leftJoin('articles as ar', 'ar.id', 'i.article_id')
    .select(['i.id', 'i.type', 'i.title', 'i.moment', 'i.video_settings', 'i.activity_id'])
    .select('ar.title as article_title')
    .select((eb) =>
      eb
        .selectFrom('article_videos as v')
        .select('v.duration')
        .whereRef('v.article_id', '=', 'i.article_id')
        .orderBy('v.id')
        .limit(1)
        .as('recorded_duration'),
    )
    .where('qa.quiz_id', '=', quizId)
    .orderBy('qa.sort_index')
    .orderBy('qa.id')
    .orderBy('i.sort_index')
    .orderBy('i.id')
    .execute();
  const numbered = new Map(live.map((question, index) => [question.itemId, { question, number: index + 1 }]));
  const activities = new Map<number, typeof items>();
  for (const item of items)
    activities.set(item.activity_id, [...(activities.get(item.activity_id) ?? []), item]);
  return [...activities.values()].flatMap((inActivity) =>
    inActivity.flatMap((item, index): QuizVideo[] =>
      item.type !== ITEM_TYPE.video
        ? []
        : [
            {
              itemId: item.id,
              title: item.title.trim() || (item.article_title ?? ''),
              recordedDuration: item.recorded_duration ?? null,
              chapters: item.video_settings?.chapters ?? [],
              questions: momentsOfVideo(inActivity, index).flatMap((at) => {
                const asked = numbered.get(inActivity[at]!.id);
                return asked ? [{ ...asked, at: inActivity[at]!.moment!.at }] : [];
              }),
            },
          ],
    ),
  );
}

/** Per video item, what the current attempt of each student keeps of it. */
async function watchedRows(db: Db, quizId: number): Promise<Map<number, StudentWatched[]>> {
  const rows = await db
    .selectFrom('assignment_watched as w')
    .innerJoin('quiz_assignments as a', (join) =>
      join.onRef('a.id', '=', 'w.assignment_id').onRef('a.attempt_number', '=', 'w.attempt_number'),
    )
    .select(['w.assignment_id', 'w.item_id', 'w.segments', 'w.duration', 'w.plays'])
    .where('a.quiz_id', '=', quizId)
    .orderBy('w.assignment_id')
    .execute();
  const byItem = new Map<number, StudentWatched[]>();
  for (const row of rows) {
    const list = byItem.get(row.item_id) ?? [];
    list.push({
      assignmentId: row.assignment_id,
      segments: row.segments,
      duration: row.duration,
      plays: row.plays,
    });
    byItem.set(row.item_id, list);
  }
  return byItem;
}

/** The figures of every video item of the quiz; no videos for a quiz without one. */
export async function loadVideoStatistics(db: Db, quizId: number): Promise<VideoStatistics> {
  const [{ live, attempts }, rows, students] = await Promise.all([
    statisticsAttempts(db, quizId),
    watchedRows(db, quizId),
    db
      .selectFrom('quiz_assignments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('quiz_id', '=', quizId)
      .executeTakeFirstOrThrow(),
  ]);
  const videos = await quizVideos(db, quizId, live);
  return {
    students: Number(students.count),
    videos: videos.map((video) => videoFigures(video, rows.get(video.itemId) ?? [], attempts)),
  };
}

/** The CSV's per-student columns of chapters and parts before questions watched (ADR 339); none without videos. */
export async function videoCsvColumnsOf(
  db: Db,
  quizId: number,
  assignmentIds: readonly number[],
): Promise<VideoCsvColumn[]> {
  const [live, rows] = await Promise.all([loadQuestions(db, quizId), watchedRows(db, quizId)]);
  const videos = await quizVideos(
    db,
    quizId,
    live.map((q) => ({ itemId: q.id, title: q.title, options: q.options, right: q.right })),
  );
  return videoCsvColumns(videos, (itemId) => rows.get(itemId) ?? [], assignmentIds);
}
