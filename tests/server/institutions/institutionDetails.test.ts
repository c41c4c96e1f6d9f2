/**
 * One institution (ADR 181): read, create and update with its e-mail domains, subscription and trial end, its
 * instructors and classes; the caller checked on every route; bad input and stale saves leave the store untouched;
 * Restricted quizzes accept every domain; the institution's end extends its instructors' deadline limit.
 */
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { INSTITUTION_PATHS } from '../../../src/api/institutions/institutionsContract';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { assignQuiz } from '../../../server/repositories/take/assignments';
import { subscriptionEndOf } from '../../../server/repositories/session/subscriptions';
import { classBody } from '../classes/classFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
const tokens = new Map<string, string>();
const as = async (email: string) => {
  if (!tokens.has(email)) tokens.set(email, (await t.signIn(email)).accessToken);
  return bearer(tokens.get(email)!);
};
const api = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, payload, headers: await as(email) });
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const form = (over: object = {}) => ({
  title: 'University of Eastport',
  approved: true,
  productId: 2,
  feature: 'labs',
  hasEducationSubscription: true,
  hasUnlimitedSubscription: false,
  emailDomains: ['eastport.example'],
  subscriptionEndsAt: null,
  trialEndsAt: null,
  ...over,
});
const create = async (over: object = {}) => {
  const { status, body } = await api('admin@demo.test', 'POST', INSTITUTION_PATHS.create, form(over));
  expect(status).toBe(200);
  return body.content as { id: number; version: number; title: string };
};
const stored = async (id: number) =>
  (await api('super@demo.test', 'GET', INSTITUTION_PATHS.one(id))).body.content;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

test('a full admin creates an institution with several domains; ends are stored as the end of the day', async () => {
  const created = await create({
    title: '  Harbor Valley College ',
    emailDomains: [' HarborValley.example', '@hv-alumni.example'],
    subscriptionEndsAt: '2031-03-31',
    trialEndsAt: '2030-12-01',
  });
  expect(await stored(created.id)).toMatchObject({
    title: 'Harbor Valley College',
    emailDomains: ['harborvalley.example', 'hv-alumni.example'],
    subscriptionEndsAt: '2031-03-31T23:59:59.999Z',
    trialEndsAt: '2030-12-01T23:59:59.999Z',
    version: 1,
    instructors: [],
    classes: [],
  });
  const listed = await api('admin@demo.test', 'POST', INSTITUTION_PATHS.list, {
    keyword: String(created.id),
  });
  expect(listed.body.content.result.map((row: { title: string }) => row.title)).toEqual([
    'Harbor Valley College',
  ]);
});

test('a malformed domain is refused on its field and nothing changes', async () => {
  const { id, version } = await create({ title: 'Alder Polytechnic', emailDomains: ['alderpoly.example'] });
  const { status, body } = await api('admin@demo.test', 'PATCH', INSTITUTION_PATHS.one(id), {
    ...form({ title: 'Renamed', emailDomains: ['alderpoly.example', 'not a domain'] }),
    version,
  });
  expect(status).toBe(400);
  expect(body.content.errors['emailDomains.1']).toEqual(['Enter a domain like university.edu']);
  expect(await stored(id)).toMatchObject({
    title: 'Alder Polytechnic',
    emailDomains: ['alderpoly.example'],
    version,
  });
});

test('a domain another institution has is refused, naming that institution, and nothing changes', async () => {
  await create({ title: 'Granite Falls University', emailDomains: ['granitefalls.example'] });
  const { id, version } = await create({
    title: 'Bellhaven University',
    emailDomains: ['bellhaven.example'],
  });
  const { status, body } = await api('admin@demo.test', 'PATCH', INSTITUTION_PATHS.one(id), {
    ...form({ title: 'Bellhaven', emailDomains: ['bellhaven.example', 'GraniteFalls.example'] }),
    version,
  });
  expect(status).toBe(400);
  expect(body.content.errors['emailDomains.1']).toEqual([
    'granitefalls.example already belongs to Granite Falls University',
  ]);
  expect(await stored(id)).toMatchObject({
    title: 'Bellhaven University',
    emailDomains: ['bellhaven.example'],
  });
});

test('a save made on an older version is refused with 409 and leaves the other admin’s save', async () => {
  const { id, version } = await create({
    title: 'Summit Ridge University',
    emailDomains: ['summitridge.example'],
  });
  const first = await api('super@demo.test', 'PATCH', INSTITUTION_PATHS.one(id), {
    ...form({ title: 'Summit Ridge University', emailDomains: ['summitridge.example', 'sru.example'] }),
    version,
  });
  expect(first.status).toBe(200);
  expect(first.body.content.version).toBe(version + 1);
  const second = await api('corporate@demo.test', 'PATCH', INSTITUTION_PATHS.one(id), {
    ...form({ title: 'Mine', emailDomains: [] }),
    version,
  });
  expect(second.status).toBe(409);
  expect(second.body.content.message).toBe(STALE_MESSAGES.institution);
  expect(await stored(id)).toMatchObject({
    title: 'Summit Ridge University',
    emailDomains: ['sru.example', 'summitridge.example'],
  });
});

test('accounts outside the institutions area can neither read nor write, and anonymous callers are refused', async () => {
  const { id, version } = await create({ title: 'Pinecrest Community College', emailDomains: [] });
  for (const email of ['cs@demo.test', 'publish@demo.test', 'lti@demo.test']) {
    expect((await api(email, 'GET', INSTITUTION_PATHS.one(id))).status).toBe(403);
    expect(
      (await api(email, 'PATCH', INSTITUTION_PATHS.one(id), { ...form({ title: 'X' }), version })).status,
    ).toBe(403);
    expect(
      (await api(email, 'POST', INSTITUTION_PATHS.create, form({ title: 'Y', emailDomains: [] }))).status,
    ).toBe(403);
  }
  expect((await call(t.app, { method: 'GET', url: INSTITUTION_PATHS.one(id) })).status).toBe(401);
  expect((await stored(id)).title).toBe('Pinecrest Community College');
  expect((await api('admin@demo.test', 'GET', INSTITUTION_PATHS.one(987654))).status).toBe(404);
});

test('a Restricted quiz accepts e-mails of every domain of its owner’s institution', async () => {
  const { id } = await create({
    title: 'Meridian Medical School',
    emailDomains: ['meridian-med.example', 'mms.example'],
  });
  const owner = await userId('lti@demo.test');
  await t.db.updateTable('users').set({ institution_id: id }).where('id', '=', owner).execute();
  const { id: quizId } = await t.db
    .insertInto('quizzes')
    .values({ kind: 'user', title: 'Cells', owner_user_id: owner, restrict_non_institutional: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const outcome = await t.db.transaction().execute((trx) =>
    assignQuiz(trx, quizId, ['ada@meridian-med.example', 'bo@mms.example', 'cy@other.example'], null, {
      now: t.clock.now(),
      mail: false,
    }),
  );
  expect(outcome.assigned.sort()).toEqual(['ada@meridian-med.example', 'bo@mms.example']);
  expect(outcome.refused).toEqual(['cy@other.example']);
});

test('an instructor’s deadline limit is the later of their own end and their institution’s, seen at once', async () => {
  const { id, version } = await create({ title: 'Oakmont University Hospital', emailDomains: [] });
  const instructor = await userId('admin@demo.test');
  const own = new Date('2030-01-15T12:00:00.000Z');
  await t.db.updateTable('users').set({ institution_id: id }).where('id', '=', instructor).execute();
  await t.db
    .insertInto('user_subscriptions')
    .values({ user_id: instructor, kind: 'trial', ends_at: own })
    .execute();
  const profileEnd = async () =>
    (await api('admin@demo.test', 'GET', AUTH_PATHS.profile)).body.content.subscriptionEndsAt as
      string | null;
  // Written beside the app, not through it: its change feed hears the rows a moment later (on PostgreSQL, a
  // NOTIFY), and until then the signed-in session is the one it kept.
  await expect.poll(profileEnd, { timeout: 15_000 }).toBe(own.toISOString());

  const saved = await api('admin@demo.test', 'PATCH', INSTITUTION_PATHS.one(id), {
    ...form({ title: 'Oakmont University Hospital', emailDomains: [], subscriptionEndsAt: '2031-06-30' }),
    version,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.content.instructors).toMatchObject([
    { email: 'admin@demo.test', ownEndsAt: own.toISOString() },
  ]);
  expect((await subscriptionEndOf(t.db, instructor))?.toISOString()).toBe('2031-06-30T23:59:59.999Z');
  expect(await profileEnd()).toBe('2031-06-30T23:59:59.999Z');

  // An earlier institution end leaves the instructor's own; an account without an end of its own keeps none.
  await t.db
    .updateTable('institutions')
    .set({ subscription_ends_at: '2029-01-01T00:00:00Z' })
    .where('id', '=', id)
    .execute();
  expect((await subscriptionEndOf(t.db, instructor))?.toISOString()).toBe(own.toISOString());
  await t.db.deleteFrom('user_subscriptions').where('user_id', '=', instructor).execute();
  expect(await subscriptionEndOf(t.db, instructor)).toBeNull();
});

test('a class naming the institution is listed on it and follows its new title', async () => {
  const { id, version } = await create({ title: 'Redwood State University', emailDomains: [] });
  const created = await api(
    'corporate@demo.test',
    'POST',
    CLASS_PATHS.list,
    classBody('Genetics', 'redwood state university '),
  );
  expect(created.status).toBe(200);
  expect((await stored(id)).classes).toEqual([
    { id: created.body.content.id, title: 'Genetics', ownerEmail: 'corporate@demo.test' },
  ]);
  await api('admin@demo.test', 'PATCH', INSTITUTION_PATHS.one(id), {
    ...form({ title: 'Redwood State', emailDomains: [] }),
    version,
  });
  const row = await t.db
    .selectFrom('classes')
    .select(['institution', 'institution_id'])
    .where('id', '=', created.body.content.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ institution: 'Redwood State', institution_id: id });
});
