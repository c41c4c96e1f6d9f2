/**
 * LTI Dynamic Registration (ADR 386): a full admin makes a one-time registration link for an institution, and the
 * platform's administrator opens it from the LMS, which registers the platform with the tool without typing its
 * fields. The link is the only permission the registration page needs.
 */
import * as z from 'zod';
import { jsonId } from '../shared/fields';
import { LTI_MESSAGES } from './lti';

/** How long a registration link stays good: long enough to hand it to the LMS administrator. */
export const REGISTRATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const LTI_REGISTRATION_MESSAGES = {
  institutionRequired: LTI_MESSAGES.institutionRequired,
} as const;

/** The institution the platform registered through the link will belong to. */
export const RegistrationLinkFormSchema = z.object({
  institutionId: jsonId.nullable().refine((id) => id !== null, LTI_REGISTRATION_MESSAGES.institutionRequired),
});
export type RegistrationLinkForm = z.input<typeof RegistrationLinkFormSchema>;

/** A link, shown once: only its hash is kept. */
export const RegistrationLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type RegistrationLink = z.infer<typeof RegistrationLinkSchema>;

/** The link dialog's values: the institution a picker's value, its title shown in the picker and not sent. */
export interface RegistrationLinkDialogValues {
  readonly institutionId: string;
  readonly institutionTitle: string;
}

export const EMPTY_REGISTRATION_LINK_DIALOG: RegistrationLinkDialogValues = {
  institutionId: '',
  institutionTitle: '',
};

/** The dialog's values checked with the link's rule and turned into the request. */
export const RegistrationLinkDialogSchema = z
  .object({ institutionId: z.string(), institutionTitle: z.string() })
  .transform(({ institutionId }) => ({
    institutionId: /^\d+$/.test(institutionId) ? Number(institutionId) : null,
  }))
  .pipe(RegistrationLinkFormSchema);
