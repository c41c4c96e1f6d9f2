/** The site banner (SPEC sections 3, 4, 5 and 8). */
import * as z from 'zod';
import { RecordVersionSchema } from './recordVersions';
import { plainText } from './richText';

export const BANNER_MESSAGE_MAX = 40;

export const BANNER_MESSAGES = {
  messageRequired: 'Message is required',
  typeRequired: 'Type is required',
  messageTooLong: 'Message cannot exceed 40 characters.',
  saved: 'Banner saved successfully',
  saveFailed: 'There was an error saving the banner. Please try again.',
} as const;

export const BANNER_TYPE_LABELS = { 1: 'Informative', 2: 'Warning', 3: 'Promotional', 4: 'System' } as const;
export type BannerType = keyof typeof BANNER_TYPE_LABELS;

/** The text a reader sees of the rich-text message (shared with the quiz checks in ./richText). */
export { plainText };

export const BannerFormSchema = z.object({
  message: z
    .string()
    .refine((html) => plainText(html).length > 0, BANNER_MESSAGES.messageRequired)
    .refine((html) => plainText(html).length <= BANNER_MESSAGE_MAX, BANNER_MESSAGES.messageTooLong),
  type: z
    .number({ error: BANNER_MESSAGES.typeRequired })
    .int()
    .min(1, BANNER_MESSAGES.typeRequired)
    .max(4, BANNER_MESSAGES.typeRequired)
    .nullable()
    .refine((type) => type !== null, BANNER_MESSAGES.typeRequired),
  published: z.boolean(),
});
export type BannerForm = z.input<typeof BannerFormSchema>;

export const EMPTY_BANNER_FORM: BannerForm = { message: '', type: null, published: false };

export const BannerSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  type: z.number().int(),
  isActive: z.boolean(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  version: RecordVersionSchema,
});
export type Banner = z.infer<typeof BannerSchema>;

export function bannerFormOf(banner: Banner | null): BannerForm {
  if (!banner) return EMPTY_BANNER_FORM;
  return { message: banner.message, type: banner.type, published: banner.isPublished };
}

export function sameBannerForm(a: BannerForm, b: BannerForm): boolean {
  return a.message === b.message && a.type === b.type && a.published === b.published;
}
