/**
 * The interactive videos of a session as the page's video child takes them (ADR 338): each video item that plays
 * and has moments or settings, with its questions' moments in time order, and where the student left off.
 */
import type { TakeSession } from '../../api/take/takeContract';
import { isGivenResponse } from '../../domain/take/takeAnswers';
import { furthestWatched, type MomentQuestion } from '../../domain/take/interactiveVideo';
import { shareWatched } from '../../domain/take/watchedSegments';
import {
  momentsOfVideo,
  requiredShare,
  speedsOf,
  type VideoChapter,
  type VideoNote,
} from '../../domain/quiz/videoMoments/videoMoments';
import type { TakeQuizContext } from './takeQuizTypes';

export interface InteractiveVideo {
  readonly itemId: number;
  /** Its questions' moments, in time order. */
  readonly moments: readonly MomentQuestion[];
  readonly preventSkipping: boolean;
  /** The speeds offered, slowest first. */
  readonly speeds: readonly number[];
  readonly chapters: readonly VideoChapter[];
  readonly notes: readonly VideoNote[];
}

export interface TakeVideoInput {
  readonly videos: readonly InteractiveVideo[];
  /** The furthest point watched of each video, by item id (where the student left off). */
  readonly furthest: Readonly<Record<string, number>>;
  /** The questions answered already. */
  readonly answered: readonly number[];
}

/** The session's interactive videos: a video taken down or without a player has none, its questions are plain. */
export function interactiveVideosOf(session: TakeSession | null): InteractiveVideo[] {
  const videos: InteractiveVideo[] = [];
  for (const activity of session?.activities ?? []) {
    const items = activity.items.map((item) => ({
      type: item.kind === 'video' ? 1 : 2,
      moment: item.kind === 'question' ? item.moment : undefined,
    }));
    activity.items.forEach((item, index) => {
      if (item.kind !== 'video' || !item.video || item.unavailable) return;
      const moments = momentsOfVideo(items, index).flatMap((at): MomentQuestion[] => {
        const question = activity.items[at]!;
        const moment = question.kind === 'question' ? question.moment : undefined;
        if (!moment) return [];
        const { at: time, pause, mustAnswer } = moment;
        return [{ questionId: question.id, at: time, pause, mustAnswer }];
      });
      const { settings } = item;
      if (moments.length === 0 && !settings) return;
      videos.push({
        itemId: item.id,
        moments,
        preventSkipping: settings?.preventSkipping ?? false,
        speeds: speedsOf(settings),
        chapters: settings?.chapters ?? [],
        notes: settings?.notes ?? [],
      });
    });
  }
  return videos;
}

/** The video child's input from the page's context once the quiz is taken. */
export function takeVideoOf(context: TakeQuizContext): TakeVideoInput {
  const videos = interactiveVideosOf(context.session);
  const furthest = Object.fromEntries(
    videos.map((video) => [
      String(video.itemId),
      furthestWatched(context.watched[String(video.itemId)]?.segments ?? []),
    ]),
  );
  const answered = Object.entries(context.answers)
    .filter(([, optionIds]) => optionIds.length > 0)
    .map(([id]) => Number(id));
  const responded = Object.entries(context.responses)
    .filter(([, response]) => isGivenResponse(response))
    .map(([id]) => Number(id));
  return { videos, furthest, answered: [...new Set([...answered, ...responded])] };
}

/**
 * The videos that ask for a share to be watched before submitting and are watched below it, with that share
 * (0..1), in the quiz's order; a video taken down or without a player asks for nothing.
 */
export function videosToWatch(context: Pick<TakeQuizContext, 'session' | 'watched'>) {
  return (context.session?.activities ?? []).flatMap((activity) =>
    activity.items.flatMap((item) => {
      if (item.kind !== 'video' || !item.video || item.unavailable) return [];
      const share = requiredShare(item.settings);
      const watched = context.watched[String(item.id)];
      const seen = watched?.duration ? shareWatched(watched.segments, watched.duration) : 0;
      if (share === null || seen >= share) return [];
      return [{ itemId: item.id, title: item.video.title || item.title, share }];
    }),
  );
}
