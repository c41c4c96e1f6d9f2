/**
 * The session as the SPEC tells it (sections 2, 5 and 8): sign in with e-mail and password, 'This field is
 * required' under empty fields, the server's message under the form for a wrong password, the top bar with the
 * user's name and a Sign out item once signed in, back to /signin after Sign out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setup } from 'xstate';
import { SERVER_MESSAGES } from '../../server/messages';
import { createTestApp, type TestApp } from '../server/testApp';
import { currentPath, renderConsole, type Console } from './support/renderConsole';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

const ACCOUNT = { email: 'super@demo.test', name: 'Sam Super' };
const REQUIRED = 'This field is required';

type SessionModelEvent =
  | { type: 'user.submitsEmptyForm' }
  | { type: 'user.signsInWithWrongPassword' }
  | { type: 'user.signsIn' }
  | { type: 'user.signsOut' };

const signInForm = () => screen.findByRole('form', { name: 'Admin Sign In' });

async function seeSignInForm() {
  expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  // A sign-in in flight shows 'Signing in…'; the state is reached once the form is back.
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(currentPath()).toBe('/signin');
}

const signedOutMeta: StateMeta<Console> = {
  see: async () => {
    await seeSignInForm();
    expect(within(await signInForm()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription(REQUIRED);
  },
};

const signInEvents = {
  'user.submitsEmptyForm': 'fieldsRequired',
  'user.signsInWithWrongPassword': 'wrongPassword',
  'user.signsIn': 'signedIn',
} as const;

/** Written from the SPEC; nothing here comes from src/machines. */
const sessionModel = setup({ types: { events: {} as SessionModelEvent } }).createMachine({
  id: 'sessionModel',
  initial: 'firstVisit',
  states: {
    firstVisit: { meta: signedOutMeta, on: signInEvents },
    fieldsRequired: {
      meta: {
        see: async () => {
          await seeSignInForm();
          await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(REQUIRED));
          expect(screen.getByLabelText('E-mail')).toBeInvalid();
          expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(REQUIRED);
          expect(screen.getByLabelText('Password')).toBeInvalid();
        },
      } satisfies StateMeta<Console>,
      on: signInEvents,
    },
    wrongPassword: {
      meta: {
        see: async () => {
          await seeSignInForm();
          const alert = await within(await signInForm()).findByRole('alert');
          expect(alert).toHaveTextContent(SERVER_MESSAGES.invalidCredentials);
          // The form keeps what was typed.
          expect(screen.getByLabelText('E-mail')).toHaveValue(ACCOUNT.email);
        },
      } satisfies StateMeta<Console>,
      on: signInEvents,
    },
    signedIn: {
      meta: {
        see: async () => {
          expect(await screen.findByRole('button', { name: new RegExp(ACCOUNT.name) })).toBeInTheDocument();
          expect(screen.queryByRole('heading', { name: 'Admin Sign In' })).not.toBeInTheDocument();
          await waitFor(() => expect(currentPath()).toBe('/dashboard'));
        },
      } satisfies StateMeta<Console>,
      on: { 'user.signsOut': 'signedOut' },
    },
    signedOut: {
      meta: signedOutMeta,
      on: { 'user.signsIn': 'signedIn' },
    },
  },
});

async function fillAndSubmit(ui: Console, email: string, password: string) {
  const emailField = await screen.findByLabelText('E-mail');
  const passwordField = screen.getByLabelText('Password');
  await ui.user.clear(emailField);
  await ui.user.clear(passwordField);
  await ui.user.click(emailField);
  if (email) await ui.user.paste(email);
  await ui.user.click(passwordField);
  if (password) await ui.user.paste(password);
  await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

let server: TestApp;

const actions: UserActions<Console, SessionModelEvent> = {
  'user.submitsEmptyForm': (ui) => fillAndSubmit(ui, '', ''),
  'user.signsInWithWrongPassword': (ui) => fillAndSubmit(ui, ACCOUNT.email, 'not-the-password'),
  'user.signsIn': (ui) => fillAndSubmit(ui, ACCOUNT.email, server.config.demoPassword),
  'user.signsOut': async (ui) => {
    await ui.user.click(await screen.findByRole('button', { name: new RegExp(ACCOUNT.name) }));
    await ui.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  },
};

beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const paths = modelPaths(sessionModel, 'simple');

describe('session, against the real server', () => {
  test('the paths reach every state of the model', () => {
    expect([...reachedStates(paths)].sort()).toEqual(
      Object.keys(sessionModel.states)
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path, renderConsole(server, '/signin'), actions);
  });
});
