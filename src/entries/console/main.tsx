/**
 * Composition root: builds the long-lived actors and renders the console. Nothing else in the app constructs
 * services.
 *
 * The sign-in screen paints with React, XState, the session machine, the catalog and its own views only (ADR 003:
 * at most 100 KB of gzip JavaScript). What it does not need before the user acts loads later: the session's runtime
 * (configuration check, token store, HTTP client, zod contracts) on the first call that needs it, the forms' rules
 * on the first submit, i18next with the signed-in shell. A language other than English loads its first-paint
 * catalog before the first screen (ADR 179).
 */
// First: zod's configuration, before any module that makes a schema.
import '../zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { hasTokenCookie } from '../../api/session/tokenCookie';
import { cacheHoursOf, clearExpiredCache, createLocalCache } from '../../api/shared/localCache';
import { systemClock } from '../../machines/shared/clock';
import { languageTag } from '../../domain/shared/languages';
import { createCatalogT } from '../../i18n/catalogT';
import { createDeferredSessionRuntime } from '../../machines/session/deferredSessionRuntime';
import { createLanguageActor, followSession, initialLanguage } from '../../machines/session/languageServices';
import { notificationsMachine } from '../../machines/shared/notificationsMachine';
import { sessionMachine } from '../../machines/session/sessionMachine';
import { App } from '../../views/App';
import type { InspectOption } from '../../views/AppContext';
import { ErrorView } from '../../views/shared/ErrorView';

/**
 * The URL the build was published under (Parcel's public URL, e.g. `/admin/`: the route prefix), taken from the
 * entry script's address, so no path is baked into the code: config.json sits next to it.
 */
function publicUrl(): URL {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return new URL('.', entry?.src ?? document.baseURI);
}

/** The runtime configuration as served; its schema checks it when the session's runtime loads. */
async function fetchConfig(base: URL): Promise<unknown> {
  const response = await fetch(new URL('config.json', base), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return response.json();
}

/**
 * Development builds only; Parcel drops this from production. The machine inspector panel (ADR 112) records every
 * actor and opens with Ctrl+Alt+I, its button or `?inspect=panel`; `?inspect` alone adds the Stately inspector.
 */
async function loadInspector(): Promise<InspectOption> {
  if (process.env.NODE_ENV !== 'production') {
    const mode = new URLSearchParams(window.location.search).get('inspect');
    const { startInspector } = await import('../../views/dev/startInspector');
    const panel = startInspector({ open: mode === 'panel' });
    if (mode === null || mode === 'panel') return panel;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const stately = createBrowserInspector().inspect;
    return (event) => {
      panel(event);
      stately.next?.(event);
    };
  }
  return undefined;
}

/**
 * An LTI launch hands the console a one-time code in the address's fragment (`#lti-code=…`, ADR 183): taken out of
 * the address at once, so it is neither kept in the history nor shared, and traded by the session's start-up check.
 */
function takeHandOverCode(): string | null {
  const match = /^#lti-code=([A-Za-z0-9_-]{43})$/.exec(window.location.hash);
  if (!match) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return match[1]!;
}

async function start(root: HTMLElement): Promise<void> {
  const reactRoot = createRoot(root);
  const base = publicUrl();
  let rawConfig: unknown;
  try {
    rawConfig = await fetchConfig(base);
  } catch (error) {
    console.error('The console could not read its configuration', error);
    reactRoot.render(<ErrorView onRefresh={() => window.location.assign(base.href)} />);
    return;
  }

  const inspect = await loadInspector();
  const runtime = createDeferredSessionRuntime({
    hasStoredToken: () => hasTokenCookie(document),
    handOverCode: takeHandOverCode(),
    load: async () => {
      const { startSessionRuntime } = await import('./sessionRuntime');
      // An unrecoverable 401 signs out. It arrives asynchronously, after `session` below is initialised.
      return startSessionRuntime(rawConfig, () => session.send({ type: 'session.expired' }));
    },
  });
  const session = createActor(sessionMachine.provide({ actors: runtime.actors }), { inspect }).start();
  // The user's first key or pointer press fetches what a submit needs, so the first sign-in does not wait for it.
  const warmUp = () => {
    runtime.preload();
    void import('../../domain/session/session');
  };
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, warmUp, { once: true, passive: true, capture: true });
  const notifications = createActor(notificationsMachine, { inspect }).start();
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();
  // SPEC section 9: expired cache keys are cleared; what is kept lives `cacheHours` (ADR 265).
  clearExpiredCache(storage, new Date());
  const localCache = createLocalCache(storage, cacheHoursOf(rawConfig), systemClock);
  const language = createLanguageActor(
    initialLanguage(storage, navigator.languages),
    {
      http: runtime.http,
      storage,
      root: document.documentElement,
      notifyNotSaved: () => {
        const { core, code } = language.getSnapshot().context;
        const t = createCatalogT(core, languageTag(code));
        notifications.send({ type: 'notify.show', kind: 'error', message: t('app.languageNotSaved') });
      },
    },
    inspect,
  );
  followSession(session, language);

  reactRoot.render(
    <StrictMode>
      <App
        i18n={async () => (await import('../../i18n/i18n')).createI18n}
        services={{
          session,
          notifications,
          language,
          http: runtime.http,
          routePrefix: base.pathname.replace(/\/+$/, ''),
          inspect,
          reload: (href) => window.location.assign(href),
          localCache,
        }}
      />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
