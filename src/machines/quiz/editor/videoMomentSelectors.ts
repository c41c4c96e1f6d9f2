/**
 * What the editor's timeline and a question's "Moment in the video" read (ADR 337): the questions asked during a
 * video with their numbers and moments, and whether a question has a video above it. Each answers equal values for
 * a keystroke elsewhere, so the timeline renders only when a moment or a number changes.
 */
import { locateItem, questionNumbers } from '../../../domain/quiz/editor/quizEditorState';
import { timelineMarks } from '../../../domain/quiz/videoMoments/videoTimeline';
import { videoIndexOf } from '../../../domain/quiz/videoMoments/videoMoments';
import type { QuizEditorSnapshot } from './quizEditorMachine';

export interface MomentQuestion {
  readonly itemId: string;
  /** The question's number in the quiz (SPEC: videos and text blocks have none); 0 for a text block. */
  readonly number: number;
  readonly at: number;
}

const NONE: readonly MomentQuestion[] = [];

/** The questions at moments of the video item `videoItemId`, in the order of their moments. */
export const selectMomentQuestions =
  (videoItemId: string) =>
  (s: QuizEditorSnapshot): readonly MomentQuestion[] => {
    const state = s.context.document?.state;
    const at = state && locateItem(state, videoItemId);
    if (!state || !at) return NONE;
    const marks = timelineMarks(at.activity.items, at.itemIndex).filter((mark) => mark.kind === 'question');
    if (marks.length === 0) return NONE;
    const numbers = questionNumbers(state.activities);
    return marks.map((mark) => ({
      itemId: mark.itemId!,
      number: numbers.get(mark.itemId!) ?? 0,
      at: mark.at,
    }));
  };

export const sameMomentQuestions = (a: readonly MomentQuestion[], b: readonly MomentQuestion[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((q, i) => q.itemId === b[i]!.itemId && q.number === b[i]!.number && q.at === b[i]!.at));

/** Whether the question `itemId` has a video above it in its activity: it may be asked at a moment of it. */
export const selectHasVideoAbove =
  (itemId: string) =>
  (s: QuizEditorSnapshot): boolean => {
    const state = s.context.document?.state;
    const at = state && locateItem(state, itemId);
    return Boolean(at && videoIndexOf(at.activity.items, at.itemIndex) >= 0);
  };
