/** The site banner (SPEC sections 3, 4, 5 and 8). */
import * as z from 'zod';
import { boundedHtml, type HtmlBounds } from '../shared/htmlBounds';
import { RecordVersionSchema } from '../shared/recordVersions';
import { INLINE_MARK_TAGS, plainText } from '../shared/richText';

export const BANNER_MESSAGE_MAX = 40;

/**
 * The raw HTML a message may have, checked before it is parsed (ADR 100). 40 visible characters, each in its own
 * mix of the editor's marks, inside a paragraph and a 2,000-character link, stay under 4,000 characters and 6
 * levels.
 */
export const BANNER_MESSAGE_HTML: HtmlBounds = { maxLength: 5_000, maxDepth: 20 };

/** The markup a stored message keeps, on any of these tags (ADR 101): one line of inline formatting and links. */
export const BANNER_MESSAGE_TAGS = [...INLINE_MARK_TAGS, 'a', 'br', 'p'] as const;
export const BANNER_MESSAGE_ATTRIBUTES = ['href', 'target', 'rel', 'style'] as const;

export const BANNER_MESSAGES = {
  messageRequired: 'Message is required',
  typeRequired: 'Type is required',
  messageTooLong: 'Message cannot exceed 40 characters.',
  messageHtmlTooLong: `Message HTML cannot exceed ${BANNER_MESSAGE_HTML.maxLength} characters.`,
  messageHtmlTooDeep: `Message formatting cannot be nested more than ${BANNER_MESSAGE_HTML.maxDepth} levels deep.`,
  saved: 'Banner saved successfully',
  saveFailed: 'There was an error saving the banner. Please try again.',
} as const;

export const BANNER_TYPE_LABELS = { 1: 'Informative', 2: 'Warning', 3: 'Promotional', 4: 'System' } as const;
export type BannerType = keyof typeof BANNER_TYPE_LABELS;

/** The text a reader sees of the rich-text message (shared with the quiz checks in ./richText). */
export { plainText };

/** SPEC section 5's rule on the text a reader sees: there is some, and at most 40 characters of it. */
export function bannerMessageError(html: string): string | undefined {
  const length = plainText(html).length;
  if (length === 0) return BANNER_MESSAGES.messageRequired;
  if (length > BANNER_MESSAGE_MAX) return BANNER_MESSAGES.messageTooLong;
  return undefined;
}

/**
 * The message as the form checks it and the API takes it: bounded raw HTML first (nothing else reads a string
 * past the bounds), then the visible-text rule.
 */
export const BannerMessageSchema = boundedHtml(
  z.string({ error: BANNER_MESSAGES.messageRequired }),
  BANNER_MESSAGE_HTML,
  {
    tooLong: BANNER_MESSAGES.messageHtmlTooLong,
    tooDeep: BANNER_MESSAGES.messageHtmlTooDeep,
  },
).superRefine((html, context) => {
  const error = bannerMessageError(html);
  if (error) context.addIssue({ code: 'custom', message: error });
});

export const BannerFormSchema = z.object({
  message: BannerMessageSchema,
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
