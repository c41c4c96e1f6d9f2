/**
 * The screens of the quiz area that the area's router renders, one lazily loaded chunk each. The router
 * (QuizView) decides which one a path opens and with which parameters; each screen owns its own file.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Parameters every quiz screen receives from the area router. */
export interface QuizScreenProps {
  /** The route context, e.g. 'library', 'admin-quiz', 'my-quiz', 'customer-quiz', 'shared-quiz', 'user-quiz', 'template'. */
  readonly context: string;
  /** Route parameters by name: quizId, articleId, assignId... */
  readonly params: Readonly<Record<string, string | undefined>>;
}

export type QuizScreen = LazyExoticComponent<ComponentType<QuizScreenProps>>;

export const QUIZ_SCREENS: Readonly<Record<'editor' | 'viewer' | 'results' | 'userResult', QuizScreen>> = {
  /** create, copy and edit in every mode */
  editor: lazy(() => import('./editor/QuizEditorView')),
  /** view in every context */
  viewer: lazy(() => import('./viewer/QuizViewerView')),
  /** customer-quiz/results/{userQuizId} */
  results: lazy(() => import('./results/QuizResultsView')),
  /** customer-quiz/user-results/{assignId} */
  userResult: lazy(() => import('./results/StudentResultView')),
};
