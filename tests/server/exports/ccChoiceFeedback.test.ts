/**
 * A Common Cartridge carries a choice question's feedback as Canvas writes it (ADR 393): the general feedback and each
 * option's are `itemfeedback`s a condition shows; the cartridge validates against the CC 1.1 schemas, comes back
 * through the real import route with every feedback text, its points and its right options, and its notes no longer
 * say the feedback is lost.
 */
import { strFromU8, unzipSync } from 'fflate';
import { seedContent } from '../../../server/seed/content';
import { uploadFile } from '../quiz/import/importUpload';
import { validatePackage } from '../quiz/exports/packageValidator';
import { bearer, createTestApp, type TestApp } from '../testApp';

const base = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

const QUESTIONS = [
  {
    title: '<p>Which particle has no charge?</p>',
    questionType: 'choice',
    points: 3,
    feedback: 'Charge decides how a particle moves in a field.',
    textOptions: [
      { id: 'a1', text: 'Neutron', feedback: 'Right: neutral, as its name says.' },
      { id: 'a2', text: 'Proton', feedback: 'No: it is positive.' },
      { id: 'a3', text: 'Electron' },
    ],
    rightAnswer: ['a1'],
  },
  {
    title: '<p>Which particles are in the nucleus?</p>',
    questionType: 'choice',
    isMultiple: true,
    points: 2,
    textOptions: [
      { id: 'b1', text: 'Protons', feedback: 'Yes, positive charge.' },
      { id: 'b2', text: 'Neutrons' },
      { id: 'b3', text: 'Electrons', feedback: 'No: they are outside.' },
    ],
    rightAnswer: ['b1', 'b2'],
  },
] as const;

interface StoredItem {
  type: number;
  title: string;
  isMultiple: boolean;
  points?: number;
  feedback?: string;
  textOptions: { id: number; text: string; feedback?: string }[];
  rightAnswer: number[];
}

let t: TestApp;
let token: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload: {
      title: 'Particles',
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: true,
      duration: null,
      showCaption: false,
      restrictNonInstitutional: false,
      activities: [
        {
          title: 'Atoms',
          sortIndex: 1,
          items: QUESTIONS.map((question, index) => ({ ...base, ...question, sortIndex: index + 1 })),
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  quizId = (created.json() as { content: { id: number } }).content.id;
});
afterAll(() => t.close());

async function storedItems(id: number): Promise<StoredItem[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const quiz = response.json().content as { activities: { items: StoredItem[] }[] };
  return quiz.activities.flatMap((activity) => activity.items).filter((item) => item.type === 2);
}

/** A choice question as the editor shows it: points, general feedback, each option's text, feedback and rightness. */
const shown = (item: StoredItem) => ({
  points: item.points ?? 1,
  feedback: item.feedback ?? '',
  options: item.textOptions.map((option) => [
    option.text,
    option.feedback ?? '',
    item.rightAnswer.includes(option.id),
  ]),
});

async function cartridge(): Promise<Uint8Array> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/cc`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

test('a choice question comes back from a Common Cartridge with its general and option feedback and its points', async () => {
  const bytes = await cartridge();
  const result = await uploadFile(t, token, 'Particles-cc-export.imscc', bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines.map((line: { status: string }) => line.status)).toEqual([
    'imported',
    'imported',
  ]);
  const back = await storedItems(result.content.created[0]!.id);
  expect(back.map(shown)).toEqual((await storedItems(quizId)).map(shown));
}, 240_000);

test('the cartridge with feedback validates, and its notes do not name the feedback as lost', async () => {
  const bytes = await cartridge();
  const validated = await validatePackage(bytes, 'cc11');
  expect(validated.valid, validated.output).toBe(true);
  const notes = strFromU8(unzipSync(bytes)['export-notes.txt'] ?? new Uint8Array());
  expect(notes).not.toContain('feedback');
}, 240_000);
