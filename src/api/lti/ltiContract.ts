/** Wire contract of the LTI area (ADR 183), shared by the console and the server. */
import * as z from 'zod';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import { dbId, jsonId } from '../../domain/shared/fields';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';
import { LtiPlatformFormSchema, LtiPlatformSchema, LtiToolInfoSchema } from '../../domain/lti/lti';

export const LTI_PATHS = {
  tool: '/api/lti/tool',
  platformList: '/api/lti/platform/list',
  platforms: '/api/lti/platform',
  platform: (id: number | string) => `/api/lti/platform/${id}`,
  deepLink: (id: string) => `/api/lti/deep-link/${id}`,
  scoreSends: '/api/lti/score-sends',
  resendScore: (assignmentId: number | string) => `/api/lti/score-sends/${assignmentId}/resend`,
} as const;

/** The tool's own endpoints, outside /api: the platform and the browser reach them directly. */
export const LTI_TOOL_PATHS = {
  login: '/lti/login',
  launch: '/lti/launch',
  deepLink: '/lti/deep-link',
  jwks: '/lti/jwks.json',
  deepLinkReturn: (id: string) => `/lti/deep-link/${id}/return`,
  autoPost: '/lti/auto-post.js',
} as const;

/** The one-time code in the console's address after a launch: `#lti-code=…` (never sent to a server by the browser). */
export const LTI_CODE_FRAGMENT = 'lti-code';
/** The LTI page's query after a co-teacher's launch of another instructor's quiz (ADR 272). */
export const LTI_LINK_OF_ANOTHER = 'link=another';
export const DEEP_LINK_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const LtiToolResponseSchema = LtiToolInfoSchema;
export const LtiPlatformListRequestSchema = ListRequestSchema;
export const LtiPlatformListResponseSchema = listResponseSchema(LtiPlatformSchema);
/** A save that leaves out `emailsVerified` (a client written before it) leaves the platform's e-mails untrusted. */
export const LtiPlatformSaveRequestSchema = LtiPlatformFormSchema.extend({
  emailsVerified: z.boolean().default(false),
});
/** An edit names the version it was made on (ADR 188); a create names none. */
export const LtiPlatformUpdateRequestSchema = LtiPlatformSaveRequestSchema.extend({
  version: RecordVersionSchema,
});
export type LtiPlatformUpdateRequest = z.input<typeof LtiPlatformUpdateRequestSchema>;
export const LtiPlatformResponseSchema = LtiPlatformSchema;

/** A Deep Linking request's id: random text, not a database id. */
export const DeepLinkParamsSchema = z.object({ requestId: z.string().max(64).regex(DEEP_LINK_ID_PATTERN) });
export const DeepLinkQuizSchema = z.object({ id: z.number().int(), title: z.string() });
export const DeepLinkResponseSchema = z.object({
  platform: z.string(),
  quizzes: z.array(DeepLinkQuizSchema),
});
export type DeepLinkInfo = z.infer<typeof DeepLinkResponseSchema>;
export const DeepLinkChoiceRequestSchema = z.object({ quizId: jsonId });
/** Where the browser goes to hand the signed answer to the platform (a page that posts it there). */
export const DeepLinkChoiceResponseSchema = z.object({ returnPath: z.string() });

/** A score the platform kept refusing until its retries ran out (ADR 256): shown on the LTI screen with Resend. */
export const FailedScoreSendSchema = z.object({
  assignmentId: z.number().int(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  student: z.string(),
  platform: z.string(),
  attempts: z.number().int(),
  error: z.string(),
});
export type FailedScoreSend = z.infer<typeof FailedScoreSendSchema>;
export const FailedScoreSendsResponseSchema = z.object({ sends: z.array(FailedScoreSendSchema) });
export type FailedScoreSends = z.infer<typeof FailedScoreSendsResponseSchema>;
export const ResendScoreParamsSchema = z.object({ assignmentId: dbId });
