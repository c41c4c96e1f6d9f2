/**
 * The server answers every quiz route as the quiz capability table says (ADR 114): for quizzes of every kind,
 * owned by the caller or not, shared with them or not, each demo account gets 404 where the table hides the quiz,
 * 403 where it refuses the action, and no refusal where it allows it.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { quizSharePath } from '../../../src/api/quiz/lists/quizListsContract';
import { verdictOf } from '../../../src/domain/access/capabilities';
import type { QuizAction, QuizKind } from '../../../src/domain/quiz/quiz';
import { quizCapabilities } from '../../../src/domain/quiz/quizCapabilities';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const ACCOUNTS = ['super@demo.test', 'corporate@demo.test', 'cs@demo.test', 'lti@demo.test'];

interface Seeded {
  readonly name: string;
  readonly id: number;
  readonly kind: QuizKind;
  readonly ownerEmail: string | null;
  readonly sharedWith: readonly string[];
}

/** Each quiz route: the table action it needs, the request, and the kinds it serves. */
const ROUTES: readonly {
  readonly action: QuizAction;
  readonly kinds: readonly QuizKind[];
  readonly request: (quiz: Seeded) => InjectOptions;
}[] = [
  {
    action: 'view',
    kinds: ['template', 'library', 'admin', 'user'],
    request: (q) => ({ url: QUIZ_PATHS.one(q.kind, q.id) }),
  },
  {
    action: 'download',
    kinds: ['template', 'library', 'admin', 'user'],
    request: (q) => ({ url: `/api/admin/quiz/${q.kind}/${q.id}/qti` }),
  },
  { action: 'share', kinds: ['admin', 'user'], request: (q) => ({ url: quizSharePath('sharedWith', q.id) }) },
  {
    action: 'results',
    kinds: ['user'],
    request: (q) => ({ url: `/api/admin/quiz/user_quiz/${q.id}/assign` }),
  },
];

let t: TestApp;
const quizzes: Seeded[] = [];
const tokens = new Map<string, string>();

async function seed(name: string, kind: QuizKind, ownerEmail: string | null, sharedWith: string[]) {
  const owner = ownerEmail
    ? await t.db.selectFrom('users').select('id').where('email', '=', ownerEmail).executeTakeFirstOrThrow()
    : null;
  // A fresh quiz of the kind, owned and shared as the case needs; its contents do not matter here.
  const { id } = await t.db
    .insertInto('quizzes')
    .values({
      kind,
      title: `A ${kind} quiz`,
      owner_user_id: owner?.id ?? null,
      ...(kind === 'library' ? { quiz_type: 'textbook' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.deleteFrom('quiz_shares').where('quiz_id', '=', id).execute();
  for (const email of sharedWith)
    await t.db.insertInto('quiz_shares').values({ quiz_id: id, user_email: email }).execute();
  quizzes.push({ name, id, kind, ownerEmail, sharedWith });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ACCOUNTS) tokens.set(email, (await t.signIn(email)).accessToken);
});
afterAll(() => t.close());

const CASES = [
  ['template', 'super@demo.test', []],
  ['library', 'super@demo.test', []],
  ['admin', 'super@demo.test', []],
  ['admin', 'super@demo.test', ['cs@demo.test']],
  ['user', 'cs@demo.test', []],
  ['user', 'super@demo.test', ['cs@demo.test']],
  ['user', 'corporate@demo.test', []],
] as const;

describe.each(CASES)('a %s quiz owned by %s, shared with %j', (kind, ownerEmail, sharedWith) => {
  let quiz: Seeded;
  beforeAll(async () => {
    quizzes.length = 0;
    await seed(`${kind}`, kind, ownerEmail, [...sharedWith]);
    quiz = quizzes[0]!;
  });

  test.each(ACCOUNTS)('every route answers %s as the table says', async (email) => {
    const roles = (
      await t.db.selectFrom('users').select('roles').where('email', '=', email).executeTakeFirstOrThrow()
    ).roles as string[];
    const allowed = quizCapabilities(
      { roles },
      {
        kind: quiz.kind,
        ownedByCaller: quiz.ownerEmail === email,
        sharedWithCaller: quiz.sharedWith.includes(email),
        editable: true,
        processing: false,
        sectionQuiz: false,
        ownerSubscriptionActive: true,
      },
    );
    for (const route of ROUTES.filter((r) => r.kinds.includes(quiz.kind))) {
      const { status } = await call(t.app, { ...route.request(quiz), headers: bearer(tokens.get(email)!) });
      const verdict = verdictOf(allowed, route.action, 'view');
      const label = `${route.action} as ${email}`;
      if (verdict === 'hidden') expect(status, label).toBe(404);
      else if (verdict === 'refused') expect(status, label).toBe(403);
      else expect([403, 404], label).not.toContain(status);
    }
  });
});

/**
 * ADR 192: the console offers what a quiz's `actions` say, so they must be what the routes accept. Each account
 * reads each quiz it may view and then calls every route: an action the answer carries is accepted, one it does
 * not carry is refused.
 */
describe.each(CASES)(
  'the actions a %s quiz owned by %s, shared with %j carries',
  (kind, ownerEmail, sharedWith) => {
    let quiz: Seeded;
    beforeAll(async () => {
      quizzes.length = 0;
      await seed(`${kind}`, kind, ownerEmail, [...sharedWith]);
      quiz = quizzes[0]!;
    });

    test.each(ACCOUNTS)('are the routes %s is then allowed', async (email) => {
      const headers = bearer(tokens.get(email)!);
      const read = await call(t.app, { url: QUIZ_PATHS.one(quiz.kind, quiz.id), headers });
      if (read.status === 404) return;
      expect(read.status).toBe(200);
      const actions = (read.body as { content: { actions: QuizAction[] } }).content.actions;
      expect(actions).toContain('view');
      for (const route of ROUTES.filter((r) => r.kinds.includes(quiz.kind))) {
        const { status } = await call(t.app, { ...route.request(quiz), headers });
        const label = `${route.action} as ${email} (actions ${actions.join(', ')})`;
        if (actions.includes(route.action)) expect([403, 404], label).not.toContain(status);
        else expect([403, 404], label).toContain(status);
      }
    });
  },
);
