/**
 * Generating questions at moments of the video (ADR 344) through the real route, against the OpenAI-compatible
 * server process: the model reads the transcript as numbered, timed lines and names a line per question; the server
 * turns each line into the end of its cue, held to the video, and never takes a time from the model.
 */
import type { GenerationEvent } from '../../../../src/api/quiz/editor/aiContract';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import { askFor, startAiServer, stopAiServer, generateAt, lastEvent, SPOKEN } from './aiFixtures';
import type { TestApp } from '../../testApp';

let fake: FakeOpenAI;
let t: TestApp;
let origin: string;
let articleId: number;

beforeAll(async () => {
  ({ fake, t, origin, articleId } = await startAiServer());
});
afterAll(() => stopAiServer(t, fake));
beforeEach(() => fake.reset());

const choice = (title: string, extra: object = {}) => ({
  title,
  options: ['Sine', 'Square', 'Triangle'],
  correct: [0],
  ...extra,
});

async function generated(token: string, body: object) {
  const { status, events, error } = await generateAt(origin, token, askFor(articleId, body));
  return { status, error, done: lastEvent(events) as Extract<GenerationEvent, { type: 'done' }> };
}

test('at moments, the model reads numbered timed lines and each question comes at the end of the line it named, in the order of the video', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  await fake.script([
    {
      content: JSON.stringify({
        questions: [
          choice('Which wave is the tone?', { afterLine: 2 }),
          choice('What stands in for a science video?', { afterLine: 1, at: 5 }),
          choice('Which line is out of range?', { afterLine: 9 }),
          choice('Which question names no line?'),
        ],
      }),
    },
  ]);
  const { done } = await generated(accessToken, { count: 4, atMoments: true });

  const [request] = await fake.requests();
  const system = request!.messages.find((m) => m.role === 'system')!.content;
  const user = request!.messages.find((m) => m.role === 'user')!.content;
  expect(user).toContain('1 [0:00–0:02] This sample clip stands in for a science video.');
  expect(user).toContain(`2 [0:02–0:04] ${SPOKEN}`);
  expect(system).toContain('"afterLine"');
  expect(JSON.stringify(request!.schema)).toContain('"afterLine"');

  expect(done.type).toBe('done');
  expect(done.questions.map((q) => [q.title, q.moment ?? null])).toEqual([
    ['What stands in for a science video?', { at: 2, pause: true, mustAnswer: false }],
    ['Which wave is the tone?', { at: 4, pause: true, mustAnswer: false }],
    ['Which line is out of range?', null],
    ['Which question names no line?', null],
  ]);
});

test('without the choice, the transcript is plain, the schema asks for no line and no question gets a moment', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  await fake.script([{ content: JSON.stringify({ questions: [choice('Which wave?', { afterLine: 2 })] }) }]);
  const { done } = await generated(accessToken, { count: 1 });
  const [request] = await fake.requests();
  expect(request!.messages.find((m) => m.role === 'user')!.content).not.toContain('[0:02–0:04]');
  expect(JSON.stringify(request!.schema)).not.toContain('afterLine');
  expect(done.questions).toHaveLength(1);
  expect(done.questions[0]!.moment).toBeUndefined();
});

test('a choice that is not true or false is refused naming the field, and nothing is asked of the model', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  const { status, error } = await generated(accessToken, { atMoments: 'yes' });
  expect(status).toBe(400);
  expect(JSON.stringify(error)).toContain('atMoments');
  expect(await fake.requests()).toEqual([]);
});
