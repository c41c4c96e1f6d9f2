/** Activities for seeded quizzes: a video item from an article, then text questions on the same subject. */
import type { ActivitySpec, ItemSpec } from './quizGraph';
import { questionsFor } from './questionBank';
import type { Random } from './random';

export interface ArticleRef {
  readonly id: number;
  readonly title: string;
  readonly subject: string;
}

export interface ActivityPlan {
  readonly activities: number;
  /** Items per activity, the video included. */
  readonly itemsPerActivity: readonly [min: number, max: number];
  /** Titles of the activities; 'Activity N' when missing. */
  readonly titles?: readonly string[];
}

/**
 * Each activity opens with a video item (when there are articles) followed by text questions. The first
 * activity's video is `lead` when given (a template made from an article starts with that article).
 */
export function buildActivities(
  random: Random,
  subject: string,
  articles: readonly ArticleRef[],
  plan: ActivityPlan,
  lead?: ArticleRef,
): ActivitySpec[] {
  const pool = articles.filter((article) => article.subject === subject);
  const videos = pool.length > 0 ? pool : articles;
  const questions = random.sample(questionsFor(subject), 64);
  let nextQuestion = 0;
  const activities: ActivitySpec[] = [];
  for (let index = 0; index < plan.activities; index++) {
    const size = random.int(plan.itemsPerActivity[0], plan.itemsPerActivity[1]);
    const items: ItemSpec[] = [];
    const video = index === 0 && lead ? lead : videos.length > 0 ? random.pick(videos) : undefined;
    if (video) items.push({ kind: 'video', articleId: video.id, title: video.title });
    while (items.length < size) {
      // Questions repeat only when the subject's bank runs out.
      const question = questions[nextQuestion++ % questions.length]!;
      items.push({ kind: 'text', question });
    }
    activities.push({ title: plan.titles?.[index] ?? `Activity ${index + 1}`, items });
  }
  return activities;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by whole days, at the top of its hour (deadlines land on half-hour marks in the console). */
export function daysFrom(now: Date, days: number): Date {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCMinutes(0, 0, 0);
  return date;
}
