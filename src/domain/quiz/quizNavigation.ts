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
  /** The id the save gave the quiz: a quiz made in a class opens there with its Student links (ADR 360). */
  readonly savedQuizId?: number | null;
}

export function afterSavePath({
  kind,
  action,
  fromCustomerList = false,
  classId = null,
  savedQuizId = null,
}: SaveContext): string {
  if (classId !== null && action === 'create')
    return savedQuizId === null
      ? `/classes/${classId}?tab=quizzes`
      : classQuizLinksPath(classId, savedQuizId);
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

/** The query parameter of a class page that opens a quiz's Student links: the quiz just made there (ADR 360). */
const LINKS_PARAM = 'links';

/** A class page on its Quizzes tab with the quiz's Student links open: where a quiz made for the class is handed out. */
export const classQuizLinksPath = (classId: number, quizId: number): string =>
  `/classes/${classId}?tab=quizzes&${LINKS_PARAM}=${quizId}`;

/** The quiz whose Student links a class page's query asks to open, or null. */
export function linksQuizIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get(LINKS_PARAM);
  return value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
