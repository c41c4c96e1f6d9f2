/** Where the editor goes after a successful save (SPEC section 4 "After a successful save"). */
import type { QuizKind } from './quiz';
import type { SaveAction } from './quizValidation';

export interface SaveContext {
  readonly kind: QuizKind;
  readonly action: SaveAction;
  /** The user quiz was opened from the customer quiz list (super admin). */
  readonly fromCustomerList?: boolean;
}

export function afterSavePath({ kind, action, fromCustomerList = false }: SaveContext): string {
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
