/**
 * Every route that takes a file checks it by its bytes (ADR 363): a text file named `.png` and sent as `image/png`
 * is refused with a 400 whose errors name `file`, and nothing is stored; a picture whose header states more pixels
 * than the bound is refused the same way on every picture route, while a real small picture is still taken.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_PATHS } from '../../src/api/methodsCollections/collectionsContract';
import { PUBLISH_PATHS } from '../../src/api/publish/publishContract';
import { QUIZ_EXTRA_ROUTES } from '../../src/api/quiz/quizzesContract';
import { SPONSOR_PATHS } from '../../src/api/sponsors/sponsorsContract';
import { TAKE_PATHS } from '../../src/api/take/takeContract';
import { PICTURE_MESSAGES } from '../../src/domain/shared/pictureSize';
import { seedClassDocuments } from '../../server/seed/documents';
import {
  byTitle,
  ITEM_BASE,
  questionTypeQuizzes,
} from '../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { collectionsApp, type CollectionsApp } from './methodsCollections/collectionFixtures';
import { createResource, fileBody, RESOURCE_PATH } from './facultyResources/resourceFixtures';
import { multipartFile } from './multipartFile';
import { assign, take } from './take/takeFixtures';
import { bearer, call } from './testApp';

const TEXT = Buffer.from('Not a picture at all, only a few words of text.\n');
/** A whole 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The same PNG whose header claims 100000 × 100000 pixels. */
const HUGE_PNG = Buffer.from(PNG);
HUGE_PNG.writeUInt32BE(100_000, 16);
HUGE_PNG.writeUInt32BE(100_000, 20);

const ADMIN = 'super@demo.test';
const FILE_QUESTION = 'Send your drawing of the cell.';

let c: CollectionsApp;
/** Each upload route, by name: where a file goes, and whether it takes pictures (and so the size bound). */
let routes: { name: string; url: string; picture: boolean; auth: boolean }[];

/** Every file under the storage directory, with its size: what a refused upload must leave as it was. */
function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => `${path} ${statSync(join(dir, path)).size}`)
    .sort();
}

beforeAll(async () => {
  c = await collectionsApp();
  const { t } = c;
  await seedClassDocuments(t.db, t.config.storageDir);
  const first = (table: 'classes' | 'sponsors') =>
    t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
  const draft = await t.db
    .selectFrom('articles')
    .select('id')
    .where('status', '=', 'draft')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const collection = await c.seeded('Chemistry and Engineering Protocols');
  const resource = await createResource(t, fileBody('Cell membrane worksheet'));

  const quizzes = questionTypeQuizzes(t);
  const created = await quizzes.create('Drawings', [
    {
      ...ITEM_BASE,
      sortIndex: 1,
      title: FILE_QUESTION,
      questionType: 'fileUpload',
      points: 2,
      definition: { kinds: ['image/*'] },
    },
  ]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const quiz = await quizzes.load(created.body.content.id);
  const link = await assign(t, quiz.id, 'lin@school.test');
  await take(t).start(link.token);

  routes = [
    { name: 'question image', url: QUIZ_EXTRA_ROUTES.uploadImage, picture: true, auth: true },
    { name: 'article thumbnail', url: PUBLISH_PATHS.image(draft.id, 'thumbnail'), picture: true, auth: true },
    { name: 'article video', url: PUBLISH_PATHS.video(draft.id), picture: false, auth: true },
    { name: 'collection cover', url: COLLECTION_PATHS.cover(collection.id), picture: true, auth: true },
    {
      name: 'sponsor logo',
      url: SPONSOR_PATHS.upload((await first('sponsors')).id, 'logo'),
      picture: true,
      auth: true,
    },
    {
      name: 'sponsor video',
      url: SPONSOR_PATHS.upload((await first('sponsors')).id, 'video'),
      picture: false,
      auth: true,
    },
    {
      name: 'class document',
      url: `/api/admin/class/${(await first('classes')).id}/document`,
      picture: true,
      auth: true,
    },
    { name: 'faculty resource file', url: `${RESOURCE_PATH}/${resource.id}/file`, picture: true, auth: true },
    {
      name: 'answer file',
      url: TAKE_PATHS.answerFiles(link.token, byTitle(quiz, FILE_QUESTION).id),
      picture: true,
      auth: false,
    },
  ];
}, 120_000);
afterAll(() => c?.close());

async function upload(route: { url: string; auth: boolean }, name: string, bytes: Buffer, type: string) {
  const file = multipartFile(name, bytes, type);
  const auth = route.auth ? bearer((await c.t.signIn(ADMIN)).accessToken) : {};
  return call(c.t.app, {
    method: 'POST',
    url: route.url,
    headers: { ...auth, ...file.headers },
    payload: file.payload,
  });
}

test('a text file named .png is refused on every upload route with a 400 naming the file, and nothing is stored', async () => {
  expect(routes).toHaveLength(9);
  for (const route of routes) {
    const before = storedFiles(c.t.config.storageDir);
    const refused = await upload(route, 'drawing.png', TEXT, 'image/png');
    expect(refused.status, `${route.name}: ${JSON.stringify(refused.body)}`).toBe(400);
    expect(refused.body.content.errors?.file, route.name).toEqual([expect.any(String)]);
    expect(storedFiles(c.t.config.storageDir), route.name).toEqual(before);
  }
});

test('a picture whose header claims 100000 × 100000 pixels is refused on every picture route; a small one is taken', async () => {
  for (const route of routes.filter((each) => each.picture)) {
    const before = storedFiles(c.t.config.storageDir);
    const refused = await upload(route, 'huge.png', HUGE_PNG, 'image/png');
    expect(refused.status, `${route.name}: ${JSON.stringify(refused.body)}`).toBe(400);
    expect(refused.body.content.errors?.file, route.name).toEqual([PICTURE_MESSAGES.tooManyPixels]);
    expect(storedFiles(c.t.config.storageDir), route.name).toEqual(before);

    const taken = await upload(route, 'small.png', PNG, 'image/png');
    expect(taken.status, `${route.name}: ${JSON.stringify(taken.body)}`).toBe(200);
  }
});
