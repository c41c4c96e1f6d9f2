/**
 * The console's root view: providers, the error boundary, the notifications layer and the session gate
 * (spinner while checking, signed-out routes, or the lazily loaded shell). i18next itself is loaded with the
 * shell when it is given as a loader (ADR 003); signed-out screens read the same catalog through ./useTranslation.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, use, useMemo } from 'react';
import type { i18n } from 'i18next';
import { Router } from 'wouter';
import { selectIsChecking, selectIsSignedIn } from '../machines/sessionMachine';
import { AppContext, useSessionActor, type AppServices } from './AppContext';
import { ErrorBoundary } from './ErrorBoundary';
import { NotificationsLayer } from './NotificationsLayer';
import { SignedOutRoutes } from './signin/SignedOutRoutes';
import { FullScreenSpinner } from './ui/Spinner';
import { useTranslation } from './useTranslation';

// The shell (sidebar, menus, dialogs, every area, i18next) is its own chunk: the sign-in screen never loads it.
const LocalizedShell = lazy(() => import('./LocalizedShell'));

function SignedInShell({ loadI18n }: { readonly loadI18n: () => Promise<i18n> }) {
  return <LocalizedShell i18n={use(loadI18n())} />;
}

function SessionGate({ loadI18n }: { readonly loadI18n: () => Promise<i18n> }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const checking = useSelector(session, selectIsChecking);
  const signedIn = useSelector(session, selectIsSignedIn);
  if (checking) return <FullScreenSpinner label={t('app.loading')} />;
  if (!signedIn) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<FullScreenSpinner label={t('app.loading')} />}>
      <SignedInShell loadI18n={loadI18n} />
    </Suspense>
  );
}

export interface AppProps {
  readonly services: AppServices;
  /** The i18next instance, or how to load it (the production entry: with the shell, after sign-in). */
  readonly i18n: i18n | (() => Promise<i18n>);
}

export function App({ services, i18n }: AppProps) {
  // One promise for the app's life, created on first use: `use()` needs the same promise on every render.
  const loadI18n = useMemo(() => {
    let loading: Promise<i18n> | null = null;
    return () => (loading ??= typeof i18n === 'function' ? i18n() : Promise.resolve(i18n));
  }, [i18n]);
  return (
    <AppContext.Provider value={services}>
      <ErrorBoundary>
        <Router base={services.routePrefix}>
          <NotificationsLayer />
          <SessionGate loadI18n={loadI18n} />
        </Router>
      </ErrorBoundary>
    </AppContext.Provider>
  );
}
