/**
 * Heavy work off the event loop (ADR 102): a large QTI upload and the export of its quiz run while the cheap routes
 * keep answering, an upload past the XML limit is refused and stores nothing, and the heavy-work thread carries a
 * refusal back as the same 400.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { InjectOptions } from 'fastify';
import { createHeavyWork } from '../../../server/heavyWork/heavyWork';
import { HttpError } from '../../../server/http/errors';
import { IMPORT_MESSAGES } from '../../../server/imports/importErrors';
import { multipartUpload, qtiItemsPackage } from '../../support/qtiPackages';
import { bearer, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer((await t.signIn('super@demo.test')).accessToken);
}, 60_000);
afterAll(() => t.close());

const templateCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'template')
        .executeTakeFirstOrThrow()
    ).n,
  );

function uploadOf(bytes: Uint8Array): InjectOptions {
  const { body, contentType } = multipartUpload('large.zip', bytes);
  return {
    method: 'POST',
    url: '/api/admin/quiz/template/from_package/qti',
    payload: body,
    headers: { ...auth, 'content-type': contentType },
  };
}

/**
 * Runs `request` while asking for the console's config.json one request at a time; answers the request's response
 * and how many config answers came meanwhile. Work that holds the event loop lets none through until it ends, so
 * the count says whether other users were served, however fast or busy the machine is (timings are the bench's,
 * ADR 102).
 */
async function whileCheapRouteAsks(request: InjectOptions) {
  let done = false;
  let answers = 0;
  const asking = (async () => {
    while (!done) {
      const config = await t.app.inject({ method: 'GET', url: '/admin/config.json' });
      expect(config.statusCode).toBe(200);
      if (!done) answers++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const response = await t.app.inject(request).finally(() => (done = true));
  await asking;
  return { response, answers };
}

describe('a large upload and its export', () => {
  let quizId: number;

  test('1,000 questions are imported while config.json keeps answering', async () => {
    const before = await templateCount();
    const { response, answers } = await whileCheapRouteAsks(
      uploadOf(qtiItemsPackage({ items: 1_000, promptBytes: 2_000 })),
    );
    expect(response.statusCode).toBe(200);
    const created = response.json().content.created as { id: number; questions: number }[];
    expect(created).toEqual([expect.objectContaining({ questions: 1_000 })]);
    quizId = created[0]!.id;
    expect(await templateCount()).toBe(before + 1);
    // Read on the main thread, this package held it for seconds (ADR 102).
    expect(answers).toBeGreaterThan(10);
  });

  test.each(['qti', 'cc', 'scorm'])(
    'its %s export is built while config.json keeps answering',
    async (format) => {
      const { response, answers } = await whileCheapRouteAsks({
        method: 'GET',
        url: `/api/admin/quiz/template/${quizId}/${format}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const text = Object.entries(files)
        .filter(([path]) => /\.(xml|html|js|json)$/.test(path))
        .map(([, bytes]) => strFromU8(bytes))
        .join('');
      expect(text).toContain('Question 1000: Lorem ipsum');
      expect(answers).toBeGreaterThan(10);
    },
  );
});

test('a package with more than 10 MB of XML to read is refused and stores nothing', async () => {
  const before = await templateCount();
  const response = await t.app.inject(uploadOf(qtiItemsPackage({ items: 11, promptBytes: 1_000_000 })));
  expect(response.statusCode).toBe(400);
  expect(response.json().content.message).toBe(IMPORT_MESSAGES.tooMuchXml(10));
  expect(await templateCount()).toBe(before);
});

describe('the heavy-work thread', () => {
  test('a refusal comes back as the same HttpError, and a closed thread takes no more work', async () => {
    const work = createHeavyWork();
    const refused = work.run('readQtiUpload', {
      bytes: new TextEncoder().encode('not a zip'),
      name: 'x.zip',
    });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.notZip });
    const read = await work.run('readQtiUpload', {
      bytes: qtiItemsPackage({ items: 2, promptBytes: 10 }),
      name: 'two.zip',
    });
    expect(read.read.quizzes[0]!.activities[0]!.items).toHaveLength(2);
    await work.close();
    await expect(work.run('readQtiUpload', { bytes: new Uint8Array(), name: 'x.zip' })).rejects.toThrow(
      'The heavy-work thread is closed.',
    );
  });

  test('a task past its deadline fails with its own error and stops its thread; the next task gets a new one', async () => {
    const work = createHeavyWork();
    try {
      const late = work.run(
        'readQtiUpload',
        { bytes: qtiItemsPackage({ items: 200, promptBytes: 1_000 }), name: 'late.zip' },
        [],
        // No thread answers before a timer of 0 ms fires: it has not even started yet.
        { deadline: { ms: 0, error: () => new HttpError(413, 'Too slow to read.') } },
      );
      await expect(late).rejects.toMatchObject({ statusCode: 413, message: 'Too slow to read.' });
      const read = await work.run('readQtiUpload', {
        bytes: qtiItemsPackage({ items: 2, promptBytes: 10 }),
        name: 'two.zip',
      });
      expect(read.read.quizzes[0]!.activities[0]!.items).toHaveLength(2);
    } finally {
      await work.close();
    }
  });

  test('a task on the small lane does not wait behind a large one on the main lane (ADR 371)', async () => {
    const work = createHeavyWork();
    try {
      await work.run('ping', {}, [], { lane: 'small' });
      const finished: string[] = [];
      const large = work
        .run('readQtiUpload', {
          bytes: qtiItemsPackage({ items: 1_000, promptBytes: 2_000 }),
          name: 'large.zip',
        })
        .then(() => finished.push('large'));
      const small = work
        .run(
          'readQtiUpload',
          { bytes: qtiItemsPackage({ items: 1, promptBytes: 10 }), name: 'small.zip' },
          [],
          { lane: 'small' },
        )
        .then(() => finished.push('small'));
      await Promise.all([large, small]);
      expect(finished).toEqual(['small', 'large']);
    } finally {
      await work.close();
    }
  });
});
