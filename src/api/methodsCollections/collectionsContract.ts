/**
 * Wire contract of the Methods Collections (ADR 316), shared by the console and the server: the list (search by id
 * or title, the published filter, sorts and pages), one collection with its videos and the caller's actions, its
 * create and versioned update, its cover, its editors and the accounts that may become one. Beside ADR 265's
 * editor route, under `/api/admin/collections`.
 */
import * as z from 'zod';
import { ArticleTypeSchema } from '../../domain/content/content';
import { COLLECTION_ACTIONS } from '../../domain/methodsCollections/collectionCapabilities';
import { CollectionFormSchema, CollectionUpdateSchema } from '../../domain/methodsCollections/collections';
import { dbId } from '../../domain/shared/fields';
import { listResponseSchema, ListRequestSchema } from '../../domain/shared/listQuery';

export const COLLECTION_PATHS = {
  list: '/api/admin/collections/list',
  create: '/api/admin/collections',
  one: (id: number | string) => `/api/admin/collections/${id}`,
  cover: (id: number | string) => `/api/admin/collections/${id}/cover`,
  editors: (id: number | string) => `/api/admin/collections/${id}/editors`,
  candidates: (id: number | string) => `/api/admin/collections/${id}/editor_candidates`,
} as const;

export const CollectionIdParamsSchema = z.object({ id: dbId });

/** What the caller may do with one collection, as the server's capability table answers for them. */
export const CollectionActionsSchema = z.array(z.enum(COLLECTION_ACTIONS));

const PersonSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

/** A video of a collection; one no longer published keeps its title and says it is unavailable (ADR 314). */
export const CollectionArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema,
  available: z.boolean(),
});
export type CollectionArticle = z.infer<typeof CollectionArticleSchema>;

/** One collection as its screen reads it: every video in order, the cover and the version a save must name. */
export const CollectionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  published: z.boolean(),
  /** The cover picture's address, null without one. */
  coverUrl: z.string().nullable(),
  articles: z.array(CollectionArticleSchema),
  actions: CollectionActionsSchema,
  updatedAt: z.string(),
  updatedBy: PersonSchema.nullable(),
});
export type Collection = z.infer<typeof CollectionSchema>;

/** A row of the list. */
export const CollectionListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  published: z.boolean(),
  articleCount: z.number().int(),
  coverUrl: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  actions: CollectionActionsSchema,
});
export type CollectionListItem = z.infer<typeof CollectionListItemSchema>;

/**
 * The list: `id` equals or `title` contains (SPEC section 5), `published` equals true or false; sorts by title,
 * updatedAt, articleCount or id. A full admin lists every collection, an editor the ones they edit.
 */
export const CollectionListRequestSchema = ListRequestSchema;
export const CollectionListResponseSchema = listResponseSchema(CollectionListItemSchema);
export type CollectionListResponse = z.infer<typeof CollectionListResponseSchema>;

export const CollectionCreateRequestSchema = CollectionFormSchema;
export const CollectionUpdateRequestSchema = CollectionUpdateSchema;
export type CollectionUpdateRequest = z.input<typeof CollectionUpdateRequestSchema>;

/** One editor of a collection: an account holding the right now (ADR 265), and since when. */
export const CollectionEditorEntrySchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  since: z.string(),
});
export type CollectionEditorEntry = z.infer<typeof CollectionEditorEntrySchema>;
export const CollectionEditorsResponseSchema = z.array(CollectionEditorEntrySchema);

/** An account that may be made an editor: active, of the publishing desk (ROLE_PUBLISH), not a full admin. */
export const EditorCandidateSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Already an editor of this collection. */
  isEditor: z.boolean(),
});
export type EditorCandidate = z.infer<typeof EditorCandidateSchema>;
/** The search: `name` contains (first name, last name or e-mail), `id` equals; by e-mail. */
export const EditorCandidatesRequestSchema = ListRequestSchema;
export const EditorCandidatesResponseSchema = listResponseSchema(EditorCandidateSchema);
export type EditorCandidatesResponse = z.infer<typeof EditorCandidatesResponseSchema>;
