/**
 * LTI Dynamic Registration 1.0 on the tool's side (ADR 386): read the platform's OpenID configuration, tell the
 * platform what the tool is (its client metadata), post it to the platform's registration endpoint with the
 * registration token, and read back the client id and deployment id the platform gave the tool.
 * https://www.imsglobal.org/spec/lti-dr/v1p0
 */
import * as z from 'zod';
import { isPlatformUrl } from '../../src/domain/lti/lti';
import { LtiRefusal } from './ltiRefusal';

const REQUEST_TIMEOUT_MS = 5_000;
/** An OpenID configuration or a registration answer is a few kilobytes; anything past this is refused unread. */
const DOCUMENT_MAX_BYTES = 64 * 1024;

export const TOOL_NAME = 'Science Video Console';
export const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
export const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
export const TOOL_SCOPES = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

export const REGISTRATION_REFUSALS = {
  link: 'This registration link is unknown, expired or was already used. Ask the console’s administrator for a new one.',
  request:
    'The registration request from your platform is missing its OpenID configuration address, or it is not an https address.',
  configuration: (detail: string) => `The platform’s OpenID configuration could not be used: ${detail}.`,
  issuer:
    'The platform’s OpenID configuration names an issuer that is not the beginning of its own address, so it cannot be trusted.',
  registration: (detail: string) => `The platform refused the registration: ${detail}.`,
} as const;

const url = z.string().refine(isPlatformUrl, 'is not an https address');

export const PlatformConfigurationSchema = z.object({
  issuer: url,
  authorization_endpoint: url,
  token_endpoint: url,
  jwks_uri: url,
  registration_endpoint: url,
  scopes_supported: z.array(z.string()).optional(),
  [PLATFORM_CONFIGURATION]: z.object({
    product_family_code: z.string().max(200),
    version: z.string().max(200).optional(),
  }),
});
export type PlatformConfiguration = z.infer<typeof PlatformConfigurationSchema>;

const RegistrationAnswerSchema = z.object({
  client_id: z.string().trim().min(1).max(200),
  [TOOL_CONFIGURATION]: z.object({ deployment_id: z.string().trim().min(1).max(200).optional() }).optional(),
});

export interface ToolUrls {
  readonly loginUrl: string;
  readonly launchUrl: string;
  readonly deepLinkUrl: string;
  readonly jwksUrl: string;
}

/** What the platform gave the tool. */
export interface Registered {
  readonly clientId: string;
  readonly deploymentId: string | null;
}

/** The body, read up to DOCUMENT_MAX_BYTES, as JSON; an error names what was wrong. */
async function readJson(response: Response): Promise<unknown> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > DOCUMENT_MAX_BYTES) {
      await reader?.cancel();
      throw new Error('the document is too large');
    }
    chunks.push(chunk.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new Error('the document is not JSON');
  }
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'the document'} ${issue.message}` : 'it is not valid';
};

/**
 * The issuer must be a prefix of the configuration's own address (same origin, and the address's path starts with
 * the issuer's): a page elsewhere cannot speak for an issuer it does not serve.
 */
export function isIssuerOf(issuer: string, configurationUrl: string): boolean {
  const of = new URL(configurationUrl);
  const claimed = new URL(issuer);
  if (claimed.origin !== of.origin || claimed.search || claimed.hash) return false;
  const path = claimed.pathname.replace(/\/+$/, '');
  return of.pathname === path || of.pathname.startsWith(`${path}/`);
}

/** Reads and checks the platform's OpenID configuration; a refusal names what is wrong. */
export async function readPlatformConfiguration(configurationUrl: string): Promise<PlatformConfiguration> {
  if (!isPlatformUrl(configurationUrl)) throw new LtiRefusal(REGISTRATION_REFUSALS.request);
  let document: unknown;
  try {
    const response = await fetch(configurationUrl, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the platform answered HTTP ${response.status}`);
    document = await readJson(response);
  } catch (error) {
    throw new LtiRefusal(REGISTRATION_REFUSALS.configuration(reason(error)), 400);
  }
  const parsed = PlatformConfigurationSchema.safeParse(document);
  if (!parsed.success)
    throw new LtiRefusal(REGISTRATION_REFUSALS.configuration(firstIssue(parsed.error)), 400);
  if (!isIssuerOf(parsed.data.issuer, configurationUrl))
    throw new LtiRefusal(REGISTRATION_REFUSALS.issuer, 400);
  return parsed.data;
}

const reason = (error: unknown) =>
  error instanceof Error && error.name === 'TimeoutError'
    ? 'the platform did not answer in time'
    : error instanceof Error && error.message.startsWith('the ')
      ? error.message
      : 'the platform could not be reached';

/** The scopes the tool asks for: scores always, rosters when the platform offers them (or does not say). */
export function requestedScopes(configuration: PlatformConfiguration): string[] {
  const offered = configuration.scopes_supported;
  return Object.values(TOOL_SCOPES).filter(
    (scope) => scope === TOOL_SCOPES.score || !offered || offered.includes(scope),
  );
}

/** The tool's client metadata (OpenID Connect Dynamic Client Registration with the LTI tool configuration). */
export function clientMetadata(urls: ToolUrls, configuration: PlatformConfiguration) {
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.loginUrl,
    redirect_uris: [urls.launchUrl, urls.deepLinkUrl],
    client_name: TOOL_NAME,
    jwks_uri: urls.jwksUrl,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: requestedScopes(configuration).join(' '),
    [TOOL_CONFIGURATION]: {
      domain: new URL(urls.launchUrl).host,
      target_link_uri: urls.launchUrl,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: urls.deepLinkUrl, label: TOOL_NAME }],
    },
  };
}

/** Posts the tool's metadata to the platform's registration endpoint, with the registration token as Bearer. */
export async function registerWithPlatform(
  configuration: PlatformConfiguration,
  registrationToken: string | undefined,
  urls: ToolUrls,
): Promise<Registered> {
  let answer: unknown;
  try {
    const response = await fetch(configuration.registration_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(registrationToken ? { authorization: `Bearer ${registrationToken}` } : {}),
      },
      body: JSON.stringify(clientMetadata(urls, configuration)),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the platform answered HTTP ${response.status}`);
    answer = await readJson(response);
  } catch (error) {
    throw new LtiRefusal(REGISTRATION_REFUSALS.registration(reason(error)), 400);
  }
  const parsed = RegistrationAnswerSchema.safeParse(answer);
  if (!parsed.success)
    throw new LtiRefusal(REGISTRATION_REFUSALS.registration(firstIssue(parsed.error)), 400);
  return {
    clientId: parsed.data.client_id,
    deploymentId: parsed.data[TOOL_CONFIGURATION]?.deployment_id ?? null,
  };
}
