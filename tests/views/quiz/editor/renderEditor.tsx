/** Renders the editor with the app's context, a started session actor and a fake API. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { createHttpClient } from '../../../../src/api/shared/http';
import { createI18n } from '../../../support/i18n';
import {
  notificationsMachine,
  selectNotifications,
} from '../../../../src/machines/shared/notificationsMachine';
import { sessionMachine, type SignedInSession } from '../../../../src/machines/session/sessionMachine';
import { AppContext } from '../../../../src/views/AppContext';
import type { FakeRoute } from '../results/renderScreen';
import { createTestLanguage } from '../../../support/languageActor';

/**
 * The editor's clock stands still at the test's start: typing into one field is one undo step unless the typist
 * pauses (TYPING_PAUSE_MS), and jsdom on a busy machine can leave more than that between two keys of one burst.
 */
export function renderEditor(screen: ReactElement, route: FakeRoute) {
  const started = new Date();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
      const answer = route({ method: init?.method ?? 'GET', url, body });
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const notifications = createActor(notificationsMachine).start();
  const session = createActor(
    sessionMachine.provide({
      actors: { checkSession: fromPromise<SignedInSession | null>(async () => null) },
    }),
  ).start();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <AppContext.Provider
        value={{
          session,
          notifications,
          language: createTestLanguage({ session }),
          http,
          routePrefix: '/admin',
          reload: () => {},
          clock: () => new Date(started),
        }}
      >
        <Router base="/admin">{screen}</Router>
      </AppContext.Provider>
    </I18nextProvider>,
  );
  const messages = () => selectNotifications(notifications.getSnapshot()).map((n) => n.message);
  return { ...view, user, requests, messages };
}
