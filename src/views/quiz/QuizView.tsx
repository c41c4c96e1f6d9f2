/**
 * The quiz area (/quiz/*): the tab list of the user's role (hidden on user-quiz paths), then the screen the path
 * opens — a list here, the editor, viewer and results through QUIZ_SCREENS — or the redirect the rules decide.
 */
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import {
  activeQuizTab,
  quizTabsFor,
  resolveQuizRoute,
  showsQuizTabs,
  type QuizListScreen,
  type QuizRouteNotFound,
} from '../../domain/quiz/quizArea';
import { loadsEverySharedUser } from '../../domain/quiz/quizCapabilities';
import { selectRoles } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { AddressNotFound } from '../ui/AddressNotFound';
import { Spinner } from '../ui/Spinner';
import { cx } from '../ui/cx';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { QuizListView } from './lists/QuizListView';
import { QUIZ_SCREENS } from './quizScreens';

const SCREENS_ELSEWHERE = ['editor', 'viewer', 'results', 'userResult'] as const;
type OtherScreen = (typeof SCREENS_ELSEWHERE)[number];
const isOtherScreen = (screen: string): screen is OtherScreen =>
  (SCREENS_ELSEWHERE as readonly string[]).includes(screen);

function QuizTabs({ roles, location }: { readonly roles: readonly string[]; readonly location: string }) {
  const { t } = useTranslation();
  const active = activeQuizTab(roles, location);
  return (
    <nav aria-label={t('quiz.tabsLabel')} className="border-b border-slate-200">
      <ul className="tab-strip -mb-px">
        {quizTabsFor(roles).map((tab) => (
          <li key={tab.key} className="flex">
            <Link
              href={tab.path}
              aria-current={tab.key === active ? 'page' : undefined}
              className={cx(
                'tab font-medium',
                tab.key === active
                  ? 'border-sky-700 text-sky-800'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {t(tab.labelKey as 'quiz.tabsMy')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What each screen's address that names no quiz says under SPEC's 'Error', as the screen itself says on a 404. */
const NOT_FOUND_TEXT = {
  editor: 'editor.quizNotFoundText',
  viewer: 'editor.quizNotFoundText',
  results: 'delivery.resultsNotFoundText',
  userResult: 'delivery.studentResultNotFoundText',
} as const satisfies Record<QuizRouteNotFound['screen'], string>;

export default function QuizView() {
  const { t } = useTranslation();
  const roles = useSelector(useSessionActor(), selectRoles);
  const [location] = useLocation();
  useDocumentTitle(t('quiz.area'));
  const decision = resolveQuizRoute(roles, location);
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;

  let body;
  if (decision.kind === 'notFound') {
    body = (
      <AddressNotFound
        title={t('editor.error')}
        titleTone="error"
        text={t(NOT_FOUND_TEXT[decision.screen])}
        back={{ href: decision.back, text: t('editor.backToQuizzes') }}
      />
    );
  } else if (isOtherScreen(decision.screen)) {
    const Screen = QUIZ_SCREENS[decision.screen];
    body = (
      <Suspense
        fallback={
          <div className="flex justify-center py-16 text-sky-700">
            <Spinner label={t('app.loading')} className="size-8" />
          </div>
        }
      >
        <Screen
          key={location}
          context={decision.context}
          params={decision.mode ? { ...decision.params, mode: decision.mode } : decision.params}
        />
      </Suspense>
    );
  } else {
    body = (
      <QuizListView
        key={decision.screen}
        screen={decision.screen as QuizListScreen}
        loadsEverySharedUser={loadsEverySharedUser({ roles })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('quiz.area')}</h1>
      {showsQuizTabs(location) && <QuizTabs roles={roles} location={location} />}
      {body}
    </div>
  );
}
