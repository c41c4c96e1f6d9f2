/** Where the editor goes after a successful save (SPEC section 4 "After a successful save"). */
import type { QuizKind } from './quiz';
import type { SaveAction } from './quizValidation';

export interface SaveContext {
  readonly kind: QuizKind;
  readonly action: SaveAction;
  /** The user quiz was opened from the customer quiz list (super admin). */
  readonly fromCustomerList?: boolean;
  /** The quiz was created from this class's page: the save returns there (ADR 218). */
  readonly classId?: number | null;
}

export function afterSavePath({
  kind,
  action,
  fromCustomerList = false,
  classId = null,
}: SaveContext): string {
  if (classId !== null && action === 'create') return `/classes/${classId}?tab=quizzes`;
  switch (kind) {
    case 'library':
      return '/quiz/library';
    case 'admin':
      return '/quiz/admin-quiz';
    case 'template':
      return '/quiz';
    case 'user':
      if (action === 'create') return '/quiz/my-quiz';
      return fromCustomerList ? '/quiz/customer-quiz' : '/quiz';
  }
}

/** New quiz on a class's Quizzes tab (ADR 218): the editor of a new user quiz, made for that class. */
export const newQuizInClassPath = (classId: number): string => `/quiz/my-quiz/create?classId=${classId}`;
