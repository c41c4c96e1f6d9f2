/**
 * The pages of Dynamic Registration (ADR 386), in the LMS's registration window or frame: what will be registered,
 * with a button that confirms it, and the page that says it is done and tells the platform to close the window.
 */
import { LTI_REGISTRATION_PATHS } from '../../src/api/lti/ltiRegistrationContract';
import { TOOL_NAME, type PlatformConfiguration, PLATFORM_CONFIGURATION } from './dynamicRegistration';
import { escapeHtml, page } from './ltiPages';

export interface RegistrationSummary {
  readonly configuration: PlatformConfiguration;
  readonly institutionTitle: string | null;
  readonly redirectUris: readonly string[];
  readonly jwksUrl: string;
  readonly scopes: readonly string[];
}

const entry = (term: string, values: readonly string[]) =>
  `<dt>${escapeHtml(term)}</dt>${values.map((value) => `<dd style="overflow-wrap:anywhere">${escapeHtml(value)}</dd>`).join('')}`;

/** What the platform will be told and what the console will store; the form posts the same request back. */
export function confirmPage(summary: RegistrationSummary, fields: Record<string, string>): string {
  const { configuration } = summary;
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Register the tool',
    `<h1>Register ${escapeHtml(TOOL_NAME)} with this platform</h1>
<p>Confirm to add this platform to the console. Its launches will belong to the institution below.</p>
<dl>${entry('Platform', [`${configuration[PLATFORM_CONFIGURATION].product_family_code} (${configuration.issuer})`])}${entry('Institution', [summary.institutionTitle ?? 'None'])}${entry('Tool', [TOOL_NAME])}${entry('Redirect URIs', summary.redirectUris)}${entry('Key set (JWKS) URL', [summary.jwksUrl])}${entry('Services', summary.scopes)}</dl>
<form method="post">${inputs}<button type="submit">Register</button></form>`,
  );
}

/** The registration is stored: the script tells the platform's window (parent frame or opener) to close. */
export function registeredPage(deploymentId: string | null): string {
  const next = deploymentId
    ? 'You can now add the tool to a course.'
    : 'The platform sent no deployment ID: add it to the registration on the console’s LTI screen before the first launch.';
  return page(
    'Tool registered',
    `<h1>${escapeHtml(TOOL_NAME)} is registered</h1><p role="status">${escapeHtml(next)}</p><script src="${LTI_REGISTRATION_PATHS.closeScript}"></script>`,
  );
}

/** The spec's closing message, to the frame's parent or to the window that opened this one. */
export const CLOSE_SCRIPT = `(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');\n`;
