import { describe, expect, test } from 'vitest';
import { QUIZ_KINDS, type QuizAction, type QuizKind } from '../../../src/domain/quiz/quiz';
import {
  canCreateQuiz,
  canPreviewQuiz,
  loadsEverySharedUser,
  copyKindFor,
  quizCapabilities,
  quizRefusalReason,
  QUIZ_CAPABILITY_MESSAGES,
  type QuizFacts,
} from '../../../src/domain/quiz/quizCapabilities';

const ROLES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_CORPORATE_ADMIN',
  'ROLE_ADMIN',
  'ROLE_CS_USER',
  'ROLE_CS_LTI_USER',
] as const;
type Relation = 'own' | 'shared' | 'other';

/**
 * SPEC section 6 and ADR 114, written out: what each caller may do on an editable, ready quiz; grading (ADR 209) and
 * reminding (ADR 211) go with the results.
 */
const SUPER: Record<QuizKind, string> = {
  template: 'view download copy delete edit',
  library: 'view download copy delete edit',
  admin: 'view download copy delete edit share addToClass',
  user: 'view download copy delete edit share addToClass results grade remind setDeadline',
};
const USER: Record<QuizKind, Record<Relation, string>> = {
  template: { own: '', shared: '', other: '' },
  library: { own: 'view download copy', shared: 'view download copy', other: 'view download copy' },
  admin: { own: '', shared: 'view download copy', other: '' },
  user: {
    own: 'view download copy delete edit share addToClass results grade remind setDeadline',
    shared: 'view download copy',
    other: '',
  },
};

const facts = (kind: QuizKind, relation: Relation, editable: boolean): QuizFacts => ({
  kind,
  ownedByCaller: relation === 'own',
  sharedWithCaller: relation === 'shared',
  editable,
  processing: false,
  sectionQuiz: false,
  ownerSubscriptionActive: true,
});
const sorted = (words: string) => words.split(' ').filter(Boolean).sort();

const CASES = ROLES.flatMap((role) =>
  QUIZ_KINDS.flatMap((kind) =>
    (['own', 'shared', 'other'] as const).flatMap((relation) =>
      [true, false].map((editable) => ({ role, kind, relation, editable })),
    ),
  ),
);

describe('the quiz capability table', () => {
  test.each(CASES)(
    '$role on a $kind quiz ($relation, editable $editable)',
    ({ role, kind, relation, editable }) => {
      const expected = sorted(role === 'ROLE_SUPER_ADMIN' ? SUPER[kind] : USER[kind][relation]).filter(
        (action) => editable || action !== 'edit',
      );
      expect([...quizCapabilities({ roles: [role] }, facts(kind, relation, editable))].sort()).toEqual(
        expected,
      );
    },
  );

  test('a quiz being processed cannot be edited or copied; a section library quiz can be rebuilt', () => {
    const superAdmin = { roles: ['ROLE_SUPER_ADMIN'] };
    const processing = { ...facts('library', 'other', true), processing: true, sectionQuiz: true };
    const allowed = quizCapabilities(superAdmin, processing);
    expect(allowed.has('edit') || allowed.has('copy')).toBe(false);
    expect(allowed.has('rebuild')).toBe(true);
    expect(quizCapabilities({ roles: ['ROLE_CS_USER'] }, processing).has('rebuild')).toBe(false);
  });

  test("after the owner's trial has ended the deadline may not change, and the refusal says why", () => {
    const owner = { roles: ['ROLE_CS_USER'] };
    const ended = { ...facts('user', 'own', true), ownerSubscriptionActive: false };
    expect(quizCapabilities(owner, ended).has('setDeadline')).toBe(false);
    expect(quizRefusalReason(owner, ended, 'setDeadline')).toBe(QUIZ_CAPABILITY_MESSAGES.trialExpired);
    expect(quizRefusalReason(owner, facts('user', 'own', false), 'edit')).toBe(
      QUIZ_CAPABILITY_MESSAGES.notEditable,
    );
    expect(quizRefusalReason(owner, facts('admin', 'shared', true), 'edit' as QuizAction)).toBeNull();
  });

  test('super admins create every kind; others create user quizzes, and their copies are user quizzes', () => {
    for (const kind of QUIZ_KINDS) {
      expect(canCreateQuiz({ roles: ['ROLE_SUPER_ADMIN'] }, kind)).toBe(true);
      expect(canCreateQuiz({ roles: ['ROLE_ADMIN'] }, kind)).toBe(kind === 'user');
      expect(copyKindFor({ roles: ['ROLE_SUPER_ADMIN'] }, kind)).toBe(kind);
      expect(copyKindFor({ roles: ['ROLE_CS_USER'] }, kind)).toBe('user');
    }
  });

  test('only super admins preview from the editor and get a share list pre-filled from the server (SPEC 6)', () => {
    for (const role of ROLES) {
      const superAdmin = role === 'ROLE_SUPER_ADMIN';
      expect(canPreviewQuiz({ roles: [role] })).toBe(superAdmin);
      expect(loadsEverySharedUser({ roles: [role] })).toBe(superAdmin);
    }
  });
});
