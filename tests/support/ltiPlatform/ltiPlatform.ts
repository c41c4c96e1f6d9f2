/**
 * An LTI 1.3 platform of our own for the tests (ADR 183): its own RSA keys and JWKS, the id tokens it signs for
 * launches, an authorization endpoint that answers the tool's login with the self-posting form a browser follows,
 * an OAuth 2 token endpoint that checks the tool's client assertion against the tool's JWKS, and line
 * items whose score endpoints record what the tool sends, and a course's membership list (Names and Role Provisioning
 * Services, ADR 385) served in pages to a token granted its scope. It listens on a loopback port chosen by the system.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

export const LIS_ROLES = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
} as const;
const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
const NRPS_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

/** A member of the course as NRPS lists it. */
export interface CourseMember {
  readonly user_id: string;
  readonly roles: readonly string[];
  readonly status?: 'Active' | 'Inactive' | 'Deleted';
  readonly email?: string;
  readonly name?: string;
}

export interface ReceivedScore {
  readonly lineItem: string;
  readonly contentType: string;
  readonly body: Record<string, unknown>;
}

export interface LaunchOptions {
  readonly nonce: string;
  readonly sub?: string;
  readonly email?: string;
  readonly roles?: readonly string[];
  readonly messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest' | string;
  readonly deploymentId?: string;
  readonly audience?: string | string[];
  readonly azp?: string;
  readonly issuedAt?: Date;
  readonly expiresAt?: Date;
  readonly resourceLinkId?: string;
  readonly custom?: Record<string, string>;
  readonly lineItem?: string;
  /** Name the course's roster service (the NRPS claim). */
  readonly nrps?: boolean;
  /** Sign with another key under the platform's kid (a forgery). */
  readonly forged?: boolean;
  readonly version?: string;
}

export interface LtiPlatformSimulator {
  readonly issuer: string;
  readonly clientId: string;
  readonly deploymentId: string;
  readonly jwksUrl: string;
  readonly authUrl: string;
  readonly tokenUrl: string;
  readonly deepLinkReturnUrl: string;
  lineItemUrl(id: string): string;
  /** A course page of the platform that shows `src` in a frame, as Canvas and Moodle show a launch. */
  coursePageUrl(src: string): string;
  readonly scores: ReceivedScore[];
  /** The Deep Linking responses (their JWTs) a browser posted to the return URL, in order. */
  readonly deepLinkResponses: string[];
  /** Access tokens the token endpoint issued, with the scope asked for. */
  readonly grants: { scope: string; assertion: JWTPayload }[];
  /** Replaces the platform's key pair with a new one under the same `kid`, as a key rotation may. */
  rotateKey(): Promise<void>;
  /** The course's members its membership list serves, in pages of `rosterPageSize`. */
  readonly members: CourseMember[];
  rosterPageSize: number;
  /** The membership list's address, as the NRPS claim names it. */
  readonly membershipsUrl: string;
  /** The membership list's pages served, in order (their query strings). */
  readonly rosterPages: string[];
  /** The next `n` calls of the membership list, after `after` more that it answers, answer 503. */
  failRoster(n: number, after?: number): void;
  /** The next `n` calls of the scores endpoint answer 503. */
  failScores(n: number): void;
  idToken(options: LaunchOptions): Promise<string>;
  /**
   * The launch the platform answers the tool's authentication request for `loginHint` with: its authorization
   * endpoint (`GET /auth`) then serves the page that posts the id token and the state to the tool's redirect URI,
   * in the browser that was sent there.
   */
  prepareLaunch(loginHint: string, launch: Omit<LaunchOptions, 'nonce'>): void;
  /** Verifies a Deep Linking response with the tool's key set, as a platform does. */
  verifyDeepLinkResponse(jwt: string): Promise<JWTPayload>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The platform's answer to an authentication request: a form that posts itself to the tool (response_mode=form_post). */
function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Launching</title></head><body><form id="launch" method="post" action="${escapeHtml(action)}">${inputs}<button>Continue</button></form><script>document.getElementById('launch').submit()</script></body></html>`;
}

/** The course page: the launch inside a frame, the page around it the platform's. */
function coursePage(src: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Biology 101</title><style>body{margin:0;font-family:sans-serif}h1{margin:.5rem 1rem;font-size:1.25rem}iframe{display:block;width:100%;height:calc(100vh - 3rem);border:0;border-top:1px solid #ccc}</style></head><body><h1>Biology 101</h1><iframe title="Course activity" src="${escapeHtml(src)}"></iframe></body></html>`;
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

/**
 * Starts the platform. `toolJwks` reads the tool's public key set (the test fetches it from the app), `now` is the
 * test clock, the same one the tool's app runs on.
 */
export async function startLtiPlatform(options: {
  readonly toolJwks: () => Promise<JSONWebKeySet>;
  readonly now: () => Date;
  readonly clientId?: string;
  /** More endpoints (Dynamic Registration's, ADR 386): answers and returns true for the requests it serves. */
  readonly extraRoutes?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;
}): Promise<LtiPlatformSimulator> {
  const kid = 'platform-key-1';
  let keys = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const keySetOf = async (publicKey: CryptoKey) => ({
    keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }],
  });
  let jwks = await keySetOf(keys.publicKey);
  const clientId = options.clientId ?? 'console-tool';
  const scores: ReceivedScore[] = [];
  const deepLinkResponses: string[] = [];
  const grants: { scope: string; assertion: JWTPayload }[] = [];
  const accessTokens = new Set<string>();
  /** The scope each access token was granted. */
  const tokenScopes = new Map<string, string>();
  const members: CourseMember[] = [];
  const rosterPages: string[] = [];
  let failingRoster = 0;
  let rosterFailsAfter = 0;
  let failing = 0;
  let base = '';

  const toolKeys = async () => createLocalJWKSet(await options.toolJwks());

  const prepared = new Map<string, Omit<LaunchOptions, 'nonce'>>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    if (await options.extraRoutes?.(request, response, url)) return;
    if (request.method === 'GET' && url.pathname === '/jwks') return json(response, 200, jwks);
    if (request.method === 'GET' && url.pathname === '/course') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(coursePage(url.searchParams.get('src') ?? 'about:blank'));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/auth') {
      const query = Object.fromEntries(url.searchParams);
      const launch = prepared.get(query.login_hint ?? '');
      if (
        !launch ||
        query.client_id !== clientId ||
        query.response_type !== 'id_token' ||
        query.response_mode !== 'form_post' ||
        !query.redirect_uri ||
        !query.nonce ||
        !query.state
      )
        return json(response, 400, { error: 'invalid_request' });
      const idToken = await simulator.idToken({ ...launch, nonce: query.nonce });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(formPostPage(query.redirect_uri, { id_token: idToken, state: query.state }));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(request));
      if (form.get('grant_type') !== 'client_credentials')
        return json(response, 400, { error: 'unsupported_grant_type' });
      try {
        const { payload } = await jwtVerify(form.get('client_assertion') ?? '', await toolKeys(), {
          issuer: clientId,
          subject: clientId,
          audience: `${base}/token`,
          currentDate: options.now(),
        });
        const token = randomUUID();
        accessTokens.add(token);
        tokenScopes.set(token, form.get('scope') ?? '');
        grants.push({ scope: form.get('scope') ?? '', assertion: payload });
        return json(response, 200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
      } catch {
        return json(response, 401, { error: 'invalid_client' });
      }
    }
    if (request.method === 'POST' && url.pathname === '/deep-link-return') {
      const jwt = new URLSearchParams(await readBody(request)).get('JWT');
      if (!jwt) return json(response, 400, { error: 'invalid_request' });
      deepLinkResponses.push(jwt);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content added</title></head><body><h1>Content added</h1></body></html>',
      );
      return;
    }
    if (request.method === 'GET' && url.pathname === '/courses/course-1/memberships') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || tokenScopes.get(token) !== NRPS_SCOPE)
        return json(response, 401, { error: 'invalid_token' });
      if (request.headers.accept !== NRPS_TYPE) return json(response, 406, { error: 'not acceptable' });
      if (failingRoster > 0 && rosterFailsAfter-- <= 0) {
        failingRoster--;
        return json(response, 503, { error: 'try later' });
      }
      rosterPages.push(url.search);
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = simulator.rosterPageSize;
      const next = page * size < members.length;
      response.writeHead(200, {
        'content-type': NRPS_TYPE,
        ...(next ? { link: `<${base}${url.pathname}?page=${page + 1}>; rel="next"` } : {}),
      });
      response.end(
        JSON.stringify({
          id: `${base}${url.pathname}`,
          context: { id: 'course-1', title: 'Biology 101' },
          members: members.slice((page - 1) * size, page * size),
        }),
      );
      return;
    }
    const scoresPath = /^\/lineitems\/([\w-]+)\/scores$/.exec(url.pathname);
    if (request.method === 'POST' && scoresPath) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !accessTokens.has(token)) return json(response, 401, { error: 'invalid_token' });
      if (failing > 0) {
        failing--;
        return json(response, 503, { error: 'try later' });
      }
      scores.push({
        lineItem: scoresPath[1]!,
        contentType: String(request.headers['content-type']),
        body: JSON.parse(await readBody(request)) as Record<string, unknown>,
      });
      response.writeHead(204).end();
      return;
    }
    json(response, 404, { error: 'not found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500, { error: 'simulator failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = base;

  const simulator: LtiPlatformSimulator = {
    issuer,
    clientId,
    deploymentId: 'deployment-1',
    jwksUrl: `${base}/jwks`,
    authUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    deepLinkReturnUrl: `${base}/deep-link-return`,
    lineItemUrl: (id) => `${base}/lineitems/${id}?type=quiz`,
    coursePageUrl: (src) => `${base}/course?src=${encodeURIComponent(src)}`,
    scores,
    members,
    rosterPageSize: 2,
    membershipsUrl: `${base}/courses/course-1/memberships`,
    rosterPages,
    failRoster(n, after = 0) {
      failingRoster = n;
      rosterFailsAfter = after;
    },
    deepLinkResponses,
    grants,
    failScores(n) {
      failing = n;
    },
    async rotateKey() {
      keys = await generateKeyPair('RS256');
      jwks = await keySetOf(keys.publicKey);
    },
    async idToken(launch) {
      const now = launch.issuedAt ?? options.now();
      const iat = Math.floor(now.getTime() / 1000);
      const messageType = launch.messageType ?? 'LtiResourceLinkRequest';
      const claims: JWTPayload = {
        nonce: launch.nonce,
        email: launch.email,
        given_name: 'Ada',
        family_name: 'Lovelace',
        [`${CLAIM}message_type`]: messageType,
        [`${CLAIM}version`]: launch.version ?? '1.3.0',
        [`${CLAIM}deployment_id`]: launch.deploymentId ?? 'deployment-1',
        [`${CLAIM}roles`]: launch.roles ?? [LIS_ROLES.instructor],
        [`${CLAIM}context`]: { id: 'course-1', title: 'Biology 101' },
        ...(launch.azp ? { azp: launch.azp } : {}),
        ...(launch.nrps
          ? {
              'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
                context_memberships_url: `${base}/courses/course-1/memberships`,
                service_versions: ['2.0'],
              },
            }
          : {}),
      };
      if (messageType === 'LtiResourceLinkRequest') {
        claims[`${CLAIM}resource_link`] = { id: launch.resourceLinkId ?? 'link-1', title: 'Quiz' };
        claims[`${CLAIM}target_link_uri`] = 'launch';
        if (launch.custom) claims[`${CLAIM}custom`] = launch.custom;
        if (launch.lineItem)
          claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
            scope: [SCORE_SCOPE],
            lineitem: launch.lineItem,
          };
      } else {
        claims['https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings'] = {
          deep_link_return_url: `${base}/deep-link-return`,
          accept_types: ['ltiResourceLink'],
          accept_presentation_document_targets: ['iframe', 'window'],
          data: 'opaque-platform-data',
        };
      }
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(launch.sub ?? 'user-1')
        .setAudience(launch.audience ?? clientId)
        .setIssuedAt(iat)
        .setExpirationTime(
          Math.floor((launch.expiresAt ?? new Date(now.getTime() + 300_000)).getTime() / 1000),
        )
        .sign(launch.forged ? forger.privateKey : keys.privateKey);
    },
    prepareLaunch(loginHint, launch) {
      prepared.set(loginHint, launch);
    },
    async verifyDeepLinkResponse(jwt) {
      const { payload } = await jwtVerify(jwt, await toolKeys(), {
        issuer: clientId,
        audience: issuer,
        currentDate: options.now(),
      });
      return payload;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return simulator;
}
