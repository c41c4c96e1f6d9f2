/**
 * Renders the whole console in jsdom over a real session actor whose effects are fake actors (no HTTP),
 * at a given address under the /admin prefix.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import type { FinishRegistrationRequest } from '../../src/api/session/authContract';
import { createHttpClient, type HttpClient } from '../../src/api/shared/http';
import type { LocalCache } from '../../src/api/shared/localCache';
import type { SignInForm, SessionUser } from '../../src/domain/session/session';
import { createI18n } from '../support/i18n';
import { notificationsMachine } from '../../src/machines/shared/notificationsMachine';
import { sessionMachine, type SignedInSession } from '../../src/machines/session/sessionMachine';
import { App } from '../../src/views/App';
import { createTestLanguage } from '../support/languageActor';

export const PREFIX = '/admin';

// jsdom has no ResizeObserver; Headless UI's menu watches its button with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export const CS_USER: SessionUser = { firstName: 'Casey', lastName: 'Support', roles: ['ROLE_CS_USER'] };

export interface FakeSession {
  /** The session found at start-up; null means signed out. A promise lets a test hold the check. */
  readonly stored?: SignedInSession | null | Promise<SignedInSession | null>;
  readonly signIn?: (form: SignInForm) => Promise<SignedInSession>;
  readonly finishRegistration?: (request: FinishRegistrationRequest) => Promise<SignedInSession>;
  /** Trades the one-time code of a sign-in through an institution's provider (ADR 182). */
  readonly exchangeSignInCode?: (code: string) => Promise<SignedInSession>;
}

/** An http client for screens whose calls a test does not expect: any request fails loudly. */
export function createUnusedHttp(): HttpClient {
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'test-token',
    refresh: async () => null,
    fetch: async (input) => {
      throw new Error(`unexpected request in this test: ${String(input)}`);
    },
  });
}

interface RenderOptions {
  /** What SPEC caches locally (the section list); without one, nothing is cached. */
  readonly localCache?: LocalCache;
}

export function renderApp(
  path: string,
  fake: FakeSession = {},
  http: HttpClient = createUnusedHttp(),
  options: RenderOptions = {},
) {
  window.history.replaceState(null, '', `${PREFIX}${path}`);
  const signOut = vi.fn(async () => undefined);
  const signOutAll = vi.fn(async (): Promise<void> => undefined);
  const session = createActor(
    sessionMachine.provide({
      actors: {
        checkSession: fromPromise(async () => (await fake.stored) ?? null),
        signIn: fromPromise<SignedInSession, SignInForm>(async ({ input }) => {
          if (!fake.signIn) throw new Error('no sign-in in this test');
          return fake.signIn(input);
        }),
        finishRegistration: fromPromise<SignedInSession, FinishRegistrationRequest>(async ({ input }) => {
          if (!fake.finishRegistration) throw new Error('no registration in this test');
          return fake.finishRegistration(input);
        }),
        exchangeSignInCode: fromPromise<SignedInSession, { code: string }>(async ({ input }) => {
          if (!fake.exchangeSignInCode) throw new Error('no single sign-on in this test');
          return fake.exchangeSignInCode(input.code);
        }),
        signOut: fromPromise<void>(signOut),
        signOutAll: fromPromise<void>(signOutAll),
      },
    }),
  ).start();
  const notifications = createActor(notificationsMachine).start();
  const reload = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <App
      i18n={async () => createI18n}
      services={{
        session,
        notifications,
        language: createTestLanguage({ session }),
        http,
        routePrefix: PREFIX,
        reload,
        ...(options.localCache ? { localCache: options.localCache } : {}),
      }}
    />,
  );
  return { ...view, session, notifications, reload, signOut, signOutAll, user };
}

/** The path under the prefix the browser shows now. */
export const currentPath = () => window.location.pathname.slice(PREFIX.length);
