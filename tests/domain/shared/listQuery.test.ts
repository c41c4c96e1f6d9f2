import fc from 'fast-check';
import {
  buildListRequest,
  EMPTY_LIST_QUERY,
  listQuery,
  nextSort,
  paging,
  queryToSearchParams,
  sameListQuery,
  searchCondition,
  searchConditions,
  searchParamsFromQuery,
  type ListQuery,
} from '../../../src/domain/shared/listQuery';

describe('a search keyword', () => {
  test.each([
    ['42', { property: 'id', operator: 'equals', value: 42 }],
    [' 42 ', { property: 'id', operator: 'equals', value: 42 }],
    ['4.2', { property: 'title', operator: 'contains', value: '4.2' }],
    ['cell 42', { property: 'title', operator: 'contains', value: 'cell 42' }],
  ])('%j searches %j', (keyword, condition) => {
    expect(searchCondition(keyword)).toMatchObject(condition);
  });

  test('a blank keyword searches nothing', () => {
    expect(searchCondition('   ')).toBeNull();
    expect(searchConditions('  ', ['title'])).toEqual([]);
  });

  test('over several columns, the keyword is one group of alternatives', () => {
    expect(searchConditions('ada', ['firstName', 'lastName', 'email', 'title'])).toEqual(
      ['firstName', 'lastName', 'email', 'title'].map((property) => ({
        bool_operator: 'or',
        property,
        operator: 'contains',
        value: 'ada',
      })),
    );
    expect(searchConditions('7', ['firstName', 'title'])).toEqual([
      { bool_operator: 'and', property: 'id', operator: 'equals', value: 7 },
    ]);
  });
});

test.each([
  [null, 'title', ['title', 'asc']],
  [['title', 'asc'], 'title', ['title', 'desc']],
  [['title', 'desc'], 'title', ['title', 'asc']],
  [['title', 'desc'], 'createdAt', ['createdAt', 'asc']],
] as const)('sorting %j then clicking %s gives %j', (current, column, next) => {
  expect(nextSort(current, column)).toEqual(next);
});

test('paging counts pages and says whether more follow', () => {
  expect(paging(2, 20, 45, 20)).toEqual({
    page: 2,
    total_items: 45,
    total_pages: 3,
    items_on_page: 20,
    items_per_page: 20,
    more: true,
  });
  expect(paging(1, 20, 0, 0).total_pages).toBe(1);
});

describe('the query in the URL', () => {
  const defaults = listQuery({ filters: { tab: 'textbooks' } });

  test('search, page, sort and tab are written and read back', () => {
    const query = listQuery({
      search: 'cell',
      page: 3,
      sort: ['title', 'desc'],
      filters: { tab: 'sections' },
    });
    const params = queryToSearchParams(query);
    expect(params.toString()).toBe('search=cell&page=3&sort=title.desc&tab=sections');
    expect(searchParamsFromQuery(params, defaults)).toEqual(query);
  });

  test('page 1 and a blank search leave the URL clean', () => {
    expect(queryToSearchParams(EMPTY_LIST_QUERY).toString()).toBe('');
  });

  test('malformed values fall back to the defaults and foreign params are ignored', () => {
    expect(searchParamsFromQuery('page=-2&sort=title.up&other=1', defaults)).toEqual(defaults);
  });

  test('any query survives the round trip', () => {
    const text = fc.string({ maxLength: 12 }).map((s) => s.trim());
    const queries = fc.record({
      search: text,
      page: fc.integer({ min: 1, max: 500 }),
      sort: fc.option(fc.tuple(fc.constantFrom('title', 'createdAt', 'id'), fc.constantFrom('asc', 'desc'))),
      filters: fc.record({ tab: fc.constantFrom('textbooks', 'sections') }),
    }) as fc.Arbitrary<ListQuery>;
    fc.assert(
      fc.property(queries, (query) => {
        const back = searchParamsFromQuery(queryToSearchParams(query).toString(), defaults);
        expect(sameListQuery(back, query)).toBe(true);
        expect(back).toEqual(query);
      }),
    );
  });
});

test('the list request carries the page, page size, search, the screen filters and the sort pair', () => {
  const request = buildListRequest(listQuery({ search: 'cell', page: 2, sort: ['title', 'asc'] }), 20, [
    { bool_operator: 'and', property: 'section_id', operator: 'is_null' },
  ]);
  expect(request).toEqual({
    navigation: { page: 2, itemsOnPage: 20 },
    totalCount: true,
    filter: [
      { bool_operator: 'and', property: 'title', operator: 'contains', value: 'cell' },
      { bool_operator: 'and', property: 'section_id', operator: 'is_null' },
    ],
    sort: [['title', 'asc']],
  });
});
