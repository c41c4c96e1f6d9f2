import { describe, expect, test } from 'vitest';
import { classCapabilities, type ClassAction } from '../../../src/domain/classes/classCapabilities';

const OWNER = 1;
const SHARED = 2;
const STRANGER = 3;
const facts = { ownerId: OWNER, sharedWith: [SHARED] };
const ALL: ClassAction[] = ['view', 'edit', 'manageContent', 'remind', 'share', 'delete'];

describe('who may do what with a class', () => {
  test.each([
    ['the owner', OWNER, ['ROLE_CS_USER'], ALL],
    [
      'an instructor it is shared with',
      SHARED,
      ['ROLE_CS_LTI_USER'],
      ['view', 'edit', 'manageContent', 'remind'],
    ],
    ['a stranger instructor', STRANGER, ['ROLE_CS_USER'], []],
    ['a super admin', STRANGER, ['ROLE_SUPER_ADMIN'], ALL],
    ['a corporate admin', STRANGER, ['ROLE_CORPORATE_ADMIN'], ALL],
    ['an admin', STRANGER, ['ROLE_ADMIN'], ALL],
    ['an admin it is also shared with', SHARED, ['ROLE_ADMIN'], ALL],
    ['a publisher', STRANGER, ['ROLE_PUBLISH'], []],
  ] as const)('%s', (_who, id, roles, allowed) => {
    expect([...classCapabilities({ id, roles }, facts)].sort()).toEqual([...allowed].sort());
  });

  test('a class without an owner is the full admins’ alone', () => {
    expect(
      classCapabilities({ id: OWNER, roles: ['ROLE_CS_USER'] }, { ownerId: null, sharedWith: [] }).size,
    ).toBe(0);
  });
});
