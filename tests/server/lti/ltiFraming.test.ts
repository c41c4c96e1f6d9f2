/**
 * Who may frame which page (ADR 255): the LTI login, the launch and the student page name the registered
 * platforms' origins in `frame-ancestors` and send no X-Frame-Options; the console, the API and the tool's other
 * pages stay framed by the console alone. A registration saved or deleted changes the list at once.
 */
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let admin: ReturnType<typeof bearer>;
let institutionId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await t.signIn('admin@demo.test')).accessToken);
  ({ id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Framing College' })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(async () => t?.close());

const registration = (origin: string, authOrigin = origin) => ({
  issuer: origin,
  clientId: `client-${origin}`,
  deploymentIds: ['deployment-1'],
  jwksUrl: `${origin}/jwks`,
  authUrl: `${authOrigin}/auth`,
  tokenUrl: `${origin}/token`,
  institutionId,
});

const frameAncestors = (headers: Record<string, unknown>) =>
  String(headers['content-security-policy'])
    .split('; ')
    .find((part) => part.startsWith('frame-ancestors '));

async function headersOf(method: 'GET' | 'POST', url: string) {
  const response = await t.app.inject({
    method,
    url,
    ...(method === 'POST'
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'state=x' }
      : {}),
  });
  return response.headers;
}

const FRAMED: [string, 'GET' | 'POST', string][] = [
  ['the student page', 'GET', '/take/some-personal-token'],
  ['the student page without a token', 'GET', '/take'],
  ['the launch (a refusal page)', 'POST', LTI_TOOL_PATHS.launch],
  ['the login initiation (a refusal page)', 'GET', LTI_TOOL_PATHS.login],
];
const UNFRAMED: [string, 'GET' | 'POST', string][] = [
  ['the console', 'GET', '/admin/signin'],
  ['the API', 'GET', '/api/take/some-personal-token'],
  ['the tool key set', 'GET', LTI_TOOL_PATHS.jwks],
  ['the Deep Linking launch', 'POST', LTI_TOOL_PATHS.deepLink],
  ['a student page asset path below a token', 'GET', '/take/some-token/more'],
];

test('with no platform registered, every page is framed by the console alone', async () => {
  for (const [, method, url] of [...FRAMED, ...UNFRAMED]) {
    const headers = await headersOf(method, url);
    expect(frameAncestors(headers), url).toBe("frame-ancestors 'self'");
    expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
  }
});

describe('with platforms registered', () => {
  let canvasId: number;
  beforeAll(async () => {
    const moodle = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: admin,
      payload: registration('https://moodle.example.edu'),
    });
    expect(moodle.status).toBe(200);
    const canvas = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: admin,
      payload: registration('https://canvas.example.com', 'https://sso.example.com'),
    });
    expect(canvas.status).toBe(200);
    canvasId = canvas.body.content.id;
  });

  test.each(FRAMED)('%s may be framed by their origins, with no X-Frame-Options', async (_, method, url) => {
    const headers = await headersOf(method, url);
    expect(frameAncestors(headers)).toBe(
      "frame-ancestors 'self' https://canvas.example.com https://moodle.example.edu https://sso.example.com",
    );
    expect(headers['x-frame-options']).toBeUndefined();
  });

  test.each(UNFRAMED)('%s is still framed by the console alone', async (_, method, url) => {
    const headers = await headersOf(method, url);
    expect(frameAncestors(headers)).toBe("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('a deleted registration no longer frames the launch', async () => {
    expect(
      (await call(t.app, { method: 'DELETE', url: LTI_PATHS.platform(canvasId), headers: admin })).status,
    ).toBe(200);
    const headers = await headersOf('POST', LTI_TOOL_PATHS.launch);
    expect(frameAncestors(headers)).toBe("frame-ancestors 'self' https://moodle.example.edu");
  });
});
