/**
 * The browser between the platform simulator and the tool, for server tests that call the tool with `app.inject`:
 * each browser keeps the cookies the tool sets (as a real one does, per name, dropped when expired) and sends them
 * back. A whole launch is the login initiation, the platform's id token for the login's nonce, and the form post of
 * that token and the state to the tool, all in one browser unless the test says otherwise.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import type { LaunchOptions, LtiPlatformSimulator } from './ltiPlatform';

/** The tool's origin under `app.inject` (no PUBLIC_URL): the Host header inject sends. */
export const TOOL_ORIGIN = 'http://localhost:80';

export interface Browser {
  readonly cookies: Map<string, string>;
  /** The Cookie header of the next request, when it has one. */
  headers(): Record<string, string>;
  /** Keeps (or drops) what a response's Set-Cookie headers say. */
  keep(response: LightMyRequestResponse): void;
}

export function newBrowser(): Browser {
  const cookies = new Map<string, string>();
  return {
    cookies,
    headers: (): Record<string, string> =>
      cookies.size === 0
        ? {}
        : { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    keep(response) {
      const header = response.headers['set-cookie'];
      for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (expired) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1).trim());
      }
    },
  };
}

export function ltiBrowser(app: FastifyInstance, lms: LtiPlatformSimulator) {
  /** Third-party initiated login, as the platform sends the browser to it. */
  async function login(query: Record<string, string> = {}, browser = newBrowser()) {
    const response = await app.inject({
      method: 'GET',
      url: LTI_TOOL_PATHS.login,
      headers: browser.headers(),
      query: {
        iss: lms.issuer,
        login_hint: 'user-1',
        target_link_uri: `${TOOL_ORIGIN}${LTI_TOOL_PATHS.launch}`,
        client_id: lms.clientId,
        lti_deployment_id: lms.deploymentId,
        lti_message_hint: 'hint-1',
        ...query,
      },
    });
    browser.keep(response);
    return response;
  }

  /** The tool's authentication request to the platform (the login must answer 302). */
  async function authRequest(browser = newBrowser(), query: Record<string, string> = {}) {
    const response = await login(query, browser);
    if (response.statusCode !== 302)
      throw new Error(`login answered ${response.statusCode}: ${response.body}`);
    return new URL(String(response.headers.location));
  }

  /** A form post from the browser (the platform's auto-submitted form). */
  async function post(url: string, form: Record<string, string>, browser = newBrowser()) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...browser.headers() },
      payload: new URLSearchParams(form).toString(),
    });
    browser.keep(response);
    return response;
  }

  /** A whole launch in one browser: login, the platform's id token for its nonce, the form post back. */
  async function launch(options: Omit<LaunchOptions, 'nonce'> = {}, browser = newBrowser()) {
    const auth = await authRequest(browser);
    const idToken = await lms.idToken({ nonce: auth.searchParams.get('nonce')!, ...options });
    const form = { id_token: idToken, state: auth.searchParams.get('state')! };
    return { response: await post(LTI_TOOL_PATHS.launch, form, browser), form, auth, browser };
  }

  return { login, authRequest, post, launch };
}

/** A refusal page: 4xx, HTML, with the message (escaped as the page escapes it). */
export function refusedWith(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  message: string,
) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(String(response.headers['content-type'])).toContain('text/html');
  expect(response.body).toContain(message.replace(/'/g, '&#39;'));
}

/** The personal link's token a learner launch sent the browser to. */
export function takeToken(response: { statusCode: number; headers: Record<string, unknown> }): string {
  expect(response.statusCode).toBe(303);
  const token = /^\/take\/([\w-]{43})$/.exec(String(response.headers.location))?.[1];
  expect(token).toBeDefined();
  return token!;
}
