/**
 * The playlist editor's document (ADR 120): a title and one ordered list of entries, each an article or a label
 * heading the articles after it. Pure functions. Entries edit through `applyPlaylistEdit` (the form's `form.edit`,
 * ADR 125); the key of a new entry is derived from the entries there are (`newEntryKey`), never from a counter.
 */
import * as z from 'zod';
import { ArticleTypeSchema, type ArticleType } from '../content/content';
import { moveItemBy, moveItemTo } from '../shared/listOrder';
import { PlaylistFormSchema, type PlaylistForm } from './playlists';

export interface PlaylistEntry {
  /** Stable while the editor is open: rows and drags follow it. */
  readonly key: string;
  readonly type: 'article' | 'label';
  readonly title: string;
  /** The article of an article entry; null for a label. */
  readonly articleId: number | null;
  readonly articleType: ArticleType | null;
  /** The article was taken down after it was added (ADR 314): it stays until removed, shown as no longer available. */
  readonly unavailable?: true;
}

export interface PlaylistDocument {
  readonly title: string;
  readonly entries: readonly PlaylistEntry[];
}

export const EMPTY_PLAYLIST: PlaylistDocument = { title: '', entries: [] };

/** What the server answered, as the editor shows it: a label's own articles follow it as entries. */
export interface StoredPlaylist {
  readonly title: string;
  readonly items: readonly {
    readonly type: 'article' | 'label';
    readonly title: string;
    readonly articles: readonly { id: number; title: string; articleType: ArticleType; unavailable?: true }[];
  }[];
}

export function documentOf(playlist: StoredPlaylist, keyOf: (index: number) => string): PlaylistDocument {
  const entries: PlaylistEntry[] = [];
  const article = (a: StoredPlaylist['items'][number]['articles'][number]): PlaylistEntry => ({
    key: keyOf(entries.length),
    type: 'article',
    title: a.title,
    articleId: a.id,
    articleType: a.articleType,
    ...(a.unavailable ? { unavailable: true as const } : {}),
  });
  for (const item of playlist.items) {
    if (item.type === 'label')
      entries.push({
        key: keyOf(entries.length),
        type: 'label',
        title: item.title,
        articleId: null,
        articleType: null,
      });
    for (const a of item.articles) entries.push(article(a));
  }
  return { title: playlist.title, entries };
}

/** The save's body (without the version). */
export function formOf(document: PlaylistDocument): PlaylistForm {
  return {
    title: document.title,
    items: document.entries.map((entry) =>
      entry.type === 'label'
        ? { type: 'label' as const, title: entry.title }
        : { type: 'article' as const, articleId: entry.articleId! },
    ),
  };
}

export const sameDocument = (a: PlaylistDocument, b: PlaylistDocument) =>
  JSON.stringify(formOf(a)) === JSON.stringify(formOf(b));

export const articleIdsOf = (document: PlaylistDocument): number[] =>
  document.entries.flatMap((entry) => (entry.articleId === null ? [] : [entry.articleId]));

/** The document with these entries; the same document when they did not change. */
const withEntries = (document: PlaylistDocument, entries: readonly PlaylistEntry[]): PlaylistDocument =>
  entries === document.entries ? document : { ...document, entries };

const isEntry = (key: string) => (entry: PlaylistEntry) => entry.key === key;

/** Appends an article, unless the playlist holds it already. */
export function addArticle(
  document: PlaylistDocument,
  article: { id: number; title: string; articleType: ArticleType },
  key: string,
): PlaylistDocument {
  if (articleIdsOf(document).includes(article.id)) return document;
  return withEntries(document, [
    ...document.entries,
    { key, type: 'article', title: article.title, articleId: article.id, articleType: article.articleType },
  ]);
}

/** Appends a label; the user names it in place. */
export const addLabel = (document: PlaylistDocument, key: string, title = ''): PlaylistDocument =>
  withEntries(document, [
    ...document.entries,
    { key, type: 'label', title, articleId: null, articleType: null },
  ]);

export const renameLabel = (document: PlaylistDocument, key: string, title: string): PlaylistDocument =>
  withEntries(
    document,
    document.entries.map((entry) =>
      entry.key === key && entry.type === 'label' ? { ...entry, title } : entry,
    ),
  );

export const removeEntry = (document: PlaylistDocument, key: string): PlaylistDocument =>
  withEntries(
    document,
    document.entries.filter((entry) => entry.key !== key),
  );

/** Loaded entries are keyed by position (`s0`, `s1`, ...); new ones `n1`, `n2`, ... past the highest in use. */
export const loadedEntryKey = (index: number) => `s${index}`;

export function newEntryKey(entries: readonly PlaylistEntry[]): string {
  const numbers = entries.map((entry) => (/^n\d+$/.test(entry.key) ? Number(entry.key.slice(1)) : 0));
  return `n${Math.max(0, ...numbers) + 1}`;
}

/** An article as the Add Video dialog's search gives it. */
export interface ChosenArticle {
  readonly id: number;
  readonly title: string;
  readonly articleType: ArticleType;
}

/** One change to the entries; an added entry carries its key (`newEntryKey`), so the label can be focused. */
export type PlaylistEdit =
  | { readonly type: 'label.add'; readonly key: string }
  | { readonly type: 'label.rename'; readonly key: string; readonly title: string }
  | { readonly type: 'article.add'; readonly key: string; readonly article: ChosenArticle }
  | { readonly type: 'entry.remove'; readonly key: string }
  | { readonly type: 'entry.moveUp'; readonly key: string }
  | { readonly type: 'entry.moveDown'; readonly key: string }
  | { readonly type: 'entry.moveTo'; readonly key: string; readonly toIndex: number };

/** The document after one edit; an entry added under a key already in use changes nothing. */
export function applyPlaylistEdit(document: PlaylistDocument, edit: PlaylistEdit): PlaylistDocument {
  switch (edit.type) {
    case 'label.add':
    case 'article.add':
      if (document.entries.some(isEntry(edit.key))) return document;
      return edit.type === 'label.add'
        ? addLabel(document, edit.key)
        : addArticle(document, edit.article, edit.key);
    case 'label.rename':
      return renameLabel(document, edit.key, edit.title);
    case 'entry.remove':
      return removeEntry(document, edit.key);
    case 'entry.moveUp':
    case 'entry.moveDown':
      return withEntries(
        document,
        moveItemBy(document.entries, isEntry(edit.key), edit.type === 'entry.moveUp' ? -1 : 1),
      );
    case 'entry.moveTo':
      return withEntries(document, moveItemTo(document.entries, isEntry(edit.key), edit.toIndex));
  }
}

const PlaylistEntrySchema = z
  .object({
    key: z.string(),
    type: z.enum(['article', 'label']),
    title: z.string(),
    articleId: z.number().nullable(),
    articleType: ArticleTypeSchema.nullable(),
    unavailable: z.literal(true).optional(),
  })
  .readonly();

/**
 * The editor's document checked as what it saves: its form (`formOf`) piped into `PlaylistFormSchema`, whose
 * messages (the SPEC's) are the form's. A message's path is the save's: `title`, or `items.<index>.title` for the
 * label at that index of the entries.
 */
export const PlaylistDocumentSchema = z
  .object({ title: z.string(), entries: z.array(PlaylistEntrySchema).readonly() })
  .readonly()
  .transform(formOf)
  .pipe(PlaylistFormSchema);
