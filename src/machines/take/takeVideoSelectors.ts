/**
 * What the student page shows of its interactive videos (ADR 338), read from the video child's snapshot (the page
 * gives the child: `selectVideo`). Each selector takes the snapshot or undefined (no child yet).
 */
import type { SnapshotFrom } from 'xstate';
import { momentCame } from '../../domain/take/interactiveVideo';
import { mustWait } from './takeVideoContext';
import type { takeVideoMachine } from './takeVideoMachine';

type TakeVideoSnapshot = SnapshotFrom<typeof takeVideoMachine>;

/** Whether video item `itemId` plays as an interactive video (moments or settings). */
export const selectIsInteractive = (s: TakeVideoSnapshot | undefined, itemId: number) =>
  Boolean(s?.context.videos[String(itemId)]);
export const selectVideoOf = (s: TakeVideoSnapshot | undefined, itemId: number) =>
  s?.context.videos[String(itemId)] ?? null;
/** The question asked now under video `itemId`; null while none is. */
export const selectAsked = (s: TakeVideoSnapshot | undefined, itemId: number) =>
  s?.context.asking?.itemId === itemId ? s.context.asking.questionId : null;
/** Whether the question asked under its video holds it until answered. */
export const selectMustWait = (s: TakeVideoSnapshot | undefined) => (s ? mustWait(s.context) : false);
export const selectPlayhead = (s: TakeVideoSnapshot | undefined, itemId: number) =>
  s?.context.playhead[String(itemId)] ?? 0;
export const selectRate = (s: TakeVideoSnapshot | undefined, itemId: number) =>
  s?.context.rates[String(itemId)] ?? 1;
export const selectVideoNotice = (s: TakeVideoSnapshot | undefined, itemId: number) =>
  s?.context.notice?.itemId === itemId ? s.context.notice : null;

/**
 * Whether question `questionId` is listed in its place: one without a moment (or of a video that does not play)
 * always; one at a moment once the moment came and while it is not the one asked under the video.
 */
export function selectListed(s: TakeVideoSnapshot | undefined, questionId: number): boolean {
  if (!s) return true;
  for (const video of Object.values(s.context.videos)) {
    const moment = video.moments.find((m) => m.questionId === questionId);
    if (!moment) continue;
    if (s.context.asking?.questionId === questionId) return false;
    return (
      momentCame(moment.at, s.context.furthest[String(video.itemId)] ?? 0) ||
      Boolean(s.context.answered[String(questionId)])
    );
  }
  return true;
}
