/**
 * No lost update on identity providers, LTI platform registrations, class documents (rename and share), a class's
 * share list and feature flags (ADR 188): two people save the same record on the version they both loaded, at the
 * same moment. Exactly one save is stored and answers 200; the other answers 409 with the record's message and
 * changes nothing. 50 such pairs per kind, on PGlite and on the PostgreSQL at TEST_DATABASE_URL (a database of its
 * own, dropped after the file).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../../server/db/createDb';
import { seedClassDocuments } from '../../../server/seed/documents';
import { IDENTITY_PROVIDER_PATHS } from '../../../src/api/identityProviders/identityProvidersContract';
import { LTI_PATHS } from '../../../src/api/lti/ltiContract';
import { STALE_MESSAGES, type VersionedRecord } from '../../../src/domain/shared/recordVersions';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { dropDatabase } from '../postgresDatabases';

const PAIRS = 50;
const url = process.env.TEST_DATABASE_URL;
const inCi = process.env.CI === 'true';

type Who = { authorization: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
type Answer = Awaited<ReturnType<typeof call>>;

/** One kind of record: how to read its stored value and version, and how one person saves a value on a version. */
interface Kind<TValue> {
  readonly record: VersionedRecord;
  /** The two values the two people save, different in each pair. */
  readonly values: (pair: number) => readonly [TValue, TValue];
  read(): Promise<{ value: TValue; version: number }>;
  save(who: Who, value: TValue, version: number): Promise<Answer>;
}

/** Sends the pairs one after the other, the two saves of a pair at once, and checks each pair's outcome. */
async function racePairs<TValue>(kind: Kind<TValue>, people: readonly [Who, Who]) {
  for (let pair = 0; pair < PAIRS; pair++) {
    const before = await kind.read();
    const values = kind.values(pair);
    const answers = await Promise.all([0, 1].map((i) => kind.save(people[i]!, values[i]!, before.version)));
    const statuses = answers.map((answer) => answer.status);
    expect([...statuses].sort(), `pair ${pair}: ${JSON.stringify(answers.map((a) => a.body))}`).toEqual([
      200, 409,
    ]);
    const loser = answers.find((answer) => answer.status === 409)!;
    const message = STALE_MESSAGES[kind.record];
    expect(loser.body.content).toEqual({ message, errors: { version: [message] }, savedByYou: false });
    const after = await kind.read();
    expect(after).toEqual({ value: values[statuses.indexOf(200)], version: before.version + 1 });
  }
}

function suite(open: () => Promise<TestApp>) {
  let t: TestApp;
  let admin: Who;
  let corporate: Who;
  let institutionId: number;
  const send = (who: Who, method: Method, path: string, payload?: object) =>
    call(t.app, { method, url: path, headers: who, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await open();
    admin = bearer(await t.signIn('super@demo.test'));
    corporate = bearer(await t.signIn('corporate@demo.test'));
    ({ id: institutionId } = await t.db
      .insertInto('institutions')
      .values({ title: 'Concurrent College' })
      .returning('id')
      .executeTakeFirstOrThrow());
    // A provider speaks only for its institution's domains (ADR 186).
    await t.db
      .insertInto('institution_domains')
      .values({ institution_id: institutionId, domain: 'concurrent.example' })
      .execute();
  }, 60_000);
  afterAll(() => t?.close());

  test('identity providers: of two saves of one version exactly one is stored', async () => {
    const fields = (name: string) => ({
      institutionId,
      name,
      issuer: 'https://login.concurrent.example',
      clientId: 'console',
      clientSecret: '',
      emailDomains: 'concurrent.example',
      roles: ['ROLE_CS_USER'],
      enabled: true,
    });
    const created = await send(admin, 'POST', IDENTITY_PROVIDER_PATHS.create, {
      ...fields('Concurrent'),
      clientSecret: 'secret',
    });
    expect(created.body.content.version).toBe(1);
    const path = IDENTITY_PROVIDER_PATHS.one(created.body.content.id);
    await racePairs<string>(
      {
        record: 'identityProvider',
        values: (pair) => [`Alice ${pair}`, `Bob ${pair}`],
        read: async () => {
          const { name, version } = (await send(admin, 'GET', path)).body.content;
          return { value: name, version };
        },
        save: (who, name, version) => send(who, 'PATCH', path, { ...fields(name), version }),
      },
      [admin, corporate],
    );
  });

  test('two new identity providers claiming one domain at once: one is stored, the other is told the domain is taken', async () => {
    for (let pair = 0; pair < 10; pair++) {
      const domain = `race${pair}.concurrent.example`;
      const answers = await Promise.all(
        ['First', 'Second'].map((name) =>
          send(admin, 'POST', IDENTITY_PROVIDER_PATHS.create, {
            institutionId,
            name: `${name} ${pair}`,
            issuer: 'https://login.concurrent.example',
            clientId: 'console',
            clientSecret: 'secret',
            emailDomains: domain,
            roles: ['ROLE_CS_USER'],
            enabled: true,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.status === 400)!;
      expect(refused.body.content.errors.emailDomains).toHaveLength(1);
      expect(refused.body.content.errors.emailDomains[0]).toContain(domain);
      const served = await t.db
        .selectFrom('identity_provider_domains')
        .where('domain', '=', domain)
        .execute();
      expect(served).toHaveLength(1);
    }
  });

  test('LTI platform registrations: of two saves of one version exactly one is stored', async () => {
    const fields = (clientId: string) => ({
      issuer: 'https://lms.concurrent.example',
      clientId,
      deploymentIds: ['1'],
      jwksUrl: 'https://lms.concurrent.example/jwks',
      authUrl: 'https://lms.concurrent.example/auth',
      tokenUrl: 'https://lms.concurrent.example/token',
      institutionId,
    });
    const created = await send(admin, 'POST', LTI_PATHS.platforms, fields('tool'));
    expect(created.body.content.version).toBe(1);
    const path = LTI_PATHS.platform(created.body.content.id);
    await racePairs<string>(
      {
        record: 'ltiPlatform',
        values: (pair) => [`alice-${pair}`, `bob-${pair}`],
        read: async () => {
          const { clientId, version } = (await send(admin, 'GET', path)).body.content;
          return { value: clientId, version };
        },
        save: (who, clientId, version) => send(who, 'PUT', path, { ...fields(clientId), version }),
      },
      [admin, corporate],
    );
  });

  describe('a class', () => {
    let classId: number;
    beforeAll(async () => {
      await seedClassDocuments(t.db, t.config.storageDir);
      classId = (await t.db.selectFrom('classes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    });

    test('class documents: of two renames or shares of one version exactly one is stored', async () => {
      const list = `/api/admin/class/${classId}/document`;
      const [document] = (await send(admin, 'GET', list)).body.content.documents;
      expect(document.version).toBe(1);
      const path = `${list}/${document.id}`;
      type Change = { fileName: string; shared: boolean };
      await racePairs<Change>(
        {
          record: 'classDocument',
          // One renames while the other shares or unshares: either change alone is what is stored.
          values: (pair) => [
            { fileName: `alice-${pair}.pdf`, shared: pair % 2 === 0 },
            { fileName: `bob-${pair}.pdf`, shared: pair % 2 === 1 },
          ],
          read: async () => {
            const documents = (await send(admin, 'GET', list)).body.content.documents;
            const { fileName, shared, version } = documents.find((d: { id: number }) => d.id === document.id);
            return { value: { fileName, shared }, version };
          },
          save: (who, change, version) => send(who, 'PATCH', path, { ...change, version }),
        },
        [admin, corporate],
      );
    });

    test("a class's share list: of two shares of one version exactly one is stored", async () => {
      const path = `/api/admin/class/${classId}`;
      expect((await send(admin, 'GET', path)).body.content.sharesVersion).toBe(1);
      await racePairs<string[]>(
        {
          record: 'classShares',
          // One shares with an instructor while the other unshares everyone.
          values: (pair) => (pair % 2 === 0 ? [['lti@demo.test'], []] : [[], ['cs@demo.test']]),
          read: async () => {
            const { sharedWith, sharesVersion } = (await send(admin, 'GET', path)).body.content;
            return { value: sharedWith.map((u: { email: string }) => u.email), version: sharesVersion };
          },
          save: (who, emails, version) => send(who, 'PATCH', `${path}/share`, { emails, version }),
        },
        [admin, corporate],
      );
    });
  });

  test('feature flags: of two switches of one version exactly one is stored', async () => {
    const flags = '/api/admin/feature_flags';
    await racePairs<boolean>(
      {
        record: 'featureFlag',
        values: (pair) => (pair % 2 === 0 ? [false, true] : [true, false]),
        read: async () => {
          const { flags: values, versions } = (await send(admin, 'GET', flags)).body.content;
          return { value: values.adminBanner, version: versions.adminBanner };
        },
        save: (who, enabled, version) => send(who, 'PATCH', `${flags}/adminBanner`, { enabled, version }),
      },
      [admin, corporate],
    );
  });
}

describe('on PGlite', () => suite(() => createTestApp({ store: 'pglite' })));

if (!url) {
  if (inCi)
    test('TEST_DATABASE_URL is set in CI', () => {
      expect.fail('TEST_DATABASE_URL is unset: run `eval "$(bash scripts/postgres.sh)"` before the tests');
    });
  else console.warn('lostUpdateRecords.test.ts: PostgreSQL part skipped, TEST_DATABASE_URL is unset');
}

describe.runIf(url)('on PostgreSQL', () => {
  const name = `console_versions_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  afterAll(() => dropDatabase(url!, name));
  suite(async () => {
    await admin(`create database ${name}`);
    const database = new URL(url!);
    database.pathname = `/${name}`;
    return createTestApp({ db: createDb({ databaseUrl: database.toString(), pgliteDir: '' }) });
  });
});
