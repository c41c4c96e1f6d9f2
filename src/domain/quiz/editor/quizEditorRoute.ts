/**
 * What an editor route opens: the kind of quiz its context edits, create / copy / edit, the quiz or article it
 * names, and whether the save returns to the customer list (SPEC section 2).
 */
import type { QuizKind } from '../quiz';
import { CONTEXT_KIND, type QuizContext, type QuizEditorMode } from '../quizArea';

export interface EditorRoute {
  readonly kind: QuizKind;
  readonly mode: QuizEditorMode;
  readonly quizId: number | undefined;
  readonly articleId: number | undefined;
  readonly fromCustomerList: boolean;
  /** A new quiz made from a class's Quizzes tab (`?classId=`): it is in that class once saved (ADR 218). */
  readonly classId: number | undefined;
}

const MODES: readonly string[] = ['create', 'copy', 'edit'] satisfies QuizEditorMode[];

/** The mode a route names; without one, a route with a quiz id edits it and one without creates. */
function modeOf(params: Readonly<Record<string, string | undefined>>): QuizEditorMode {
  const mode = params.mode;
  if (mode !== undefined && MODES.includes(mode)) return mode as QuizEditorMode;
  return params.quizId ? 'edit' : 'create';
}

const idOf = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;

export function editorRouteOf(
  context: string,
  params: Readonly<Record<string, string | undefined>>,
  search = '',
): EditorRoute {
  const mode = modeOf(params);
  return {
    // An unknown context edits a user quiz, the narrowest kind.
    kind: CONTEXT_KIND[context as QuizContext] ?? 'user',
    mode,
    quizId: idOf(params.quizId),
    articleId: idOf(params.articleId),
    fromCustomerList: context === 'customer-quiz',
    classId: mode === 'create' ? idOf(new URLSearchParams(search).get('classId') ?? undefined) : undefined,
  };
}
