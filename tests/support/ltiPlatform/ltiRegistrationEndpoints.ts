/**
 * The platform simulator's side of LTI Dynamic Registration (ADR 386): an OpenID configuration at
 * `/.well-known/openid-configuration` naming the simulator's own endpoints, and a registration endpoint that, as the
 * spec describes, wants the registration token as Bearer and client metadata with the LTI tool configuration, and
 * answers with the client id and a deployment id. Plugged into startLtiPlatform through `extraRoutes`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
export const CONFIGURATION_PATH = '/.well-known/openid-configuration';

export interface RegistrationEndpoints {
  /** The token the registration endpoint accepts (one registration each). */
  token: string;
  readonly clientId: string;
  /** The deployment id the answer carries; null sends none. */
  deploymentId: string | null;
  /** Changes to the served configuration (a forged issuer, a missing platform configuration…). */
  configuration: Record<string, unknown>;
  /** The client metadata the endpoint accepted, in order. */
  readonly registrations: Record<string, unknown>[];
  /** The requests the endpoint refused, with why. */
  readonly refused: string[];
  /** How many times the OpenID configuration was read. */
  configurationReads: number;
  readonly routes: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;
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

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value);
const has = (list: unknown, value: string) => Array.isArray(list) && list.includes(value);

/** What is wrong with the client metadata (the spec's required members), or null. */
function metadataProblem(body: Record<string, unknown>): string | null {
  const tool = body[TOOL_CONFIGURATION] as Record<string, unknown> | undefined;
  if (body.application_type !== 'web') return 'application_type';
  if (!has(body.response_types, 'id_token')) return 'response_types';
  if (!has(body.grant_types, 'implicit') || !has(body.grant_types, 'client_credentials'))
    return 'grant_types';
  if (!isUrl(body.initiate_login_uri)) return 'initiate_login_uri';
  if (
    !Array.isArray(body.redirect_uris) ||
    !body.redirect_uris.every(isUrl) ||
    body.redirect_uris.length === 0
  )
    return 'redirect_uris';
  if (!isUrl(body.jwks_uri)) return 'jwks_uri';
  if (body.token_endpoint_auth_method !== 'private_key_jwt') return 'token_endpoint_auth_method';
  if (typeof body.client_name !== 'string' || !body.client_name) return 'client_name';
  if (!tool || typeof tool.domain !== 'string' || !isUrl(tool.target_link_uri)) return TOOL_CONFIGURATION;
  return null;
}

export function registrationEndpoints(clientId: string): RegistrationEndpoints {
  const endpoints: RegistrationEndpoints = {
    token: 'registration-token-1',
    clientId,
    deploymentId: 'deployment-1',
    configuration: {},
    registrations: [],
    refused: [],
    configurationReads: 0,
    async routes(request, response, url) {
      const base = url.origin;
      if (request.method === 'GET' && url.pathname === CONFIGURATION_PATH) {
        endpoints.configurationReads++;
        json(response, 200, {
          issuer: base,
          authorization_endpoint: `${base}/auth`,
          token_endpoint: `${base}/token`,
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          token_endpoint_auth_signing_alg_values_supported: ['RS256'],
          jwks_uri: `${base}/jwks`,
          registration_endpoint: `${base}/register`,
          scopes_supported: [
            'openid',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
            'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
          ],
          response_types_supported: ['id_token'],
          subject_types_supported: ['public', 'pairwise'],
          id_token_signing_alg_values_supported: ['RS256'],
          claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email'],
          [PLATFORM_CONFIGURATION]: {
            product_family_code: 'simulator',
            version: '1.0',
            messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
          },
          ...endpoints.configuration,
        });
        return true;
      }
      if (request.method !== 'POST' || url.pathname !== '/register') return false;
      const body = await readBody(request);
      if (request.headers.authorization !== `Bearer ${endpoints.token}`) {
        endpoints.refused.push('token');
        json(response, 401, { error: 'invalid_token' });
        return true;
      }
      const metadata = JSON.parse(body) as Record<string, unknown>;
      const problem = String(request.headers['content-type']).startsWith('application/json')
        ? metadataProblem(metadata)
        : 'content-type';
      if (problem) {
        endpoints.refused.push(problem);
        json(response, 400, { error: 'invalid_client_metadata', error_description: problem });
        return true;
      }
      endpoints.registrations.push(metadata);
      const tool = metadata[TOOL_CONFIGURATION] as Record<string, unknown>;
      json(response, 200, {
        ...metadata,
        client_id: endpoints.clientId,
        [TOOL_CONFIGURATION]: {
          ...tool,
          ...(endpoints.deploymentId ? { deployment_id: endpoints.deploymentId } : {}),
        },
      });
      return true;
    },
  };
  return endpoints;
}
