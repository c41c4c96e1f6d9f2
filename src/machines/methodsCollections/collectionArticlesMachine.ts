/**
 * A collection's videos beside its form (ADR 316, on the playlist's shape, ADR 120): they come from the Add video
 * dialog's article search, move by drag (pointer or dnd-kit's keyboard sensor) or with Move up / Move down, and can
 * be removed. Each change is an edit of the domain's `CollectionEdit`, handed to the form with the screen's `edit`
 * (the form's `form.edit`). This machine keeps only what the form does not: the drag's origin (Esc moves the video
 * back there) and whether the Add video dialog is open.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ChosenArticle, CollectionEdit } from '../../domain/methodsCollections/collectionEditor';

export interface DragOrigin {
  readonly articleId: number;
  /** Where the video was when the drag began. */
  readonly index: number;
}

export interface CollectionArticlesContext {
  /** The video lifted, and where it was, for Esc. */
  dragOrigin: DragOrigin | null;
}

export type CollectionArticlesEvent =
  | { type: 'article.remove'; articleId: number }
  | { type: 'article.moveUp'; articleId: number }
  | { type: 'article.moveDown'; articleId: number }
  | { type: 'drag.start'; articleId: number; index: number }
  | { type: 'drag.move'; articleId: number; toIndex: number }
  | { type: 'drag.drop' }
  | { type: 'drag.cancel' }
  | { type: 'articles.open' }
  | { type: 'articles.close' }
  | { type: 'article.add'; article: ChosenArticle };

/** An event that is itself an edit of the videos, passed to the form as it is. */
const editOf = ({ event }: { event: CollectionEdit }): CollectionEdit => event;

export const collectionArticlesMachine = setup({
  types: {
    context: {} as CollectionArticlesContext,
    events: {} as CollectionArticlesEvent,
  },
  guards: {
    /** A move of the video lifted: the only one a drag moves, so Esc can put the order back. */
    isDragged: ({ context, event }) =>
      event.type === 'drag.move' && context.dragOrigin?.articleId === event.articleId,
  },
  actions: {
    assignDragOrigin: assign((_, dragOrigin: DragOrigin) => ({ dragOrigin })),
    clearDragOrigin: assign({ dragOrigin: null }),
    /** One edit of the videos, for the form (`form.edit`); provided by the screen. */
    edit: (_, _edit: CollectionEdit) => {},
  },
}).createMachine({
  id: 'collectionArticles',
  context: { dragOrigin: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Edits go to the form at once; a drag or the article search holds them until it ends.',
      on: {
        'article.remove': { actions: { type: 'edit', params: editOf } },
        'article.moveUp': { actions: { type: 'edit', params: editOf } },
        'article.moveDown': { actions: { type: 'edit', params: editOf } },
        'drag.start': {
          target: 'dragging',
          actions: {
            type: 'assignDragOrigin',
            params: ({ event }) => ({ articleId: event.articleId, index: event.index }),
          },
        },
        'articles.open': 'addingArticle',
      },
    },
    dragging: {
      description:
        'A video is lifted: each move applies at once; the drop keeps the order, Esc moves it back.',
      on: {
        'drag.move': {
          guard: 'isDragged',
          actions: {
            type: 'edit',
            params: ({ event }) => ({
              type: 'article.moveTo',
              articleId: event.articleId,
              toIndex: event.toIndex,
            }),
          },
        },
        'drag.drop': { target: 'idle', actions: 'clearDragOrigin' },
        'drag.cancel': {
          target: 'idle',
          actions: [
            {
              type: 'edit',
              params: ({ context }) => ({
                type: 'article.moveTo',
                articleId: context.dragOrigin!.articleId,
                toIndex: context.dragOrigin!.index,
              }),
            },
            'clearDragOrigin',
          ],
        },
      },
    },
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
