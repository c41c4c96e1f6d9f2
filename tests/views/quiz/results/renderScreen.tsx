/** Renders one quiz screen with the app's context over a fake API (a map of path → JSON content or status). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { createHttpClient } from '../../../../src/api/shared/http';
import { createI18n } from '../../../support/i18n';
import {
  notificationsMachine,
  selectNotifications,
} from '../../../../src/machines/shared/notificationsMachine';
import { AppContext } from '../../../../src/views/AppContext';
import { createTestLanguage } from '../../../support/languageActor';
import { signedInSession } from '../../../support/signedInSession';

export type FakeRoute = (request: { method: string; url: URL; body: unknown }) => {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/** `roles`: the signed-in user's roles (none: an account that only reads what the server sends it). */
export function renderScreen(screen: ReactElement, route: FakeRoute, roles: readonly string[] = []) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
      const answer = route({ method: init?.method ?? 'GET', url, body });
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      return new Response(text, {
        status: answer.status,
        headers: answer.headers ?? { 'content-type': 'application/json' },
      });
    },
  });
  const notifications = createActor(notificationsMachine).start();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <AppContext.Provider
        value={{
          session: signedInSession(roles),
          notifications,
          language: createTestLanguage(),
          http,
          routePrefix: '/admin',
          reload: () => {},
        }}
      >
        <Router base="/admin">{screen}</Router>
      </AppContext.Provider>
    </I18nextProvider>,
  );
  const messages = () => selectNotifications(notifications.getSnapshot()).map((n) => n.message);
  return { ...view, user, requests, messages };
}
