/**
 * Round trip (ADR 155): a quiz with every feature, exported as QTI 2.1 and as a Common Cartridge, imports back into
 * the console with the same activities, questions, options, right answers, videos, time limit and graded flag; and
 * text with `<`, `>`, `&`, quotes and emoji is escaped in every package, never cut.
 */
import { strFromU8, unzipSync } from 'fflate';
import { imagesInHtml } from '../../../../server/exports/questionImages';
import { plainText } from '../../../../server/exports/xml';
import { seedContent } from '../../../../server/seed/content';
import { createEveryFeatureQuiz, OPTIONS, postFile, QUIZ_TITLE } from '../everyFeatureQuiz';
import { validatePackage } from './packageValidator';
import type { PayloadItem } from '../../../../src/domain/quiz/quizPayload';
import { quizPayload } from '../../../support/quizFixtures';
import { bearer, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;
let token: string;
let quizId: number;

interface StoredQuiz {
  title: string;
  duration: number | null;
  isGraded: boolean;
  activities: {
    title: string;
    items: {
      type: number;
      title: string;
      article: number | null;
      isMultiple: boolean;
      rightAnswer: number[];
      textOptions: { id: number; text: string }[];
    }[];
  }[];
}

const post = (url: string, name: string, bytes: Uint8Array) => postFile(t, token, url, name, bytes);

async function download(format: 'qti' | 'cc' | 'scorm') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
}

async function storedQuiz(id: number): Promise<StoredQuiz> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().content as StoredQuiz;
}

/** What a quiz means, whatever ids and HTML wrapping it was stored with. */
function meaning(quiz: StoredQuiz) {
  return {
    title: quiz.title,
    duration: quiz.duration,
    isGraded: quiz.isGraded,
    activities: quiz.activities.map((activity) => ({
      title: activity.title,
      items: activity.items.map((item) =>
        item.type === 1
          ? { video: item.article, title: item.title }
          : {
              question: plainText(item.title),
              images: imagesInHtml(item.title).map((image) => image.alt),
              isMultiple: item.isMultiple,
              options: item.textOptions.map((o) => o.text),
              right: item.textOptions.filter((o) => item.rightAnswer.includes(o.id)).map((o) => o.text),
            },
      ),
    })),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createEveryFeatureQuiz(t, token);
});
afterAll(() => t.close());

describe('text is escaped in every package, never cut', () => {
  test('QTI 2.1 items, the Common Cartridge and the SCORM player keep every character', async () => {
    const qti = unzipSync(await download('qti'));
    const items = Object.keys(qti)
      .filter((path) => path.startsWith('items/'))
      .map((path) => strFromU8(qti[path]!))
      .join('\n');
    expect(items).toContain('>x&lt;y&gt;z</simpleChoice>');
    expect(items).toContain('>&lt;none&gt;</simpleChoice>');
    expect(items).toContain('Ions &amp; &lt;isotopes&gt;');
    expect(strFromU8(qti['assessmentTest.xml']!)).toContain(
      'title="Ions &amp; &lt;isotopes&gt; &quot;quiz&quot; 🧬"',
    );

    const cc = unzipSync(await download('cc'));
    const assessment = strFromU8(cc[`quiz-${quizId}/assessment_qti.xml`]!);
    expect(assessment).toContain('<mattext texttype="text/plain">x&lt;y&gt;z</mattext>');
    expect(assessment).toContain('<mattext texttype="text/plain">&lt;none&gt;</mattext>');
    expect(assessment).toContain('title="Ions &amp; &lt;isotopes&gt; &quot;quiz&quot; 🧬"');

    const scorm = unzipSync(await download('scorm'));
    const html = strFromU8(scorm['index.html']!);
    const data = JSON.parse(/<script type="application\/json" id="quiz-data">(.*)<\/script>/.exec(html)![1]!);
    expect(data.title).toBe(QUIZ_TITLE);
    expect(data.activities[0].title).toBe('Cells & <membranes> "one"');
    expect(data.activities[0].items[1].options.map((o: { text: string }) => o.text)).toEqual(OPTIONS);
    expect(data.activities[0].items[1].title).toBe('Ions & <isotopes> — which one is an ion? 🧪');
    expect(html).toContain('<title>Ions &amp; &lt;isotopes&gt; &quot;quiz&quot; 🧬</title>');
  });
});

describe('an exported package imports back into the console whole', () => {
  test.each([
    ['qti', 'qti21', 'Ions quiz-qti.zip'],
    ['cc', 'cc11', 'Ions quiz-cc-export.imscc'],
  ] as const)(
    'the %s package is valid and imports with the same activities, questions, answers, videos, time limit and graded flag',
    async (format, kind, uploadName) => {
      const bytes = await download(format);
      const validation = await validatePackage(bytes, kind);
      expect(validation.valid, validation.output).toBe(true);

      const response = await post('/api/admin/quiz/template/from_package/qti', uploadName, bytes);
      expect(response.statusCode, response.body).toBe(200);
      const content = response.json().content as {
        created: { id: number }[];
        report: { skipped: number; changed: number; lines: { status: string; item: string }[] };
      };
      expect(content.created).toHaveLength(1);
      expect(content.report.lines.filter((line) => line.status !== 'imported')).toEqual([]);

      const original = meaning(await storedQuiz(quizId));
      const imported = meaning(await storedQuiz(content.created[0]!.id));
      expect(imported).toEqual(original);
      // The sanity of the comparison itself: the quiz has every feature.
      expect(original.duration).toBe(25);
      expect(original.isGraded).toBe(true);
      expect(original.activities).toHaveLength(3);
      expect(original.activities.flatMap((a) => a.items).filter((i) => 'video' in i)).toHaveLength(3);
    },
    240_000,
  );

  test('the SCORM package holds a player and no QTI document, so it has nothing to import', async () => {
    const files = unzipSync(await download('scorm'));
    const documents = Object.keys(files).filter(
      (path) => path.endsWith('.xml') && path !== 'imsmanifest.xml',
    );
    expect(documents).toEqual([]);
    const response = await post(
      '/api/admin/quiz/template/from_package/qti',
      'Ions-scorm-export.zip',
      await download('scorm'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().content.message).toBe(
      'The package holds no QTI 1.2 or QTI 2.1 assessment or item.',
    );
  });
});

describe('questions at moments of a video travel through QTI 2.1 and are named in the notes (ADR 343)', () => {
  const MOMENT = { at: 12.5, pause: true, mustAnswer: true, jumpBackTo: 4 };
  const SETTINGS = {
    preventSkipping: true,
    requireWatched: 80,
    speeds: [1, 1.5] as (1 | 1.5)[],
    chapters: [{ at: 0, title: 'Start & <end>' }],
    notes: [{ at: 3, text: 'Look at the membrane' }],
  };
  let interactiveId: number;

  const question = (title: string, moment?: PayloadItem['moment']): PayloadItem => ({
    article: null,
    sortIndex: 0,
    title,
    type: 2,
    isMultiple: false,
    rightAnswer: ['b'],
    image: null,
    textOptions: [
      { id: 'a', text: 'Nucleus' },
      { id: 'b', text: 'Mitochondrion' },
    ],
    ...(moment ? { moment } : {}),
  });

  async function interactiveDownload(format: 'qti' | 'cc') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/template/${interactiveId}/${format}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return new Uint8Array(response.rawPayload);
  }

  beforeAll(async () => {
    const article = await t.db
      .selectFrom('article_videos')
      .select('article_id')
      .orderBy('article_id')
      .executeTakeFirstOrThrow();
    const payload = quizPayload('Interactive cells', [
      {
        title: 'Energy',
        items: [
          {
            article: article.article_id,
            sortIndex: 0,
            title: 'The clip',
            type: 1,
            isMultiple: false,
            rightAnswer: [],
            image: null,
            textOptions: [],
            video: SETTINGS,
          },
          question('<p>Which organelle makes ATP?</p>', MOMENT),
          question('<p>Asked at the end?</p>', { at: 30, pause: false, mustAnswer: false }),
          question('<p>Asked beside the video</p>'),
        ],
      },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quiz/template/create',
      headers: bearer(token),
      payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    interactiveId = (created.json() as { content: { id: number } }).content.id;
  });

  interface InteractiveItem {
    type: number;
    title: string;
    moment?: unknown;
    video?: unknown;
  }
  const interactive = async (id: number) =>
    (await storedQuiz(id)).activities.map((activity) =>
      (activity.items as InteractiveItem[]).map((item) => ({
        title: plainText(item.title),
        moment: item.moment,
        video: item.video,
      })),
    );

  test('the QTI 2.1 package stays valid, keeps each moment and the video settings in its metadata, and imports back with them', async () => {
    const bytes = await interactiveDownload('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const manifest = strFromU8(unzipSync(bytes)['imsmanifest.xml']!);
    expect(manifest).toMatch(
      /<iv:videoMoment xmlns:iv="[^"]+" video="video-\d+" at="12.5" pause="true" mustAnswer="true" jumpBackTo="4"/,
    );
    expect(manifest).toContain('preventSkipping="true" requireWatched="80" speeds="1 1.5"');

    const response = await post('/api/admin/quiz/template/from_package/qti', 'Interactive-qti.zip', bytes);
    expect(response.statusCode, response.body).toBe(200);
    const created = (response.json().content as { created: { id: number }[] }).created;
    expect(created).toHaveLength(1);
    const original = await interactive(interactiveId);
    expect(await interactive(created[0]!.id)).toEqual(original);
    // The sanity of the comparison: the quiz has a moment of each kind and the settings.
    expect(original[0]![1]!.moment).toEqual(MOMENT);
    expect(original[0]![0]!.video).toMatchObject({ preventSkipping: true, requireWatched: 80 });
    expect(original[0]![3]!.moment).toBeUndefined();
  });

  test('the QTI notes say what a QTI player cannot do: pause, hold until answered, go back, prevent skipping, require a share', async () => {
    const notes = strFromU8(unzipSync(await interactiveDownload('qti'))['export-notes.txt']!);
    expect(notes).toContain(
      '- "Which organelle makes ATP?": it is asked at 0:12.5 of the video: the moment is kept in the package’s metadata, but a QTI player asks the question beside the video; the video does not pause there; it does not hold the video until the question is answered; a wrong answer does not send the student back to 0:04.',
    );
    expect(notes).toContain(
      '- "Asked at the end?": it is asked at 0:30 of the video: the moment is kept in the package’s metadata, but a QTI player asks the question beside the video.',
    );
    expect(notes).toContain(
      '- The video "The clip": its settings are kept in the package’s metadata, but a QTI player does not follow them; skipping ahead of what was watched is not prevented; watching 80 % of it is not required before submitting; the speeds are not limited to 1×, 1.5×; its chapter is not offered to jump to; its note is not shown over the video.',
    );
    expect(notes).not.toContain('Asked beside the video');
  });

  test('the Common Cartridge stays valid and its notes say it has no place for a moment or the settings', async () => {
    const bytes = await interactiveDownload('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const notes = strFromU8(unzipSync(bytes)['export-notes.txt']!);
    expect(notes).toContain(
      'it is asked at 0:12.5 of the video: the format has no place for a moment, so the question is asked beside the video; the video does not pause there',
    );
    expect(notes).toContain('- The video "The clip": the format has no place for its settings;');
  });
});
