/**
 * Create Playlist and Edit Playlist (ADR 120) on the one form lifecycle (ADR 125): the values are the editor's
 * document, a title and one ordered list of articles and labels. The title changes with `form.change`; the entries
 * with `form.edit` over the domain's `applyPlaylistEdit`, sent by `playlistEntriesMachine` beside the form (drag,
 * the label to focus, the Add Video dialog). A save checks the document as the form it saves (the messages join
 * into one error notification) and is made on the loaded version (ADR 109): when someone else saved first the form
 * waits in `conflict` for Reload (theirs replaces mine) or Keep mine (mine is saved on theirs).
 */
import type { ActorRefFrom } from 'xstate';
import type { Playlist } from '../../api/playlists/playlistsContract';
import {
  applyPlaylistEdit,
  documentOf,
  EMPTY_PLAYLIST,
  loadedEntryKey,
  PlaylistDocumentSchema,
  sameDocument,
  type PlaylistDocument,
} from '../../domain/playlists/playlistEditor';
import type { ParsedPlaylistForm } from '../../domain/playlists/playlists';
import { defineForm, type AnyFormSnapshot, type SaveFormInput } from '../shared/formMachine';

export const { machine: playlistFormMachine, selectors: playlistForm } = defineForm({
  id: 'playlistForm',
  record: 'this playlist',
  schema: PlaylistDocumentSchema,
  empty: EMPTY_PLAYLIST,
  valuesOf: (playlist: Playlist): PlaylistDocument => documentOf(playlist, loadedEntryKey),
  same: sameDocument,
  applyEdit: applyPlaylistEdit,
});

export type PlaylistFormActorRef = ActorRefFrom<typeof playlistFormMachine>;

/** A save is given the document and the form it parsed into (the save's body). */
export type SavePlaylistInput = SaveFormInput<PlaylistDocument, ParsedPlaylistForm>;

/** The title's message, once a save was tried. */
export const selectTitleError = (s: AnyFormSnapshot): string | null =>
  playlistForm.selectErrors(s).title?.[0] ?? null;

/** Each label's message by its entry's key, once a save was tried (a message's path is the entry's index). */
export function selectEntryErrors(s: AnyFormSnapshot): Readonly<Record<string, string>> {
  const errors = playlistForm.selectErrors(s);
  return Object.fromEntries(
    playlistForm.selectValues(s).entries.flatMap((entry, index) => {
      const message = errors[`items.${index}.title`]?.[0];
      return message ? [[entry.key, message]] : [];
    }),
  );
}
