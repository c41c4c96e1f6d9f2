/**
 * The desk list's request from its query in the address (ADR 314): a whole number searches the id, anything else
 * the title (the server decides); the status, type and subject filters and the dashboard's moments are read
 * leniently (a value that is none of the allowed ones is dropped), and a sort the list does not offer falls back
 * to the latest change first.
 */
import { searchParamsFromQuery, listQuery } from '../../../src/domain/shared/listQuery';
import { DESK_FILTERS, deskListPath } from '../../../src/domain/publish/deskQuery';
import { deskListRequest } from '../../../src/machines/publish/publishServices';

const queryOf = (address: string) =>
  ({
    ...searchParamsFromQuery(address.split('?')[1] ?? '', listQuery(), Object.values(DESK_FILTERS)),
    pageSize: 20,
  }) as const;

test('the address’s filters become the list request', () => {
  expect(
    deskListRequest(
      queryOf('/publish?search=+mitosis+&page=2&sort=title.asc&status=in_review&type=journal&subject=4'),
    ),
  ).toEqual({
    navigation: { page: 2, itemsOnPage: 20 },
    keyword: 'mitosis',
    statuses: ['in_review'],
    articleType: 'journal',
    subjectId: 4,
    sort: ['title', 'asc'],
  });
});

test('the dashboard’s links ask for what their figures count', () => {
  const scheduled = deskListPath({ status: 'scheduled', scheduledBefore: '2026-03-09T10:00:00.000Z' }, [
    'scheduledAt',
    'asc',
  ]);
  expect(deskListRequest(queryOf(scheduled))).toEqual({
    navigation: { page: 1, itemsOnPage: 20 },
    statuses: ['scheduled'],
    scheduledBefore: '2026-03-09T10:00:00.000Z',
    sort: ['scheduledAt', 'asc'],
  });
});

test('unknown statuses, types, subjects, moments and sorts are left out', () => {
  expect(
    deskListRequest(
      queryOf(
        '/publish?status=lost,published,published&type=poem&subject=x&publishedSince=yesterday&sort=secret.desc',
      ),
    ),
  ).toEqual({
    navigation: { page: 1, itemsOnPage: 20 },
    statuses: ['published'],
    sort: ['updatedAt', 'desc'],
  });
});
