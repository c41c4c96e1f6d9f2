/**
 * Playlists (SPEC sections 3, 7, 8 and 9): a user's named, ordered list of articles with labels between them.
 * The form rules the editor checks before saving and the server checks again, the limits of what is stored, and
 * the notifications. A label is a heading; the articles after it, up to the next label, belong under it (ADR 120).
 */
import * as z from 'zod';
import { jsonId, list, text, TEXT_MAX } from '../shared/fields';
import { MESSAGES } from '../shared/messages';

export const PLAYLIST_MESSAGES = {
  /** SPEC section 5 (titles): the same words as a quiz title. */
  noTitle: 'No Title',
  titleTooShort: 'Title is too short. It should have 3 characters or more.',
  labelRequired: MESSAGES.required,
  /** SPEC section 8 (Notifications). */
  deleted: 'Playlist successfully deleted',
  deleteFailed: 'Unable to delete Playlist',
  created: 'Playlist successfully created',
  updated: 'Playlist successfully updated',
  saveFailed: 'Unable to save Playlist',
  /** SPEC section 8 (Empty states). */
  emptyList: 'No list items',
  noMatch: 'No match found',
} as const;

/** SPEC section 9: a title has at least 3 characters. */
export const PLAYLIST_TITLE_MIN = 3;

/** What one playlist may hold (ADR 120): far above any real playlist, low enough to keep a save one small write. */
export const PLAYLIST_LIMITS = {
  title: TEXT_MAX.title,
  labelTitle: TEXT_MAX.title,
  entries: 500,
  articlesPerLabel: 200,
} as const;

export const PlaylistTitleSchema = text(PLAYLIST_LIMITS.title, {
  trim: true,
  required: PLAYLIST_MESSAGES.noTitle,
}).min(PLAYLIST_TITLE_MIN, { error: PLAYLIST_MESSAGES.titleTooShort, abort: true });

/** One entry of a save: an article, or a label (a heading, optionally with a section and articles of its own). */
export const PlaylistEntryInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('article'), articleId: jsonId }),
  z.object({
    type: z.literal('label'),
    title: text(PLAYLIST_LIMITS.labelTitle, { trim: true, required: PLAYLIST_MESSAGES.labelRequired }),
    domainId: jsonId.nullable().default(null),
    articles: list(jsonId, PLAYLIST_LIMITS.articlesPerLabel).default([]),
  }),
]);
export type PlaylistEntryInput = z.input<typeof PlaylistEntryInputSchema>;

export const PlaylistFormSchema = z.object({
  title: PlaylistTitleSchema,
  items: list(PlaylistEntryInputSchema, PLAYLIST_LIMITS.entries).default([]),
});
export type PlaylistForm = z.input<typeof PlaylistFormSchema>;
export type ParsedPlaylistForm = z.output<typeof PlaylistFormSchema>;
