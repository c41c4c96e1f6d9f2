/**
 * Composition root: reads the runtime configuration once, builds the token store, the session runtime and the
 * long-lived actors, and renders the console. Nothing else in the app constructs services.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { parseRuntimeConfig, type RuntimeConfig } from './api/configContract';
import { createCookieTokenStore } from './api/tokenStore';
import { createI18n } from './i18n/i18n';
import { notificationsMachine } from './machines/notificationsMachine';
import { sessionMachine } from './machines/sessionMachine';
import { createSessionRuntime } from './machines/sessionServices';
import { App } from './views/App';
import type { InspectOption } from './views/AppContext';
import { ErrorView } from './views/ErrorView';

/**
 * The URL the build was published under (Parcel's public URL, e.g. `/admin/`), taken from the entry script's
 * address, so no path is baked into the code: config.json sits next to it.
 */
function publicUrl(): URL {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return new URL('.', entry?.src ?? document.baseURI);
}

async function loadConfig(base: URL): Promise<RuntimeConfig> {
  const response = await fetch(new URL('config.json', base), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** The Stately inspector, only in development builds opened with `?inspect`; Parcel drops this from production. */
async function loadInspector(): Promise<InspectOption> {
  if (process.env.NODE_ENV !== 'production' && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  }
  return undefined;
}

async function start(root: HTMLElement): Promise<void> {
  const i18n = createI18n();
  const reactRoot = createRoot(root);
  const base = publicUrl();
  let config: RuntimeConfig;
  try {
    config = await loadConfig(base);
  } catch (error) {
    console.error('The console could not read its configuration', error);
    reactRoot.render(
      <I18nextProvider i18n={i18n}>
        <ErrorView onRefresh={() => window.location.assign(base.href)} />
      </I18nextProvider>,
    );
    return;
  }

  const inspect = await loadInspector();
  const tokenStore = createCookieTokenStore({ document, path: config.routePrefix });
  const runtime = createSessionRuntime({
    baseUrl: config.apiBaseUrl,
    tokenStore,
    featureFlagClientId: config.featureFlagClientId,
    // An unrecoverable 401 signs out. It arrives asynchronously, after `session` below is initialised.
    onExpired: () => session.send({ type: 'session.expired' }),
  });
  const session = createActor(sessionMachine.provide({ actors: runtime.actors }), { inspect }).start();
  const notifications = createActor(notificationsMachine, { inspect }).start();

  reactRoot.render(
    <StrictMode>
      <App
        i18n={i18n}
        services={{
          session,
          notifications,
          http: runtime.http,
          routePrefix: config.routePrefix,
          inspect,
          reload: (href) => window.location.assign(href),
        }}
      />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
