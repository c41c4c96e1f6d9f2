/**
 * LTI 1.3 (ADR 183): a platform registration as the console edits it, the tool's own addresses, and the messages
 * the console and the launch pages show. The LIS role rules decide who is an instructor and who a learner.
 */
import * as z from 'zod';
import { isFullAdmin } from '../access/capabilities';
import { MESSAGES } from '../shared/messages';
import { jsonId, list, text, TEXT_MAX } from '../shared/fields';
import { RecordVersionSchema } from '../shared/recordVersions';

export const LTI_MESSAGES = {
  issuerRequired: 'Issuer is required',
  clientIdRequired: 'Client ID is required',
  urlInvalid: 'Must be an https:// address (http:// only for localhost)',
  deploymentRequired: 'At least one deployment ID is required',
  institutionRequired: 'Institution is required',
  duplicate: 'This issuer and client ID are already registered',
  notFound: 'Platform registration not found',
  deleted: 'Platform registration deleted',
  adminsOnly: 'Only administrators manage platform registrations',
  codeInvalid: MESSAGES.ltiCodeInvalid,
  deepLinkGone:
    'This content selection has expired or was already answered. Start it again from your course.',
  quizNotYours: 'Choose one of your own quizzes',
  scoreSendNotFound: 'No failed score of yours to send again',
  scoreResent: 'The score will be sent again',
} as const;

export const DEPLOYMENT_IDS_MAX = 50;

/** A platform's endpoint: https, or http for a loopback host (a platform on the same machine, tests). */
export function isPlatformUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const platformUrl = text(TEXT_MAX.url, { trim: true, required: LTI_MESSAGES.urlInvalid }).refine(
  isPlatformUrl,
  LTI_MESSAGES.urlInvalid,
);

export const LtiPlatformFormSchema = z.object({
  issuer: text(TEXT_MAX.url, { trim: true, required: LTI_MESSAGES.issuerRequired }),
  clientId: text(TEXT_MAX.title, { trim: true, required: LTI_MESSAGES.clientIdRequired }),
  deploymentIds: list(text(TEXT_MAX.title, { trim: true }).pipe(z.string().min(1)), DEPLOYMENT_IDS_MAX).min(
    1,
    LTI_MESSAGES.deploymentRequired,
  ),
  jwksUrl: platformUrl,
  authUrl: platformUrl,
  tokenUrl: platformUrl,
  institutionId: jsonId.nullable().refine((id) => id !== null, LTI_MESSAGES.institutionRequired),
  /**
   * The institution vouches that this platform's e-mails are its users' own: only then may a launch's e-mail link
   * it to an existing account or attempt (ADR 185). Off unless a full admin turns it on.
   */
  emailsVerified: z.boolean(),
});
export type LtiPlatformForm = z.input<typeof LtiPlatformFormSchema>;

export const LtiPlatformSchema = z.object({
  id: z.number().int(),
  /** Saves name the version they were made on (ADR 188). */
  version: RecordVersionSchema,
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  jwksUrl: z.string(),
  authUrl: z.string(),
  tokenUrl: z.string(),
  institutionId: z.number().int().nullable(),
  institutionTitle: z.string().nullable(),
  emailsVerified: z.boolean(),
});
export type LtiPlatform = z.infer<typeof LtiPlatformSchema>;

/** Deployment ids as typed in one text area: one a line (or separated by commas), blanks and repeats dropped. */
export function parseDeploymentIds(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\n,]/)
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** The tool's addresses the LMS administrator copies into the platform. */
export const LtiToolInfoSchema = z.object({
  loginUrl: z.string(),
  launchUrl: z.string(),
  deepLinkUrl: z.string(),
  jwksUrl: z.string(),
  /** The public RSA key the platform verifies the tool's messages with (a JWK holds strings only). */
  jwks: z.object({
    keys: z.array(
      z.object({
        kty: z.string(),
        kid: z.string(),
        alg: z.string(),
        use: z.string(),
        n: z.string(),
        e: z.string(),
      }),
    ),
  }),
});
export type LtiToolInfo = z.infer<typeof LtiToolInfoSchema>;

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';
const TEACHING_ROLES = [
  `${LIS}membership#Instructor`,
  `${LIS}membership#Administrator`,
  `${LIS}institution/person#Administrator`,
  `${LIS}institution/person#Instructor`,
  `${LIS}system/person#Administrator`,
  'Instructor',
  'Administrator',
];
const LEARNER_ROLES = [`${LIS}membership#Learner`, `${LIS}institution/person#Student`, 'Learner'];

/** An instructor or an administrator of the course or institution teaches; a learner takes quizzes. */
export function ltiAudience(roles: readonly string[]): 'instructor' | 'learner' | null {
  if (roles.some((role) => TEACHING_ROLES.includes(role))) return 'instructor';
  if (roles.some((role) => LEARNER_ROLES.includes(role))) return 'learner';
  return null;
}

/** The registration dialog's values: text as typed; deployment ids one a line, the institution a select's value. */
export interface LtiPlatformDialogValues {
  readonly issuer: string;
  readonly clientId: string;
  readonly deploymentIds: string;
  readonly jwksUrl: string;
  readonly authUrl: string;
  readonly tokenUrl: string;
  readonly institutionId: string;
  /** The chosen institution's title, shown in the picker; not saved. */
  readonly institutionTitle: string;
  readonly emailsVerified: boolean;
}

export const EMPTY_LTI_PLATFORM_DIALOG: LtiPlatformDialogValues = {
  issuer: '',
  clientId: '',
  deploymentIds: '',
  jwksUrl: '',
  authUrl: '',
  tokenUrl: '',
  institutionId: '',
  institutionTitle: '',
  emailsVerified: false,
};

/** The dialog's values checked with the registration's rules and turned into the save request. */
export const LtiPlatformDialogSchema = z
  .object({
    issuer: z.string(),
    clientId: z.string(),
    deploymentIds: z.string(),
    jwksUrl: z.string(),
    authUrl: z.string(),
    tokenUrl: z.string(),
    institutionId: z.string(),
    institutionTitle: z.string(),
    emailsVerified: z.boolean(),
  })
  .transform(({ institutionTitle: _shown, ...values }) => ({
    ...values,
    deploymentIds: parseDeploymentIds(values.deploymentIds),
    institutionId: /^\d+$/.test(values.institutionId) ? Number(values.institutionId) : null,
  }))
  .pipe(LtiPlatformFormSchema);

export function platformDialogValues(platform: LtiPlatform): LtiPlatformDialogValues {
  return {
    issuer: platform.issuer,
    clientId: platform.clientId,
    deploymentIds: platform.deploymentIds.join('\n'),
    jwksUrl: platform.jwksUrl,
    authUrl: platform.authUrl,
    tokenUrl: platform.tokenUrl,
    institutionId: platform.institutionId === null ? '' : String(platform.institutionId),
    institutionTitle: platform.institutionTitle ?? '',
    emailsVerified: platform.emailsVerified,
  };
}

/**
 * Full admins manage the registrations; an LTI user (an instructor from an LMS) sees the tool's addresses and key set
 * read-only, to hand to their LMS administrator (ADR 183).
 */
export const canManageLtiPlatforms = (roles: readonly string[]) => isFullAdmin(roles);
