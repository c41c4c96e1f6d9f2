import { createActor, fromPromise, waitFor } from 'xstate';
import type { GenerationOutcome } from '../../../../src/machines/quiz/editor/generateQuestionsContext';
import type { GenerateQuestionsInput } from '../../../../src/machines/quiz/editor/generateQuestionsInput';
import {
  generateQuestionsMachine,
  selectAtLimit,
} from '../../../../src/machines/quiz/editor/generateQuestionsMachine';
import { aiStatus } from '../../../support/aiStatus';

const status = (usedToday = 0, enabled = true) => aiStatus({ enabled, usedToday, dailyLimit: 2 });
const question = { title: 'Which wave?', isMultiple: false, options: ['Sine', 'Square'], correct: [0] };
const clean: GenerationOutcome = {
  ok: true,
  questions: [question],
  report: { repaired: [], dropped: [] },
  usedToday: 1,
};
const mended: GenerationOutcome = {
  ok: true,
  questions: [question],
  report: { repaired: [], dropped: [{ number: 2, reason: 'shortTitle' }] },
  usedToday: 1,
};
const input: GenerateQuestionsInput = {
  activityId: 'a1',
  activityTitle: 'Activity 1',
  articles: [
    { id: 1, title: 'Sine waves', activityTitle: 'Activity 1' },
    { id: 2, title: 'Colour bars', activityTitle: 'Activity 2' },
  ],
};

function start(outcome: (signal: AbortSignal) => Promise<GenerationOutcome>, used = 0) {
  const requests: unknown[] = [];
  const actor = createActor(
    generateQuestionsMachine.provide({
      actors: {
        fetchStatus: fromPromise(async () => status(used)),
        generate: fromPromise(async ({ input: { request }, signal }) => {
          requests.push(request);
          return outcome(signal);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, requests };
}

test('the request carries the author’s choices; the count stays within 1–10', async () => {
  const { actor, requests } = start(async () => clean);
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'count.set', count: 40 });
  actor.send({ type: 'answers.set', isMultiple: true });
  actor.send({ type: 'difficulty.set', difficulty: 'easy' });
  actor.send({ type: 'model.set', model: 'gpt-4' });
  actor.send({ type: 'article.select', id: 2 });
  actor.send({ type: 'generate.start' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(requests).toEqual([
    { articleId: 2, count: 10, isMultiple: true, difficulty: 'easy', provider: 'chatgpt', model: 'gpt-4' },
  ]);
  expect(actor.getSnapshot().output).toEqual({ activityId: 'a1', questions: [question] });
});

test('the tokens a full admin is told of go out with the questions, to be shown when they land', async () => {
  const { actor } = start(async () => ({ ...clean, tokens: { prompt: 812, completion: 240 } }));
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'generate.start' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(actor.getSnapshot().output).toEqual({
    activityId: 'a1',
    questions: [question],
    tokens: { prompt: 812, completion: 240 },
  });
});

test('at the daily limit Generate does nothing, and nothing is asked', async () => {
  const { actor, requests } = start(async () => clean, 2);
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(selectAtLimit(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'generate.start' });
  expect(actor.getSnapshot().matches('choosing')).toBe(true);
  expect(requests).toEqual([]);
});

test('Cancel aborts the request under way and keeps the dialog open with the choices', async () => {
  let aborted = false;
  const { actor } = start(
    (signal) =>
      new Promise((_, reject) =>
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('aborted'));
        }),
      ),
  );
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'count.set', count: 3 });
  actor.send({ type: 'generate.start' });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  actor.send({ type: 'generate.cancel' });
  expect(aborted).toBe(true);
  expect(actor.getSnapshot().matches('choosing')).toBe(true);
  expect(actor.getSnapshot().context.count).toBe(3);
});

test('a mended answer is shown before it lands; Discard adds nothing', async () => {
  const { actor } = start(async () => mended);
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'generate.start' });
  await waitFor(actor, (s) => s.matches('reporting'));
  actor.send({ type: 'report.discard' });
  expect(actor.getSnapshot().output).toBeNull();
});
