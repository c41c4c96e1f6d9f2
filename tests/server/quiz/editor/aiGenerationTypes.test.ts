/**
 * Generating questions of other types than choice (ADR 207) through the real route, against the OpenAI-compatible
 * server process: the model is asked for the type's shape, and what comes back is a definition the type takes.
 */
import type { GenerationEvent } from '../../../../src/api/quiz/editor/aiContract';
import type { GeneratedQuestion } from '../../../../src/domain/quiz/editor/aiGeneration';
import { matchingType } from '../../../../src/domain/quiz/questionTypes/matching/matching';
import { numericType } from '../../../../src/domain/quiz/questionTypes/numeric/numeric';
import { scoreQuestion } from '../../../../src/domain/quiz/questionTypes/registry';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import { askFor, startAiServer, stopAiServer, generateAt, lastEvent } from './aiFixtures';
import { type TestApp } from '../../testApp';

let fake: FakeOpenAI;
let t: TestApp;
let origin: string;
let articleId: number;

beforeAll(async () => {
  ({ fake, t, origin, articleId } = await startAiServer());
});
afterAll(() => stopAiServer(t, fake));
beforeEach(() => fake.reset());

async function generated(body: object): Promise<Extract<GenerationEvent, { type: 'done' }>> {
  const { accessToken } = await t.signIn('admin@demo.test');
  const done = lastEvent((await generateAt(origin, accessToken, askFor(articleId, body))).events);
  if (done.type !== 'done') throw new Error(`the generation failed: ${JSON.stringify(done)}`);
  return done;
}

/** A generated question as a stored quiz version holds it, for the type's scorer. */
const stored = (question: GeneratedQuestion) => ({
  id: 1,
  title: question.title,
  isMultiple: false,
  options: [],
  rightAnswer: [],
  ...('questionType' in question
    ? { questionType: question.questionType, definition: question.definition }
    : {}),
});

test('numeric questions: the model is asked for a value, a tolerance and a unit, and each question scores the right number as right', async () => {
  const done = await generated({ questionType: 'numeric', count: 2 });
  const [request] = await fake.requests();
  expect(request!.messages[0]!.content).toContain('You write numeric quiz questions');
  expect(request!.messages[0]!.content).toContain('tolerance');
  expect(JSON.stringify(request!.schema)).toContain('"tolerance"');
  expect(JSON.stringify(request!.schema)).not.toContain('"options"');

  expect(done.report).toEqual({ repaired: [], dropped: [] });
  expect(done.questions).toHaveLength(2);
  for (const question of done.questions) {
    expect(question).toMatchObject({ questionType: 'numeric' });
    const definition = 'definition' in question ? question.definition : undefined;
    expect(numericType.definitionSchema.safeParse(definition).success).toBe(true);
    expect(numericType.validate({ title: question.title, textOptions: [], definition })).toEqual([]);
  }
  expect(done.questions[0]).toMatchObject({
    definition: {
      answers: [{ match: { kind: 'tolerance', value: 440, tolerance: 0.5, relative: false }, fraction: 1 }],
      units: [{ unit: 'Hz', multiplier: 1 }],
    },
  });
  expect(scoreQuestion(stored(done.questions[0]!), { response: '440.4 Hz' }).correct).toBe(true);
  expect(scoreQuestion(stored(done.questions[0]!), { response: '442' }).correct).toBe(false);
});

test('matching questions: the model is asked for pairs and extra answers, and they arrive as the type’s definition', async () => {
  const done = await generated({ questionType: 'matching', count: 1 });
  const [request] = await fake.requests();
  expect(request!.messages[0]!.content).toContain('3 to 6 pairs');
  expect(JSON.stringify(request!.schema)).toContain('"distractors"');

  const [question] = done.questions;
  const definition = question && 'definition' in question ? question.definition : undefined;
  expect(matchingType.definitionSchema.safeParse(definition).success).toBe(true);
  expect(definition).toMatchObject({
    pairs: [
      { prompt: 'Term 1.1', answer: 'Meaning 1.1' },
      { prompt: 'Term 2.1', answer: 'Meaning 2.1' },
      { prompt: 'Term 3.1', answer: 'Meaning 3.1' },
    ],
    distractors: [{ text: 'Unrelated meaning 1' }],
  });
  expect(
    scoreQuestion(stored(question!), {
      response: [1, 2, 3].map((n) => ({ prompt: `Term ${n}.1`, answer: `Meaning ${n}.1` })),
    }).correct,
  ).toBe(true);
});

test('a matching question the model wrote with too few pairs is left out with its reason; the good one arrives', async () => {
  const pairs = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ prompt: `Term ${i}`, answer: `Meaning ${i}` }));
  await fake.script([
    {
      content: JSON.stringify({
        questions: [
          { title: 'Match the terms', pairs: pairs(4), distractors: [] },
          { title: 'Match only two', pairs: pairs(2), distractors: ['x'] },
          {
            title: 'Match with halves',
            pairs: [...pairs(2), { prompt: 'Term 9', answer: ' ' }],
            distractors: [],
          },
        ],
      }),
    },
  ]);
  const done = await generated({ questionType: 'matching', count: 3 });
  expect(done.questions.map((q) => q.title)).toEqual(['Match the terms']);
  expect(done.report.dropped).toEqual([
    { number: 2, reason: 'tooFewPairs' },
    { number: 3, reason: 'tooFewPairs' },
  ]);
});

test('a type that cannot be generated is refused before any provider call', async () => {
  const { accessToken } = await t.signIn('admin@demo.test');
  const answer = await generateAt(origin, accessToken, askFor(articleId, { questionType: 'hotspot' }));
  expect(answer.status).toBe(400);
  expect(await fake.requests()).toEqual([]);
});
