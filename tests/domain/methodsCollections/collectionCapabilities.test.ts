import { ROLES } from '../../../src/domain/access/roles';
import {
  COLLECTION_ACTIONS,
  collectionCapabilities,
  mayCreateCollection,
} from '../../../src/domain/methodsCollections/collectionCapabilities';

const EDITOR = ['view', 'edit', 'reorder', 'publish'];

test.each([
  ['ROLE_SUPER_ADMIN', false, [...COLLECTION_ACTIONS]],
  ['ROLE_CORPORATE_ADMIN', false, [...COLLECTION_ACTIONS]],
  ['ROLE_ADMIN', true, [...COLLECTION_ACTIONS]],
  ['ROLE_PUBLISH', true, EDITOR],
  ['ROLE_PUBLISH', false, []],
  ['ROLE_CS_USER', false, []],
  ['ROLE_CS_LTI_USER', false, []],
] as const)('%s (editor right: %s) may %j', (role, editedByCaller, actions) => {
  expect([...collectionCapabilities({ roles: [role] }, { editedByCaller })]).toEqual(actions);
});

test('an editor never deletes a collection nor chooses its editors, whatever else they hold', () => {
  for (const role of ROLES.filter(
    (r) => !['ROLE_SUPER_ADMIN', 'ROLE_CORPORATE_ADMIN', 'ROLE_ADMIN'].includes(r),
  )) {
    const allowed = collectionCapabilities({ roles: [role, 'ROLE_PUBLISH'] }, { editedByCaller: true });
    expect(allowed.has('delete') || allowed.has('manageEditors')).toBe(false);
  }
});

test('only the full admins create collections', () => {
  expect(ROLES.filter((role) => mayCreateCollection({ roles: [role] }))).toEqual([
    'ROLE_SUPER_ADMIN',
    'ROLE_CORPORATE_ADMIN',
    'ROLE_ADMIN',
  ]);
});
