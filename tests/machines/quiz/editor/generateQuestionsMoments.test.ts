/**
 * Generated questions at moments of the video (ADR 344), in the editor: the dialog offers the choice for a subtitled
 * video of the target activity, on by default when that video is already interactive; the questions it hands over
 * land after the video's part through the editor's event, each at its moment and marked for review, and show on
 * its timeline.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { newQuizState, type QuizEditorState } from '../../../../src/domain/quiz/editor/quizEditorState';
import { editEvent } from '../../../../src/domain/quiz/editor/quizEditorIntents';
import { applyEvent, applyEvents } from '../../../../src/domain/quiz/editor/quizReducer';
import type { GeneratedQuestion } from '../../../../src/domain/quiz/editor/aiGeneration';
import { timelineMarks } from '../../../../src/domain/quiz/videoMoments/videoTimeline';
import { generationInput } from '../../../../src/machines/quiz/editor/generateQuestionsInput';
import {
  generateQuestionsMachine,
  selectMomentsOffered,
  type GenerateQuestionsOutput,
} from '../../../../src/machines/quiz/editor/generateQuestionsMachine';
import { aiStatus } from '../../../support/aiStatus';

const subtitled = { en: '/media/1.en.vtt' };
const video = (id: number, subtitles?: Record<string, string>) => ({
  id,
  title: `Video ${id}`,
  ...(subtitles ? { videoData: { articleId: id, title: `Video ${id}`, subtitles } } : {}),
});

/** Activity a1: subtitled video v1, question q1, video v2 without subtitles; `interactive`: q1 at 0:10 of v1. */
function quiz(interactive: boolean): QuizEditorState {
  return applyEvents(newQuizState('a1'), [
    {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [
        { itemId: 'v1', article: video(1, subtitled) },
        { itemId: 'v2', article: video(2, {}) },
      ],
    },
    {
      type: 'item.addQuestion',
      activityId: 'a1',
      itemId: 'q1',
      optionIds: ['q1-1', 'q1-2', 'q1-3', 'q1-4'],
    },
    { type: 'item.reorder', itemId: 'q1', toIndex: 1 },
    ...(interactive ? [{ type: 'moment.set' as const, itemId: 'q1', at: 10 }] : []),
  ]);
}

const generated: GeneratedQuestion[] = [
  {
    title: 'Which wave is the tone?',
    isMultiple: false,
    options: ['Sine', 'Square'],
    correct: [0],
    moment: { at: 4, pause: true, mustAnswer: false },
  },
  { title: 'Which colour comes first?', isMultiple: false, options: ['Red', 'White'], correct: [1] },
];

function start(state: QuizEditorState) {
  const requests: unknown[] = [];
  const actor = createActor(
    generateQuestionsMachine.provide({
      actors: {
        fetchStatus: fromPromise(async () => aiStatus({ enabled: true, usedToday: 0, dailyLimit: 5 })),
        generate: fromPromise(async ({ input: { request } }) => {
          requests.push(request);
          return {
            ok: true as const,
            questions: generated,
            report: { repaired: [], dropped: [] },
            usedToday: 1,
          };
        }),
      },
    }),
    { input: generationInput(state) },
  ).start();
  return { actor, requests };
}

test('the choice is on for a subtitled video that is already interactive, and the request and output carry it', async () => {
  const { actor, requests } = start(quiz(true));
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(selectMomentsOffered(actor.getSnapshot())).toBe(true);
  expect(actor.getSnapshot().context.atMoments).toBe(true);
  actor.send({ type: 'generate.start' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(requests).toEqual([expect.objectContaining({ articleId: 1, atMoments: true })]);
  expect(actor.getSnapshot().output).toMatchObject({ activityId: 'a1', videoItemId: 'v1' });
});

test('the choice is off for a plain video until the author turns it on, and not offered for a video without subtitles', async () => {
  const { actor, requests } = start(quiz(false));
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(actor.getSnapshot().context.atMoments).toBe(false);
  actor.send({ type: 'article.select', id: 2 });
  expect(selectMomentsOffered(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'atMoments.set', atMoments: true });
  expect(actor.getSnapshot().context.atMoments).toBe(false);
  actor.send({ type: 'article.select', id: 1 });
  actor.send({ type: 'atMoments.set', atMoments: true });
  actor.send({ type: 'generate.start' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(requests).toEqual([expect.objectContaining({ articleId: 1, atMoments: true })]);
});

test('a video just added, whose subtitles the editor does not know yet, is offered; the server finds out', async () => {
  const state = applyEvents(newQuizState('a1'), [
    { type: 'item.addVideos', activityId: 'a1', videos: [{ itemId: 'v9', article: video(9) }] },
  ]);
  const { actor } = start(state);
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(selectMomentsOffered(actor.getSnapshot())).toBe(true);
  expect(actor.getSnapshot().context.atMoments).toBe(false);
});

test('without the choice the request asks for none and the questions go to the end of the activity as before', async () => {
  const { actor, requests } = start(quiz(true));
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'atMoments.set', atMoments: false });
  actor.send({ type: 'generate.start' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(requests[0]).not.toHaveProperty('atMoments');
  expect(actor.getSnapshot().output).not.toHaveProperty('videoItemId');
});

test('the accepted questions land after the video’s part at their moments, marked for review, and show on its timeline', async () => {
  const state = quiz(true);
  const { actor } = start(state);
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'generate.start' });
  await waitFor(actor, (s) => s.status === 'done');
  const output = actor.getSnapshot().output as GenerateQuestionsOutput;
  let n = 0;
  const event = editEvent(state, { type: 'editor.addGenerated', ...output }, () => `g-${++n}`, {
    now: new Date('2026-01-01T00:00:00Z'),
    subscriptionEndsAt: null,
  })!;
  const result = applyEvent(state, event);
  if (!result.ok) throw new Error(result.reason);
  const items = result.state.activities[0]!.items;
  expect(items.map((i) => [i.originId, i.moment?.at ?? null, i.needsReview ?? false])).toEqual([
    ['v1', null, false],
    ['q1', 10, false],
    ['g-3', 4, true],
    ['g-6', null, true],
    ['v2', null, false],
  ]);
  expect(items[2]!.moment).toEqual({ at: 4, pause: true, mustAnswer: false });
  expect(items.map((i) => i.sortIndex)).toEqual([1, 2, 3, 4, 5]);
  expect(timelineMarks(items, 0).map((mark) => [mark.itemId, mark.at])).toEqual([
    ['g-3', 4],
    ['q1', 10],
  ]);
});
