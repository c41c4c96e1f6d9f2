/**
 * H5P Interactive Video import (ADR 349). The packages are written here after the format of H5P's own
 * (h5p/h5p-interactive-video's semantics.json and packages published with it): `h5p.json` naming the main library,
 * `content/content.json` with `interactiveVideo.video.files`, `assets.interactions[]` (`duration.from/to` in
 * seconds, `pause`, `adaptivity.wrong.seekTo`, `adaptivity.requireCompletion`, `action.library` and `action.params`),
 * `assets.bookmarks[]`, `summary.task` and `override.preventSkippingMode`.
 */
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { bearer, createTestApp, type TestApp } from '../../testApp';
import { expectReportAddsUp, uploadFile } from './importUpload';

type Json = Record<string, unknown>;

const interaction = (from: number, library: string, params: Json, extra: Json = {}): Json => ({
  x: 10,
  y: 10,
  width: 10,
  height: 10,
  duration: { from, to: from + 10 },
  libraryTitle: library,
  action: { library, params, subContentId: `id-${from}`, metadata: { contentType: library, title: '' } },
  pause: false,
  displayType: 'poster',
  buttonOnMobile: false,
  label: '',
  adaptivity: {
    correct: { allowOptOut: false, message: '' },
    wrong: { allowOptOut: false, message: '' },
    requireCompletion: false,
  },
  ...extra,
});

const H5P_JSON = {
  title: 'Cells on camera',
  language: 'en',
  mainLibrary: 'H5P.InteractiveVideo',
  embedTypes: ['iframe'],
  license: 'U',
  preloadedDependencies: [{ machineName: 'H5P.InteractiveVideo', majorVersion: '1', minorVersion: '27' }],
};

interface ContentOptions {
  readonly bookmarks?: Json[];
  readonly summaries?: Json[];
  readonly preventSkippingMode?: string;
}

function content(interactions: Json[], options: ContentOptions = {}): Json {
  return {
    interactiveVideo: {
      video: {
        startScreenOptions: { title: 'Inside the cell', hideStartTitle: false },
        textTracks: { videoTrack: [] },
        files: [{ path: 'videos/files-5f3c.mp4', mime: 'video/mp4', copyright: { license: 'U' } }],
      },
      assets: { interactions, bookmarks: options.bookmarks ?? [], endscreens: [] },
      summary: {
        task: {
          library: 'H5P.Summary 1.10',
          params: { intro: '<p>Choose the correct statement.</p>', summaries: options.summaries ?? [] },
        },
        displayAt: 3,
      },
    },
    override: {
      autoplay: false,
      loop: false,
      showBookmarksmenuOnLoad: false,
      showRewind10: false,
      preventSkippingMode: options.preventSkippingMode ?? 'none',
      deactivateSound: false,
    },
  };
}

const h5p = (json: Json, contentJson: Json, extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    'h5p.json': strToU8(JSON.stringify(json)),
    'content/content.json': strToU8(JSON.stringify(contentJson)),
    'content/videos/files-5f3c.mp4': new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]),
    ...extra,
  });

/** Every interaction the console maps, out of moment order, with bookmarks, prevent skipping and a summary. */
const EVERY_INTERACTION = content(
  [
    interaction(70, 'H5P.MarkTheWords 1.11', {
      taskDescription: '<p>Click the organelles.</p>',
      textField: '<p>Cells have a *nucleus* and *mitochondria*.</p>',
    }),
    interaction(
      12.5,
      'H5P.MultiChoice 1.16',
      {
        question: '<p>Which organelle makes <strong>ATP</strong>?</p><script>alert(1)</script>',
        answers: [
          {
            text: '<div>Mitochondrion</div>',
            correct: true,
            tipsAndFeedback: { tip: '', chosenFeedback: '' },
          },
          { text: '<div>Ribosome</div>', correct: false, tipsAndFeedback: { tip: '' } },
        ],
        behaviour: { type: 'auto', singleAnswer: true },
      },
      {
        pause: true,
        adaptivity: {
          correct: { allowOptOut: false },
          wrong: { seekTo: 5, allowOptOut: false },
          requireCompletion: true,
        },
      },
    ),
    interaction(15, 'H5P.Text 1.1', { text: '<p>Look at the <em>membrane</em>.</p>' }),
    interaction(20, 'H5P.MultiChoice 1.16', {
      question: '<p>Which are in the membrane?</p>',
      answers: [
        { text: 'Lipids', correct: true },
        { text: 'Proteins', correct: true },
        { text: 'Starch', correct: false },
      ],
      behaviour: { type: 'auto' },
    }),
    interaction(
      30,
      'H5P.TrueFalse 1.8',
      { question: '<p>Bacteria have a nucleus.</p>', correct: 'false' },
      { pause: true },
    ),
    interaction(40, 'H5P.SingleChoiceSet 1.11', {
      choices: [
        { question: '<p>Powerhouse of the cell?</p>', answers: ['<p>Mitochondrion</p>', '<p>Golgi</p>'] },
        { question: '<p>Where is DNA kept?</p>', answers: ['<p>Nucleus</p>', '<p>Vacuole</p>'] },
      ],
    }),
    interaction(50, 'H5P.Blanks 1.14', {
      text: '<p>Fill in the colours.</p>',
      questions: ['<p>The sky is *blue* and grass is *green/verdant:a plant colour*.</p>'],
      behaviour: { caseSensitive: false },
    }),
    interaction(60, 'H5P.DragText 1.10', {
      taskDescription: '<p>Drag the numbers.</p>',
      textField: 'Water boils at *100* degrees and freezes at *0* degrees.',
      distractors: '*50*',
    }),
    interaction(80, 'H5P.FreeTextQuestion 1.0', { question: '<p>Describe a cell.</p>' }),
    interaction(85, 'H5P.Essay 1.5', {
      taskDescription: '<p>Explain osmosis.</p>',
      keywords: [{ keyword: 'water' }, { keyword: 'membrane' }],
      solution: { sample: '<p>Water crosses a membrane.</p>' },
    }),
  ],
  {
    bookmarks: [
      { time: 0, label: 'Intro' },
      { time: 45.25, label: '<p>Water</p>' },
    ],
    summaries: [{ summary: ['<p>Cells divide.</p>', '<p>Cells never divide.</p>'], tip: '' }],
    preventSkippingMode: 'forward',
  },
);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

interface StoredItem {
  type: number;
  title: string;
  article: unknown;
  isMultiple: boolean;
  textOptions: { id: number; text: string }[];
  rightAnswer: number[];
  questionType?: string;
  definition?: Json;
  moment?: Json;
  video?: Json;
}

async function storedItems(quizId: number): Promise<StoredItem[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const quiz = response.json().content as { activities: { title: string; items: StoredItem[] }[] };
  expect(quiz.activities).toHaveLength(1);
  return quiz.activities[0]!.items;
}

const rightTexts = (item: StoredItem) =>
  item.textOptions.filter((option) => item.rightAnswer.includes(option.id)).map((option) => option.text);

const quizCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('every interaction H5P and the console share comes in at its moment, as its nearest type, with its right answers', async () => {
  const result = await uploadFile(t, token, 'cells.h5p', h5p(H5P_JSON, EVERY_INTERACTION));
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.created).toMatchObject([{ title: 'Cells on camera', questions: 11 }]);
  // The video, the text note and ten interactions (the choice set's two questions on one line), and the summary.
  expectReportAddsUp(result.content.report, 12);
  const [
    video,
    atp,
    membrane,
    bacteria,
    powerhouse,
    dna,
    colours,
    numbers,
    organelles,
    describe,
    osmosis,
    summary,
  ] = await storedItems(result.content.created[0]!.id);

  // The video item has no catalog article until the author picks one; it keeps the video's settings.
  expect(video).toMatchObject({ type: 1, title: 'Inside the cell', article: null });
  expect(video!.video).toEqual({
    preventSkipping: true,
    chapters: [
      { at: 0, title: 'Intro' },
      { at: 45.3, title: 'Water' },
    ],
    notes: [{ at: 15, text: '<p>Look at the <em>membrane</em>.</p>' }],
  });
  // In the order of their moments; pause, must answer and going back on a wrong answer as H5P set them.
  expect(atp).toMatchObject({
    isMultiple: false,
    moment: { at: 12.5, pause: true, mustAnswer: true, jumpBackTo: 5 },
  });
  expect(atp!.title).toBe('<p>Which organelle makes <strong>ATP</strong>?</p>');
  expect(rightTexts(atp!)).toEqual(['Mitochondrion']);
  expect(membrane).toMatchObject({ isMultiple: true, moment: { at: 20, pause: false, mustAnswer: false } });
  expect(rightTexts(membrane!)).toEqual(['Lipids', 'Proteins']);
  expect(bacteria).toMatchObject({
    questionType: 'trueFalse',
    definition: { answer: false },
    moment: { at: 30, pause: true },
  });
  expect([powerhouse, dna].map((q) => [q!.title, rightTexts(q!), q!.moment!.at])).toEqual([
    ['Powerhouse of the cell?', ['Mitochondrion'], 40],
    ['Where is DNA kept?', ['Nucleus'], 40],
  ]);
  expect(colours).toMatchObject({
    title: 'Fill in the colours.',
    questionType: 'fillInBlanks',
    definition: {
      text: 'The sky is [[1]] and grass is [[2]].',
      gaps: [
        { kind: 'typed', answers: [{ text: 'blue' }], caseSensitive: false },
        { kind: 'typed', answers: [{ text: 'green' }, { text: 'verdant' }], caseSensitive: false },
      ],
    },
    moment: { at: 50 },
  });
  const dropdowns = numbers!.definition!.gaps as { options: { id: string; text: string }[]; right: string }[];
  expect(numbers).toMatchObject({ questionType: 'fillInBlanks', moment: { at: 60 } });
  expect(
    dropdowns.map((gap) => [
      gap.options.find((o) => o.id === gap.right)!.text,
      gap.options.map((o) => o.text).sort(),
    ]),
  ).toEqual([
    ['100', ['0', '100', '50']],
    ['0', ['0', '100', '50']],
  ]);
  expect(organelles).toMatchObject({ questionType: 'hotText', moment: { at: 70 } });
  expect(organelles!.definition!.passage).toBe('[Cells] [have] [a] [nucleus] [and] [mitochondria].');
  expect(
    (organelles!.definition!.spans as { text: string; right: boolean }[])
      .filter((s) => s.right)
      .map((s) => s.text),
  ).toEqual(['nucleus', 'mitochondria']);
  expect([describe, osmosis].map((q) => [q!.questionType, q!.moment!.at])).toEqual([
    ['essay', 80],
    ['essay', 85],
  ]);
  expect(osmosis!.definition).toMatchObject({
    graderInfo: 'Keywords: water, membrane\nSample answer: Water crosses a membrane.',
  });
  // The summary H5P shows at the end is asked after the video.
  expect(summary).toMatchObject({ title: 'Choose the correct statement.' });
  expect(summary!.moment).toBeUndefined();
  expect(rightTexts(summary!)).toEqual(['Cells divide.']);

  const lines = result.content.report.lines;
  expect(lines[0]).toMatchObject({ item: 'Inside the cell', type: 'video', status: 'changed' });
  expect(lines[0]!.notes[0]).toMatch(/content\/videos\/files-5f3c\.mp4\) is not an article of this catalog/);
  expect(lines[1]).toMatchObject({
    item: 'H5P.Text',
    status: 'changed',
    notes: ['Shown over the video at 0:15 as a note.'],
  });
  // HTML is sanitised before it is read: a script never reaches the question or its name.
  expect(JSON.stringify(lines)).not.toMatch(/alert|script/);
});

test('interactions the console cannot ask are reported one a line with why, and nothing else is lost', async () => {
  const before = await quizCount();
  const result = await uploadFile(
    t,
    token,
    'mixed.h5p',
    h5p(
      H5P_JSON,
      content([
        interaction(5, 'H5P.Image 1.1', { file: { path: 'images/cell.png' }, alt: 'A cell' }),
        interaction(8, 'H5P.DragQuestion 1.14', { question: { task: { elements: [] } } }),
        interaction(9, 'H5P.Hologram 2.0', {}),
        interaction(10, 'H5P.MultiChoice 1.16', {
          question: '<p>Which organelle makes ATP?</p>',
          answers: [
            { text: 'Mitochondrion', correct: true },
            { text: 'Ribosome', correct: false },
          ],
        }),
        interaction(11, 'H5P.Blanks 1.14', {
          text: '<p>No gaps.</p>',
          questions: ['<p>Nothing to fill.</p>'],
        }),
      ]),
    ),
  );
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expectReportAddsUp(result.content.report, 6);
  expect(result.content.report.lines.filter((line) => line.status === 'skipped')).toEqual([
    {
      quiz: 'Cells on camera',
      item: 'H5P.Image',
      type: 'H5P.Image',
      status: 'skipped',
      notes: ['H5P.Image has no question: it shows something and asks nothing.'],
    },
    {
      quiz: 'Cells on camera',
      item: 'H5P.DragQuestion',
      type: 'H5P.DragQuestion',
      status: 'skipped',
      notes: ['H5P.DragQuestion has no question type in the console that matches it.'],
    },
    {
      quiz: 'Cells on camera',
      item: 'H5P.Hologram',
      type: 'H5P.Hologram',
      status: 'skipped',
      notes: ['H5P.Hologram is not an H5P content type the console knows.'],
    },
    {
      quiz: 'Cells on camera',
      item: 'H5P.Blanks',
      type: 'H5P.Blanks',
      status: 'skipped',
      notes: ['The text has no starred answers.'],
    },
  ]);
  expect(await quizCount()).toBe(before + 1);
  const items = await storedItems(result.content.created[0]!.id);
  expect(items.map((item) => [item.type, item.moment?.at])).toEqual([
    [1, undefined],
    [2, 10],
  ]);
});

test('a zip with h5p.json at its root is read as H5P whatever its name', async () => {
  const result = await uploadFile(
    t,
    token,
    'cells.zip',
    h5p(
      H5P_JSON,
      content([interaction(3, 'H5P.TrueFalse 1.8', { question: 'Cells divide.', correct: 'true' })]),
    ),
  );
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  const [, question] = await storedItems(result.content.created[0]!.id);
  expect(question).toMatchObject({
    questionType: 'trueFalse',
    definition: { answer: true },
    moment: { at: 3 },
  });
});

function bomb(): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  const json = new ZipDeflate('h5p.json');
  zip.add(json);
  json.push(strToU8(JSON.stringify(H5P_JSON)), true);
  const entry = new ZipDeflate('content/videos/big.mp4', { level: 1 });
  zip.add(entry);
  const zeros = new Uint8Array(1024 * 1024);
  for (let i = 0; i < 120; i++) entry.push(zeros, false);
  entry.push(zeros, true);
  zip.end();
  return new Uint8Array(Buffer.concat(chunks));
}

const video = content([interaction(3, 'H5P.TrueFalse 1.8', { question: 'Cells divide.', correct: 'true' })]);
const BROKEN: [string, () => Uint8Array, RegExp][] = [
  [
    'no h5p.json',
    () => zipSync({ 'content/content.json': strToU8(JSON.stringify(video)) }),
    /The \.h5p package has no h5p\.json at its root\./,
  ],
  [
    'another content type',
    () => h5p({ ...H5P_JSON, mainLibrary: 'H5P.CoursePresentation' }, video),
    /is H5P\.CoursePresentation, not an Interactive Video/,
  ],
  [
    'content.json that is not JSON',
    () =>
      zipSync({
        'h5p.json': strToU8(JSON.stringify(H5P_JSON)),
        'content/content.json': strToU8('{"interactiveVideo": '),
      }),
    /content\/content\.json is not valid JSON/,
  ],
  [
    'no content.json',
    () => zipSync({ 'h5p.json': strToU8(JSON.stringify(H5P_JSON)) }),
    /has no content\/content\.json/,
  ],
  [
    'a path leaving the package',
    () => h5p(H5P_JSON, video, { '../../evil.sh': strToU8('x') }),
    /outside the package/,
  ],
  ['a zip bomb', bomb, /unpacks to more than 100 MB/],
];

test.each(BROKEN)(
  'a package with %s is refused with a clear 400 and nothing is stored',
  async (_case, bytes, message) => {
    const before = await quizCount();
    const result = await uploadFile(t, token, 'broken.h5p', bytes());
    expect(result.status).toBe(400);
    expect(result.content.message).toMatch(message);
    expect(await quizCount()).toBe(before);
  },
);
