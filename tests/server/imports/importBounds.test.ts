/**
 * One import does not take the server out of service (ADR 371): a file creates at most IMPORT_MAX_QUESTIONS
 * questions, refused before anything is stored with a message naming its count and the bound; while a file at the
 * bound is imported the cheap route and /readyz answer; a user runs one import at a time; and another user's small
 * import does not wait behind a large one. Orderings and counts only: timings are the bench's (heavyRequests).
 */
import type { InjectOptions } from 'fastify';
import { IMPORT_BOUND_MESSAGES, IMPORT_MAX_QUESTIONS } from '../../../server/imports/importBounds';
import { multipartUpload } from '../../support/qtiPackages';
import { bearer, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let superAuth: { authorization: string };
let otherAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  // A second user who may import templates.
  await t.db
    .updateTable('users')
    .set({ roles: ['ROLE_SUPER_ADMIN'] })
    .where('email', '=', 'admin@demo.test')
    .execute();
  superAuth = bearer((await t.signIn('super@demo.test')).accessToken);
  otherAuth = bearer((await t.signIn('admin@demo.test')).accessToken);
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

/** `n` GIFT questions of three options each, separated by blank lines. */
const giftOf = (n: number, name = 'Q') =>
  Array.from(
    { length: n },
    (_, i) => `::${name} ${i}:: What is ${i} plus one? {=${i + 1} ~${i} ~${i + 2}}`,
  ).join('\n\n');

/** `n` Moodle XML true/false questions. */
const moodleOf = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${Array.from(
    { length: n },
    (_, i) =>
      `<question type="truefalse"><name><text>Q ${i}</text></name>` +
      `<questiontext format="html"><text>Is ${i} even?</text></questiontext>` +
      `<answer fraction="${i % 2 === 0 ? 100 : 0}"><text>true</text></answer>` +
      `<answer fraction="${i % 2 === 0 ? 0 : 100}"><text>false</text></answer></question>`,
  ).join('\n')}\n</quiz>\n`;

function uploadOf(name: string, text: string, auth: { authorization: string }): InjectOptions {
  const { body, contentType } = multipartUpload(name, new TextEncoder().encode(text));
  return {
    method: 'POST',
    url: '/api/admin/quiz/template/from_package/qti',
    payload: body,
    headers: { ...auth, 'content-type': contentType },
  };
}

test('a 40,000-question GIFT file is refused with its count and the bound, and stores nothing', async () => {
  const before = await templateCount();
  const response = await t.app.inject(uploadOf('large.gift', giftOf(40_000), superAuth));
  expect(response.statusCode).toBe(413);
  expect(response.json().content.message).toBe(
    IMPORT_BOUND_MESSAGES.tooManyQuestions(40_000, IMPORT_MAX_QUESTIONS),
  );
  expect(response.json().content.message).toContain('40,000 questions; one import may create at most 5,000');
  expect(await templateCount()).toBe(before);
});

/**
 * Runs `request` while asking for config.json and /readyz, a pair at a time: each must answer 200. Answers the
 * request's response and how many pairs were answered before it finished (work that holds the event loop lets none
 * through, however fast the machine).
 */
async function whileCheapRoutesAsk(request: InjectOptions) {
  let done = false;
  let answers = 0;
  const asking = (async () => {
    while (!done) {
      const [config, ready] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/admin/config.json' }),
        t.app.inject({ method: 'GET', url: '/readyz' }),
      ]);
      expect(config.statusCode).toBe(200);
      expect(ready.statusCode).toBe(200);
      if (!done) answers++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const response = await t.app.inject(request).finally(() => (done = true));
  await asking;
  return { response, answers };
}

test('a Moodle XML file over the bound is refused once read off the event loop, before anything is stored', async () => {
  const before = await templateCount();
  const { response, answers } = await whileCheapRoutesAsk(
    uploadOf('large.xml', moodleOf(IMPORT_MAX_QUESTIONS + 1), superAuth),
  );
  expect(response.statusCode).toBe(413);
  expect(response.json().content.message).toBe(
    IMPORT_BOUND_MESSAGES.tooManyQuestions(IMPORT_MAX_QUESTIONS + 1, IMPORT_MAX_QUESTIONS),
  );
  expect(await templateCount()).toBe(before);
  // Read on the main thread, the file would let through only the answers sent before it was taken in.
  expect(answers).toBeGreaterThan(10);
});

test('while a file at the bound is imported, config.json and /readyz keep answering 200', async () => {
  const { response, answers } = await whileCheapRoutesAsk(
    uploadOf('bound.gift', giftOf(IMPORT_MAX_QUESTIONS), superAuth),
  );
  expect(response.statusCode).toBe(200);
  expect(response.json().content.created).toEqual([
    expect.objectContaining({ questions: IMPORT_MAX_QUESTIONS }),
  ]);
  expect(answers).toBeGreaterThan(10);
}, 120_000);

/**
 * Waits until an import by `auth`'s user is under way (another one by them answers 429), then for a few turns more,
 * so that its file has been handed to the heavy-work thread.
 */
async function whenTakenIn(auth: { authorization: string }) {
  for (;;) {
    const probe = await t.app.inject(uploadOf('probe.gift', giftOf(1, 'Probe'), auth));
    if (probe.statusCode === 429) break;
    expect(probe.statusCode).toBe(200);
  }
  for (let i = 0; i < 20; i++) await t.app.inject({ method: 'GET', url: '/admin/config.json' });
}

test("another user's small import finishes before a large one sent first", async () => {
  // The small uploads' thread started once, as on a server that has taken one before.
  expect((await t.app.inject(uploadOf('warm.gift', giftOf(1, 'Warm'), otherAuth))).statusCode).toBe(200);
  const finished: string[] = [];
  const large = t.app
    .inject(uploadOf('large.gift', giftOf(IMPORT_MAX_QUESTIONS, 'Large'), superAuth))
    .finally(() => finished.push('large'));
  await whenTakenIn(superAuth);
  const small = t.app
    .inject(uploadOf('small.gift', giftOf(2, 'Small'), otherAuth))
    .finally(() => finished.push('small'));
  const [largeAnswer, smallAnswer] = await Promise.all([large, small]);
  expect(largeAnswer.statusCode).toBe(200);
  expect(smallAnswer.statusCode).toBe(200);
  expect(finished).toEqual(['small', 'large']);
}, 120_000);

test('a second import by the same user while the first runs answers 429 with Retry-After and stores nothing', async () => {
  const before = await templateCount();
  const first = t.app.inject(uploadOf('first.gift', giftOf(IMPORT_MAX_QUESTIONS, 'First'), superAuth));
  // The first upload is taken in before the second is sent.
  await t.app.inject({ method: 'GET', url: '/admin/config.json' });
  await t.app.inject({ method: 'GET', url: '/admin/config.json' });
  const second = await t.app.inject(uploadOf('second.gift', giftOf(2, 'Second'), superAuth));
  expect(second.statusCode).toBe(429);
  expect(second.headers['retry-after']).toBe('10');
  expect(second.json().content.message).toBe(IMPORT_BOUND_MESSAGES.oneAtATime);
  expect((await first).statusCode).toBe(200);
  expect(await templateCount()).toBe(before + 1);
  // Once the first has finished, the next is taken.
  expect((await t.app.inject(uploadOf('next.gift', giftOf(2, 'Next'), superAuth))).statusCode).toBe(200);
}, 120_000);
