/**
 * Methods Collections (ADR 316): a curated, ordered list of published method videos with a title, a description, a
 * cover picture and a published switch. The rules a save is checked by in the console and again on the server, the
 * limits of what one collection holds, and the messages the area shows in SPEC's manner.
 */
import * as z from 'zod';
import { jsonId, list, text, TEXT_MAX } from '../shared/fields';
import { RecordVersionSchema } from '../shared/recordVersions';

export const COLLECTION_MESSAGES = {
  /** ADR 265: the editor right of an unknown collection or user. */
  noCollection: 'This collection does not exist.',
  noUser: 'This user does not exist.',
  /** An editor who asks to create or delete a collection, or to choose its editors (ADR 316). */
  adminsOnly: 'Only administrators may do this with collections.',
  /** SPEC section 5 (titles): the same words as a quiz's and a playlist's. */
  noTitle: 'No Title',
  titleTooShort: 'Title is too short. It should have 3 characters or more.',
  emptyPublished: 'A published collection needs at least one video.',
  duplicateArticle: 'A video can be in a collection only once.',
  /** ADR 314: only published articles are offered; one unpublished since may stay where it is. */
  notOffered: 'Only published videos can be added to a collection.',
  coverType: 'Invalid file type. Accepted formats: PNG, JPEG and WebP.',
  coverSize: 'File size limit exceeded (5 MB). Please reduce and try again.',
  created: 'Collection successfully created',
  updated: 'Collection successfully updated',
  saveFailed: 'Unable to save Collection',
  deleted: 'Collection successfully deleted',
  deleteFailed: 'Unable to delete Collection',
  coverUploaded: 'Cover successfully uploaded',
  coverRemoved: 'Cover successfully removed',
  editorAdded: 'Editor successfully added',
  editorRemoved: 'Editor successfully removed',
  editorFailed: 'Unable to change the editors',
  /** SPEC section 8 (Empty states). */
  emptyList: 'No list items',
} as const;

/** The editor search's pages (the accounts of the publishing desk). */
export const EDITOR_CANDIDATE_PAGE_SIZE = 10;

/** SPEC section 9: a title has at least 3 characters. */
export const COLLECTION_TITLE_MIN = 3;

/** What one collection may hold: far above any curated collection, low enough to keep a save one small write. */
export const COLLECTION_LIMITS = {
  title: TEXT_MAX.title,
  description: 2000,
  articles: 200,
} as const;

export const CollectionTitleSchema = text(COLLECTION_LIMITS.title, {
  trim: true,
  required: COLLECTION_MESSAGES.noTitle,
}).min(COLLECTION_TITLE_MIN, { error: COLLECTION_MESSAGES.titleTooShort, abort: true });

const distinct = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** The fields of a save, each checked on its own. */
export const CollectionFieldsSchema = z.object({
  title: CollectionTitleSchema,
  description: text(COLLECTION_LIMITS.description, { trim: true }).default(''),
  published: z.boolean().default(false),
  /** The collection's videos (article ids) in the order shown. */
  articleIds: list(jsonId, COLLECTION_LIMITS.articles)
    .refine(distinct, COLLECTION_MESSAGES.duplicateArticle)
    .default([]),
});

/** A published collection shows at least one video. */
export const publishedHoldsVideo = (form: { published: boolean; articleIds: readonly number[] }) =>
  !form.published || form.articleIds.length > 0;

/** Checked once the fields themselves are right (zod runs an object's refinements after its fields pass). */
const PUBLISHED_EMPTY = { message: COLLECTION_MESSAGES.emptyPublished, path: ['articleIds'] };

/** What a create saves, and the form checks before any save. */
export const CollectionFormSchema = CollectionFieldsSchema.refine(publishedHoldsVideo, PUBLISHED_EMPTY);
export type CollectionForm = z.input<typeof CollectionFormSchema>;
export type ParsedCollectionForm = z.output<typeof CollectionFormSchema>;

/** An edit: the whole collection again, with the version it was loaded on (ADR 109). */
export const CollectionUpdateSchema = CollectionFieldsSchema.extend({
  version: RecordVersionSchema,
}).refine(publishedHoldsVideo, PUBLISHED_EMPTY);
