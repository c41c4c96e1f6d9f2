import { resolveCollectionRoute } from '../../../src/domain/methodsCollections/collectionRoutes';

test.each([
  ['/methods-collections', '/methods-collections', { kind: 'list' }],
  ['/methods-collections/?search=brain', '/methods-collections', { kind: 'list' }],
  ['/methods-collections/create', '/methods-collections', { kind: 'create' }],
  ['/methods-collections/edit/12', '/methods-collections', { kind: 'edit', id: 12 }],
  ['/publish/collections', '/publish/collections', { kind: 'list' }],
  ['/publish/collections/edit/3', '/publish/collections', { kind: 'edit', id: 3 }],
  ['/methods-collections/edit/0', '/methods-collections', { kind: 'notFound' }],
  ['/methods-collections/edit/2147483648', '/methods-collections', { kind: 'notFound' }],
  ['/methods-collections/edit/abc', '/methods-collections', { kind: 'notFound' }],
  ['/methods-collections/view/3', '/methods-collections', { kind: 'notFound' }],
  ['/publish/articles', '/publish/collections', { kind: 'notFound' }],
])('%s under %s opens %j', (path, base, route) => {
  expect(resolveCollectionRoute(path, base)).toEqual(route);
});
