/**
 * A save refused as made on an older version says whether the version that won was the caller's own save (ADR 300):
 * the same account in another tab or on another device is told so, another account is not, and nothing names that
 * other account. For every record kind with a stale answer: two sessions of one account, then two accounts, one
 * after the other and at once. Of two saves at once exactly one is stored, the other is refused and changes nothing.
 */
import { seedClassDocuments } from '../../../server/seed/documents';
import { IDENTITY_PROVIDER_PATHS } from '../../../src/api/identityProviders/identityProvidersContract';
import { INSTITUTION_PATHS } from '../../../src/api/institutions/institutionsContract';
import { LTI_PATHS } from '../../../src/api/lti/ltiContract';
import { StaleVersionAnswerSchema } from '../../../src/api/shared/staleVersion';
import { TRANSLATION_PATHS } from '../../../src/api/translations/translationsContract';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

type Who = { authorization: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
type Answer = Awaited<ReturnType<typeof call>>;

/** One record: its stored value and version, and a save of the `n`th value on a version. */
interface Saved {
  read(): Promise<{ value: unknown; version: number }>;
  save(who: Who, n: number, version: number): Promise<Answer>;
}

interface Kind {
  readonly name: string;
  /** The refusal's message. */
  readonly message: string;
  /** The value the `n`th save sends, as `read` gives it back. */
  readonly valueOf: (n: number) => unknown;
  /** Makes the record (or finds it) as the first account. */
  start(): Promise<Saved>;
}

let t: TestApp;
/** One account signed in twice: two tabs, or two devices. */
let tab: Who;
let otherTab: Who;
/** Another account of the same rights. */
let other: Who;
let institutionId: number;

const send = (who: Who, method: Method, url: string, payload?: object) =>
  call(t.app, { method, url, headers: who, ...(payload ? { payload } : {}) });
const get = async (url: string) => (await send(tab, 'GET', url)).body.content;
const created = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content;
};

/** A record whose form is read at `url` and saved there with `method`; `form(n)` is its `n`th value. */
function atUrl(
  url: string,
  method: Method,
  form: (n: number) => object,
  valueOf: (record: never) => unknown,
): Saved {
  return {
    read: async () => {
      const record = await get(url);
      return { value: valueOf(record as never), version: record.version };
    },
    save: (who, n, version) => send(who, method, url, { ...form(n), version }),
  };
}

const KINDS: readonly Kind[] = [
  {
    name: 'a sponsor',
    message: STALE_MESSAGES.sponsor,
    valueOf: (n) => `Acme ${n}`,
    async start() {
      const form = (n: number) => ({ companyName: `Acme ${n}`, companyUrl: 'https://acme.example' });
      const { id } = created(await send(tab, 'POST', '/api/admin/sponsor', form(0)));
      return atUrl(`/api/admin/sponsor/${id}`, 'PATCH', form, (s: { companyName: string }) => s.companyName);
    },
  },
  {
    name: 'a translation group',
    message: STALE_MESSAGES.translationGroup,
    valueOf: (n) => `Group ${n}`,
    async start() {
      const form = (n: number) => ({ key: 'tabs', title: `Group ${n}`, isActive: true });
      const { id } = created(await send(tab, 'POST', TRANSLATION_PATHS.groupCreate, form(0)));
      const saved = atUrl(TRANSLATION_PATHS.groupEdit(id), 'PATCH', form, () => null);
      const read = async () => {
        const { title, version } = await get(TRANSLATION_PATHS.group(id));
        return { value: title, version };
      };
      return { read, save: saved.save };
    },
  },
  {
    name: 'a translation',
    message: STALE_MESSAGES.translation,
    valueOf: (n) => `Spielen ${n}`,
    async start() {
      const { id: groupId } = created(
        await send(tab, 'POST', TRANSLATION_PATHS.groupCreate, { key: 'cells', title: 'Cells' }),
      );
      const key = 'cells.play';
      const translations = [
        { language: 'en', value: 'Play' },
        { language: 'de', value: 'Spielen 0' },
      ];
      created(await send(tab, 'POST', TRANSLATION_PATHS.addByKey, { groupId, key, translations }));
      const row = async () => {
        const filter = [{ bool_operator: 'or', property: 'key', operator: 'contains', value: key }];
        const listed = await send(tab, 'POST', TRANSLATION_PATHS.list, { filter });
        type Row = { id: number; key: string; language: string; value: string; version: number };
        return (listed.body.content.result as Row[]).find((r) => r.key === key && r.language === 'de')!;
      };
      const { id } = await row();
      return {
        read: async () => {
          const { value, version } = await row();
          return { value, version };
        },
        save: (who, n, version) =>
          send(who, 'PATCH', TRANSLATION_PATHS.edit(id), {
            groupId,
            key,
            language: 'de',
            value: `Spielen ${n}`,
            version,
          }),
      };
    },
  },
  {
    name: 'the banner',
    message: STALE_MESSAGES.banner,
    valueOf: (n) => `<p>Banner ${n}</p>`,
    async start() {
      const form = (n: number) => ({ type: 1, message: `<p>Banner ${n}</p>`, published: 1 });
      const { banner } = created(await send(tab, 'POST', '/api/admin/banner/create', form(0)));
      const read = async () => {
        const { message, version } = (await get('/api/admin/banner')).banner;
        return { value: message, version };
      };
      const save = (who: Who, n: number, version: number) =>
        send(who, 'PATCH', '/api/admin/banner/update', { ...form(n), id: banner.id, version });
      return { read, save };
    },
  },
  {
    name: 'a playlist',
    message: STALE_MESSAGES.playlist,
    valueOf: (n) => `Playlist ${n}`,
    async start() {
      const form = (n: number) => ({ title: `Playlist ${n}`, items: [] });
      const { id } = created(await send(tab, 'POST', '/api/admin/playlist', form(0)));
      return atUrl(`/api/admin/playlist/${id}`, 'PATCH', form, (p: { title: string }) => p.title);
    },
  },
  {
    name: 'an institution',
    message: STALE_MESSAGES.institution,
    valueOf: (n) => `University ${n}`,
    async start() {
      const form = (n: number) => ({
        title: `University ${n}`,
        approved: true,
        productId: 2,
        feature: 'labs',
        hasEducationSubscription: true,
        hasUnlimitedSubscription: false,
        emailDomains: ['tabs.example'],
        subscriptionEndsAt: null,
        trialEndsAt: null,
      });
      const { id } = created(await send(tab, 'POST', INSTITUTION_PATHS.create, form(0)));
      return atUrl(INSTITUTION_PATHS.one(id), 'PATCH', form, (i: { title: string }) => i.title);
    },
  },
  {
    name: 'an identity provider',
    message: STALE_MESSAGES.identityProvider,
    valueOf: (n) => `Provider ${n}`,
    async start() {
      const form = (n: number) => ({
        institutionId,
        name: `Provider ${n}`,
        issuer: 'https://login.concurrent.example',
        clientId: 'console',
        clientSecret: '',
        emailDomains: 'concurrent.example',
        roles: ['ROLE_CS_USER'],
        enabled: true,
      });
      const body = { ...form(0), clientSecret: 'secret' };
      const { id } = created(await send(tab, 'POST', IDENTITY_PROVIDER_PATHS.create, body));
      return atUrl(IDENTITY_PROVIDER_PATHS.one(id), 'PATCH', form, (p: { name: string }) => p.name);
    },
  },
  {
    name: 'an LTI platform registration',
    message: STALE_MESSAGES.ltiPlatform,
    valueOf: (n) => `tool-${n}`,
    async start() {
      const form = (n: number) => ({
        issuer: 'https://lms.concurrent.example',
        clientId: `tool-${n}`,
        deploymentIds: ['1'],
        jwksUrl: 'https://lms.concurrent.example/jwks',
        authUrl: 'https://lms.concurrent.example/auth',
        tokenUrl: 'https://lms.concurrent.example/token',
        institutionId,
      });
      const { id } = created(await send(tab, 'POST', LTI_PATHS.platforms, form(0)));
      return atUrl(LTI_PATHS.platform(id), 'PUT', form, (p: { clientId: string }) => p.clientId);
    },
  },
  {
    name: 'a class',
    message: CLASS_MESSAGES.stale,
    valueOf: (n) => `Physics ${n}`,
    async start() {
      const form = (n: number) => ({
        title: `Physics ${n}`,
        institution: 'Northgate University',
        description: 'Mechanics and waves',
        startDate: '2026-09-01',
        endDate: '2026-12-18',
        professor: false,
      });
      const { id } = created(await send(tab, 'POST', '/api/admin/class/', form(0)));
      return atUrl(`/api/admin/class/${id}`, 'PATCH', form, (c: { title: string }) => c.title);
    },
  },
  {
    name: "a class's share list",
    message: STALE_MESSAGES.classShares,
    valueOf: (n) => (n % 2 === 0 ? ['cs@demo.test'] : ['lti@demo.test']),
    async start() {
      const { id } = await t.db.selectFrom('classes').select('id').orderBy('id').executeTakeFirstOrThrow();
      const url = `/api/admin/class/${id}`;
      return {
        read: async () => {
          const { sharedWith, sharesVersion } = await get(url);
          return { value: sharedWith.map((u: { email: string }) => u.email), version: sharesVersion };
        },
        save: (who, n, version) =>
          send(who, 'PATCH', `${url}/share`, {
            emails: n % 2 === 0 ? ['cs@demo.test'] : ['lti@demo.test'],
            version,
          }),
      };
    },
  },
  {
    name: 'a class document',
    message: STALE_MESSAGES.classDocument,
    valueOf: (n) => `notes-${n}.pdf`,
    async start() {
      const { id } = await t.db.selectFrom('classes').select('id').orderBy('id').executeTakeFirstOrThrow();
      const list = `/api/admin/class/${id}/document`;
      const [document] = (await get(list)).documents;
      const url = `${list}/${document.id}`;
      return {
        read: async () => {
          const documents = (await get(list)).documents as {
            id: number;
            fileName: string;
            version: number;
          }[];
          const { fileName, version } = documents.find((d) => d.id === document.id)!;
          return { value: fileName, version };
        },
        save: (who, n, version) => send(who, 'PATCH', url, { fileName: `notes-${n}.pdf`, version }),
      };
    },
  },
  {
    name: 'a feature flag',
    message: STALE_MESSAGES.featureFlag,
    valueOf: (n) => n % 2 === 0,
    async start() {
      const url = '/api/admin/feature_flags';
      return {
        read: async () => {
          const { flags, versions } = await get(url);
          return { value: flags.adminBanner, version: versions.adminBanner };
        },
        save: (who, n, version) =>
          send(who, 'PATCH', `${url}/adminBanner`, { enabled: n % 2 === 0, version }),
      };
    },
  },
];

/** The refusal as the shared contract reads it: the record's message, and whether the winner was the caller. */
function expectStale(answer: Answer, kind: Kind, savedByYou: boolean) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  const { message } = kind;
  expect(StaleVersionAnswerSchema.strict().parse(answer.body.content)).toEqual({
    message,
    errors: { version: [message] },
    savedByYou,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  tab = bearer(await t.signIn('super@demo.test'));
  otherTab = bearer(await t.signIn('super@demo.test'));
  other = bearer(await t.signIn('corporate@demo.test'));
  ({ id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Concurrent College' })
    .returning('id')
    .executeTakeFirstOrThrow());
  await t.db
    .insertInto('institution_domains')
    .values({ institution_id: institutionId, domain: 'concurrent.example' })
    .execute();
  await seedClassDocuments(t.db, t.config.storageDir);
}, 60_000);
afterAll(() => t?.close());

describe.each(KINDS)('$name', (kind) => {
  let record: Saved;
  beforeAll(async () => {
    record = await kind.start();
  });

  test('a save behind the same account’s save in another tab says it was yours; behind another account’s, not', async () => {
    const { version } = await record.read();
    expect((await record.save(tab, 1, version)).status).toBe(200);
    expectStale(await record.save(otherTab, 2, version), kind, true);
    expectStale(await record.save(other, 3, version), kind, false);
    expect(await record.read()).toEqual({ value: kind.valueOf(1), version: version + 1 });

    // The other account saves next: now a save behind it is not the caller's own, whoever made the record.
    expect((await record.save(other, 4, version + 1)).status).toBe(200);
    expectStale(await record.save(otherTab, 5, version + 1), kind, false);
    expect(await record.read()).toEqual({ value: kind.valueOf(4), version: version + 2 });
  });

  test.each([
    { pair: 'two tabs of one account', savedByYou: true, second: () => otherTab },
    { pair: 'two accounts', savedByYou: false, second: () => other },
  ])(
    '$pair saving at once: one is stored, the other is refused and changes nothing',
    async ({ savedByYou, second }) => {
      for (let round = 0; round < 3; round++) {
        const before = await record.read();
        const values = [10 + 2 * round, 11 + 2 * round];
        const answers = await Promise.all([
          record.save(tab, values[0]!, before.version),
          record.save(second(), values[1]!, before.version),
        ]);
        expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([
          200, 409,
        ]);
        const winner = answers.findIndex((a) => a.status === 200);
        expectStale(answers[1 - winner]!, kind, savedByYou);
        expect(await record.read()).toEqual({
          value: kind.valueOf(values[winner]!),
          version: before.version + 1,
        });
      }
    },
  );
});
