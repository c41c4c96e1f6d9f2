/**
 * The console's root view: providers, the error boundary, the notifications layer and the session gate
 * (spinner while checking, signed-out routes, or the lazily loaded shell).
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { selectIsChecking, selectIsSignedIn } from '../machines/sessionMachine';
import { AppContext, useSessionActor, type AppServices } from './AppContext';
import { ErrorBoundary } from './ErrorBoundary';
import { NotificationsLayer } from './NotificationsLayer';
import { SignedOutRoutes } from './signin/SignedOutRoutes';
import { FullScreenSpinner } from './ui/Spinner';

// The shell (sidebar, menus, dialogs, every area) is its own chunk: the sign-in screen never loads it.
const ShellView = lazy(() => import('./shell/ShellView'));

function SessionGate() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const checking = useSelector(session, selectIsChecking);
  const signedIn = useSelector(session, selectIsSignedIn);
  if (checking) return <FullScreenSpinner label={t('app.loading')} />;
  if (!signedIn) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<FullScreenSpinner label={t('app.loading')} />}>
      <ShellView />
    </Suspense>
  );
}

export interface AppProps {
  readonly services: AppServices;
  readonly i18n: i18n;
}

export function App({ services, i18n }: AppProps) {
  return (
    <AppContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Router base={services.routePrefix}>
            <NotificationsLayer />
            <SessionGate />
          </Router>
        </ErrorBoundary>
      </I18nextProvider>
    </AppContext.Provider>
  );
}
