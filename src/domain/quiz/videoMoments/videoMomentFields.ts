/**
 * A quiz item's moment or video settings as the payload, the stored row, the snapshot and the editor carry them
 * (ADR 337): a question's `moment`, a video item's `video`, each absent when there is none. A video's settings
 * that say nothing (no rule, no chapter, no note) are absent too, so a plain item travels as before.
 *
 * @publicModule the payload, the server's reads and the quiz snapshots carry moments and settings through it.
 */
import type { VideoMoment, VideoSettings } from './videoMoments';

const VIDEO_ITEM = 1;

/** A question's moment: absent when it has none. */
export const momentField = (moment: VideoMoment | null | undefined): { moment?: VideoMoment } =>
  moment ? { moment: { ...moment } } : {};

/** A video's settings without their empty parts; absent when nothing is left. */
export function videoField(video: VideoSettings | null | undefined): { video?: VideoSettings } {
  if (!video) return {};
  const kept: VideoSettings = {
    ...(video.preventSkipping ? { preventSkipping: true } : {}),
    ...(video.requireWatched !== undefined ? { requireWatched: video.requireWatched } : {}),
    ...(video.speeds ? { speeds: [...video.speeds] } : {}),
    ...(video.chapters?.length ? { chapters: video.chapters.map((chapter) => ({ ...chapter })) } : {}),
    ...(video.notes?.length ? { notes: video.notes.map((note) => ({ ...note })) } : {}),
  };
  return Object.keys(kept).length > 0 ? { video: kept } : {};
}

/** What an item adds of the two: a video item its settings, a question its moment; the other is not carried. */
export function videoMomentFields(item: {
  readonly type: number;
  readonly moment?: VideoMoment | null;
  readonly video?: VideoSettings | null;
}): { moment?: VideoMoment; video?: VideoSettings } {
  return item.type === VIDEO_ITEM ? videoField(item.video) : momentField(item.moment);
}
