import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { drawQuestionIds, drawSeed, slotIssue } from '../../../../src/domain/quiz/banks/randomSlot';
import { bankCapabilities } from '../../../../src/domain/access/bankCapabilities';

describe('the draw of a random slot', () => {
  test('draws N distinct questions of the category, the same for the same seed whatever the order read', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 40 }),
        fc.nat(50),
        fc.string(),
        (ids, count, seed) => {
          const drawn = drawQuestionIds(ids, count, seed);
          expect(drawn).toHaveLength(Math.min(count, ids.length));
          expect(new Set(drawn).size).toBe(drawn.length);
          for (const id of drawn) expect(ids).toContain(id);
          expect(drawQuestionIds([...ids].reverse(), count, seed)).toEqual(drawn);
        },
      ),
    );
  });

  test('different attempts draw differently: 3 of 6 over 40 students gives more than one draw', () => {
    const draws = new Set(
      Array.from({ length: 40 }, (_, i) =>
        drawQuestionIds([1, 2, 3, 4, 5, 6], 3, drawSeed(i + 1, 1, 's1')).join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(5);
    expect(drawSeed(7, 1, 's1')).not.toBe(drawSeed(7, 2, 's1'));
  });

  test.each([
    [3, 6, undefined],
    [6, 6, undefined],
    [7, 6, 'This category holds 6 questions: a slot cannot draw more.'],
    [2, 1, 'This category holds 1 question: a slot cannot draw more.'],
    [1, undefined, 'Choose a category of a question bank you may use'],
  ])('a slot of %s from a category of %s: %s', (count, size, message) => {
    expect(slotIssue({ count }, size)).toBe(message);
  });
});

describe('who may do what with a bank', () => {
  const owner = { id: 1, roles: ['ROLE_CS_USER'], institutionId: 5 };
  const colleague = { id: 2, roles: ['ROLE_CS_USER'], institutionId: 5 };
  const stranger = { id: 3, roles: ['ROLE_CS_USER'], institutionId: 6 };
  const admin = { id: 4, roles: ['ROLE_SUPER_ADMIN'], institutionId: null };
  const own = { ownerUserId: 1, institutionId: null, createdBy: 1 };
  const shared = { ownerUserId: null, institutionId: 5, createdBy: 1 };
  test.each([
    ['the owner, own bank', owner, own, ['view', 'edit', 'delete', 'use']],
    ['a colleague, own bank of another', colleague, own, []],
    ['a super admin, any bank', admin, own, ['view', 'edit', 'delete', 'use']],
    ['the maker, institution bank', owner, shared, ['view', 'edit', 'delete', 'use']],
    ['a colleague, institution bank', colleague, shared, ['view', 'use', 'edit']],
    ['another institution, institution bank', stranger, shared, []],
  ] as const)('%s', (_, caller, bank, actions) => {
    expect([...bankCapabilities(caller, bank)].sort()).toEqual([...actions].sort());
  });
});
