/**
 * The console's root view: providers, the error boundary, the notifications layer and the session gate
 * (spinner while checking, signed-out routes, or the lazily loaded shell). i18next itself is loaded with the
 * shell (ADR 003); signed-out screens read the language's first-paint catalog through ./useTranslation. The
 * language machine decides which catalog is on screen (ADR 179).
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, use, useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { languageTag } from '../domain/shared/languages';
import { createCatalogT } from '../i18n/catalogT';
import type { CreateI18n } from '../i18n/i18n';
import { selectAreas, selectCore, selectLanguage, selectStarting } from '../machines/session/languageMachine';
import { selectIsChecking, selectIsSignedIn } from '../machines/session/sessionMachine';
import { AppContext, useLanguageActor, useSessionActor, type AppServices } from './AppContext';
import { ErrorBoundary } from './shared/ErrorBoundary';
import { NotificationsLayer } from './shell/NotificationsLayer';
// Added before any route renders, so the navigation guard sees Back/Forward ahead of the router.
import './shell/backForwardFirst';
import { SignedOutRoutes } from './session/SignedOutRoutes';
import { FullScreenSpinner } from './ui/Spinner';
import { LanguageCodeContext } from './shared/languageCode';
import { MessageTextScope } from './shared/useMessage';
import { TranslationContext, useTranslation } from './shared/useTranslation';

// The shell (sidebar, menus, dialogs, every area, i18next) is its own chunk: the sign-in screen never loads it.
const LocalizedShell = lazy(() => import('./shell/LocalizedShell'));

function SignedInShell({ loadI18n }: { readonly loadI18n: () => Promise<CreateI18n> }) {
  const { t } = useTranslation();
  const language = useLanguageActor();
  const areas = useSelector(language, selectAreas);
  const core = useSelector(language, selectCore);
  const code = useSelector(language, selectLanguage);
  const createI18n = use(loadI18n());
  if (!areas) return <FullScreenSpinner label={t('app.loading')} />;
  return <LocalizedShell createI18n={createI18n} code={code} core={core} areas={areas} />;
}

function SessionGate({ loadI18n }: { readonly loadI18n: () => Promise<CreateI18n> }) {
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

/** The first-paint catalog of the language on screen, for everything outside the shell. */
function LanguageScope({ children }: { readonly children: ReactNode }) {
  const language = useLanguageActor();
  const core = useSelector(language, selectCore);
  const code = useSelector(language, selectLanguage);
  const starting = useSelector(language, selectStarting);
  const t = useMemo(() => createCatalogT(core, languageTag(code)), [core, code]);
  return (
    <LanguageCodeContext.Provider value={code}>
      <TranslationContext.Provider value={t}>
        {starting ? <FullScreenSpinner label={t('app.loading')} /> : children}
      </TranslationContext.Provider>
    </LanguageCodeContext.Provider>
  );
}

export interface AppProps {
  readonly services: AppServices;
  /** How to get i18next's factory (the production entry: loaded with the shell, after sign-in). */
  readonly i18n: () => Promise<CreateI18n>;
}

export function App({ services, i18n }: AppProps) {
  // One promise for the app's life, created on first use: `use()` needs the same promise on every render.
  const loadI18n = useMemo(() => {
    let loading: Promise<CreateI18n> | null = null;
    return () => (loading ??= i18n());
  }, [i18n]);
  return (
    <AppContext.Provider value={services}>
      <LanguageScope>
        <MessageTextScope>
          <ErrorBoundary>
            <Router base={services.routePrefix}>
              <NotificationsLayer />
              <SessionGate loadI18n={loadI18n} />
            </Router>
          </ErrorBoundary>
        </MessageTextScope>
      </LanguageScope>
    </AppContext.Provider>
  );
}
