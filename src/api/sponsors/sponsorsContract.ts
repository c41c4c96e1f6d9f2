/** Wire contract of SPEC section 7 "Sponsors", shared by the client and the server. */
import * as z from 'zod';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import {
  SponsorCandidateSchema,
  SponsorFormSchema,
  SponsorListItemSchema,
  SponsorSchema,
} from '../../domain/sponsors/sponsors';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';
import { FIELD_MESSAGES, hasBadCharacter, idList, TEXT_MAX } from '../../domain/shared/fields';

export const SPONSOR_PATHS = {
  list: '/api/admin/sponsor/list',
  create: '/api/admin/sponsor',
  one: (id: number | string) => `/api/admin/sponsor/${id}`,
  upload: (id: number | string, kind: 'video' | 'logo') => `/api/admin/sponsor/${id}/add_file/${kind}`,
  addArticles: (id: number | string) => `/api/admin/sponsor/${id}/article/add`,
  removeArticles: (id: number | string) => `/api/admin/sponsor/${id}/article/remove`,
  candidates: '/api/admin/sponsor/article_list',
  /** Where stored sponsor files are served from (logo preview, video). */
  file: (id: number | string, kind: 'video' | 'logo') => `/api/admin/sponsor/${id}/file/${kind}`,
} as const;

export const SponsorListRequestSchema = ListRequestSchema;
export const SponsorListResponseSchema = listResponseSchema(SponsorListItemSchema);
/** The company URL is stored as sent: no NUL, at most TEXT_MAX.url characters (ADR 106). */
export const SponsorSaveRequestSchema = SponsorFormSchema.extend({
  companyUrl: SponsorFormSchema.shape.companyUrl
    .max(TEXT_MAX.url, FIELD_MESSAGES.tooLong(TEXT_MAX.url))
    .refine((url) => !hasBadCharacter(url), FIELD_MESSAGES.badCharacter),
});
/** An edit names the version it was made on (ADR 109). */
export const SponsorUpdateRequestSchema = SponsorSaveRequestSchema.extend({ version: RecordVersionSchema });
export const SponsorResponseSchema = SponsorSchema;

export const SponsorArticlesRequestSchema = z.object({
  articles: idList(),
});
/** The add response may carry an error object whose first value the console shows. */
export const SponsorArticlesResponseSchema = z.object({
  sponsor: SponsorSchema,
  error: z.record(z.string(), z.string()).optional(),
});

export const SponsorCandidatesRequestSchema = ListRequestSchema.extend({
  withSponsor: z.union([z.literal(1), z.literal(2)]).default(2),
});
export const SponsorCandidatesResponseSchema = listResponseSchema(SponsorCandidateSchema);
