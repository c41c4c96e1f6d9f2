/**
 * Renders the whole console in jsdom as it runs in the browser: the real session machine with its real effects,
 * the real HTTP client and API modules, and the real server behind them (its fetch answered by `app.inject`).
 * Only the browser's cookie jar is replaced by a token store in memory.
 */
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { fetchFeatureFlags } from '../../../src/api/session/auth';
import { createCookieTokenStore, createMemoryTokenStore } from '../../../src/api/session/tokenStore';
import type { Token } from '../../../src/domain/session/session';
import { createI18n } from '../../support/i18n';
import { notificationsMachine } from '../../../src/machines/shared/notificationsMachine';
import { sessionMachine, type SessionActorRef } from '../../../src/machines/session/sessionMachine';
import { createSessionRuntime } from '../../../src/machines/session/sessionServices';
import { App } from '../../../src/views/App';
import type { TestApp } from '../../server/testApp';
import { injectFetch } from './injectFetch';
import { createTestLanguage } from '../../support/languageActor';

export const PREFIX = '/admin';

// The first screen of a file waits for its area's lazy chunk to be transformed and loaded beside the real server,
// which on a loaded 2-core machine takes tens of seconds; later waits are for the server's answers.
configure({ asyncUtilTimeout: 60_000 });

// jsdom has no ResizeObserver; Headless UI's menu watches its button with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export interface ConsoleOptions {
  /** A token pair from an earlier sign-in: the console starts signed in as that user. */
  readonly token?: Token;
  /**
   * Keep the token in the console's cookie, as the browser does, instead of memory: uploads read it from there
   * (src/api/shared/upload.ts).
   */
  readonly tokenInCookie?: boolean;
}

export function renderConsole(server: TestApp, path: string, options: ConsoleOptions = {}) {
  window.history.replaceState(null, '', `${PREFIX}${path}`);
  const tokenStore = options.tokenInCookie
    ? createCookieTokenStore({ document, path: PREFIX })
    : createMemoryTokenStore(options.token ?? null);
  if (options.tokenInCookie) {
    if (options.token) tokenStore.set(options.token);
    else tokenStore.clear();
  }
  const runtime = createSessionRuntime({
    baseUrl: '',
    tokenStore,
    featureFlagClientId: 'console',
    onExpired: () => session.send({ type: 'session.expired' }),
    fetch: injectFetch(server.app),
    loadFlags: (http) => fetchFeatureFlags(http),
  });
  const session: SessionActorRef = createActor(sessionMachine.provide({ actors: runtime.actors })).start();
  const notifications = createActor(notificationsMachine).start();
  const user = userEvent.setup();
  const view = render(
    <App
      i18n={async () => createI18n}
      services={{
        session,
        notifications,
        language: createTestLanguage({ session }),
        http: runtime.http,
        routePrefix: PREFIX,
        reload: () => undefined,
      }}
    />,
  );
  return { ...view, user, session, tokenStore };
}

export type Console = ReturnType<typeof renderConsole>;

/** The path under the prefix the browser shows now. */
export const currentPath = () => window.location.pathname.slice(PREFIX.length);
