/**
 * A new collection and the collection screen (ADR 316) on the one form lifecycle (ADR 125): the values are the
 * screen's document, the title, the description, the published switch and the ordered videos. The fields change with
 * `form.change`; the videos with `form.edit` over the domain's `applyCollectionEdit`, sent by
 * `collectionArticlesMachine` beside the form (drag, the Add video dialog). A save checks the document as the form it
 * saves and is made on the loaded version (ADR 109): when someone else saved first the form waits in `conflict` for
 * Reload or Keep mine. The cover is set beside the form and handed back with `record.updated`.
 */
import type { ActorRefFrom } from 'xstate';
import type { Collection } from '../../api/methodsCollections/collectionsContract';
import {
  applyCollectionEdit,
  CollectionDocumentSchema,
  documentOf,
  EMPTY_COLLECTION,
  sameDocument,
  type CollectionDocument,
} from '../../domain/methodsCollections/collectionEditor';
import type { ParsedCollectionForm } from '../../domain/methodsCollections/collections';
import type { CollectionAction } from '../../domain/methodsCollections/collectionCapabilities';
import { defineForm, type AnyFormSnapshot, type SaveFormInput } from '../shared/formMachine';

export const { machine: collectionFormMachine, selectors: collectionForm } = defineForm({
  id: 'collectionForm',
  record: 'this collection',
  schema: CollectionDocumentSchema,
  empty: EMPTY_COLLECTION,
  valuesOf: (collection: Collection): CollectionDocument => documentOf(collection),
  same: sameDocument,
  applyEdit: applyCollectionEdit,
});

export type CollectionFormActorRef = ActorRefFrom<typeof collectionFormMachine>;

/** A save is given the document and the form it parsed into (the save's body). */
export type SaveCollectionInput = SaveFormInput<CollectionDocument, ParsedCollectionForm>;

/** A field's first message (`title`, `articleIds`), once a save was tried. */
const firstError = (field: string) => (s: AnyFormSnapshot) =>
  collectionForm.selectErrors(s)[field]?.[0] ?? null;
export const selectTitleError = firstError('title');
export const selectArticlesError = firstError('articleIds');

const CREATOR_ACTIONS: readonly CollectionAction[] = ['view', 'edit', 'reorder', 'publish'];

/** What the caller may do with the collection as loaded (the server's table); a new one is its creator's to shape. */
export const selectActions = (s: AnyFormSnapshot): readonly CollectionAction[] =>
  collectionForm.selectRecord(s)?.actions ?? CREATOR_ACTIONS;
