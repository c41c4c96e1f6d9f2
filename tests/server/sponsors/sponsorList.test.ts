/** The sponsor list through the one list interpreter (ADR 020): search, sort, pages and the whitelist's 400s. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let auth: { authorization: string };

/** 25 sponsors inserted in this order, so ids ascend with it; the names sort differently. */
const NAMES = Array.from({ length: 23 }, (_, i) => `Probe ${String.fromCharCode(90 - i)} Labs`);
NAMES.push('Probe 100% Pure', 'Probe_Under Score');

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insertInto('sponsors')
    .values(NAMES.map((company_name) => ({ company_name, company_url: 'https://probe.example' })))
    .execute();
  await t.db
    .insertInto('sponsors')
    .values({ company_name: 'Other Company', company_url: 'https://other.example' })
    .execute();
  auth = bearer(await t.signIn('super@demo.test'));
}, 60_000);
afterAll(() => t.close());

interface Row {
  id: number;
  companyName: string;
}

async function list(payload: object) {
  return call(t.app, { method: 'POST', url: '/api/admin/sponsor/list', headers: auth, payload });
}

const search = (value: string) => [{ property: 'company_name', operator: 'contains', value }];
const names = (response: Awaited<ReturnType<typeof list>>) =>
  (response.body.content.result as Row[]).map((row) => row.companyName);

describe('sponsor list request', () => {
  test('with nothing asked it answers page 1 of 20, newest (highest id) first', async () => {
    const response = await list({});
    expect(response.status).toBe(200);
    const rows = response.body.content.result as Row[];
    expect(rows).toHaveLength(20);
    expect(rows[0]!.companyName).toBe('Other Company');
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(response.body.content.navigation).toMatchObject({
      page: 1,
      total_items: 26,
      total_pages: 2,
      items_on_page: 20,
      items_per_page: 20,
      more: true,
    });
  });

  test('the name search is a case-insensitive contains; % and _ match literally', async () => {
    expect((await list({ filter: search('probe') })).body.content.navigation.total_items).toBe(25);
    expect(names(await list({ filter: search('100%') }))).toEqual(['Probe 100% Pure']);
    expect(names(await list({ filter: search('e_U') }))).toEqual(['Probe_Under Score']);
    expect(names(await list({ filter: search('nothing like it') }))).toEqual([]);
  });

  test('Company Name sorts both ways, under either spelling', async () => {
    const probes = NAMES.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const ascending = await list({
      navigation: { page: 1, itemsOnPage: 50 },
      filter: search('Probe'),
      sort: [['company_name', 'asc']],
    });
    const byPostgres = names(ascending);
    // PostgreSQL's collation decides punctuation; the letters must come in order and every probe once.
    expect(byPostgres.filter((n) => / Labs$/.test(n))).toEqual(probes.filter((n) => / Labs$/.test(n)));
    expect([...byPostgres].sort()).toEqual([...probes].sort());
    const descending = await list({
      navigation: { page: 1, itemsOnPage: 50 },
      filter: search('Probe'),
      sort: [['companyName', 'desc']],
    });
    expect(names(descending)).toEqual([...byPostgres].reverse());
  });

  test('id sorts ascending on request, and an id filter finds one sponsor', async () => {
    const ascending = (await list({ sort: [['id', 'asc']] })).body.content.result as Row[];
    expect(ascending[0]!.companyName).toBe(NAMES[0]);
    const one = await list({ filter: [{ property: 'id', operator: 'equals', value: ascending[3]!.id }] });
    expect(names(one)).toEqual([NAMES[3]]);
  });

  test('page 2 holds the rest, and a page past the end is empty with the true totals', async () => {
    const second = await list({ navigation: { page: 2, itemsOnPage: 20 }, filter: search('Probe') });
    expect(second.body.content.result).toHaveLength(5);
    expect(second.body.content.navigation).toMatchObject({ page: 2, total_items: 25, more: false });
    const first = await list({ navigation: { page: 1, itemsOnPage: 20 }, filter: search('Probe') });
    const seen = new Set([...names(first), ...names(second)]);
    expect(seen.size).toBe(25);
    const beyond = await list({ navigation: { page: 9, itemsOnPage: 20 }, filter: search('Probe') });
    expect(beyond.body.content.result).toEqual([]);
    expect(beyond.body.content.navigation.total_items).toBe(25);
  });

  test.each([
    [
      'an unknown filter property',
      { filter: [{ property: 'logo_path', operator: 'equals', value: 'x' }] },
      'Unknown filter property: logo_path',
      'filter',
    ],
    [
      'an operator the property does not take',
      { filter: [{ property: 'company_name', operator: 'gt', value: 'x' }] },
      'Unknown filter operator for company_name: gt',
      'filter',
    ],
    [
      'a value of the wrong type',
      { filter: [{ property: 'id', operator: 'equals', value: 'abc' }] },
      'Invalid filter value for id',
      'filter',
    ],
    [
      'an unknown sort property',
      { sort: [['company_url', 'asc']] },
      'Unknown sort property: company_url',
      'sort',
    ],
  ])('%s answers 400 naming it', async (_name, payload, message, key) => {
    const response = await list(payload);
    expect(response.status).toBe(400);
    expect(response.body.content.message).toBe(message);
    expect(response.body.content.errors[key]).toEqual([message]);
  });
});

describe('the name search and sort read the visible text of a name with markup (ADR 098)', () => {
  const create = async (companyName: string) => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor',
      headers: auth,
      payload: { companyName, companyUrl: 'https://markup.example' },
    });
    expect(response.status).toBe(200);
    return response.body.content.companyName as string;
  };

  beforeAll(async () => {
    await create('<b>Bold</b> Co');
    expect(await create('<i>Smith</i> & Sons')).toBe('<i>Smith</i> &amp; Sons');
    await create('Line<br>Break Labs');
    await create('<b>Markup B</b>');
    await create('Markup A');
    await create('<i>Markup</i> C');
  });

  test('"Bold Co" finds "<b>Bold</b> Co"; the markup itself is not searched', async () => {
    expect(names(await list({ filter: search('Bold Co') }))).toEqual(['<b>Bold</b> Co']);
    expect(names(await list({ filter: search('bold co') }))).toEqual(['<b>Bold</b> Co']);
    expect(names(await list({ filter: search('<b>') }))).toEqual([]);
  });

  test('an escaped character is searched as the text shows it, and a line break as a space', async () => {
    expect(names(await list({ filter: search('Smith & Sons') }))).toEqual(['<i>Smith</i> &amp; Sons']);
    expect(names(await list({ filter: search('amp') }))).toEqual([]);
    expect(names(await list({ filter: search('Line Break') }))).toEqual(['Line<br>Break Labs']);
  });

  test('Company Name sorts by the visible text', async () => {
    const sorted = await list({ filter: search('Markup'), sort: [['company_name', 'asc']] });
    expect(names(sorted)).toEqual(['Markup A', '<b>Markup B</b>', '<i>Markup</i> C']);
  });
});
