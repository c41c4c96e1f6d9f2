/**
 * The transcript's own chunk (ADR 342), loaded beside a video with subtitles. A page that lost its connection
 * before the chunk came (the student page keeps working offline) shows the video without it rather than failing:
 * the transcript is an aid, never in the way of the questions.
 */
import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { TakeTranscript as Transcript } from './TakeTranscript';

type Props = ComponentProps<typeof Transcript>;

const NoTranscript: ComponentType<Props> = () => null;

export const TakeTranscript = lazy((): Promise<{ default: ComponentType<Props> }> =>
  import('./TakeTranscript').then(
    (m) => ({ default: m.TakeTranscript }),
    () => ({ default: NoTranscript }),
  ),
);
