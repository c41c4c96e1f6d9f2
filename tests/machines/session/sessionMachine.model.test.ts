import { ApiError } from '../../../src/api/shared/http';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { FinishRegistrationRequest } from '../../../src/api/session/authContract';
import {
  checkSetPasswordForm,
  checkSignInForm,
  type SetPasswordForm,
  type SignInForm,
} from '../../../src/domain/session/session';
import {
  HandOverRefused,
  sessionMachine,
  type SessionSnapshot,
  type SignedInSession,
} from '../../../src/machines/session/sessionMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const session: SignedInSession = {
  user: { firstName: 'Ada', lastName: 'Lovelace', roles: ['ROLE_ADMIN'] },
  flags: { adminTranslations: true },
};

const signInWith = (email: string, password: string) => ({
  type: 'session.signIn' as const,
  form: { email, password },
});
const register = (password: string, repeatPassword: string, token: string) => ({
  type: 'session.finishRegistration' as const,
  form: { firstName: 'Grace', lastName: 'Hopper', password, repeatPassword },
  token,
});

const model = createMachineModel(sessionMachine, {
  events: {
    'session.signIn': [
      signInWith('ada@example.com', 'good'),
      signInWith('ada@example.com', 'wrong'),
      signInWith('', ''),
    ],
    'session.finishRegistration': [
      register('secret1', 'secret1', 'invite-ok'),
      register('secret1', 'secret1', 'invite-used'),
      register('secret1', 'secret2', 'invite-ok'),
    ],
    // Back from an institution's provider (ADR 182): a fresh code, a spent one, or a failure reason.
    'session.ssoReturned': [
      { type: 'session.ssoReturned', result: { code: 'fresh-code' } },
      { type: 'session.ssoReturned', result: { code: 'spent-code' } },
      { type: 'session.ssoReturned', result: { failure: 'unavailable' } },
    ],
    'unsaved.register': [{ type: 'unsaved.register', id: 'quiz-editor' }],
    'unsaved.release': [{ type: 'unsaved.release', id: 'quiz-editor' }],
    'session.flagsChanged': [{ type: 'session.flagsChanged', flags: { adminBanner: false } }],
  },
  actors: {
    // A stored session, none, or a server that cannot be reached.
    checkSession: () => [
      resolves(session, 'a session'),
      resolves(null, 'no session'),
      rejects(new ApiError(0, 'offline')),
      // An LTI launch's one-time code the server refused (ADR 183).
      rejects(new HandOverRefused('This sign-in from your course has expired'), 'a refused launch code'),
    ],
    // The forms' real rules settle with the domain's verdict, or fail when their code cannot be loaded.
    checkSignInForm: (form: SignInForm) => [
      resolves(checkSignInForm(form), 'checked'),
      rejects(new Error('offline'), 'rules not loaded'),
    ],
    checkSetPasswordForm: (input: { form: SetPasswordForm; token: string }) => [
      resolves({ form: checkSetPasswordForm(input.form), token: input.token }, 'checked'),
      rejects(new Error('offline'), 'rules not loaded'),
    ],
    signIn: (form: SignInForm) =>
      form.password === 'good'
        ? resolves(session, 'a session')
        : rejects(new ApiError(401, 'Invalid e-mail or password')),
    finishRegistration: (request: FinishRegistrationRequest) =>
      request.token === 'invite-ok'
        ? resolves(session, 'a session')
        : rejects(new ApiError(400, 'This invitation was used')),
    exchangeSignInCode: (input: { code: string }) =>
      input.code === 'fresh-code'
        ? resolves(session, 'a session')
        : rejects(new ApiError(401, MESSAGES.ssoExpired)),
    signOut: () => [resolves(undefined, 'done'), rejects(new ApiError(0, 'offline'))],
    signOutAll: () => [resolves(undefined, 'done'), rejects(new ApiError(0, 'offline'))],
  },
  describeEvent: (event) => {
    if (event.type === 'session.signIn') return `sign in (password '${event.form.password || ''}')`;
    if (event.type === 'session.finishRegistration') {
      return `register (${event.form.password === event.form.repeatPassword ? 'same' : 'different'} passwords, ${event.token})`;
    }
    if (event.type === 'session.ssoReturned')
      return `back from the provider (${JSON.stringify(event.result)})`;
    return 'id' in event ? `${event.type} ${event.id}` : event.type;
  },
});

const paths = model.paths();

const BUSY_STATES = [
  'checking',
  { signedOut: 'checkingSignIn' },
  { signedOut: 'checkingSetPassword' },
  { signedOut: 'signingIn' },
  { signedOut: 'registering' },
  { signedOut: 'exchangingSignInCode' },
  { signedIn: 'signingOut' },
  { signedIn: 'signingOutAll' },
];

function checkTags(real: SessionSnapshot) {
  expect(real.hasTag('busy'), `busy in ${JSON.stringify(real.value)}`).toBe(
    BUSY_STATES.some((state) => real.matches(state as never)),
  );
}

test('generated paths reach every state and take every transition of the session machine', () => {
  expectFullCoverage(sessionMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, { check: checkTags });
});
