/**
 * The TakeSession a personal link reads, built from the assignment, its quiz version and the saved answers. The
 * right answers are never in it, only in the outcome once submitted and only for ungraded quizzes. Questions are
 * withheld while a timed quiz is not started (the time limit runs from the first sight of them), before the quiz
 * opens (ADR 151) and once the assignment has expired (ADR 136).
 */
import { pictureField } from '../../../src/questionTypes/shared/domain/optionPicture';
import type { Kysely } from 'kysely';
import type { TakeActivity, TakeSession } from '../../../src/api/take/takeContract';
import type { VideoData } from '../../../src/domain/quiz/quiz';
import { ITEM_TYPE } from '../../../src/domain/quiz/quiz';
import { questionsOf } from '../../../src/domain/take/scoring';
import { DEFAULT_QUESTION_TYPE, storedTypeOf } from '../../../src/questionTypes/shared/domain/registry';
import { isBeforeOpening } from '../../../src/domain/take/takeRules';
import { isTextBlock } from '../../../src/questionTypes/textBlock/domain/textBlock';
import type { Database } from '../../db/database';
import { loadVideoArticles } from '../quiz/videoArticles';
import { outcomeOf, type TakeRecord } from './takeSessions';
import { deadlineOf, timingOf } from './takeAssignments';
import { attemptsSettingOfQuiz } from './attempts';
import { attemptsLeft } from '../../../src/domain/take/attemptCounting';
import { attemptSeed } from '../../../src/domain/take/attemptSeed';
import { effectiveDuration } from '../../../src/domain/take/accommodations';
import { slotQuestionCount } from '../banks/draws';
import { hintButtonsOf } from '../../../src/domain/quiz/hints/hints';
import { questionForAttempt } from '../../../src/domain/quiz/versions/questionVersions';
import { watchedOfAttempt } from './watchedSegments';
import { interactionsOf, type Interactions } from './takeMoments';

function questionsShown(take: TakeRecord, now: Date): boolean {
  if (take.standing === 'expired') return false;
  if (take.standing === 'not_started' && isBeforeOpening(take.quiz.opensAt, now)) return false;
  if (take.standing === 'not_started' && !take.quiz.classOpen) return false;
  if (take.standing === 'not_started') return !(take.quiz.duration !== null && take.quiz.duration > 0);
  return true;
}

/**
 * The videos of the shown items, with subtitles only when the quiz shows captions; an article no longer offered has
 * none and is `unavailable` (ADR 314).
 */
async function videosOf(db: Kysely<Database>, take: TakeRecord): Promise<ShownVideos> {
  const articleIds = take.snapshot.content.activities.flatMap((activity) =>
    activity.items.flatMap((item) =>
      item.type === ITEM_TYPE.video && item.articleId !== null ? [item.articleId] : [],
    ),
  );
  const articles = await loadVideoArticles(db, [...new Set(articleIds)]);
  const videos: ShownVideos = new Map();
  for (const [id, article] of articles) {
    if (article.unavailable) {
      videos.set(id, 'unavailable');
      continue;
    }
    if (!article.videoData) continue;
    const { subtitles, ...rest } = article.videoData;
    videos.set(id, take.quiz.showCaption && subtitles ? { ...rest, subtitles } : rest);
  }
  return videos;
}

type ShownVideos = Map<number, VideoData | 'unavailable'>;

/** A video item as the student sees it: its player's data, or none and `unavailable` for an article taken down. */
function videoItemOf(item: SnapshotItem, videos: ShownVideos, interactions: Interactions) {
  const video = item.articleId === null ? undefined : videos.get(item.articleId);
  const settings = interactions.get(item.id)?.video;
  return {
    kind: 'video' as const,
    id: item.id,
    title: item.title,
    video: video === 'unavailable' ? null : (video ?? null),
    ...(video === 'unavailable' ? { unavailable: true as const } : {}),
    // ADR 338: how it plays; a video taken down plays nothing, so it has none.
    ...(settings && video !== 'unavailable' ? { settings } : {}),
  };
}

/** What shuffles a question for this attempt: the first keeps its draw as before, each later one gets its own. */
const drawSeed = attemptSeed;

type SnapshotItem = TakeRecord['snapshot']['content']['activities'][number]['items'][number];

/** What a question of another type than choice, or worth other than 1 point, adds: its type's student view. */
function studentExtras(item: SnapshotItem, attempt: string) {
  const type = storedTypeOf(item);
  const view = type.studentView(item, attempt);
  return {
    ...(type.name !== DEFAULT_QUESTION_TYPE ? { questionType: type.name } : {}),
    ...(item.points !== undefined && item.points !== 1 ? { points: item.points } : {}),
    ...(Object.keys(view).length > 0 ? { view } : {}),
  };
}

/**
 * A question's hints as the student sees them (ADR 293): how many and what each costs, and the texts of those the
 * student asked for; never the text of one not asked for.
 */
function studentHints(item: SnapshotItem, used: number, attempt: string) {
  const buttons = hintButtonsOf(item.hints);
  if (!buttons) return {};
  const shown = (item.hints ?? [])
    .slice(0, used)
    .map((hint) => storedTypeOf(item).studentHint?.(item, hint.text, attempt) ?? hint.text);
  return {
    hints: { ...buttons, penalties: [...buttons.penalties] },
    ...(shown.length > 0 ? { shownHints: shown } : {}),
  };
}

/** A question as the student of this attempt reads it: the version the attempt gets (ADR 309), never its answer. */
function questionOf(stored: SnapshotItem, number: number, take: TakeRecord, interactions: Interactions) {
  const seed = drawSeed(take.assignment);
  const moment = interactions.get(stored.id)?.moment;
  const item = questionForAttempt(stored, seed);
  return {
    kind: 'question' as const,
    id: item.id,
    number,
    title: storedTypeOf(item).studentTitle?.(item, seed) ?? item.title,
    image: item.image,
    isMultiple: item.isMultiple,
    options: item.options.map((option) => ({
      id: option.id,
      text: option.text,
      ...pictureField(option.picture),
    })),
    ...studentExtras(item, seed),
    ...studentHints(item, take.assignment.hints_used?.[String(item.id)] ?? 0, seed),
    ...(moment ? { moment } : {}),
  };
}

export async function takeSessionOf(db: Kysely<Database>, take: TakeRecord, now: Date): Promise<TakeSession> {
  const shown = questionsShown(take, now);
  const videos: ShownVideos = shown ? await videosOf(db, take) : new Map();
  const interactions = interactionsOf(take.snapshot.content);
  const numbers = new Map(questionsOf(take.snapshot.content).map((q) => [q.id, q.number]));
  // Before the start the questions of random slots are not drawn yet: the count says how many will be (ADR 232).
  const toDraw = take.assignment.started_at
    ? 0
    : await slotQuestionCount(
        db,
        take.snapshot.content.activities.map((activity) => activity.id),
      );
  const activities: TakeActivity[] = shown
    ? take.snapshot.content.activities.map((activity) => ({
        id: activity.id,
        title: activity.title,
        items: activity.items.map((item) =>
          item.type === ITEM_TYPE.video
            ? videoItemOf(item, videos, interactions)
            : isTextBlock(item)
              ? { kind: 'text' as const, id: item.id, title: item.title, image: item.image }
              : questionOf(item, numbers.get(item.id) ?? 0, take, interactions),
        ),
      }))
    : [];
  const { assignment, quiz } = take;
  // ADR 329: what this attempt watched, so a reload or another device shows the same share.
  const watched = shown && assignment.started_at ? await watchedOfAttempt(db, assignment) : {};
  return {
    quiz: {
      title: quiz.title,
      isGraded: quiz.isGraded,
      // This student's time limit and deadline, with their extra time and personal deadline (ADR 212).
      duration:
        quiz.duration !== null && quiz.duration > 0
          ? effectiveDuration(quiz.duration, timingOf(assignment))
          : null,
      deadline: deadlineOf(assignment, quiz)?.toISOString() ?? null,
      opensAt: quiz.opensAt?.toISOString() ?? null,
      ...(quiz.classOpen ? {} : { classOpen: false }),
      showCaption: quiz.showCaption,
      questionCount: numbers.size + toDraw,
    },
    studentEmail: assignment.user_email,
    state: take.standing,
    serverNow: now.toISOString(),
    startedAt: assignment.started_at?.toISOString() ?? null,
    dueAt: take.dueAt?.toISOString() ?? null,
    activities,
    answers: shown ? take.answers : {},
    ...(shown && Object.keys(take.responses).length > 0 ? { responses: take.responses } : {}),
    outcome: outcomeOf(take),
    attempt: await attemptOf(db, take, now),
    ...(Object.keys(watched).length > 0 ? { watched } : {}),
  };
}

/** Which attempt this is, how many are left, and whether a submitted one may be followed by another (ADR 219). */
export async function attemptOf(db: Kysely<Database>, take: TakeRecord, now: Date) {
  const { assignment, quiz } = take;
  const left = attemptsLeft(await attemptsSettingOfQuiz(db, quiz.id), assignment.attempt_number);
  const deadline = deadlineOf(assignment, quiz);
  const open = deadline === null || now.getTime() < deadline.getTime();
  return {
    number: assignment.attempt_number,
    left,
    canRetry: assignment.submit_at !== null && left !== 0 && open,
  };
}
