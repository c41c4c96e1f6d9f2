/** "Sign in with your institution" on the sign-in screen, and coming back from the provider (ADR 182). */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { CS_USER, renderApp } from '../renderApp';

/** The server's lookup: riverside.edu has an enabled provider, nothing else has. */
function lookupHttp() {
  const asked: string[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => null,
    refresh: async () => null,
    fetch: async (input, init) => {
      if (!String(input).endsWith('/api/auth/sso/lookup')) throw new Error(`unexpected ${String(input)}`);
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      asked.push(email);
      return new Response(JSON.stringify({ content: { available: email.endsWith('@riverside.edu') } }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { http, asked };
}

test('an e-mail of a domain with a provider offers the institution sign-in, which goes to the start address', async () => {
  const { http, asked } = lookupHttp();
  const { user, reload } = renderApp('/signin', {}, http);
  const email = await screen.findByLabelText('E-mail');
  await user.type(email, 'ada@elsewhere.org');
  await waitFor(() => expect(asked).toEqual(['ada@elsewhere.org']));
  expect(screen.queryByRole('button', { name: 'Sign in with your institution' })).toBeNull();

  await user.clear(email);
  await user.type(email, 'ada@riverside.edu');
  const button = await screen.findByRole('button', { name: 'Sign in with your institution' });
  await user.click(button);
  await waitFor(() => expect(reload).toHaveBeenCalledWith('/api/auth/sso/start?email=ada%40riverside.edu'));
  expect(screen.getByRole('button', { name: 'Taking you to your institution…' })).toBeDisabled();
});

test('coming back with a failure shows why under the form and signs nobody in', async () => {
  const { session } = renderApp('/signin#sso-error=unavailable');
  const form = await screen.findByRole('form', { name: 'Admin Sign In' });
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Sign-in with your institution is not available for this e-mail address.',
  );
  expect(window.location.hash).toBe('');
  expect(session.getSnapshot().matches('signedOut')).toBe(true);
});

test('coming back with a one-time code signs the user in', async () => {
  const traded: string[] = [];
  renderApp('/signin#sso=one-time-code', {
    exchangeSignInCode: async (code) => {
      traded.push(code);
      return { user: CS_USER, flags: {} };
    },
  });
  expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
  expect(traded).toEqual(['one-time-code']);
  expect(window.location.hash).toBe('');
});
