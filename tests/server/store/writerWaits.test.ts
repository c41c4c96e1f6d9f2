/**
 * Only the request that wrote waits for its change to be heard (ADR 383). A request that wrote a table the change
 * feed announces answers once its process has heard the change (a barrier it sends itself, ADR 156), so that the
 * writer's next request sees it. A read that merely ran while someone else saved sends no barrier and waits for
 * nothing: under a full load of searches and 20 saves a second, a quarter of the searches ran beside a save and each
 * waited a round trip of the feed. The barriers are counted on the feed's own channel by a listener of the test's.
 * Skipped without TEST_DATABASE_URL (`eval "$(bash scripts/postgres.sh | tail -n 1)"`).
 */
import pg from 'pg';
import { withAccess } from '../../../server/auth/guards';
import { PUBLIC_ROUTE } from '../../../src/domain/access/routeAccess';
import { databaseUrl } from '../postgresDatabases';
import { CHANGE_CHANNEL } from '../../../server/db/changeFeed';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';
import { fromQuiz, toPayload } from '../../../src/domain/quiz/quizPayload';
import { bearer, call, type TestApp } from '../testApp';
import { postgresTestApp } from '../postgresTestApp';
import { createQuiz, insertClip, OWNER } from '../take/takeFixtures';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('on PostgreSQL', () => {
  let openGate = () => {};
  let entered = () => {};
  const gateEntered = new Promise<void>((resolve) => (entered = resolve));
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const store = postgresTestApp(url!, 'console_writer_waits', {
    // A read that is still under way while another request saves.
    extend: (app) =>
      app.get('/api/test/slow-read', { onRequest: withAccess(async () => {}, PUBLIC_ROUTE) }, async () => {
        entered();
        await gate;
        return { content: 'read' };
      }),
  });
  let t: TestApp;
  let listener: pg.Client;
  const barriers: string[] = [];
  const heard = new Set<string>();

  beforeAll(async () => {
    t = await store.start();
    const database = (
      await t.db
        .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
        .executeTakeFirstOrThrow()
    ).name;
    listener = new pg.Client({ connectionString: databaseUrl(url!, database) });
    await listener.connect();
    listener.on('notification', ({ payload }) => {
      const message = JSON.parse(payload ?? '{}') as { kind?: string; token?: string };
      if (message.kind === 'sync') barriers.push(message.token!);
      if (message.kind === 'test-mark') heard.add(message.token!);
    });
    await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
  }, 120_000);
  afterAll(async () => {
    await listener?.end();
    await store.stop();
  });

  /** Resolves once every notification committed before it has reached the test's listener. */
  async function heardEverythingSoFar(): Promise<void> {
    const token = `mark-${Math.random()}`;
    await listener.query('select pg_notify($1, $2)', [
      CHANGE_CHANNEL,
      JSON.stringify({ kind: 'test-mark', token }),
    ]);
    await vi.waitFor(() => expect(heard.has(token)).toBe(true));
  }

  test('a save sends one barrier; a read that ran while it saved answers without one', async () => {
    const clip = await insertClip(t);
    const { accessToken } = await t.signIn(OWNER);
    const quiz = await createQuiz(t, clip, { title: 'Saved beside a read' });
    await heardEverythingSoFar();
    const before = barriers.length;

    const read = call(t.app, { method: 'GET', url: '/api/test/slow-read', headers: bearer(accessToken) });
    await gateEntered;
    const events = [{ type: 'details.set' as const, details: { title: 'Saved again beside a read' } }];
    const saved = await call(t.app, {
      method: 'PATCH',
      url: QUIZ_PATHS.one('user', quiz.id),
      headers: bearer(accessToken),
      payload: toPayload(applyEvents(fromQuiz(quiz), events), 'user', 'edit', quiz.version) as object,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await heardEverythingSoFar();
    // The save waited for its own change: one barrier.
    expect(barriers.length - before).toBe(1);

    openGate();
    expect((await read).status).toBe(200);
    await heardEverythingSoFar();
    // The read sent none.
    expect(barriers.length - before).toBe(1);
  }, 60_000);
});
