/**
 * Every sponsor endpoint's guard and validation (SPEC sections 5, 6, 7 and 8), and company names with HTML:
 * the store keeps only what the sanitiser keeps, on create and on update, and every reader gets that.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let auth: { authorization: string };
let sponsorId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.signIn('super@demo.test'));
  const created = await t.db
    .insertInto('sponsors')
    .values({ company_name: 'Guarded Labs', company_url: 'https://guarded.example' })
    .returning('id')
    .executeTakeFirstOrThrow();
  sponsorId = created.id;
}, 60_000);
afterAll(() => t.close());

const REQUIRED = 'This field is required';
const URL_INVALID = 'URL is not valid';

/** Each sponsor endpoint with a body it would accept. */
const endpoints = (): [string, InjectOptions][] => [
  ['list', { method: 'POST', url: '/api/admin/sponsor/list', payload: {} }],
  ['candidates', { method: 'POST', url: '/api/admin/sponsor/article_list', payload: {} }],
  ['read', { method: 'GET', url: `/api/admin/sponsor/${sponsorId}` }],
  [
    'create',
    {
      method: 'POST',
      url: '/api/admin/sponsor',
      payload: { companyName: 'X', companyUrl: 'https://x.example' },
    },
  ],
  [
    'update',
    {
      method: 'PATCH',
      url: `/api/admin/sponsor/${sponsorId}`,
      payload: { companyName: 'X', companyUrl: 'https://x.example', version: 1 },
    },
  ],
  ['delete', { method: 'DELETE', url: `/api/admin/sponsor/${sponsorId}` }],
  ['logo upload', { method: 'POST', url: `/api/admin/sponsor/${sponsorId}/add_file/logo` }],
  ['video upload', { method: 'POST', url: `/api/admin/sponsor/${sponsorId}/add_file/video` }],
  [
    'assign',
    { method: 'POST', url: `/api/admin/sponsor/${sponsorId}/article/add`, payload: { articles: [1] } },
  ],
  [
    'remove',
    { method: 'POST', url: `/api/admin/sponsor/${sponsorId}/article/remove`, payload: { articles: [1] } },
  ],
];

describe('every sponsor endpoint checks the caller', () => {
  test('signed out, each answers 401', async () => {
    for (const [name, options] of endpoints()) {
      const response = await call(t.app, options);
      expect([name, response.status]).toEqual([name, 401]);
    }
  });

  test('a CS user, whose routes lack sponsors, gets 403 from each and changes nothing', async () => {
    const cs = bearer(await t.signIn('cs@demo.test'));
    for (const [name, options] of endpoints()) {
      const response = await call(t.app, { ...options, headers: cs });
      expect([name, response.status]).toEqual([name, 403]);
    }
    const row = await t.db.selectFrom('sponsors').selectAll().where('id', '=', sponsorId).executeTakeFirst();
    expect(row?.company_name).toBe('Guarded Labs');
  });
});

describe('the form rules of SPEC section 5, on create and on update', () => {
  test.each([
    ['both missing', {}, { companyName: [REQUIRED], companyUrl: [REQUIRED] }],
    ['both empty', { companyName: '', companyUrl: '' }, { companyName: [REQUIRED], companyUrl: [REQUIRED] }],
    ['a blank name', { companyName: '   ', companyUrl: 'https://ok.example' }, { companyName: [REQUIRED] }],
    ['the default URL alone', { companyName: 'Acme', companyUrl: 'https://' }, { companyUrl: [URL_INVALID] }],
    ['no scheme', { companyName: 'Acme', companyUrl: 'acme.example' }, { companyUrl: [URL_INVALID] }],
    [
      'a script URL',
      { companyName: 'Acme', companyUrl: 'javascript:alert(1)' },
      { companyUrl: [URL_INVALID] },
    ],
    ['an ftp URL', { companyName: 'Acme', companyUrl: 'ftp://acme.example' }, { companyUrl: [URL_INVALID] }],
    [
      'a name of wrong type',
      { companyName: 42, companyUrl: 'https://ok.example' },
      { companyName: [REQUIRED] },
    ],
  ])('%s is refused with the field messages', async (_name, payload, errors) => {
    for (const options of [
      { method: 'POST' as const, url: '/api/admin/sponsor' },
      { method: 'PATCH' as const, url: `/api/admin/sponsor/${sponsorId}` },
    ]) {
      const versioned = options.method === 'PATCH' ? { ...payload, version: 1 } : payload;
      const response = await call(t.app, { ...options, headers: auth, payload: versioned });
      expect(response.status).toBe(400);
      expect(response.body.content.errors).toEqual(errors);
    }
    const count = await t.db
      .selectFrom('sponsors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test('an unknown or malformed sponsor id answers 404 or 400', async () => {
    const form = { companyName: 'Acme', companyUrl: 'https://acme.example' };
    const cases: [InjectOptions, number][] = [
      [{ method: 'GET', url: '/api/admin/sponsor/999999' }, 404],
      [{ method: 'PATCH', url: '/api/admin/sponsor/999999', payload: { ...form, version: 1 } }, 404],
      [{ method: 'DELETE', url: '/api/admin/sponsor/999999' }, 404],
      [{ method: 'POST', url: '/api/admin/sponsor/999999/article/add', payload: { articles: [1] } }, 404],
      [{ method: 'POST', url: '/api/admin/sponsor/999999/article/remove', payload: { articles: [1] } }, 404],
      [{ method: 'GET', url: '/api/admin/sponsor/abc' }, 400],
      [{ method: 'GET', url: '/api/admin/sponsor/-3' }, 400],
      [{ method: 'POST', url: `/api/admin/sponsor/${sponsorId}/add_file/pdf` }, 400],
    ];
    for (const [options, status] of cases) {
      const response = await call(t.app, { ...options, headers: auth });
      expect([options.method, options.url, response.status]).toEqual([options.method, options.url, status]);
    }
  });

  test('assign and remove need a list of at least one article id', async () => {
    for (const path of ['add', 'remove']) {
      for (const payload of [{}, { articles: [] }, { articles: ['7'] }, { articles: [0] }]) {
        const response = await call(t.app, {
          method: 'POST',
          url: `/api/admin/sponsor/${sponsorId}/article/${path}`,
          headers: auth,
          payload,
        });
        expect(response.status).toBe(400);
        const keys = Object.keys(response.body.content.errors);
        expect(keys.length > 0 && keys.every((key) => /^articles(\.\d+)?$/.test(key))).toBe(true);
      }
    }
  });

  test('assigning an article that does not exist answers its error value and assigns nothing', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsorId}/article/add`,
      headers: auth,
      payload: { articles: [987654] },
    });
    expect(response.status).toBe(200);
    expect(response.body.content.error).toEqual({ '987654': 'Article 987654 does not exist' });
    expect(response.body.content.sponsor.articleList).toEqual([]);
  });

  test('the candidate list takes withSponsor 1 or 2 only', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/article_list',
      headers: auth,
      payload: { withSponsor: 3 },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.content.errors)).toEqual(['withSponsor']);
  });
});

describe('company names with HTML', () => {
  const storedName = async (id: number) =>
    (await t.db.selectFrom('sponsors').select('company_name').where('id', '=', id).executeTakeFirstOrThrow())
      .company_name;

  test.each([
    ['<img src=x onerror=alert(1)>Acme', 'Acme'],
    ['<a href="javascript:alert(1)">Acme</a>', 'Acme'],
    ['<a href="https://acme.example" target="_blank" onclick="steal()">Acme</a>', 'Acme'],
    ['<svg onload=alert(1)><b>Acme</b></svg>', '<b>Acme</b>'],
    ['<b onclick="x()">Bold</b> Co', '<b>Bold</b> Co'],
    ['<iframe src="https://evil.example"></iframe>Acme', 'Acme'],
    ['<style>body{display:none}</style>Acme', 'Acme'],
    ['<details open ontoggle=alert(1)>Acme</details>', 'Acme'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">Acme', 'Acme'],
    ['<em>Acme</em><script>alert(1)</script>', '<em>Acme</em>'],
    ['<span style="color:red" class="x" data-x="1">Red</span> Labs', '<span>Red</span> Labs'],
    ['<p><strong>Strong</strong> &amp; <sub>Sub</sub></p>', '<strong>Strong</strong> &amp; <sub>Sub</sub>'],
  ])('%s is stored as %s, on create and on update, and read back so', async (payload, kept) => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor',
      headers: auth,
      payload: { companyName: payload, companyUrl: 'https://acme.example' },
    });
    expect(created.status).toBe(200);
    const id = created.body.content.id as number;
    expect(created.body.content.companyName).toBe(kept);
    expect(await storedName(id)).toBe(kept);

    await t.db.updateTable('sponsors').set({ company_name: 'Plain' }).where('id', '=', id).execute();
    const updated = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/sponsor/${id}`,
      headers: auth,
      payload: {
        companyName: payload,
        companyUrl: 'https://acme.example',
        version: created.body.content.version,
      },
    });
    expect(updated.body.content.companyName).toBe(kept);
    expect(await storedName(id)).toBe(kept);

    const listed = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/list',
      headers: auth,
      payload: { filter: [{ property: 'id', operator: 'equals', value: id }] },
    });
    expect(listed.body.content.result.map((s: { companyName: string }) => s.companyName)).toEqual([kept]);
    await t.db.deleteFrom('sponsors').where('id', '=', id).execute();
  });
});
