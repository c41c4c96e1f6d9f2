/**
 * An article's steps through the desk's routes (ADR 314): in each status each desk role may take exactly the steps
 * the lifecycle table gives it, and the article's actions say so; a refused step changes nothing; a step on an older
 * version is 409, and of two steps sent at once on one version one is taken; a submit names what the article
 * lacks; a send-back needs its note, an unpublish its reason, a schedule a moment to come. Then random sequences
 * of steps by either role, with or without notes, moments and versions: no path reaches Scheduled or Published
 * without an approver's step, each step taken adds exactly one history row from the status it left to the one it
 * reached, and a refused one adds none.
 */
import fc from 'fast-check';
import {
  ARTICLE_STATUSES,
  ARTICLE_STEPS,
  LIFECYCLE_MESSAGES,
  stepsFor,
  type ArticleStatus,
  type ArticleStep,
  type DeskRole,
} from '../../../src/domain/publish/articleLifecycle';
import type { DeskArticle } from '../../../src/domain/publish/deskArticle';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { createServerWorker } from '../../../server/jobs/serverWorker';
import { createTestApp, type TestApp } from '../testApp';
import { APPROVER, articleSave, desk, EDITOR, inHours, insertCatalog, type Catalog } from './deskFixtures';

let t: TestApp;
let catalog: Catalog;
let d: ReturnType<typeof desk>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await insertCatalog(t);
  d = desk(t);
});
afterAll(() => t.close());

const EMAIL: Record<DeskRole, string> = { editor: EDITOR, approver: APPROVER };

/** What each step needs to be taken, beside being allowed. */
const requestFor = (step: ArticleStep) => ({
  step,
  ...(step === 'sendBack' || step === 'unpublish' ? { note: 'Because.' } : {}),
  ...(step === 'schedule' ? { at: inHours(t.clock.now(), 48) } : {}),
});

const TARGET: Record<ArticleStep, ArticleStatus> = {
  submit: 'in_review',
  withdraw: 'draft',
  sendBack: 'draft',
  publish: 'published',
  schedule: 'scheduled',
  unschedule: 'in_review',
  unpublish: 'unpublished',
  republish: 'published',
};

describe.each(ARTICLE_STATUSES)('an article %s', (status) => {
  let articles: Map<string, DeskArticle>;
  beforeAll(async () => {
    // One article per case: a taken step moves it on.
    articles = new Map();
    for (const role of ['editor', 'approver'] as const)
      for (const step of ARTICLE_STEPS)
        articles.set(`${role} ${step}`, await d.articleIn(catalog, status, t.clock.now()));
  });

  test.each(['editor', 'approver'] as const)(
    'offers the %s exactly the steps of the lifecycle table',
    async (role) => {
      const article = (await d.read(EMAIL[role], articles.get(`${role} submit`)!.id)).body
        .content as DeskArticle;
      expect(article.actions.steps).toEqual(stepsFor(status, role));
    },
  );

  test.each(
    (['editor', 'approver'] as const).flatMap((role) => ARTICLE_STEPS.map((step) => [role, step] as const)),
  )('%s takes %s only when the table allows it; a refused step changes nothing', async (role, step) => {
    const article = articles.get(`${role} ${step}`)!;
    const allowed = stepsFor(status, role).includes(step);
    const answer = await d.step(EMAIL[role], article.id, { ...requestFor(step), version: article.version });
    const after = await d.article(article.id);
    if (allowed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(after).toMatchObject({ status: TARGET[step], version: article.version + 1 });
      expect(after.history).toHaveLength(article.history.length + 1);
      expect(after.history.at(-1)).toMatchObject({ kind: step, from: status, to: TARGET[step] });
    } else {
      expect([403, 409]).toContain(answer.status);
      expect(answer.body.content.message).toBe(LIFECYCLE_MESSAGES.notAllowed);
      expect(after).toEqual(article);
    }
  });
});

test('a step on an older version is 409 and changes nothing', async () => {
  const article = await d.articleIn(catalog, 'draft', t.clock.now());
  await d.save(EDITOR, article.id, articleSave(catalog), article.version);
  const stale = await d.step(EDITOR, article.id, { step: 'submit', version: article.version });
  expect(stale.status).toBe(409);
  expect(stale.body.content.message).toBe(STALE_MESSAGES.article);
  expect((await d.article(article.id)).status).toBe('draft');
});

test('two steps sent at once on one version, five times over: each time one is taken, the other is 409', async () => {
  for (let pair = 0; pair < 5; pair++) {
    const article = await d.articleIn(catalog, 'in_review', t.clock.now());
    const answers = await Promise.all([
      d.step(APPROVER, article.id, { step: 'publish', version: article.version }),
      d.step(EDITOR, article.id, { step: 'withdraw', version: article.version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await d.article(article.id);
    expect(after.version).toBe(article.version + 1);
    expect(after.history).toHaveLength(article.history.length + 1);
  }
});

test('a bulk step (no version) is checked against the status as it stands', async () => {
  const article = await d.articleIn(catalog, 'published', t.clock.now());
  expect((await d.step(APPROVER, article.id, { step: 'unpublish', note: 'Outdated.' })).status).toBe(200);
  const again = await d.step(APPROVER, article.id, { step: 'unpublish', note: 'Outdated.' });
  expect(again.status).toBe(409);
  expect(again.body.content.message).toBe(LIFECYCLE_MESSAGES.notAllowed);
});

test('a submit names what the article still lacks; nothing changes', async () => {
  const article = await d.draft(catalog, { video: false, save: { abstract: '' } });
  const refused = await d.step(EDITOR, article.id, { step: 'submit' });
  expect(refused.status).toBe(400);
  expect(refused.body.content.errors.step).toEqual([
    LIFECYCLE_MESSAGES.incompleteAbstract,
    LIFECYCLE_MESSAGES.incompleteVideo,
  ]);
  expect(await d.article(article.id)).toEqual(article);
});

test.each([
  [
    'a send-back without its note',
    'in_review',
    { step: 'sendBack' },
    'note',
    LIFECYCLE_MESSAGES.noteRequired,
  ],
  [
    'an unpublish without its reason',
    'published',
    { step: 'unpublish', note: '  ' },
    'note',
    LIFECYCLE_MESSAGES.reasonRequired,
  ],
  [
    'a schedule without its moment',
    'in_review',
    { step: 'schedule' },
    'at',
    LIFECYCLE_MESSAGES.scheduleRequired,
  ],
  [
    'a schedule in the past',
    'in_review',
    { step: 'schedule', at: '2020-01-01T00:00:00Z' },
    'at',
    LIFECYCLE_MESSAGES.scheduleInPast,
  ],
] as const)('%s is a 400 naming it', async (_name, status, request, field, message) => {
  const article = await d.articleIn(catalog, status, t.clock.now());
  const refused = await d.step(APPROVER, article.id, request);
  expect(refused.status).toBe(400);
  expect(refused.body.content.errors[field]).toEqual([message]);
  expect((await d.article(article.id)).version).toBe(article.version);
});

describe('random sequences of steps', () => {
  /** Mostly steps that can be taken, so that the sequences reach every status; some that cannot. */
  const action = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('step' as const),
        role: fc.oneof(
          { weight: 2, arbitrary: fc.constant<DeskRole>('approver') },
          fc.constant<DeskRole>('editor'),
        ),
        /** Which step: most often one the table offers the role in the status it will find, else any. */
        step: fc.nat(),
        offered: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
        note: fc.oneof(
          { weight: 4, arbitrary: fc.constant('Fix the sound.') },
          fc.constant(' '),
          fc.constant(undefined),
        ),
        /** Hours from now: mostly moments to come, some passed, some missing. */
        hours: fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 72 }) },
          fc.integer({ min: -5, max: 0 }),
          fc.constant(undefined),
        ),
        /** The version the caller saw: the current one, an older one, or none (a bulk step). */
        version: fc.oneof(
          { weight: 5, arbitrary: fc.constant('current' as const) },
          fc.constant('older' as const),
          fc.constant('none' as const),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 80 }) }),
    },
  );

  test('no path publishes without an approver, and the history records exactly the steps taken', async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [EDITOR, APPROVER])
      .execute();
    const approverId = users.find((u) => u.email === APPROVER)!.id;
    const worker = createServerWorker(t.db, t.config, t.clock.now);
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 24 }), async (actions) => {
        const start = await d.draft(catalog);
        let before = start;
        for (const next of actions) {
          if (next.kind === 'time') {
            t.clock.advance(next.hours * 3_600_000);
            await worker.runUntilIdle();
          } else {
            const version =
              next.version === 'current'
                ? before.version
                : next.version === 'older'
                  ? before.version - 1
                  : undefined;
            const offered = stepsFor(before.status, next.role);
            const choices = next.offered && offered.length > 0 ? offered : ARTICLE_STEPS;
            const step = choices[next.step % choices.length]!;
            const answer = await d.step(EMAIL[next.role], start.id, {
              step,
              ...(next.note === undefined ? {} : { note: next.note }),
              ...(next.hours === undefined ? {} : { at: inHours(t.clock.now(), next.hours) }),
              ...(version === undefined || version < 1 ? {} : { version }),
            });
            const after = await d.article(start.id);
            if (answer.status === 200) {
              expect(after.history).toHaveLength(before.history.length + 1);
              expect(after.history.at(-1)).toMatchObject({
                kind: step,
                from: before.status,
                to: after.status,
              });
              expect(after.version).toBe(before.version + 1);
            } else {
              expect(answer.status).toBeGreaterThanOrEqual(400);
              expect(answer.status).toBeLessThan(500);
              expect(after).toEqual(before);
            }
          }
          before = await d.article(start.id);
        }
        // Then time passes: a schedule left standing is published by the job, by the one who scheduled it.
        t.clock.advance(100 * 3_600_000);
        await worker.runUntilIdle();
        before = await d.article(start.id);
        const rows = await t.db
          .selectFrom('article_history')
          .selectAll()
          .where('article_id', '=', start.id)
          .orderBy('id')
          .execute();
        // Each row starts where the one before it ended: no step is missing from the history.
        for (const [index, row] of rows.entries())
          expect(row.from_status).toBe(index === 0 ? null : rows[index - 1]!.to_status);
        expect(rows.at(-1)!.to_status).toBe(before.status);
        for (const row of rows) reached.add(row.kind);
        for (const row of rows.filter((r) => r.to_status === 'scheduled' || r.to_status === 'published')) {
          if (row.kind === 'scheduledPublish') {
            expect(rows.some((r) => r.kind === 'schedule' && r.id < row.id)).toBe(true);
          } else {
            expect(['publish', 'schedule', 'republish']).toContain(row.kind);
          }
          expect(row.by_user).toBe(approverId);
        }
      }),
      { numRuns: 30, seed: 20_261_127, endOnFailure: true },
    );
    // The sequences explored went everywhere: every step and the job's publication were taken somewhere.
    expect([...reached].sort()).toEqual([...ARTICLE_STEPS, 'created', 'scheduledPublish'].sort());
  });
});
