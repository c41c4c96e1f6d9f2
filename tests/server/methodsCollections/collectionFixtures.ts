/**
 * The collection tests' server: one app with the library's content and the demo collections seeded, and calls as
 * a demo account.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedContent } from '../../../server/seed/content';
import { seedCollections } from '../../../server/seed/methodsCollections';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

export interface CollectionsApp {
  readonly t: TestApp;
  readonly send: (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    email: string,
    payload?: unknown,
  ) => ReturnType<typeof call>;
  /** Published articles of the library, by id, past those the seeded collections hold. */
  readonly offered: (count: number) => Promise<{ id: number; title: string }[]>;
  /** The seeded collection of this title. */
  readonly seeded: (title: string) => Promise<{ id: number; version: number }>;
  readonly userId: (email: string) => Promise<number>;
  close(): Promise<void>;
}

export async function collectionsApp(): Promise<CollectionsApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'collections-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedContent(t.db, { storageDir: t.config.storageDir });
  await seedCollections(t.db);
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, (await t.signIn(email)).accessToken);
    return tokens.get(email)!;
  };
  return {
    t,
    send: async (method, url, email, payload) =>
      call(t.app, {
        method,
        url,
        headers: bearer(await tokenOf(email)),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    offered: (count) =>
      t.db
        .selectFrom('articles as a')
        .select(['a.id', 'a.title'])
        .where('a.status', '=', 'published')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('method_collection_articles as mca')
                .select('mca.article_id')
                .whereRef('mca.article_id', '=', 'a.id'),
            ),
          ),
        )
        .orderBy('a.id', 'desc')
        .limit(count)
        .execute(),
    seeded: (title) =>
      t.db
        .selectFrom('method_collections')
        .select(['id', 'version'])
        .where('title', '=', title)
        .executeTakeFirstOrThrow(),
    userId: async (email) =>
      (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
