/**
 * The transcript's own chunk (ADR 342), loaded beside a video with subtitles. A page that lost its connection
 * before the chunk came (the student page keeps working offline) shows the video without it rather than failing:
 * the transcript is an aid, never in the way of the questions.
 */
import { lazy } from 'react';

const NoTranscript = () => null;

export const TakeTranscript = lazy(() =>
  import('./TakeTranscript').then(
    (m) => ({ default: m.TakeTranscript }),
    () => ({ default: NoTranscript }),
  ),
);
