/**
 * The session rules with the real effects (sessionServices over the http client) against a fake of the server's
 * auth calls. No sleeps: every wait is on the actor's state or on a request reaching the fake server.
 */
import { waitFor } from 'xstate';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { ApiError } from '../../../src/api/shared/http';
import {
  SESSION_EXPIRED_MESSAGE,
  selectError,
  selectFieldErrors,
  selectIsSignOutAllFailed,
  selectIsSignOutBlocked,
  selectUser,
  type SessionActorRef,
} from '../../../src/machines/session/sessionMachine';
import { ADA, INVITATION, REFRESH_TOKEN_LIFETIME_MS, SERVER_MESSAGES } from '../../support/fakeAuthServer';
import { FLAGS, startSession } from '../../support/sessionHarness';

const signedIn = (actor: SessionActorRef) =>
  waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'idle' }));
const signedOut = (actor: SessionActorRef) =>
  waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'idle' }));
const settled = (actor: SessionActorRef) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

const registrationForm = {
  firstName: ' Grace ',
  lastName: 'Hopper',
  password: 'cobol59',
  repeatPassword: 'cobol59',
};

describe('starting', () => {
  test('a stored token with a valid profile lands signed in without a sign-in', async () => {
    const { actor, server, loadFlags } = startSession({ storedTokenOf: ADA.email });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await signedIn(actor);
    expect(selectUser(snapshot)).toEqual(ADA.profile);
    expect(snapshot.context.flags).toEqual(FLAGS);
    expect(server.count(AUTH_PATHS.getAccessToken)).toBe(0);
    expect(server.bearers(AUTH_PATHS.profile)).toEqual(['Bearer access-1']);
    expect(loadFlags).toHaveBeenCalledTimes(1);
  });

  test('without a stored token the session is signed out and the server is not asked', async () => {
    const { actor, server } = startSession();
    await signedOut(actor);
    expect(server.requests).toEqual([]);
  });

  test('a stored token the server no longer accepts lands signed out and is cleared', async () => {
    const { actor, tokenStore } = startSession({
      storedTokenOf: ADA.email,
      prepare: (server) => {
        server.expireAccessTokens();
        server.revokeRefreshTokens();
      },
    });
    const snapshot = await signedOut(actor);
    expect(selectUser(snapshot)).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });
});

describe('signing in', () => {
  test('sign-in with empty fields shows This field is required under each field and calls no server', async () => {
    const { actor, server } = startSession();
    await signedOut(actor);
    actor.send({ type: 'session.signIn', form: { email: ' ', password: '' } });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(selectFieldErrors(snapshot)).toEqual({
      email: ['This field is required'],
      password: ['This field is required'],
    });
    expect(server.requests).toEqual([]);
  });

  test('bad credentials show the server message under the form', async () => {
    const { actor, tokenStore } = startSession();
    await signedOut(actor);
    actor.send({ type: 'session.signIn', form: { email: ADA.email, password: 'wrong' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(selectError(snapshot)).toBe(SERVER_MESSAGES.badCredentials);
    expect(tokenStore.get()).toBeNull();
  });

  test('a sign-in stores the token, then loads the profile and the flags', async () => {
    const { actor, server, tokenStore } = startSession();
    await signedOut(actor);
    actor.send({ type: 'session.signIn', form: { email: ` ${ADA.email} `, password: ADA.password } });
    const snapshot = await signedIn(actor);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: AUTH_PATHS.getAccessToken,
      authorization: null,
      body: { email: ADA.email, password: ADA.password },
    });
    expect(tokenStore.get()?.accessToken).toBe('access-1');
    expect(server.bearers(AUTH_PATHS.profile)).toEqual(['Bearer access-1']);
    expect(selectUser(snapshot)).toEqual(ADA.profile);
    expect(selectError(snapshot)).toBeNull();
  });

  test('a sign-in whose profile cannot be loaded shows the error and leaves no token behind', async () => {
    const { actor, server, tokenStore } = startSession();
    await signedOut(actor);
    server.failProfile('The profile service is down');
    actor.send({ type: 'session.signIn', form: { email: ADA.email, password: ADA.password } });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(selectError(snapshot)).toBe('The profile service is down');
    expect(tokenStore.get()).toBeNull();
  });
});

describe('registering', () => {
  test('registration with mismatched passwords shows Passwords do not match', async () => {
    const { actor, server } = startSession();
    await signedOut(actor);
    actor.send({
      type: 'session.finishRegistration',
      form: { ...registrationForm, repeatPassword: 'cobol60' },
      token: INVITATION.token,
    });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(selectFieldErrors(snapshot)).toEqual({ repeatPassword: ['Passwords do not match'] });
    expect(server.requests).toEqual([]);
  });

  test('a successful registration signs the new admin in', async () => {
    const { actor, server, tokenStore } = startSession();
    await signedOut(actor);
    actor.send({ type: 'session.finishRegistration', form: registrationForm, token: INVITATION.token });
    await waitFor(actor, (state) => state.matches({ signedOut: 'registering' }));
    const snapshot = await signedIn(actor);
    expect(server.requests[0]).toMatchObject({
      path: AUTH_PATHS.finishRegistration,
      authorization: null,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        plainPassword: { first: 'cobol59', second: 'cobol59' },
        token: INVITATION.token,
      },
    });
    expect(selectUser(snapshot)).toEqual({ firstName: 'Grace', lastName: 'Hopper', roles: INVITATION.roles });
    expect(tokenStore.get()?.accessToken).toBe(server.bearers(AUTH_PATHS.profile)[0]?.replace('Bearer ', ''));
  });

  test('a used invitation shows the server message under the form', async () => {
    const { actor } = startSession();
    await signedOut(actor);
    actor.send({ type: 'session.finishRegistration', form: registrationForm, token: 'invite-used' });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(selectError(snapshot)).toBe(SERVER_MESSAGES.invalidInvitation);
  });
});

describe('refreshing', () => {
  test('parallel 401s cause exactly one refresh call and each request retries once', async () => {
    const { actor, server, http } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    server.expireAccessTokens();
    const refresh = server.hold((request) => request.path === AUTH_PATHS.refreshAccessToken);
    // This one's 401 only comes back once the refresh is done: it must retry, not refresh again.
    const late = server.hold((request) => request.path === '/api/admin/sponsors');

    const paths = ['/api/admin/quizzes', '/api/admin/classes', '/api/admin/playlists'];
    const early = Promise.all(paths.map((path) => http.request(path)));
    const slow = http.request('/api/admin/sponsors');
    await refresh.arrived;
    refresh.release();
    await expect(early).resolves.toEqual(paths.map((path) => ({ path })));
    late.release();
    await expect(slow).resolves.toEqual({ path: '/api/admin/sponsors' });

    expect(server.count(AUTH_PATHS.refreshAccessToken)).toBe(1);
    for (const path of [...paths, '/api/admin/sponsors']) {
      expect(server.bearers(path), path).toEqual(['Bearer access-1', 'Bearer access-2']);
    }
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  test('an expired refresh token signs the user out', async () => {
    const { actor, server, http, tokenStore, advance } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    server.expireAccessTokens();
    advance(REFRESH_TOKEN_LIFETIME_MS + 1);

    const error = await http.request('/api/admin/quizzes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });

    const snapshot = await signedOut(actor);
    expect(selectError(snapshot)).toBe(SESSION_EXPIRED_MESSAGE);
    expect(selectUser(snapshot)).toBeNull();
    expect(tokenStore.get()).toBeNull();
    // The console knows the refresh token is dead and does not ask.
    expect(server.count(AUTH_PATHS.refreshAccessToken)).toBe(0);
  });

  test('a failed refresh signs the user out and clears the stored token', async () => {
    const { actor, server, http, tokenStore } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    server.expireAccessTokens();
    server.revokeRefreshTokens();

    await expect(http.request('/api/admin/quizzes')).rejects.toMatchObject({ status: 401 });
    expect(server.count(AUTH_PATHS.refreshAccessToken)).toBe(1);
    const snapshot = await signedOut(actor);
    expect(selectError(snapshot)).toBe(SESSION_EXPIRED_MESSAGE);
    expect(tokenStore.get()).toBeNull();
  });
});

describe('signing out', () => {
  test('sign out is blocked while a screen holds unsaved changes, and allowed after release', async () => {
    const { actor, tokenStore } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    actor.send({ type: 'unsaved.register', id: 'quiz-editor' });
    actor.send({ type: 'unsaved.register', id: 'sponsor-form' });

    actor.send({ type: 'session.signOut' });
    expect(selectIsSignOutBlocked(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.dismissBlocked' });
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);

    actor.send({ type: 'unsaved.release', id: 'quiz-editor' });
    actor.send({ type: 'session.signOut' });
    expect(selectIsSignOutBlocked(actor.getSnapshot())).toBe(true);
    expect(tokenStore.get()).not.toBeNull();

    actor.send({ type: 'unsaved.release', id: 'sponsor-form' });
    actor.send({ type: 'session.signOut' });
    const snapshot = await signedOut(actor);
    expect(selectUser(snapshot)).toBeNull();
    expect(snapshot.context.unsaved).toEqual([]);
    expect(tokenStore.get()).toBeNull();
  });

  test('sign out ends the session on the server with the refresh token it held', async () => {
    const { actor, server, tokenStore } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    const held = tokenStore.get()!;
    actor.send({ type: 'session.signOut' });
    await signedOut(actor);
    expect(server.requests.filter((request) => request.path === AUTH_PATHS.logout)).toMatchObject([
      { method: 'POST', body: { refreshToken: held.refreshToken }, authorization: null },
    ]);
    expect(tokenStore.get()).toBeNull();
    // The server no longer accepts the old access token.
    const old = await server.fetch(AUTH_PATHS.profile, {
      headers: { Authorization: `Bearer ${held.accessToken}` },
    });
    expect(old.status).toBe(401);
  });

  test('sign out still signs out here when the network is down', async () => {
    const { actor, server, tokenStore } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    server.setOffline(true);
    actor.send({ type: 'session.signOut' });
    const snapshot = await signedOut(actor);
    expect(selectUser(snapshot)).toBeNull();
    expect(selectError(snapshot)).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  test('sign out forgets the stored token before the server answers', async () => {
    const { actor, server, tokenStore } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    const held = server.hold((request) => request.path === AUTH_PATHS.logout);
    actor.send({ type: 'session.signOut' });
    await held.arrived;
    expect(tokenStore.get()).toBeNull();
    held.release();
    await signedOut(actor);
  });

  test('a request answered 401 while sign out is under way signs out without saying the session expired', async () => {
    const { actor, server } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    const held = server.hold((request) => request.path === AUTH_PATHS.logout);
    actor.send({ type: 'session.signOut' });
    await held.arrived;
    // A screen's request in flight comes back 401 because the session is ending.
    actor.send({ type: 'session.expired' });
    held.release();
    const snapshot = await signedOut(actor);
    expect(selectError(snapshot)).toBeNull();
  });

  test('sign out of all devices ends every session of the user, then signs out here', async () => {
    const { actor, server, tokenStore } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    const otherDevice = server.tokenFor(ADA.email);
    actor.send({ type: 'session.signOutAll' });
    await signedOut(actor);
    expect(server.bearers(AUTH_PATHS.logoutAll)).toEqual(['Bearer access-1']);
    expect(tokenStore.get()).toBeNull();
    const other = await server.fetch(AUTH_PATHS.profile, {
      headers: { Authorization: `Bearer ${otherDevice.accessToken}` },
    });
    expect(other.status).toBe(401);
  });

  test('sign out of all devices is blocked by unsaved changes like sign out', async () => {
    const { actor, server } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    actor.send({ type: 'unsaved.register', id: 'quiz-editor' });
    actor.send({ type: 'session.signOutAll' });
    expect(selectIsSignOutBlocked(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'unsaved.release', id: 'quiz-editor' });
    actor.send({ type: 'session.signOutAll' });
    await signedOut(actor);
    expect(server.count(AUTH_PATHS.logoutAll)).toBe(1);
  });

  test('when the server cannot confirm sign out of all devices, this one stays signed in and says so', async () => {
    const { actor, server, tokenStore } = startSession({ storedTokenOf: ADA.email });
    await signedIn(actor);
    server.setOffline(true);
    actor.send({ type: 'session.signOutAll' });
    const failed = await waitFor(actor, selectIsSignOutAllFailed);
    expect(selectUser(failed)).toEqual(ADA.profile);
    expect(tokenStore.get()).not.toBeNull();

    server.setOffline(false);
    actor.send({ type: 'session.signOutAll' });
    await signedOut(actor);
    expect(tokenStore.get()).toBeNull();
  });
});
