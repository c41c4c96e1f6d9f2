/** Sponsors (SPEC sections 3, 5 and 8): the form rules, the entity and the notifications. */
import * as z from 'zod';
import { boundedHtml, type HtmlBounds } from '../shared/htmlBounds';
import { MESSAGES } from '../shared/messages';
import { RecordVersionSchema } from '../shared/recordVersions';
import { INLINE_MARK_TAGS } from '../shared/richText';
import type { UiLanguageCode } from '../shared/languages';
import { formatCalendarDay } from '../shared/localeFormat';

export const SPONSOR_MESSAGES = {
  urlInvalid: 'URL is not valid',
  deleteFailed: 'Unable to delete Sponsor',
  deleted: 'Sponsor successfully deleted',
  removeFailed: 'Unable to remove article',
  removed: 'Article successfully removed',
  addFailed: 'Unable to add article',
  added: 'Article successfully assigned',
  updateFailed: 'Unable to update Sponsor',
  updated: 'Sponsor successfully updated',
  videoUploaded: 'Video successfully uploaded',
  logoUploaded: 'Logo successfully uploaded',
  emptyList: 'No identity providers found!',
  noAssigned: 'No articles have been assigned to this sponsor',
  noArticles: 'No articles found',
} as const;

/**
 * The inline markup a company name may keep, and no attributes (ADR 097): the server stores exactly what the
 * console renders, so a stored name is what every reader sees.
 */
export const COMPANY_NAME_TAGS = [...INLINE_MARK_TAGS, 'br'] as const;
export const COMPANY_NAME_ATTRIBUTES = [] as const;

/**
 * The raw HTML a company name may have, checked before it is parsed (ADR 100): no real name comes near. 500 UTF-16
 * units keep the stored name inside the sort index's 2,704-byte key even at its worst (each `&` stored as `&amp;`,
 * five bytes), so no name can make the insert fail.
 */
export const COMPANY_NAME_HTML: HtmlBounds = { maxLength: 500, maxDepth: 20 };

export const COMPANY_NAME_MESSAGES = {
  htmlTooLong: `Company name HTML cannot exceed ${COMPANY_NAME_HTML.maxLength} characters.`,
  htmlTooDeep: `Company name formatting cannot be nested more than ${COMPANY_NAME_HTML.maxDepth} levels deep.`,
} as const;

export const DEFAULT_COMPANY_URL = 'https://';

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const SponsorFormSchema = z.object({
  companyName: boundedHtml(z.string({ error: MESSAGES.required }), COMPANY_NAME_HTML, {
    tooLong: COMPANY_NAME_MESSAGES.htmlTooLong,
    tooDeep: COMPANY_NAME_MESSAGES.htmlTooDeep,
  }).refine((value) => value.trim().length > 0, MESSAGES.required),
  companyUrl: z
    .string({ error: MESSAGES.required })
    // An empty URL is only missing: its check stops here, so 'URL is not valid' does not follow it.
    .min(1, { error: MESSAGES.required, abort: true })
    .refine(isValidUrl, SPONSOR_MESSAGES.urlInvalid),
});
export type SponsorForm = z.infer<typeof SponsorFormSchema>;

export const EMPTY_SPONSOR_FORM: SponsorForm = { companyName: '', companyUrl: DEFAULT_COMPANY_URL };

export const SponsorArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
});
export type SponsorArticle = z.infer<typeof SponsorArticleSchema>;

export const SponsorSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyUrl: z.string(),
  logoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  countOfArticles: z.number().int(),
  articleList: z.array(SponsorArticleSchema),
  /** The form's version (ADR 109); uploads and article changes leave it. */
  version: RecordVersionSchema,
});
export type Sponsor = z.infer<typeof SponsorSchema>;

export const SponsorListItemSchema = SponsorSchema.omit({ articleList: true });
export type SponsorListItem = z.infer<typeof SponsorListItemSchema>;

/** An article offered in the 'Assign Articles to Collection' dialog. */
export const SponsorCandidateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  article_type: z.string(),
  domain: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  sponsor_data: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
});
export type SponsorCandidate = z.infer<typeof SponsorCandidateSchema>;

/** withSponsor of the candidate list: 1 when Sponsored is ticked, else 2. */
export const withSponsorOf = (sponsored: boolean): 1 | 2 => (sponsored ? 1 : 2);

/** The assigned-articles table pages on the client, 10 per page (SPEC section 9). */
export function pageOf<T>(items: readonly T[], page: number, perPage = 10): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export function pageCount(total: number, perPage = 10): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The day of an ISO instant as a list shows it: SPEC section 9's MM/DD/YYYY in English, the language's own order
 * otherwise; the day in UTC, so every viewer sees the same day.
 */
export function formatListDate(iso: string, code: UiLanguageCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatCalendarDay(date.toISOString().slice(0, 10), code);
}
