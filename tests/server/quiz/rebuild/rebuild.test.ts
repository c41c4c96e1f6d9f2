import { sql } from 'kysely';
import { buildApp } from '../../../../server/app';
import { ARTICLE_PUBLISH_JOB } from '../../../../server/jobs/articlePublish';
import { createRebuildWorker } from '../../../../server/jobs/rebuildJobs';
import { createJobWorker } from '../../../../server/jobs/worker';
import { claimJob, enqueueJob, listJobs } from '../../../../server/repositories/shared/jobs';
import { seedContent } from '../../../../server/seed/content';
import { bearer, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  superToken = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

const worker = () => createRebuildWorker(t.db, t.clock.now);

async function sectionQuiz(processStatus = 1) {
  return t.db
    .selectFrom('quizzes')
    .select(['id', 'section_id', 'version'])
    .where('kind', '=', 'library')
    .where('quiz_type', '=', 'section')
    .where('process_status', '=', processStatus)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function activitiesOf(quizId: number) {
  return t.db
    .selectFrom('quiz_activities')
    .select(['id', 'title'])
    .where('quiz_id', '=', quizId)
    .orderBy('sort_index')
    .execute();
}

async function post(body: unknown, token = superToken) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/process_section_quiz_libraries',
    payload: body as object,
    headers: bearer(token),
  });
  return { status: response.statusCode, content: response.json().content };
}

describe('rebuilding one section quiz', () => {
  test("regenerates its activities from its section's published articles and says so", async () => {
    const quiz = await sectionQuiz();
    const articles = await t.db
      .selectFrom('articles')
      .select(['id', 'title'])
      .where('section_id', '=', quiz.section_id)
      // Only what is offered goes into a library quiz (ADR 314): the seed's desk has drafts in these sections.
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(10)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/update_section_quiz_library/${quiz.id}`,
      headers: bearer(superToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content.message).toBe('Quiz has been successfully rebuilt');
    expect((await activitiesOf(quiz.id)).map((a) => a.title)).toEqual(articles.map((a) => a.title));
    const videos = await t.db
      .selectFrom('quiz_items')
      .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
      .select('quiz_items.article_id')
      .where('quiz_activities.quiz_id', '=', quiz.id)
      .where('quiz_items.type', '=', 1)
      .orderBy('quiz_activities.sort_index')
      .execute();
    expect(videos.map((v) => v.article_id)).toEqual(articles.map((a) => a.id));
    const after = await t.db
      .selectFrom('quizzes')
      .select(['process_status', 'version'])
      .where('id', '=', quiz.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ process_status: 1, version: quiz.version + 1 });
  });

  test('two rebuilds of one quiz at once leave it built once, never twice over', async () => {
    const quiz = await sectionQuiz();
    const rebuild = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/quiz/update_section_quiz_library/${quiz.id}`,
        headers: bearer(superToken),
      });
    const answers = await Promise.all([rebuild(), rebuild()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const titles = (await activitiesOf(quiz.id)).map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.length).toBeGreaterThan(0);
  });

  test('questions copied from an article template keep their right answers', async () => {
    const template = await t.db
      .selectFrom('quizzes')
      .innerJoin('articles', 'articles.id', 'quizzes.article_id')
      .select(['quizzes.id', 'articles.id as articleId', 'articles.section_id'])
      .where('quizzes.kind', '=', 'template')
      .where('articles.section_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const { id: quizId } = await t.db
      .insertInto('quizzes')
      .values({
        kind: 'library',
        quiz_type: 'section',
        section_id: template.section_id,
        title: 'Rebuilt section quiz',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/update_section_quiz_library/${quizId}`,
      headers: bearer(superToken),
    });
    const questions = await t.db
      .selectFrom('quiz_items')
      .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
      .select(['quiz_items.id', 'quiz_items.right_answer'])
      .where('quiz_activities.quiz_id', '=', quizId)
      .where('quiz_items.type', '=', 2)
      .execute();
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      const options = await t.db
        .selectFrom('quiz_item_options')
        .select('id')
        .where('item_id', '=', question.id)
        .execute();
      expect(question.right_answer.length).toBeGreaterThan(0);
      for (const id of question.right_answer) expect(options.map((o) => o.id)).toContain(id);
    }
  });

  test('only super admins rebuild, and only section quizzes', async () => {
    const quiz = await sectionQuiz();
    const admin = (await t.signIn('admin@demo.test')).accessToken;
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/update_section_quiz_library/${quiz.id}`,
      headers: bearer(admin),
    });
    expect(denied.statusCode).toBe(403);
    const textbook = await t.db
      .selectFrom('quizzes')
      .select('id')
      .where('quiz_type', '=', 'textbook')
      .executeTakeFirstOrThrow();
    const notSection = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/update_section_quiz_library/${textbook.id}`,
      headers: bearer(superToken),
    });
    expect(notSection.statusCode).toBe(404);
    expect(notSection.json().content.message).toBe('Quiz not found');
  });
});

describe('queued library rebuilds', () => {
  test('a request is queued, marks the quizzes processing, and the worker rebuilds them', async () => {
    const quiz = await sectionQuiz();
    const section = await t.db
      .selectFrom('sections')
      .select(['id', 'parent_id', 'product'])
      .where('id', '=', quiz.section_id!)
      .executeTakeFirstOrThrow();
    const result = await post({ type: 1, isAllUpdate: 1, sectionId: section.parent_id ?? section.id });
    expect(result).toEqual({
      status: 200,
      content: { message: 'Rebuilding process has been added to the queue' },
    });
    const jobsBefore = await listJobs(t.db);
    expect(jobsBefore.at(-1)).toMatchObject({ kind: 'library.process', status: 'pending' });

    const w = worker();
    expect(await w.tick()).toBe(true); // expands into one job per section quiz
    expect(
      (
        await t.db
          .selectFrom('quizzes')
          .select('process_status')
          .where('id', '=', quiz.id)
          .executeTakeFirstOrThrow()
      ).process_status,
    ).toBe(0);
    await w.runUntilIdle();
    expect(
      (
        await t.db
          .selectFrom('quizzes')
          .select('process_status')
          .where('id', '=', quiz.id)
          .executeTakeFirstOrThrow()
      ).process_status,
    ).toBe(1);
    // The seed's scheduled publication waits for its moment, and is not this worker's (ADR 314).
    const rebuilds = (await listJobs(t.db)).filter((job) => job.kind !== ARTICLE_PUBLISH_JOB);
    expect(rebuilds.every((job) => job.status === 'done')).toBe(true);
  });

  test('Add Only Missing Quizzes creates quizzes for sections without one and leaves the others alone', async () => {
    const quiz = await sectionQuiz();
    const section = await t.db
      .selectFrom('sections')
      .select(['id', 'parent_id'])
      .where('id', '=', quiz.section_id!)
      .executeTakeFirstOrThrow();
    const parent = section.parent_id ?? section.id;
    const before = await t.db
      .selectFrom('quizzes')
      .select(['id', 'updated_at'])
      .where('id', '=', quiz.id)
      .executeTakeFirstOrThrow();
    const children = await t.db.selectFrom('sections').select('id').where('parent_id', '=', parent).execute();
    await post({ type: 1, isAllUpdate: 0, sectionId: parent });
    await worker().runUntilIdle();
    const quizzes = await t.db
      .selectFrom('quizzes')
      .select(['section_id', 'process_status'])
      .where('quiz_type', '=', 'section')
      .where(
        'section_id',
        'in',
        children.map((c) => c.id),
      )
      .execute();
    expect(new Set(quizzes.map((q) => q.section_id))).toEqual(new Set(children.map((c) => c.id)));
    expect(quizzes.every((q) => q.process_status === 1)).toBe(true);
    const after = await t.db
      .selectFrom('quizzes')
      .select(['id', 'updated_at'])
      .where('id', '=', quiz.id)
      .executeTakeFirstOrThrow();
    expect(after.updated_at).toEqual(before.updated_at);
  });

  test('a rebuild type only covers its product', async () => {
    const core = await t.db
      .selectFrom('sections')
      .select('id')
      .where('parent_id', 'is', null)
      .where('product', '=', 'core')
      .executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('quizzes')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('quiz_type', '=', 'section')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await post({ type: 5, isAllUpdate: 0, sectionId: core.id }); // Business: nothing under a Core section
    await worker().runUntilIdle();
    expect(await count()).toBe(before);
  });

  test('the dialog input is validated with the SPEC messages', async () => {
    const missing = await post({ type: 1, isAllUpdate: 0 });
    expect(missing.status).toBe(400);
    expect(missing.content.errors.sectionId).toEqual(['This field is required']);
    expect((await post({ type: 6, isAllUpdate: 0, sectionId: 1 })).status).toBe(400);
    expect((await post({ type: 1, isAllUpdate: 2, sectionId: 1 })).status).toBe(400);
    const admin = (await t.signIn('corporate@demo.test')).accessToken;
    expect((await post({ type: 1, isAllUpdate: 0, sectionId: 1 }, admin)).status).toBe(403);
  });

  test('the sections offered by the dialog are the rebuildable top-level sections', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quiz/rebuild_sections',
      headers: bearer(superToken),
    });
    const sections = response.json().content.sections as { product: string }[];
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.some((s) => s.product === 'research')).toBe(false);
  });
});

describe('the durable queue', () => {
  test('jobs survive a restart: pending jobs wait, and a job left running past its lease is taken again', async () => {
    await sql`delete from jobs`.execute(t.db);
    const ran: number[] = [];
    const handlers = { probe: async (payload: unknown) => void ran.push((payload as { n: number }).n) };
    await enqueueJob(t.db, 'probe', { n: 1 }, t.clock.now());
    const stuck = await enqueueJob(t.db, 'probe', { n: 2 }, t.clock.now());
    // A server claimed job 2 and died.
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', locked_at: new Date(t.clock.now().getTime() - 60_000) })
      .where('id', '=', stuck)
      .execute();

    const restarted = createJobWorker({ db: t.db, now: t.clock.now, handlers, leaseMs: 5 * 60_000 });
    await restarted.runUntilIdle();
    expect(ran).toEqual([1]);
    t.clock.advance(5 * 60_000);
    await restarted.runUntilIdle();
    expect(ran).toEqual([1, 2]);
    expect((await listJobs(t.db)).map((j) => j.status)).toEqual(['done', 'done']);
  });

  test('two workers never claim the same job', async () => {
    await sql`delete from jobs`.execute(t.db);
    for (let n = 0; n < 6; n++) await enqueueJob(t.db, 'probe', { n }, t.clock.now());
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJob(t.db, t.clock.now(), 60_000)));
    const ids = claims.flatMap((c) => (c ? [c.id] : []));
    expect(ids.length).toBe(6);
    expect(new Set(ids).size).toBe(6);
  });

  test('a failing job is retried later and marked failed after its last attempt', async () => {
    await sql`delete from jobs`.execute(t.db);
    await enqueueJob(t.db, 'broken', {}, t.clock.now());
    const failing = createJobWorker({
      db: t.db,
      now: t.clock.now,
      maxAttempts: 2,
      handlers: { broken: async () => Promise.reject(new Error('no such section')) },
    });
    await failing.runUntilIdle();
    expect((await listJobs(t.db))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'no such section',
    });
    t.clock.advance(60_000);
    await failing.runUntilIdle();
    expect((await listJobs(t.db))[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });

  test('the server starts the worker, which runs queued jobs by itself', async () => {
    await sql`delete from jobs`.execute(t.db);
    const live = await buildApp({ db: t.db, config: t.config, now: t.clock.now, jobWorker: true });
    await live.ready();
    try {
      const section = await t.db
        .insertInto('sections')
        .values({ title: 'Queue probe', product: 'core', article_type: 'science_core' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const payload = { type: 2, isAllUpdate: false, sectionId: section.id, ownerUserId: null };
      await enqueueJob(t.db, 'library.process', payload, t.clock.now());
      // The worker polls the queue on its own: wait for both jobs to be done, not for a time.
      await vi.waitFor(
        async () => {
          const jobs = await listJobs(t.db);
          expect(jobs.map((job) => job.status)).toEqual(['done', 'done']);
        },
        { timeout: 10_000, interval: 50 },
      );
      const quiz = await t.db
        .selectFrom('quizzes')
        .select('process_status')
        .where('section_id', '=', section.id)
        .executeTakeFirstOrThrow();
      expect(quiz.process_status).toBe(1);
    } finally {
      await live.close();
    }
  });
});

describe('a rebuild that fails part-way leaves no quiz processing', () => {
  /** Makes inserting into `table` fail (for rows matching `when`), as a crash at that point would. */
  async function breakInserts(table: string, when = 'true') {
    await sql
      .raw(
        `create or replace function fail_insert() returns trigger language plpgsql as $$
         begin if ${when} then raise exception 'simulated failure'; end if; return new; end $$`,
      )
      .execute(t.db);
    await sql
      .raw(`create trigger fail_insert before insert on ${table} for each row execute function fail_insert()`)
      .execute(t.db);
    return async () => {
      await sql.raw(`drop trigger fail_insert on ${table}`).execute(t.db);
      await sql.raw(`drop function fail_insert()`).execute(t.db);
    };
  }

  async function newSectionWithChildren(title: string) {
    const parent = await t.db
      .insertInto('sections')
      .values({ title, product: 'core', article_type: 'science_core' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const children = await t.db
      .insertInto('sections')
      .values(
        ['A', 'B'].map((letter) => ({
          title: `${title} ${letter}`,
          product: 'core' as const,
          article_type: 'science_core' as const,
          parent_id: parent.id,
        })),
      )
      .returning('id')
      .execute();
    return [parent.id, ...children.map((c) => c.id)];
  }

  const quizzesOf = (sectionIds: number[]) =>
    t.db
      .selectFrom('quizzes')
      .select(['id', 'section_id', 'process_status'])
      .where('quiz_type', '=', 'section')
      .where('section_id', 'in', sectionIds)
      .orderBy('section_id')
      .execute();

  test('a failure after planning, before the jobs are queued, keeps nothing; Add Only Missing then builds them', async () => {
    await sql`delete from jobs`.execute(t.db);
    const sections = await newSectionWithChildren('Crash probe');
    const restore = await breakInserts('jobs', `new.kind = 'library.rebuildQuiz'`);
    const failing = createRebuildWorker(t.db, t.clock.now, { maxAttempts: 2 });
    try {
      expect((await post({ type: 2, isAllUpdate: 0, sectionId: sections[0] })).status).toBe(200);
      await failing.runUntilIdle();
      // The first attempt planned three new quizzes and failed queueing their jobs: none of them is kept.
      expect(await quizzesOf(sections)).toEqual([]);
      t.clock.advance(60_000);
      await failing.runUntilIdle();
      expect(await quizzesOf(sections)).toEqual([]);
      expect((await listJobs(t.db)).map((j) => [j.kind, j.status])).toEqual([['library.process', 'failed']]);
    } finally {
      await restore();
    }
    // A new request with Add Only Missing finds the sections still without quizzes and builds them.
    await post({ type: 2, isAllUpdate: 0, sectionId: sections[0] });
    await worker().runUntilIdle();
    const built = await quizzesOf(sections);
    expect(built.map((q) => [q.section_id, q.process_status])).toEqual(sections.map((id) => [id, 1]));
  });

  test('a library request whose last attempt fails leaves its existing quizzes ready, not processing', async () => {
    await sql`delete from jobs`.execute(t.db);
    const sections = await newSectionWithChildren('Retry probe');
    await post({ type: 2, isAllUpdate: 0, sectionId: sections[0] });
    await worker().runUntilIdle();
    const before = await quizzesOf(sections);
    expect(before.map((q) => q.process_status)).toEqual([1, 1, 1]);

    await sql`delete from jobs`.execute(t.db);
    const restore = await breakInserts('jobs', `new.kind = 'library.rebuildQuiz'`);
    try {
      await post({ type: 2, isAllUpdate: 1, sectionId: sections[0] });
      const failing = createRebuildWorker(t.db, t.clock.now, { maxAttempts: 2 });
      await failing.runUntilIdle();
      t.clock.advance(60_000);
      await failing.runUntilIdle();
      expect((await listJobs(t.db)).map((j) => [j.kind, j.status, j.attempts])).toEqual([
        ['library.process', 'failed', 2],
      ]);
      expect(await quizzesOf(sections)).toEqual(before);
    } finally {
      await restore();
    }
  });

  test('a quiz whose rebuild fails its last attempt is ready again with its previous activities', async () => {
    await sql`delete from jobs`.execute(t.db);
    const quiz = await sectionQuiz();
    const activities = await activitiesOf(quiz.id);
    const section = await t.db
      .selectFrom('sections')
      .select(['id', 'parent_id'])
      .where('id', '=', quiz.section_id!)
      .executeTakeFirstOrThrow();
    const restore = await breakInserts('quiz_activities');
    try {
      await post({ type: 1, isAllUpdate: 1, sectionId: section.parent_id ?? section.id });
      const failing = createRebuildWorker(t.db, t.clock.now, { maxAttempts: 2 });
      await failing.runUntilIdle();
      const status = async () =>
        (
          await t.db
            .selectFrom('quizzes')
            .select('process_status')
            .where('id', '=', quiz.id)
            .executeTakeFirstOrThrow()
        ).process_status;
      expect(await status()).toBe(0); // first attempt failed, a retry is due
      t.clock.advance(60_000);
      await failing.runUntilIdle();
      expect(await status()).toBe(1);
      expect(await activitiesOf(quiz.id)).toEqual(activities);
      const own = (await listJobs(t.db)).filter(
        (j) => j.kind === 'library.rebuildQuiz' && (j.payload as { quizId: number }).quizId === quiz.id,
      );
      expect(own.map((j) => [j.status, j.attempts])).toEqual([['failed', 2]]);
    } finally {
      await restore();
    }
  });
});
