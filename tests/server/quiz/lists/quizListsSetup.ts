/** A test app with the demo content seeded (articles, the 34 sample quizzes), signed in as each demo role. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { seedContent } from '../../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp, type TestAppOptions } from '../../testApp';

export interface SeededApp extends TestApp {
  readonly as: (email: string) => (options: InjectOptions) => ReturnType<typeof call>;
  readonly userId: (email: string) => Promise<number>;
}

export async function createSeededApp(options: TestAppOptions = {}): Promise<SeededApp> {
  const test = await createTestApp(options);
  await seedContent(test.db, {
    storageDir: await mkdtemp(join(tmpdir(), 'quiz-lists-')),
    now: test.clock.now(),
  });
  const tokens = new Map<string, string>();
  const as = (email: string) => async (options: InjectOptions) => {
    if (!tokens.has(email)) tokens.set(email, (await test.signIn(email)).accessToken);
    return call(test.app, { ...options, headers: { ...options.headers, ...bearer(tokens.get(email)!) } });
  };
  const userId = async (email: string) =>
    (await test.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return Object.assign(test, { as, userId });
}
