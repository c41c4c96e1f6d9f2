/**
 * The playlist's entries beside its form (ADR 120, 125): what the editor does to the entries that is not the record
 * itself. Labels are added, renamed and removed in place; articles come from the Add Video dialog's article search;
 * entries move by drag (pointer or dnd-kit's keyboard sensor) or with Move up / Move down. Each change is an edit of
 * the domain's `PlaylistEdit`, handed to the form with the screen's `edit` (the form's `form.edit`). This machine
 * keeps only what the form does not: the drag's origin (Esc moves the entry back there, the shared drag of
 * dragOrder.ts), the label just added (the view focuses its title) and whether the Add Video dialog is open.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ChosenArticle, PlaylistEdit } from '../../domain/playlists/playlistEditor';
import {
  dragOrder,
  dragOriginOf,
  isDragged,
  NO_DRAG,
  type DragContext,
  type DragEvent,
} from '../shared/dragOrder';

export interface PlaylistEntriesContext extends DragContext<string> {
  /** The key of the label just added, for the view to focus its title. */
  focusKey: string | null;
}

/** An added entry's key is `newEntryKey` of the document as shown, so the label added is the one focused. */
export type PlaylistEntriesEvent =
  | { type: 'label.add'; key: string }
  | { type: 'label.rename'; key: string; title: string }
  | { type: 'entry.remove'; key: string }
  | { type: 'entry.moveUp'; key: string }
  | { type: 'entry.moveDown'; key: string }
  | DragEvent<string>
  | { type: 'articles.open' }
  | { type: 'articles.close' }
  | { type: 'article.add'; key: string; article: ChosenArticle };

/** An event that is itself an edit of the entries, passed to the form as it is. */
const editOf = ({ event }: { event: PlaylistEdit }): PlaylistEdit => event;

const drag = dragOrder((key: string, toIndex: number): PlaylistEdit => ({
  type: 'entry.moveTo',
  key,
  toIndex,
}));

export const playlistEntriesMachine = setup({
  types: {
    context: {} as PlaylistEntriesContext,
    events: {} as PlaylistEntriesEvent,
  },
  guards: { isDragged },
  actions: {
    assignFocus: assign((_, key: string) => ({ focusKey: key })),
    assignDragOrigin: assign(dragOriginOf<string>),
    clearDragOrigin: assign(NO_DRAG),
    /** One edit of the entries, for the form (`form.edit`); provided by the screen. */
    edit: (_, _edit: PlaylistEdit) => {},
  },
}).createMachine({
  id: 'playlistEntries',
  context: { ...NO_DRAG, focusKey: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Edits go to the form at once; a drag or the article search holds them until it ends.',
      on: {
        'label.add': {
          actions: [
            { type: 'edit', params: editOf },
            { type: 'assignFocus', params: ({ event }) => event.key },
          ],
        },
        'label.rename': { actions: { type: 'edit', params: editOf } },
        'entry.remove': { actions: { type: 'edit', params: editOf } },
        'entry.moveUp': { actions: { type: 'edit', params: editOf } },
        'entry.moveDown': { actions: { type: 'edit', params: editOf } },
        'drag.start': drag.start,
        'articles.open': 'addingArticle',
      },
    },
    dragging: drag.dragging,
    addingArticle: {
      description:
        "The Add Video dialog's article search is open; articles already in the playlist are greyed.",
      on: {
        'article.add': { target: 'idle', actions: { type: 'edit', params: editOf } },
        'articles.close': 'idle',
      },
    },
  },
});

export type PlaylistEntriesActorRef = ActorRefFrom<typeof playlistEntriesMachine>;
export type PlaylistEntriesSnapshot = SnapshotFrom<typeof playlistEntriesMachine>;

export const selectFocusKey = (s: PlaylistEntriesSnapshot) => s.context.focusKey;
export const selectIsAddingArticle = (s: PlaylistEntriesSnapshot) => s.matches('addingArticle');
