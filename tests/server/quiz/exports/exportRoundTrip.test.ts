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
