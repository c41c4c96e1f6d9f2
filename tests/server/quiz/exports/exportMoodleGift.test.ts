/**
 * Moodle XML and GIFT exports (ADR 155): the files Moodle's question bank imports, named per quiz, with texts
 * escaped, never cut. The Moodle XML is checked for the structure Moodle's importer reads; the GIFT text is read by a
 * small parser written here, apart from the exporter.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { seedContent } from '../../../../server/seed/content';
import { createEveryFeatureQuiz, OPTIONS, QUIZ_TITLE } from '../everyFeatureQuiz';
import { quizPayload } from '../../../support/quizFixtures';
import { bearer, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;
let token: string;
let quizId: number;
let articles: number[];

const PLAYER = 'https://player.example.com/embed';

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createEveryFeatureQuiz(t, token);
  const quiz = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}`,
    headers: bearer(token),
  });
  const content = quiz.json().content as {
    activities: { items: { type: number; article: { id: number } | null }[] }[];
  };
  articles = content.activities.flatMap((a) =>
    a.items.flatMap((i) => (i.type === 1 && i.article ? [i.article.id] : [])),
  );
});
afterAll(() => t.close());

async function download(format: 'moodle' | 'gift', as = token) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}?videoLink=${encodeURIComponent(PLAYER)}`,
    headers: bearer(as),
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

const decodeHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('Moodle XML', () => {
  interface MoodleQuestion {
    '@_type': string;
    category?: { text: string };
    name?: { text: string };
    questiontext?: { '@_format': string; text: string };
    single?: string;
    answer?: { '@_fraction': string; '@_format': string; text: string }[];
  }

  test('is named {title}-moodle.xml and is well-formed XML of questions Moodle imports', async () => {
    const { status, headers, text } = await download('moodle');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('xml');
    expect(headers['content-disposition']).toContain(`-moodle.xml"`);
    expect(headers['content-disposition']).toContain(encodeURIComponent('Ions & isotopes quiz'));
    expect(XMLValidator.validate(text)).toBe(true);

    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      isArray: (name) => name === 'question' || name === 'answer',
    });
    const questions = (parser.parse(text) as { quiz: { question: MoodleQuestion[] } }).quiz.question;
    const categories = questions.filter((q) => q['@_type'] === 'category').map((q) => q.category!.text);
    expect(categories).toEqual([
      `$course$/top/${QUIZ_TITLE}/Cells & <membranes> "one"`,
      `$course$/top/${QUIZ_TITLE}/Pictures`,
      `$course$/top/${QUIZ_TITLE}/Ions`,
    ]);

    const choices = questions.filter((q) => q['@_type'] === 'multichoice');
    expect(choices).toHaveLength(4);
    const [ions, organelles] = choices;
    expect(ions!.name!.text).toBe('Ions & <isotopes> — which one is an ion? 🧪');
    expect(ions!.questiontext).toEqual({
      '@_format': 'html',
      text: '<p>Ions &amp; &lt;isotopes&gt; — which one is an ion? 🧪</p>',
    });
    expect(ions!.single).toBe('true');
    expect(ions!.answer!.map((a) => decodeHtml(a.text))).toEqual(OPTIONS);
    expect(ions!.answer!.map((a) => a['@_fraction'])).toEqual(['0', '100', '0', '0']);

    expect(organelles!.single).toBe('false');
    const fractions = organelles!.answer!.map((a) => Number(a['@_fraction']));
    expect(fractions).toEqual([50, -100, 50]);
    expect(fractions.filter((f) => f > 0).reduce((sum, f) => sum + f, 0)).toBe(100);
    expect(organelles!.answer!.map((a) => decodeHtml(a.text))).toEqual([
      'Mitochondrion',
      'Cell <wall>',
      'Ribosome',
    ]);

    const descriptions = questions.filter((q) => q['@_type'] === 'description');
    expect(descriptions.map((d) => d.name!.text)).toEqual([
      'Intro: "cells" & <walls> 🎬',
      'Second video',
      "Ions' <charges>",
    ]);
    descriptions.forEach((d, index) =>
      expect(d.questiontext!.text).toContain(`<a href="${PLAYER}/${articles[index]}" target="_blank">`),
    );
  });
});

describe('GIFT', () => {
  /** Splits `text` at unescaped `stop` characters; a backslash escapes the next character. */
  function scan(text: string, stops: string): { parts: string[]; seps: string[] } {
    const parts: string[] = [];
    const seps: string[] = [];
    let current = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (c === '\\' && i + 1 < text.length) {
        const next = text[++i]!;
        current += next === 'n' ? '\n' : next;
      } else if (stops.includes(c)) {
        seps.push(c);
        parts.push(current);
        current = '';
      } else current += c;
    }
    parts.push(current);
    return { parts, seps };
  }

  interface GiftQuestion {
    name: string;
    text: string;
    answers: { right: boolean; weight: number | null; text: string }[] | null;
  }

  /** A GIFT reader for what Moodle's format allows here: `::name::[html]text {answers}` or a description. */
  function parseGift(source: string): {
    categories: string[];
    comments: string[];
    questions: GiftQuestion[];
  } {
    const categories: string[] = [];
    const comments: string[] = [];
    const questions: GiftQuestion[] = [];
    for (const block of source.split(/\n\s*\n/)) {
      const lines = block.split('\n').filter((line) => {
        if (line.startsWith('//')) comments.push(line.slice(2).trim());
        return !line.startsWith('//') && line.trim() !== '';
      });
      if (lines.length === 0) continue;
      const body = lines.join('\n');
      if (body.startsWith('$CATEGORY:')) {
        categories.push(body.slice('$CATEGORY:'.length).trim());
        continue;
      }
      const head = /^::((?:\\.|[^:\\])*)::/.exec(body)!;
      const rest = body.slice(head[0].length);
      const braces = scan(rest, '{}');
      const name = scan(head[1]!, '').parts[0]!;
      const text = braces.parts[0]!.replace(/^\[html\]/, '').trim();
      if (braces.seps.length === 0) {
        questions.push({ name, text, answers: null });
        continue;
      }
      expect(braces.seps).toEqual(['{', '}']);
      const marks = scan(braces.parts[1]!, '=~');
      const answers = marks.parts.slice(1).map((part, index) => {
        const weight = /^%(-?[\d.]+)%/.exec(part);
        return {
          right: marks.seps[index] === '=',
          weight: weight ? Number(weight[1]) : null,
          text: decodeHtml((weight ? part.slice(weight[0].length) : part).trim()),
        };
      });
      questions.push({ name, text, answers });
    }
    return { categories, comments, questions };
  }

  test('is named {title}-gift.txt and reads back as the quiz, special characters escaped', async () => {
    const { status, headers, text } = await download('gift');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/plain');
    expect(headers['content-disposition']).toContain(`-gift.txt"`);
    // The quiz's characters that GIFT reserves are escaped wherever they appear in a question.
    expect(text).toContain('::Intro\\: "cells" & <walls> 🎬::');

    const gift = parseGift(text);
    expect(gift.categories).toEqual([
      `$course$/top/${QUIZ_TITLE}/Cells & <membranes> "one"`,
      `$course$/top/${QUIZ_TITLE}/Pictures`,
      `$course$/top/${QUIZ_TITLE}/Ions`,
    ]);
    const choices = gift.questions.filter((q) => q.answers !== null);
    expect(choices.map((q) => q.name)).toEqual([
      'Ions & <isotopes> — which one is an ion? 🧪',
      'Which are organelles?',
      'What does the picture show?',
      'Charge of Na+?',
    ]);
    const [ions, organelles] = choices;
    expect(ions!.text).toBe('<p>Ions &amp; &lt;isotopes&gt; — which one is an ion? 🧪</p>');
    expect(ions!.answers).toEqual(
      OPTIONS.map((option, i) => ({ right: i === 1, weight: null, text: option })),
    );
    expect(organelles!.answers!.map((a) => [a.text, a.weight])).toEqual([
      ['Mitochondrion', 50],
      ['Cell <wall>', -100],
      ['Ribosome', 50],
    ]);

    const descriptions = gift.questions.filter((q) => q.answers === null);
    expect(descriptions.map((d) => d.name)).toEqual([
      'Intro: "cells" & <walls> 🎬',
      'Second video',
      "Ions' <charges>",
    ]);
    descriptions.forEach((d, index) => expect(d.text).toContain(`href="${PLAYER}/${articles[index]}"`));
    expect(gift.comments.filter((c) => c.startsWith('Video:'))).toEqual(
      articles.map((id) => `Video: catalog article ${id} ${PLAYER}/${id}`),
    );
  });

  test('a picture is an image linked at its address on this site, with its description, and a note says so (ADR 402)', async () => {
    const { text } = await download('gift');
    const picture = parseGift(text).questions.find((q) => q.name === 'What does the picture show?')!;
    // The site's address: PUBLIC_URL, else the one the caller reached it by (here the test's injected requests').
    const stored =
      /<img src="http:\/\/localhost(?::\d+)?(\/media\/[^"]+)" alt="A cell &amp; its parts">/.exec(
        picture.text,
      );
    expect(stored, picture.text).not.toBeNull();
    // The address serves the picture: what Moodle shows is the file itself.
    const served = await t.app.inject({ method: 'GET', url: stored![1]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(parseGift(text).comments).toContain(
      "its picture is a link to this site: a GIFT file holds no pictures, so Moodle shows it from this site's address.",
    );
    // The other questions have no picture, and no such note.
    expect(text.match(/<img /g)).toHaveLength(1);
  });

  test('a picture on another site keeps its own address, and nothing is noted as lost', async () => {
    const remote = 'https://pictures.example.org/cell.png';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quiz/template/create',
      headers: bearer(token),
      payload: quizPayload('Remote picture', [
        {
          title: 'Cells',
          items: [
            {
              title: `<p>Which cell is this?</p><p><img src="${remote}" alt="A remote cell"></p>`,
              options: ['Plant', 'Animal'],
            },
          ],
        },
      ]),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { content: { id: number } }).content.id;
    const text = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/quiz/template/${id}/gift`,
        headers: bearer(token),
      })
    ).body;
    const question = parseGift(text).questions.find((q) => q.name === 'Which cell is this?')!;
    expect(question.text).toContain(`<img src="${remote}" alt="A remote cell">`);
    expect(text).not.toContain('a GIFT file holds no pictures');
  });

  test('follows the export access rules: a template is not a customer service user’s to download', async () => {
    const cs = (await t.signIn('cs@demo.test')).accessToken;
    expect((await download('gift', cs)).status).toBe(404);
    expect((await download('moodle', cs)).status).toBe(404);
  });
});
