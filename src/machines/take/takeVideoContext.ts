/**
 * The video child's context (ADR 338) and the rules its guards and actions read of it: which moment the playing
 * video crossed, which question is asked, whether it holds the video, and what the player says.
 */
import { momentCrossed, type MomentQuestion } from '../../domain/take/interactiveVideo';
import type { InteractiveVideo } from './takeVideos';

/** Why the player speaks up (its live region): a skip refused, a question to answer first, a part to watch again. */
export type VideoNoticeKind = 'skipRefused' | 'answerFirst' | 'goneBack';

export interface TakeVideoContext {
  readonly videos: Readonly<Record<string, InteractiveVideo>>;
  furthest: Record<string, number>;
  playhead: Record<string, number>;
  /** Videos played since the page opened (the first play resumes at the furthest point). */
  started: Record<string, true>;
  /** The question asked now under its video. */
  asking: { readonly itemId: number; readonly questionId: number } | null;
  /** Questions with an answer given on the page. */
  answered: Record<string, boolean>;
  /** What the server said of a question's answer that goes back when wrong: where to (wrong), or null (right). */
  verdicts: Record<string, number | null>;
  /** Questions to ask again when their moment comes, after the video went back for a wrong answer. */
  again: Record<string, true>;
  rates: Record<string, number>;
  /** What the player says last, counted so the same words are said again. */
  notice: {
    readonly itemId: number;
    readonly kind: VideoNoticeKind;
    readonly at: number;
    readonly count: number;
  } | null;
}

export const videoOf = (context: TakeVideoContext, itemId: number) => context.videos[String(itemId)];
export const furthestOf = (context: TakeVideoContext, itemId: number) =>
  context.furthest[String(itemId)] ?? 0;
/** A moment asks while its question is unanswered, or again after the video went back for a wrong answer. */
const asks = (context: TakeVideoContext) => (moment: MomentQuestion) =>
  !context.answered[String(moment.questionId)] || Boolean(context.again[String(moment.questionId)]);

/** The moment the playing video crossed with this report, if one asks. */
export function crossed(context: TakeVideoContext, event: { itemId: number; at: number }) {
  const video = videoOf(context, event.itemId);
  const from = context.playhead[String(event.itemId)];
  if (!video || from === undefined) return null;
  return momentCrossed(video.moments, from, event.at, asks(context));
}

export function askedMoment(context: TakeVideoContext) {
  const { asking } = context;
  if (!asking) return undefined;
  return videoOf(context, asking.itemId)?.moments.find((m) => m.questionId === asking.questionId);
}

/** The question asked holds its video until answered. */
export const mustWait = (context: TakeVideoContext) => {
  const moment = askedMoment(context);
  return Boolean(moment?.mustAnswer && !context.answered[String(moment.questionId)]);
};

export const said = (context: TakeVideoContext, itemId: number, kind: VideoNoticeKind, at = 0) => ({
  notice: { itemId, kind, at, count: (context.notice?.count ?? 0) + 1 },
});
