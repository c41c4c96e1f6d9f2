/**
 * Our own formats round-trip exactly (issue 69): a quiz holding every question type, exported as QTI 2.1 or Moodle XML
 * and imported again, reads back through the editor's own GET route with every field the editor shows as it went
 * out — ids aside (and what points at them, compared by position), pictures compared by their bytes.
 */
import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { seedContent } from '../../../../server/seed/content';
import { postFile } from '../everyFeatureQuiz';
import { validatePackage } from './packageValidator';
import { createEveryTypeQuiz, EVERY_TYPE_TITLE } from './everyTypeQuiz';
import { QUESTION_TYPE_NAMES } from '../../../../src/questionTypes/shared/domain/registry';
import { bearer, createTestApp, type TestApp } from '../../testApp';

/**
 * The types the quiz is made of: every registered one. A structure question (a type being added beside this test)
 * joins the quiz once its writers and readers land.
 */
const MADE_TYPES = QUESTION_TYPE_NAMES.filter((name) => (name as string) !== 'structure');

let t: TestApp;
let token: string;
let quizId: number;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface StoredItem {
  [key: string]: Json;
}
interface Stored {
  title: string;
  duration: number | null;
  isGraded: boolean;
  activities: { title: string; items: StoredItem[] }[];
}

async function download(format: 'qti' | 'moodle') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
}

async function stored(id: number): Promise<Stored> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().content as Stored;
}

const IMAGE = /\/media\/uploads\/quiz-images\/[A-Za-z0-9_-]+\.(?:png|jpg|gif|webp)/g;

/** Each stored picture's address, by the bytes of its file: two quizzes' copies of one picture read the same. */
async function pictureNames(text: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [address] of text.matchAll(IMAGE)) {
    const served = await t.app.inject({ method: 'GET', url: address });
    expect(served.statusCode, address).toBe(200);
    names.set(address, `picture ${createHash('sha256').update(served.rawPayload).digest('hex')}`);
  }
  return names;
}

/**
 * An item as the editor shows it: its ids left out, every value that names one of its ids replaced by where that id
 * is (`textOptions.2`, `definition.gaps.0.options.0`), pictures by their bytes.
 */
function shown(item: StoredItem, pictures: ReadonlyMap<string, string>): Json {
  const places = new Map<Json, string>();
  const collect = (value: Json, path: string) => {
    if (Array.isArray(value)) value.forEach((entry, i) => collect(entry, `${path}.${i}`));
    else if (value !== null && typeof value === 'object')
      for (const [key, entry] of Object.entries(value)) {
        if (key === 'id' && path !== '') places.set(entry, path.slice(1));
        else collect(entry, `${path}.${key}`);
      }
  };
  collect(item, '');
  const rewrite = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'id')
          .map(([key, entry]) => [key, rewrite(entry)]),
      );
    if (places.has(value)) return `→${places.get(value)}`;
    return typeof value === 'string'
      ? value.replace(IMAGE, (address) => pictures.get(address) ?? address)
      : value;
  };
  return rewrite(item);
}

async function shownQuiz(id: number) {
  const quiz = await stored(id);
  const pictures = await pictureNames(JSON.stringify(quiz));
  return {
    title: quiz.title,
    duration: quiz.duration,
    isGraded: quiz.isGraded,
    activities: quiz.activities.map((activity) => ({
      title: activity.title,
      items: activity.items.map((item) => shown(item, pictures)),
    })),
  };
}

async function importBack(name: string, bytes: Uint8Array, type: string) {
  const response = await postFile(t, token, '/api/admin/quiz/template/from_package/qti', name, bytes, type);
  expect(response.statusCode, response.body).toBe(200);
  const content = response.json().content as {
    created: { id: number }[];
    report: { lines: { status: string; item: string; notes?: string[] }[] };
  };
  expect(content.created).toHaveLength(1);
  return { id: content.created[0]!.id, report: content.report };
}

/** The questions of a shown quiz by the type each was made as, in the original's order (a type may come back as another). */
const byType = (quiz: Awaited<ReturnType<typeof shownQuiz>>, types: readonly string[]) =>
  new Map(quiz.activities[0]!.items.map((item, index) => [types[index]!, item] as const));

/** The type of each question of a shown quiz; a choice question may name none (SPEC's question). */
const typesOf = (quiz: Awaited<ReturnType<typeof shownQuiz>>) =>
  quiz.activities[0]!.items.map((item) => (item as { questionType?: string }).questionType ?? 'choice');

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createEveryTypeQuiz(t, token);
});
afterAll(() => t.close());

test('the quiz holds every question type with its fields set', async () => {
  const original = await shownQuiz(quizId);
  expect(original.title).toBe(EVERY_TYPE_TITLE);
  expect([...typesOf(original)].sort()).toEqual([...MADE_TYPES].sort());
});

test('the QTI 2.1 export of every type is a valid package', async () => {
  const validation = await validatePackage(await download('qti'), 'qti21');
  expect(validation.valid, validation.output).toBe(true);
}, 400_000);

test('a QTI 2.1 export imports back as the same quiz, field by field', async () => {
  const bytes = await download('qti');
  const { id } = await importBack('Isotopes-qti.zip', bytes, 'application/zip');
  const original = await shownQuiz(quizId);
  const types = typesOf(original);
  const before = byType(original, types);
  const imported = await shownQuiz(id);
  const after = byType(imported, types);
  for (const type of MADE_TYPES) expect.soft(after.get(type), type).toEqual(before.get(type));
  expect({ ...imported, activities: [] }).toEqual({ ...original, activities: [] });
  expect(imported.activities.map((a) => a.title)).toEqual(original.activities.map((a) => a.title));
}, 240_000);

/** The types Moodle has no question of: written as the closest, or left out, with a note saying so. */
const NOT_IN_MOODLE = ['hotspot', 'hotText'] as const;

test('a Moodle XML export imports back as the same quiz for every type Moodle has, and names the others', async () => {
  const bytes = await download('moodle');
  const xml = new TextDecoder().decode(bytes);
  // Each note is a comment in its question, which Moodle's import passes over.
  const noted = (note: string, name: string) =>
    new RegExp(`<question [^>]*>\\s*<!-- Moodle XML has no ${note}[^>]*-->\\s*<name>\\s*<text>${name}`);
  expect(xml).toMatch(noted('hotspot question', 'Mark the nucleus'));
  expect(xml).toMatch(noted('hot text question', 'Pick the isotopes'));

  const { id } = await importBack('Isotopes-moodle.xml', bytes, 'text/xml');
  const original = await shownQuiz(quizId);
  const types = typesOf(original);
  const before = byType(original, types);
  const after = byType(await shownQuiz(id), types);
  for (const type of MADE_TYPES.filter((name) => !(NOT_IN_MOODLE as readonly string[]).includes(name)))
    expect.soft(after.get(type), type).toEqual(before.get(type));
}, 240_000);

describe('what a format has no place for is taken back only while the question is as it was written', () => {
  const essayOf = async (id: number) =>
    (await stored(id)).activities[0]!.items.find((item) => item.questionType === 'essay')!;

  test('a QTI item edited in another tool is read from its QTI alone', async () => {
    const files = unzipSync(await download('qti'));
    const path = Object.keys(files).find(
      (name) => name.startsWith('items/') && strFromU8(files[name]!).includes('radiocarbon dating'),
    )!;
    files[path] = strToU8(strFromU8(files[path]!).replaceAll('radiocarbon dating', 'carbon dating'));
    const { id } = await importBack('Edited-qti.zip', zipSync(files), 'application/zip');
    const essay = await essayOf(id);
    expect(essay.title).toContain('Explain carbon dating');
    // QTI has no place for word limits: without the record they are not there.
    expect(essay.definition).not.toHaveProperty('maxWords');
    expect((await essayOf(quizId)).definition).toHaveProperty('maxWords', 300);
  }, 240_000);

  test('a Moodle question whose text was edited is read from its Moodle fields alone', async () => {
    // The question's text is edited; its name and the record stay as written.
    const xml = strFromU8(await download('moodle')).replace(
      /(<questiontext format="html">\s*<text>[^<]*?)mass of carbon-12/,
      '$1mass of C-12',
    );
    const { id } = await importBack('Edited-moodle.xml', strToU8(xml), 'text/xml');
    const numeric = (await stored(id)).activities[0]!.items.find((item) => item.questionType === 'numeric')!;
    expect(numeric.title).toContain('mass of C-12');
    // Moodle has no range: without the record, 41.5–42.5 reads as its middle within half its width (ADR 376).
    expect((numeric.definition as { answers: { match: Json }[] }).answers[0]!.match).toEqual({
      kind: 'tolerance',
      value: 42,
      tolerance: 0.5,
      relative: false,
    });
  }, 240_000);
});
