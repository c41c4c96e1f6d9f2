/**
 * What the LTI area's reads say when they fail or find nothing (ADR 191): the tool's addresses and a Deep Linking
 * request are records like every other read screen's.
 */
import { screen, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { renderApp } from '../renderApp';

const LTI_USER = { user: { firstName: 'Lee', lastName: 'Lti', roles: ['ROLE_CS_LTI_USER'] }, flags: {} };
const TOOL = {
  loginUrl: 'https://console.example/lti/login',
  launchUrl: 'https://console.example/lti/launch',
  deepLinkUrl: 'https://console.example/lti/deep-link',
  jwksUrl: 'https://console.example/lti/jwks.json',
  jwks: { keys: [{ kty: 'RSA', kid: 'tool-key-1', alg: 'RS256', use: 'sig', n: 'abc', e: 'AQAB' }] },
};

/** Answers each path from its list of answers, one per request, the last one repeated. */
function server(answers: Record<string, { status?: number; content: unknown }[]>) {
  const calls: string[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const list = answers[path];
      if (!list) throw new Error(`unexpected request ${path}`);
      const count = calls.filter((call) => call.endsWith(` ${path}`)).length;
      const answer = list[Math.min(count - 1, list.length - 1)]!;
      return new Response(JSON.stringify({ content: answer.content }), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { http, calls };
}

test('tool addresses that could not be read say so, and Try again shows them', async () => {
  const { http } = server({
    '/api/lti/tool': [{ status: 503, content: { message: 'Unavailable' } }, { content: TOOL }],
  });
  const { user } = renderApp('/lti', { stored: LTI_USER }, http);
  const message = await screen.findByText(
    'The tool configuration could not be loaded.',
    {},
    { timeout: 10_000 },
  );
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(TOOL.launchUrl)).toBeInTheDocument();
}, 20_000);
