/**
 * Hotspot questions through the real server (ADR 203): a quiz whose question marks an uploaded image is created
 * through the quiz API, taken through the take API without its regions ever reaching the student, and scored on the
 * version answered: a mark inside a right region earns the points, one outside earns nothing, and a response that
 * is not marks on the image is refused. The statistics count the answers that found each region.
 */
import { samplePng } from '../../../../../server/seed/documents';
import { TAKE_PATHS } from '../../../../api/take/takeContract';
import { QuizSchema, type Quiz } from '../../../../domain/quiz/quiz';
import { assign, OWNER, take } from '../../../../../tests/server/take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { postFile } from '../../../../../tests/server/quiz/everyFeatureQuiz';

let t: TestApp;
let api: ReturnType<typeof take>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
});
afterAll(() => t.close());

const signIn = async () => (await t.signIn(OWNER)).accessToken;

const definition = {
  regions: [
    { id: 'secret-a', shape: 'ellipse', x: 0.4, y: 0.5, radiusX: 0.1, radiusY: 0.15 },
    {
      id: 'secret-b',
      shape: 'polygon',
      points: [
        { x: 0.7, y: 0.2 },
        { x: 0.9, y: 0.2 },
        { x: 0.8, y: 0.4 },
      ],
    },
  ],
  maxMarks: 2,
};
const item = (image: string | null, fields: object = {}) => ({
  article: null,
  type: 2,
  image,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
  sortIndex: 1,
  title: 'Mark the nucleus and the vacuole of this plant cell.',
  questionType: 'hotspot',
  points: 4,
  definition,
  ...fields,
});
const payload = (items: object[]) => ({
  title: 'Cell parts',
  tags: [],
  article: null,
  startDate: null,
  endDate: null,
  isGraded: false,
  duration: null,
  showCaption: false,
  restrictNonInstitutional: false,
  activities: [{ title: 'Activity 1', sortIndex: 1, items }],
});

async function create(items: object[]) {
  return call(t.app, {
    method: 'POST',
    url: '/api/quiz/create',
    headers: bearer(await signIn()),
    payload: payload(items),
  });
}
async function load(quizId: number): Promise<Quiz> {
  const response = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quizId}`,
    headers: bearer(await signIn()),
  });
  return QuizSchema.parse(response.body.content);
}
const respond = (token: string, itemId: number, response: unknown) =>
  call(t.app, {
    method: 'PUT',
    url: TAKE_PATHS.answer(token, itemId),
    payload: { timeSpentMs: 1000, response },
  });

async function uploadedImage(): Promise<string> {
  const png = new Uint8Array(samplePng(40, 30));
  const uploaded = await postFile(t, await signIn(), '/api/quiz/upload_image', 'cell.png', png, 'image/png');
  expect(uploaded.statusCode).toBe(200);
  return (uploaded.json() as { content: { url: string } }).content.url;
}

test('a hotspot question is taken without its regions and scored by the right regions its marks find', async () => {
  const image = await uploadedImage();
  const created = await create([item(image)]);
  expect(created.status).toBe(200);
  const quiz = await load(created.body.content.id);
  const question = quiz.activities[0]!.items[0]!;
  expect(question).toMatchObject({ questionType: 'hotspot', image, points: 4, definition });

  const students = ['ada', 'bob', 'cy', 'di'];
  const links = await Promise.all(students.map((name) => assign(t, quiz.id, `${name}@school.test`)));
  const started = await Promise.all(links.map((link) => api.start(link.token)));
  // The student's page gets the image and how many marks to place, never a region.
  const seen = JSON.stringify(started[0]!.body.content);
  expect(seen).not.toMatch(/secret-|radiusX|polygon|regions|0\.15/);
  expect(started[0]!.body.content.activities[0].items[0]).toMatchObject({
    questionType: 'hotspot',
    image,
    view: { marks: 2 },
  });

  const answers = [
    [
      { x: 0.42, y: 0.55 },
      { x: 0.8, y: 0.3 },
    ],
    [
      { x: 0.41, y: 0.5 },
      { x: 0.39, y: 0.45 },
    ],
    [{ x: 0.1, y: 0.9 }],
    [
      { x: 0.05, y: 0.05 },
      { x: 0.95, y: 0.95 },
    ],
  ];
  for (const [index, link] of links.entries())
    expect((await respond(link.token, question.id, answers[index])).status).toBe(200);
  const outcomes = await Promise.all(links.map((link) => api.submit(link.token)));
  // Both regions: 4 points; the nucleus twice: one region of two; outside: nothing.
  expect(outcomes.map((o) => o.body.content.score)).toEqual([4, 2, 0, 0]);
  expect(outcomes[0]!.body.content.review[String(question.id)]).toMatchObject({
    earned: 4,
    max: 4,
    correct: true,
    // The regions themselves, which the student's page words in its own language (ADR 359).
    rightRegions: definition.regions.map(({ id: _id, ...shape }) => shape),
  });

  // The statistics say how many answers found each region.
  const statistics = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
    headers: bearer(await signIn()),
  });
  expect(statistics.body.content.questions[0]).toMatchObject({
    questionType: 'hotspot',
    attempts: 4,
    correct: 1,
    regions: [
      { shape: 'ellipse', attempts: 4, found: 2 },
      { shape: 'polygon', attempts: 4, found: 1 },
    ],
  });
});

test('a response that is not marks on the image is a 400, and a hotspot question without an image is not saved', async () => {
  const image = await uploadedImage();
  const created = await create([item(image)]);
  const quiz = await load(created.body.content.id);
  const question = quiz.activities[0]!.items[0]!;
  const link = await assign(t, quiz.id, 'eve@school.test');
  await api.start(link.token);
  for (const response of [
    [{ x: 1.5, y: 0.2 }],
    'the middle',
    [{ x: 0.2 }],
    Array.from({ length: 11 }, () => ({ x: 0.1, y: 0.1 })),
  ])
    expect((await respond(link.token, question.id, response)).status).toBe(400);

  const noImage = await create([item(null)]);
  expect(noImage.status).toBe(400);
  expect(JSON.stringify(noImage.body)).toContain('A hotspot question needs an image');
  const noRegion = await create([item(image, { definition: { regions: [], maxMarks: 1 } })]);
  expect(noRegion.status).toBe(400);
  expect(JSON.stringify(noRegion.body)).toContain('A hotspot question needs at least one right region');
});
