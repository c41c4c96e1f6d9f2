/**
 * The two halves of an LTI 1.3 launch on the tool's side (ADRs 183, 185): third-party initiated login (the platform
 * names itself; the tool answers with an OIDC authentication request back to its own launch URL, carrying a fresh
 * state and nonce, kept server-side for ten minutes and good once, the state also bound to the browser by a cookie),
 * and the launch itself (from that browser; the platform's id token verified against its key set: signature, iss,
 * aud, azp, exp/iat, the nonce of this login, deployment, LTI version and message type).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { Database } from '../db/database';
import type { LtiPlatform } from '../db/ltiTables';
import { findPlatform, findPlatformById } from '../repositories/lti/ltiPlatforms';
import { LTI_REFUSALS, LtiRefusal } from './ltiRefusal';
import { startedInThisBrowser } from './stateCookie';

export const LOGIN_STATE_TTL_MS = 10 * 60_000;
/** An id token older than this is refused even before its exp. */
const MAX_TOKEN_AGE = '10m';
const CLOCK_TOLERANCE_S = 60;

export const LTI_CLAIMS = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  deepLinking: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
} as const;

export const MESSAGE_TYPES = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinking: 'LtiDeepLinkingRequest',
} as const;
export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

const short = z.string().min(1).max(2000);
/** Third-party initiated login, from the query (GET) or the form (POST). */
export const LoginRequestSchema = z.object({
  iss: short,
  login_hint: short,
  target_link_uri: short,
  lti_message_hint: short.optional(),
  client_id: short.optional(),
  lti_deployment_id: short.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The launch's form post: the id token and the state, or the platform's error. */
export const LaunchRequestSchema = z.object({
  id_token: z.string().max(100_000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type LaunchRequest = z.infer<typeof LaunchRequestSchema>;

/**
 * The tool's own address the target link names (same origin and path; its query is not kept), or undefined: the
 * browser is sent back only to the tool, whatever the platform asks.
 */
export function ownRedirectUri(targetLinkUri: string, toolUrls: readonly string[]): string | undefined {
  if (!URL.canParse(targetLinkUri)) return undefined;
  const target = new URL(targetLinkUri);
  return toolUrls.find((own) => {
    const url = new URL(own);
    return url.origin === target.origin && url.pathname === target.pathname;
  });
}

export interface StartedLogin {
  /** The platform's authorization endpoint with the OIDC request in its query. */
  readonly location: string;
  /** The state, for the cookie that binds it to this browser. */
  readonly state: string;
}

/** Answers a login: an OIDC authentication request to the platform, back to one of the tool's own URLs. */
export async function startLogin(
  db: Kysely<Database>,
  request: LoginRequest,
  toolUrls: readonly string[],
  now: Date,
): Promise<StartedLogin> {
  const candidates = await findPlatform(db, request.iss, request.client_id);
  if (candidates.length !== 1) throw new LtiRefusal(LTI_REFUSALS.unknownPlatform, 404);
  const platform = candidates[0]!;
  if (request.lti_deployment_id !== undefined && !platform.deployment_ids.includes(request.lti_deployment_id))
    throw new LtiRefusal(LTI_REFUSALS.unknownDeployment, 403);
  const redirectUri = ownRedirectUri(request.target_link_uri, toolUrls);
  if (redirectUri === undefined) throw new LtiRefusal(LTI_REFUSALS.targetLink, 400);

  const state = secret();
  const nonce = secret();
  await db
    .insertInto('lti_login_states')
    .values({
      state_hash: hashState(state),
      nonce,
      platform_id: platform.id,
      expires_at: new Date(now.getTime() + LOGIN_STATE_TTL_MS),
    })
    .execute();
  await db.deleteFrom('lti_login_states').where('expires_at', '<', now).execute();

  const target = new URL(platform.auth_url);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: redirectUri,
    login_hint: request.login_hint,
    state,
    nonce,
  };
  if (request.lti_message_hint !== undefined) params.lti_message_hint = request.lti_message_hint;
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return { location: target.href, state };
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 5_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

/** When each key set was last read again because a signature did not verify (by the server's clock, `now`). */
const reloadedAt = new Map<string, number>();
const RELOAD_GAP_MS = 1_000;

/**
 * Verifies with the platform's key set. A signature that does not verify with the cached key may be the platform's
 * new key under the same `kid` (a rotation): the key set is read once more and the token verified again, at most
 * once a second per key set, so that forged tokens cannot make the tool hammer the platform (ADR 257).
 */
async function verifyWithKeySet(
  token: string,
  url: string,
  options: Parameters<typeof jwtVerify>[2],
  now: Date,
): Promise<JWTPayload> {
  const keySet = keySetOf(url);
  try {
    return (await jwtVerify(token, keySet, options)).payload;
  } catch (error) {
    const last = reloadedAt.get(url) ?? 0;
    if (!(error instanceof errors.JWSSignatureVerificationFailed) || now.getTime() - last < RELOAD_GAP_MS)
      throw error;
    reloadedAt.set(url, now.getTime());
    await keySet.reload();
    return (await jwtVerify(token, keySet, options)).payload;
  }
}

function refusalOf(error: unknown): LtiRefusal {
  if (error instanceof LtiRefusal) return error;
  if (error instanceof errors.JWTExpired) return new LtiRefusal(LTI_REFUSALS.expired, 401);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new LtiRefusal(LTI_REFUSALS.audience, 401);
    if (error.claim === 'iss') return new LtiRefusal(LTI_REFUSALS.issuer, 401);
    if (error.claim === 'iat' && error.reason === 'check_failed')
      return new LtiRefusal(LTI_REFUSALS.expired, 401);
    return new LtiRefusal(LTI_REFUSALS.claims(`${error.claim} ${error.reason}`), 401);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
    return new LtiRefusal(LTI_REFUSALS.signature, 401);
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return new LtiRefusal(LTI_REFUSALS.claims('the id token is malformed'), 400);
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return new LtiRefusal(LTI_REFUSALS.signature, 401);
  // The key set could not be fetched or read (timeout, refused connection, not JSON).
  return new LtiRefusal(LTI_REFUSALS.keySet, 400);
}

const RoleList = z.array(z.string().max(500)).max(200);
const LaunchClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  given_name: z.string().max(200).optional(),
  family_name: z.string().max(200).optional(),
  name: z.string().max(400).optional(),
  [LTI_CLAIMS.messageType]: z.string(),
  [LTI_CLAIMS.deploymentId]: z.string().max(255),
  [LTI_CLAIMS.roles]: RoleList,
  [LTI_CLAIMS.resourceLink]: z
    .object({ id: z.string().min(1).max(255), title: z.string().optional() })
    .optional(),
  [LTI_CLAIMS.custom]: z.record(z.string(), z.unknown()).optional(),
  [LTI_CLAIMS.deepLinking]: z
    .object({
      deep_link_return_url: z.string().max(2000),
      accept_types: z.array(z.string()).max(50),
      data: z.string().max(4000).optional(),
    })
    .optional(),
  [LTI_CLAIMS.ags]: z
    .object({ scope: z.array(z.string()).max(50).optional(), lineitem: z.string().max(2000).optional() })
    .optional(),
  // The course and its roster service (ADR 385): a launch whose claims are malformed is not refused, its roster is
  // simply not offered.
  [LTI_CLAIMS.context]: z
    .object({ id: z.string().min(1).max(255), title: z.string().max(400).optional() })
    .optional()
    .catch(undefined),
  [LTI_CLAIMS.nrps]: z
    .object({ context_memberships_url: z.url({ protocol: /^https?$/ }).max(2000) })
    .optional()
    .catch(undefined),
});
export type LaunchClaims = z.infer<typeof LaunchClaimsSchema>;

export interface VerifiedLaunch {
  readonly platform: LtiPlatform;
  readonly claims: LaunchClaims;
}

/**
 * Consumes the login's state (good once, for ten minutes, and only in the browser whose cookie holds it) and
 * verifies the id token it brought back.
 */
export async function verifyLaunch(
  db: Kysely<Database>,
  request: LaunchRequest,
  cookieHeader: string | undefined,
  now: Date,
): Promise<VerifiedLaunch> {
  if (request.error !== undefined)
    throw new LtiRefusal(LTI_REFUSALS.platformError(request.error_description ?? request.error));
  if (!request.id_token) throw new LtiRefusal(LTI_REFUSALS.idTokenMissing);
  if (!request.state) throw new LtiRefusal(LTI_REFUSALS.state, 401);
  const login = await db
    .updateTable('lti_login_states')
    .set({ used_at: now })
    .where('state_hash', '=', hashState(request.state))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'platform_id'])
    .executeTakeFirst();
  if (!login) throw new LtiRefusal(LTI_REFUSALS.state, 401);
  // A known state posted by a browser without its cookie: another browser started it (login CSRF). It is spent.
  if (!startedInThisBrowser(cookieHeader, request.state))
    throw new LtiRefusal(LTI_REFUSALS.otherBrowser, 403);
  const platform = await findPlatformById(db, login.platform_id);
  if (!platform) throw new LtiRefusal(LTI_REFUSALS.unknownPlatform, 404);

  let payload: JWTPayload;
  try {
    payload = await verifyWithKeySet(
      request.id_token,
      platform.jwks_url,
      {
        issuer: platform.issuer,
        audience: platform.client_id,
        algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_S,
        maxTokenAge: MAX_TOKEN_AGE,
        requiredClaims: ['exp', 'iat', 'nonce', 'sub'],
      },
      now,
    );
  } catch (error) {
    throw refusalOf(error);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const azp = payload.azp;
  if ((audiences.length > 1 && azp === undefined) || (azp !== undefined && azp !== platform.client_id))
    throw new LtiRefusal(LTI_REFUSALS.audience, 401);
  if (payload.nonce !== login.nonce) throw new LtiRefusal(LTI_REFUSALS.nonce, 401);
  if (payload[LTI_CLAIMS.version] !== '1.3.0') throw new LtiRefusal(LTI_REFUSALS.version);

  const parsed = LaunchClaimsSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new LtiRefusal(LTI_REFUSALS.claims(`${issue.path.join('.') || 'claims'}: ${issue.message}`));
  }
  const claims = parsed.data;
  if (!platform.deployment_ids.includes(claims[LTI_CLAIMS.deploymentId]))
    throw new LtiRefusal(LTI_REFUSALS.unknownDeployment, 403);
  const type = claims[LTI_CLAIMS.messageType];
  if (type !== MESSAGE_TYPES.resourceLink && type !== MESSAGE_TYPES.deepLinking)
    throw new LtiRefusal(LTI_REFUSALS.messageType);
  if (type === MESSAGE_TYPES.resourceLink && !claims[LTI_CLAIMS.resourceLink])
    throw new LtiRefusal(LTI_REFUSALS.claims('the resource link claim is missing'));
  if (type === MESSAGE_TYPES.deepLinking && !claims[LTI_CLAIMS.deepLinking])
    throw new LtiRefusal(LTI_REFUSALS.claims('the deep linking settings are missing'));
  return { platform, claims };
}
