/**
 * The MoEngage connection's settings (issue 66 part 3, ADR 347): the data centre that hosts the publisher's
 * workspace, the workspace (app) id, the Data API key (sealed on the server and never sent back), on or off, and
 * whether a customer is known to MoEngage by e-mail rather than by an opaque id.
 */
import * as z from 'zod';
import { RecordVersionSchema } from '../shared/recordVersions';
import { text } from '../shared/fields';

/**
 * MoEngage's data centres and their REST API hosts (help.moengage.com "Data Centers in MoEngage"; the Data API's
 * reference adds 101). The host is `https://api-{dc}.moengage.com`.
 */
export const MOENGAGE_DATA_CENTERS = ['01', '02', '03', '04', '05', '06', '101'] as const;
export type MoengageDataCenter = (typeof MOENGAGE_DATA_CENTERS)[number];

export const MOENGAGE_LIMITS = { appId: 64, apiKey: 256 } as const;

export const MOENGAGE_MESSAGES = {
  dataCenterRequired: 'Choose the data centre of your MoEngage workspace',
  appIdRequired: 'The workspace ID is required to turn the connection on',
  apiKeyRequired: 'An API key is required to turn the connection on',
  badAppId: 'The workspace ID has letters, digits, dashes and underscores only',
  saved: 'MoEngage settings saved',
  saveFailed: 'The MoEngage settings could not be saved. Please try again.',
} as const;

const appId = text(MOENGAGE_LIMITS.appId).regex(/^[A-Za-z0-9_-]*$/, MOENGAGE_MESSAGES.badAppId);

/** Why delivery stopped by itself: MoEngage refused the key (a 401 or 403); a save with a new key resumes it. */
export const MoengageStopSchema = z.object({ reason: z.literal('unauthorized'), at: z.string() });

/** The settings as the console sees them: never the key, only whether one is stored. */
export const MoengageSettingsSchema = z.object({
  dataCenter: z.enum(MOENGAGE_DATA_CENTERS),
  appId: z.string(),
  hasApiKey: z.boolean(),
  enabled: z.boolean(),
  emailAsCustomerId: z.boolean(),
  stopped: MoengageStopSchema.nullable(),
  version: RecordVersionSchema,
});
export type MoengageSettings = z.infer<typeof MoengageSettingsSchema>;

/** The form: an empty key keeps the stored one. */
export const MoengageFormSchema = z
  .object({
    dataCenter: z.enum(MOENGAGE_DATA_CENTERS, { error: MOENGAGE_MESSAGES.dataCenterRequired }),
    appId,
    apiKey: text(MOENGAGE_LIMITS.apiKey),
    enabled: z.boolean(),
    emailAsCustomerId: z.boolean(),
    /** Whether a key is already stored (not sent; the form reads it from the loaded settings). */
    hasApiKey: z.boolean(),
  })
  .superRefine((form, context) => {
    if (!form.enabled) return;
    if (form.appId.trim() === '')
      context.addIssue({ code: 'custom', path: ['appId'], message: MOENGAGE_MESSAGES.appIdRequired });
    if (form.apiKey === '' && !form.hasApiKey)
      context.addIssue({ code: 'custom', path: ['apiKey'], message: MOENGAGE_MESSAGES.apiKeyRequired });
  });
export type MoengageForm = z.input<typeof MoengageFormSchema>;

export const EMPTY_MOENGAGE_FORM: MoengageForm = {
  dataCenter: '01',
  appId: '',
  apiKey: '',
  enabled: false,
  emailAsCustomerId: false,
  hasApiKey: false,
};

export function moengageFormOf(settings: MoengageSettings | null): MoengageForm {
  if (!settings) return EMPTY_MOENGAGE_FORM;
  return {
    dataCenter: settings.dataCenter,
    appId: settings.appId,
    apiKey: '',
    enabled: settings.enabled,
    emailAsCustomerId: settings.emailAsCustomerId,
    hasApiKey: settings.hasApiKey,
  };
}

export function sameMoengageForm(a: MoengageForm, b: MoengageForm): boolean {
  return (
    a.dataCenter === b.dataCenter &&
    a.appId === b.appId &&
    a.apiKey === b.apiKey &&
    a.enabled === b.enabled &&
    a.emailAsCustomerId === b.emailAsCustomerId
  );
}

/** The REST API host of a data centre, under `base` (`https://api-{dc}.moengage.com` unless configured). */
export function moengageApiHost(base: string, dataCenter: MoengageDataCenter): string {
  return base.replace('{dc}', dataCenter).replace(/\/+$/, '');
}
