/**
 * Who may frame which page (ADR 255, 374): the LTI login, the launch, the Deep Linking request and the student page
 * name the registered platforms' origins in `frame-ancestors` and send no X-Frame-Options; after an instructor's
 * launch, the console and the Deep Linking answer page name the launching platform's origins alone; the console
 * without that launch, the API and the tool's other pages stay framed by the console alone. A registration saved
 * or deleted changes the list at once.
 */
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import { frameCookie } from '../../../server/lti/frameCookie';
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

async function headersOf(method: 'GET' | 'POST', url: string, cookie?: string) {
  const response = await t.app.inject({
    method,
    url,
    ...(method === 'POST'
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
          payload: 'state=x',
        }
      : cookie
        ? { headers: { cookie } }
        : {}),
  });
  return response.headers;
}

const FRAMED: [string, 'GET' | 'POST', string][] = [
  ['the student page', 'GET', '/take/some-personal-token'],
  ['the student page without a token', 'GET', '/take'],
  ['the launch (a refusal page)', 'POST', LTI_TOOL_PATHS.launch],
  ['the login initiation (a refusal page)', 'GET', LTI_TOOL_PATHS.login],
  ['the Deep Linking request (a refusal page)', 'POST', LTI_TOOL_PATHS.deepLink],
];
const UNFRAMED: [string, 'GET' | 'POST', string][] = [
  ['the console', 'GET', '/admin/signin'],
  ['the API', 'GET', '/api/take/some-personal-token'],
  ['the tool key set', 'GET', LTI_TOOL_PATHS.jwks],
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

  /** The cookie an instructor's launch from that platform leaves in the browser. */
  const launchedFrom = (platformId: number) =>
    frameCookie(platformId, 'http://localhost', t.config.secretsKey).split(';', 1)[0]!;
  const LANDINGS: [string, 'GET' | 'POST', string][] = [
    ['the console page a launch lands on', 'GET', '/admin/quiz/my-quiz/view/1'],
    ['the Deep Linking selection page', 'GET', '/admin/lti/deep-link/some-request-id'],
    [
      'the Deep Linking answer page (a refusal page)',
      'GET',
      LTI_TOOL_PATHS.deepLinkReturn('some-request-id'),
    ],
  ];

  test.each(LANDINGS)(
    "after an instructor's launch, %s may be framed by that platform's origins alone",
    async (_, method, url) => {
      const headers = await headersOf(method, url, launchedFrom(canvasId));
      expect(frameAncestors(headers)).toBe(
        "frame-ancestors 'self' https://canvas.example.com https://sso.example.com",
      );
      expect(headers['x-frame-options']).toBeUndefined();
    },
  );

  test.each(LANDINGS)('without that launch, %s is framed by the console alone', async (_, method, url) => {
    const forged = `lti_frame=${canvasId}.${'A'.repeat(32)}`;
    for (const cookie of [undefined, forged, `lti_frame=${canvasId}`]) {
      const headers = await headersOf(method, url, cookie);
      expect(frameAncestors(headers), cookie).toBe("frame-ancestors 'self'");
      expect(headers['x-frame-options'], cookie).toBe('SAMEORIGIN');
    }
  });

  test("an instructor's launch frames neither the API nor the tool's other pages", async () => {
    for (const [, method, url] of [...UNFRAMED.filter(([name]) => name !== 'the console')]) {
      const headers = await headersOf(method, url, launchedFrom(canvasId));
      expect(frameAncestors(headers), url).toBe("frame-ancestors 'self'");
    }
  });

  test('a deleted registration no longer frames the launch', async () => {
    expect(
      (await call(t.app, { method: 'DELETE', url: LTI_PATHS.platform(canvasId), headers: admin })).status,
    ).toBe(200);
    const headers = await headersOf('POST', LTI_TOOL_PATHS.launch);
    expect(frameAncestors(headers)).toBe("frame-ancestors 'self' https://moodle.example.edu");
    // Nor the console an instructor's launch from it opened.
    const console = await headersOf('GET', '/admin/lti', launchedFrom(canvasId));
    expect(frameAncestors(console)).toBe("frame-ancestors 'self'");
  });
});
