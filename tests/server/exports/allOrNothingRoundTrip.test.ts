/**
 * All or nothing through the downloads (ADR 292): a quiz of a fill-in-the-blanks, a matching and an ordering question
 * scored all or nothing, and a matching question with partial credit, exported through the real route and imported
 * back through the real import route. QTI 2.1 carries the rule of every type (match_correct for one point, the same
 * rule with the points otherwise), Moodle XML the ordering's (ALLORNOTHING); where a format cannot carry it, the
 * download says so, and Moodle XML still brings the rule back to our import in the question's own record (ADR 392).
 * The SCORM 1.2 player scores by the rule.
 */
import { strFromU8, unzipSync } from 'fflate';
import { seedContent } from '../../../server/seed/content';
import { uploadFile } from '../quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../testApp';
import { MATCHING, ORDERING } from './everyTypeQuiz';
import { play } from './scormLms';

const BLANKS = {
  text: 'Glycolysis happens in the [[1]] and makes [[2]].',
  gaps: [
    { id: 'g1', kind: 'typed', answers: [{ id: 'g1.1', text: 'cytoplasm' }], caseSensitive: false },
    {
      id: 'g2',
      kind: 'dropdown',
      options: [
        { id: 'g2.1', text: 'pyruvate' },
        { id: 'g2.2', text: 'glucose' },
      ],
      right: 'g2.1',
    },
  ],
  scoring: 'allOrNothing',
};

const QUESTIONS = [
  {
    title: '<p>Fill in where glycolysis happens.</p>',
    questionType: 'fillInBlanks',
    points: 2,
    definition: BLANKS,
  },
  {
    title: '<p>Match every stage with where it happens.</p>',
    questionType: 'matching',
    definition: { ...MATCHING, scoring: 'allOrNothing' },
  },
  {
    title: '<p>Put the stages in order.</p>',
    questionType: 'ordering',
    points: 3,
    definition: { ...ORDERING, scoring: 'allOrNothing' },
  },
  {
    title: '<p>Match each stage: each pair counts.</p>',
    questionType: 'matching',
    points: 3,
    definition: MATCHING,
  },
] as const;

const base = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

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
      title: 'Respiration, all or nothing',
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
          title: 'Respiration',
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

type Format = 'qti' | 'cc' | 'moodle' | 'gift' | 'scorm';
const UPLOAD_NAMES: Record<Exclude<Format, 'scorm'>, string> = {
  qti: 'Respiration-qti.zip',
  cc: 'Respiration-cc-export.imscc',
  moodle: 'Respiration-moodle.xml',
  gift: 'Respiration-gift.txt',
};

async function download(format: Format) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

interface StoredItem {
  type: number;
  title: string;
  questionType?: string;
  definition?: { scoring?: string };
}

/** Each question of the quiz imported back from `format`: its type and its rule (partial when it says none). */
async function importBack(format: Exclude<Format, 'scorm'>, bytes: Uint8Array) {
  const result = await uploadFile(t, token, UPLOAD_NAMES[format], bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${result.content.created[0]!.id}`,
    headers: bearer(token),
  });
  const quiz = response.json().content as { activities: { items: StoredItem[] }[] };
  return quiz.activities
    .flatMap((activity) => activity.items)
    .filter((item) => item.type === 2)
    .map((item) => [item.questionType, item.definition?.scoring ?? 'partial']);
}

test('QTI 2.1 carries the rule of every type, and partial credit stays partial credit', async () => {
  const bytes = await download('qti');
  const files = unzipSync(bytes);
  const xml = Object.entries(files)
    .filter(([path]) => path.endsWith('.xml') && !path.endsWith('imsmanifest.xml'))
    .map(([, data]) => strFromU8(data));
  // The one-point matching question is QTI's own all-or-nothing template; the partial one is mapped.
  expect(xml.some((item) => item.includes('rptemplates/match_correct'))).toBe(true);
  expect(xml.some((item) => item.includes('rptemplates/map_response'))).toBe(true);
  expect(await importBack('qti', bytes)).toEqual([
    ['fillInBlanks', 'allOrNothing'],
    ['matching', 'allOrNothing'],
    ['ordering', 'allOrNothing'],
    ['matching', 'partial'],
  ]);
}, 240_000);

test('Moodle XML carries the ordering’s ALLORNOTHING, lists what its matching and embedded answers cannot say, and our import takes every rule back', async () => {
  const bytes = await download('moodle');
  const xml = strFromU8(bytes);
  expect(xml).toContain('<gradingtype>ALLORNOTHING</gradingtype>');
  expect(xml).toContain(
    "its points are given only when every pair is right (all or nothing), which Moodle's matching question cannot say",
  );
  expect(xml).toContain(
    "its points are given only when every blank is right (all or nothing), which Moodle's embedded answers cannot say",
  );
  // Moodle itself reads those two as partial credit; the question's own record (ADR 392) gives the console the rule.
  expect(await importBack('moodle', bytes)).toEqual([
    ['fillInBlanks', 'allOrNothing'],
    ['matching', 'allOrNothing'],
    ['ordering', 'allOrNothing'],
    ['matching', 'partial'],
  ]);
}, 240_000);

test('GIFT and Common Cartridge list the rule they cannot carry', async () => {
  const gift = strFromU8(await download('gift'));
  expect(gift).toContain(
    "its points are given only when every pair is right (all or nothing), which GIFT's matching question cannot say",
  );
  const cc = strFromU8(unzipSync(await download('cc'))['export-notes.txt']!);
  for (const title of [
    'Fill in where glycolysis happens.',
    'Match every stage with where it happens.',
    'Put the stages in order.',
  ])
    expect(cc).toContain(
      `"${title}": its points are given only when every part is right (all or nothing): the person scoring`,
    );
  expect(cc).not.toContain('"Match each stage: each pair counts.": its points are given only');
}, 240_000);

test('the SCORM 1.2 player gives an all-or-nothing question every point or none', async () => {
  const files = unzipSync(await download('scorm'));
  const { dom, fieldset, sets, refused } = play(files);
  const pick = (select: HTMLSelectElement, text: string) => {
    select.value = [...select.options].find((o) => o.text === text)!.value;
  };
  // Blanks: the typed one right, the dropdown wrong.
  fieldset(0).querySelector<HTMLInputElement>('input')!.value = 'Cytoplasm';
  pick(fieldset(0).querySelector('select')!, 'glucose');
  // Both matching questions: two of three pairs right.
  for (const n of [1, 3]) {
    const selects = fieldset(n).querySelectorAll('select');
    pick(selects[0]!, 'Cytoplasm');
    pick(selects[1]!, 'Mitochondrial matrix');
    pick(selects[2]!, 'Nucleus');
  }
  // Ordering: moved up until right.
  const right = ORDERING.items.map((item) => item.text);
  const shown = () => [...fieldset(2).querySelectorAll('li')].map((li) => li.firstChild!.textContent!.trim());
  for (let pass = 0; pass < right.length; pass++)
    for (let i = 1; i < right.length; i++) {
      const items = shown();
      if (right.indexOf(items[i]!) < right.indexOf(items[i - 1]!))
        fieldset(2).querySelectorAll('li')[i]!.querySelector<HTMLButtonElement>('button')!.click();
    }
  expect(shown()).toEqual(right);
  dom.window.document.getElementById('submit')!.click();

  expect(refused).toEqual([]);
  expect([0, 1, 2, 3].map((n) => sets[`cmi.interactions.${n}.result`])).toEqual([
    'wrong',
    'wrong',
    'correct',
    '0.6667',
  ]);
  // 3 (the order) + 2 (two thirds of the partial matching's 3) of 9 points.
  expect(sets['cmi.core.score.raw']).toBe('56');
  dom.window.close();
}, 240_000);
