/**
 * A save does not queue behind searches for a PostgreSQL connection (ADR 381): with every read connection of the
 * process taken (as under a full load of searches), a read waits for one, while a request that writes (a quiz
 * created, then saved) is answered at once from the writes' own connections. Skipped without TEST_DATABASE_URL
 * (`eval "$(bash scripts/postgres.sh | tail -n 1)"`).
 */
import type pg from 'pg';
import { storeOf } from '../../../server/db/createDb';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';
import { fromQuiz, toPayload } from '../../../src/domain/quiz/quizPayload';
import { bearer, call, type TestApp } from '../testApp';
import { postgresTestApp } from '../postgresTestApp';
import { createQuiz, insertClip, OWNER } from '../take/takeFixtures';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('on PostgreSQL', () => {
  const store = postgresTestApp(url!, 'console_writes_first');
  let t: TestApp;
  beforeAll(async () => {
    t = await store.start();
  }, 120_000);
  afterAll(() => store.stop());

  test('with every read connection taken, a read waits while a quiz is created and saved', async () => {
    const clip = await insertClip(t);
    const { accessToken } = await t.signIn(OWNER);
    const existing = await createQuiz(t, clip, { title: 'Read under load' });
    const store = storeOf(t.db);
    if (store?.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // Every read connection of this process, taken as a full load of searches takes them.
    const taken: pg.PoolClient[] = [];
    while (store.pool.totalCount < store.pool.options.max! || store.pool.idleCount > 0)
      taken.push(await store.pool.connect());
    const release = () => {
      for (const client of taken.splice(0)) client.release();
    };
    try {
      let readAnswered = false;
      const read = call(t.app, {
        method: 'GET',
        url: QUIZ_PATHS.one('user', existing.id),
        headers: bearer(accessToken),
      }).then((response) => {
        readAnswered = true;
        return response;
      });

      const quiz = await createQuiz(t, clip, { title: 'Saved under load' });
      const events = [{ type: 'details.set' as const, details: { title: 'Saved again under load' } }];
      const saved = await call(t.app, {
        method: 'PATCH',
        url: QUIZ_PATHS.one('user', quiz.id),
        headers: bearer(accessToken),
        payload: toPayload(applyEvents(fromQuiz(quiz), events), 'user', 'edit', quiz.version) as object,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(readAnswered).toBe(false);

      release();
      expect((await read).status).toBe(200);
    } finally {
      release();
    }
  }, 60_000);
});
