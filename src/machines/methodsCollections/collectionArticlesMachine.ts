/**
 * A collection's videos beside its form (ADR 316, on the playlist's shape, ADR 120): they come from the Add video
 * dialog's article search, move by drag (pointer or dnd-kit's keyboard sensor) or with Move up / Move down, and can
 * be removed. Each change is an edit of the domain's `CollectionEdit`, handed to the form with the screen's `edit`
 * (the form's `form.edit`). This machine keeps only what the form does not: the drag's origin (Esc moves the video
 * back there, the shared drag of dragOrder.ts; a video's key is its article id) and whether the Add video dialog is
 * open.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ChosenArticle, CollectionEdit } from '../../domain/methodsCollections/collectionEditor';
import {
  dragOrder,
  dragOriginOf,
  isDragged,
  NO_DRAG,
  type DragContext,
  type DragEvent,
} from '../shared/dragOrder';

export type CollectionArticlesEvent =
  | { type: 'article.remove'; articleId: number }
  | { type: 'article.moveUp'; articleId: number }
  | { type: 'article.moveDown'; articleId: number }
  | DragEvent<number>
  | { type: 'articles.open' }
  | { type: 'articles.close' }
  | { type: 'article.add'; article: ChosenArticle };

/** An event that is itself an edit of the videos, passed to the form as it is. */
const editOf = ({ event }: { event: CollectionEdit }): CollectionEdit => event;

const drag = dragOrder((articleId: number, toIndex: number): CollectionEdit => ({
  type: 'article.moveTo',
  articleId,
  toIndex,
}));

export const collectionArticlesMachine = setup({
  types: {
    context: {} as DragContext<number>,
    events: {} as CollectionArticlesEvent,
  },
  guards: { isDragged },
  actions: {
    assignDragOrigin: assign(dragOriginOf<number>),
    clearDragOrigin: assign(NO_DRAG),
    /** One edit of the videos, for the form (`form.edit`); provided by the screen. */
    edit: (_, _edit: CollectionEdit) => {},
  },
}).createMachine({
  id: 'collectionArticles',
  context: NO_DRAG,
  initial: 'idle',
  states: {
    idle: {
      description: 'Edits go to the form at once; a drag or the article search holds them until it ends.',
      on: {
        'article.remove': { actions: { type: 'edit', params: editOf } },
        'article.moveUp': { actions: { type: 'edit', params: editOf } },
        'article.moveDown': { actions: { type: 'edit', params: editOf } },
        'drag.start': drag.start,
        'articles.open': 'addingArticle',
      },
    },
    dragging: drag.dragging,
    addingArticle: {
      description:
        "The Add video dialog's article search is open; published videos only, those already in the collection greyed.",
      on: {
        'article.add': { target: 'idle', actions: { type: 'edit', params: editOf } },
        'articles.close': 'idle',
      },
    },
  },
});

export type CollectionArticlesActorRef = ActorRefFrom<typeof collectionArticlesMachine>;
export type CollectionArticlesSnapshot = SnapshotFrom<typeof collectionArticlesMachine>;

export const selectIsAddingArticle = (s: CollectionArticlesSnapshot) => s.matches('addingArticle');
