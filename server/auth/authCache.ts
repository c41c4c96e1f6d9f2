/**
 * What the route guards read about their caller — the user of a session and the feature flags — kept in memory
 * until the database says it changed (ADR 156). Invalidation, not expiry: the change feed (server/db/changeFeed.ts)
 * names each committed change, and the entry goes at once. The TTL and the size bound are backstops only.
 *
 * - A generation counter, bumped by every invalidation, guards the fills: a read that started before an
 *   invalidation is handed to its caller but never stored, so it cannot bring a stale row back.
 * - While the feed is not listening (PostgreSQL connection lost), nothing is kept and every request reads.
 * - A request of this process that wrote a watched table waits, before its answer leaves, until the feed has heard
 *   its change, so the caller's next request (to any process that has heard it too) sees it.
 * - Kept list pages (ADR 160) go on any change of a list's rows; whole lists kept for searches and deep pages
 *   (ADR 313) apply it instead, re-reading the rows it names (ADR 320, server/lists/liveList.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  AliasNode,
  ColumnNode,
  TableNode,
  type UpdateQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type RootOperationNode,
} from 'kysely';
import { createChangeFeed, type Change, type ChangeFeedOptions } from '../db/changeFeed';
import { storeOf } from '../db/createDb';
import { contextOf, currentRequest } from '../db/writesFirst';
import type { Database } from '../db/database';
import { LIST_ROW_FEEDS } from '../db/migrations/097_list_row_changes';
import type { KeptList } from '../lists/keptList';
import { LiveList, type KeptListSource } from '../lists/liveList';
import type { SessionUser as User } from '../repositories/session/refreshTokens';

export type Flags = Record<string, boolean>;

export interface AuthCacheOptions extends ChangeFeedOptions {
  /** Sessions kept at most, least recently used first out; default 10,000. */
  readonly maxSessions?: number;
  /** List pages kept at most, least recently used first out; default 2,000. */
  readonly maxListPages?: number;
  /** Whole lists kept at most (ADR 313), least recently used first out; default 16. */
  readonly maxKeptLists?: number;
  /** A backstop: an entry is read again after this long even if no change was heard; default 60 s. */
  readonly ttlMs?: number;
  /**
   * The same backstop for whole lists, which follow the changes heard (ADR 320) and cost a whole read to refresh:
   * read again beside the kept one after this long (default 5 minutes), or fifty times as long as its read took
   * when that is longer (ADR 410).
   */
  readonly keptListTtlMs?: number;
}

export interface AuthCache {
  /** The user of an unrevoked session; `load` reads it when it is not kept. Absent users are never kept. */
  sessionUser(
    userId: number,
    sessionId: string,
    load: () => Promise<User | undefined>,
  ): Promise<User | undefined>;
  /** Every feature flag by key; `load` reads them when they are not kept. */
  flags(load: () => Promise<Flags>): Promise<Flags>;
  /**
   * A list page by its key (route, caller and request); `load` reads it when it is not kept (ADR 160). A page
   * whose rows depend on the clock gives `until`, the moment it may change by itself; it is read again from then.
   * A page read from a kept list says `keep: false`: the list answers it again at once, and keeping every deep page
   * asked would only fill the memory.
   */
  listPage<T>(key: string, now: Date, load: () => Promise<PageRead<T>>): Promise<T>;
  /**
   * A whole list by its key (ADR 313), when it is kept, once every change heard before the call is applied to it
   * (ADR 320); otherwise undefined at once, and `load` reads it in the background (once at a time per key) to be
   * kept for the next request, until `until` or a change it cannot apply. A `load` that gives null keeps nothing.
   * Past the TTL it is read again in the background while it answers.
   */
  keptList<T>(
    key: string,
    now: Date,
    load: () => Promise<KeptListRead<T> | null>,
  ): Promise<KeptList<T> | undefined>;
  /** Counts this process's writes to the tables the cache depends on; apply it to the routes' Kysely. */
  readonly writeWatcher: KyselyPlugin;
  /** Starts hearing changes; until then (and while the feed is down) nothing is kept. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** Registers the app hooks: listen while ready, and hold back answers of requests that changed a watched row. */
  register(app: FastifyInstance): void;
}

/** A whole list as read, and how it reads its rows again when a write names them (ADR 320). */
export interface KeptListRead<T> {
  readonly value: KeptList<T>;
  readonly source: KeptListSource<T>;
  readonly until: Date | null;
}

/** A list page as read: its value, until when it holds, and whether it is worth keeping (default: it is). */
export interface PageRead<T> {
  readonly value: T;
  readonly until: Date | null;
  readonly keep?: boolean;
}

interface Entry<T> {
  readonly value: T;
  readonly expiresAt: number;
}

type ListEntry = Entry<unknown> & { readonly until: number };

/** A kept whole list: it follows the writes; past its TTL a fresh read runs beside it. */
interface KeptEntry {
  readonly live: LiveList<unknown>;
  readonly until: number;
  readonly expiresAt: number;
}

/** A list entry still valid at `now`, moved last (least recently used goes first). */
function keptIn(entries: Map<string, ListEntry>, key: string, now: Date): ListEntry | undefined {
  const kept = entries.get(key);
  if (!kept || kept.expiresAt <= Date.now() || now.getTime() >= kept.until) return undefined;
  entries.delete(key);
  entries.set(key, kept);
  return kept;
}

/** Keeps a read list entry until its `until`, the oldest going beyond `max`. */
function keepIn<T>(
  entries: Map<string, ListEntry>,
  max: number,
  key: string,
  entry: Entry<{ value: T; until: Date | null }>,
): void {
  entries.delete(key);
  entries.set(key, {
    value: entry.value.value,
    expiresAt: entry.expiresAt,
    until: entry.value.until?.getTime() ?? Infinity,
  });
  if (entries.size > max) entries.delete(entries.keys().next().value!);
}

/** Whole lists read at the same time, at most (ADR 313). */
const MAX_KEPT_READS = 2;
/**
 * A kept list's backstop read comes at most once in this many times the read took (ADR 410): a list of a million
 * rows that takes most of a minute to read is not read again every five minutes beside the requests.
 */
const KEPT_READ_SHARE = 50;

const sessionKey = (userId: number, sessionId: string) => `${userId}:${sessionId}`;

export function createAuthCache(db: Kysely<Database>, options: AuthCacheOptions = {}): AuthCache {
  const maxSessions = options.maxSessions ?? 10_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const keptListTtlMs = options.keptListTtlMs ?? 300_000;
  const sessions = new Map<string, Entry<User>>();
  let flags: Entry<Flags> | undefined;
  const maxListPages = options.maxListPages ?? 2_000;
  const lists = new Map<string, ListEntry>();
  const maxKeptLists = options.maxKeptLists ?? 16;
  const keptLists = new Map<string, KeptEntry>();
  /** Whole lists being read (a first read, or a fresh one beside a kept list past its TTL): they hear changes. */
  const reading = new Map<string, LiveList<unknown>>();
  /** Bumped by what drops the callers and flags, and by what drops the lists: a read that raced one is not kept. */
  const generation = { auth: 0, lists: 0 };
  /** Bumped when every kept list goes (a change naming no rows, the feed lost): a whole read then is not kept. */
  let listClears = 0;
  const clearLists = () => {
    generation.lists++;
    listClears++;
    lists.clear();
    keptLists.clear();
  };

  const clear = () => {
    generation.auth++;
    sessions.clear();
    flags = undefined;
    clearLists();
  };
  /** A change of list rows or of a user: pages go, kept lists apply it (ADR 320). */
  const listsHear = (change: Extract<Change, { kind: 'rows' | 'user' }>) => {
    generation.lists++;
    lists.clear();
    for (const entry of keptLists.values()) entry.live.hear(change);
    for (const live of reading.values()) live.hear(change);
  };
  const invalidate = (change: Change) => {
    if (change.kind === 'lists') clearLists();
    else if (change.kind === 'rows') listsHear(change);
    else {
      generation.auth++;
      if (change.kind === 'flags') flags = undefined;
      else if (change.kind === 'session') sessions.delete(sessionKey(change.userId, change.sessionId));
      else {
        const prefix = `${change.userId}:`;
        for (const key of sessions.keys()) if (key.startsWith(prefix)) sessions.delete(key);
        // Lists show owners' names and e-mails, and some scopes read their subscriptions.
        listsHear(change);
      }
    }
  };
  const feed = createChangeFeed(db, storeOf(db), { change: invalidate, reset: clear }, options);

  /** Reads through `load`; stores the value only if nothing was invalidated meanwhile and the feed listens. */
  async function fill<T>(
    which: keyof typeof generation,
    load: () => Promise<T>,
    store: (entry: Entry<T>) => void,
  ): Promise<T> {
    const started = generation[which];
    const value = await load();
    if (started === generation[which] && feed.listening) store({ value, expiresAt: Date.now() + ttlMs });
    return value;
  }

  /**
   * Reads a whole list in the background, hearing the changes meanwhile; kept once read unless everything was
   * dropped in between (the feed lost, or a change naming no rows).
   */
  function readWhole<T>(key: string, load: () => Promise<KeptListRead<T> | null>): void {
    const live = new LiveList<T>();
    reading.set(key, live as LiveList<unknown>);
    // The changes of rows it hears, it applies once read.
    const clears = listClears;
    const started = Date.now();
    load()
      .then((read) => {
        if (read === null || !feed.listening || clears !== listClears) return;
        live.start(read.value, read.source);
        keptLists.delete(key);
        keptLists.set(key, {
          live: live as LiveList<unknown>,
          until: read.until?.getTime() ?? Infinity,
          expiresAt: Date.now() + Math.max(keptListTtlMs, KEPT_READ_SHARE * (Date.now() - started)),
        });
        if (keptLists.size > maxKeptLists) keptLists.delete(keptLists.keys().next().value!);
      })
      // A list that cannot be read now is read by the pages' own statements; the next request tries again.
      .catch(() => undefined)
      .finally(() => reading.delete(key));
  }

  return {
    async sessionUser(userId, sessionId, load) {
      const key = sessionKey(userId, sessionId);
      const kept = sessions.get(key);
      if (kept && kept.expiresAt > Date.now()) {
        // Least recently used goes first: a hit moves to the end.
        sessions.delete(key);
        sessions.set(key, kept);
        return kept.value;
      }
      return fill('auth', load, (entry) => {
        if (!entry.value) return;
        sessions.delete(key);
        sessions.set(key, entry as Entry<User>);
        if (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value!);
      });
    },
    async flags(load) {
      if (flags && flags.expiresAt > Date.now()) return flags.value;
      return fill('auth', load, (entry) => (flags = entry));
    },
    async listPage<T>(key: string, now: Date, load: () => Promise<PageRead<T>>) {
      const kept = keptIn(lists, key, now);
      if (kept) return kept.value as T;
      const { value } = await fill('lists', load, (entry) => {
        if (entry.value.keep !== false) keepIn(lists, maxListPages, key, entry);
      });
      return value;
    },
    async keptList<T>(
      key: string,
      now: Date,
      load: () => Promise<KeptListRead<T> | null>,
    ): Promise<KeptList<T> | undefined> {
      let entry = keptLists.get(key);
      if (entry && (entry.live.broken || now.getTime() >= entry.until)) {
        keptLists.delete(key);
        entry = undefined;
      }
      // At most two lists are read at once: the reads are whole lists, and what is not kept is a statement away.
      const canRead = !reading.has(key) && reading.size < MAX_KEPT_READS && feed.listening;
      // Past the backstop's TTL, or once it changed as much as it holds, a fresh read runs beside the kept list,
      // which answers until it replaces it.
      if (canRead && (entry === undefined || entry.expiresAt <= Date.now() || entry.live.worn)) {
        readWhole(key, load);
      }
      if (entry === undefined) return undefined;
      keptLists.delete(key);
      keptLists.set(key, entry);
      await entry.live.settled();
      return (entry.live.kept as KeptList<T> | null) ?? undefined;
    },
    writeWatcher: {
      transformQuery({ node }) {
        if (writesWatchedTable(node)) {
          const request = currentRequest();
          if (request) request.watchedWrites += 1;
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    start: () => feed.start(),
    close: () => feed.close(),
    register(app) {
      app.addHook('onReady', () => feed.start());
      app.addHook('onClose', () => feed.close());
      app.addHook('onSend', async (request) => {
        // Its transaction has committed by now; the barrier is heard after the change it made. Only the request
        // that wrote waits (ADR 383): a read beside it answers as of just before that write.
        if ((contextOf(request)?.watchedWrites ?? 0) > 0) await feed.sync();
      });
    },
  };
}

/** The list tables by name, with what their writes announce (migration 097). */
const LIST_FEEDS = new Map(LIST_ROW_FEEDS.map((feed) => [feed.table, feed]));

const WATCHED_TABLES: ReadonlySet<string> = new Set([
  'users',
  'sessions',
  'feature_flags',
  'user_subscriptions',
  // An institution's subscription or trial end moves its instructors' (ADR 181).
  'institutions',
  ...LIST_FEEDS.keys(),
]);
/** Tables whose inserts are announced too: a new row changes what a kept entry says. */
const WATCHED_INSERTS: ReadonlySet<string> = new Set([
  'feature_flags',
  'user_subscriptions',
  ...LIST_ROW_FEEDS.filter((feed) => feed.inserts !== false).map((feed) => feed.table),
]);

/**
 * Whether an update can be announced: any of a table's but a list table's whose lists show only some columns (an
 * attempt's answers are nothing a list shows), whose update must set one of them.
 */
function updateAnnounced(node: UpdateQueryNode): boolean {
  const table = tableName(node.table);
  if (!WATCHED_TABLES.has(table)) return false;
  const shows = LIST_FEEDS.get(table)?.shows;
  return (
    shows === undefined ||
    (node.updates ?? []).some(
      (update) => !ColumnNode.is(update.column) || shows.includes(update.column.column.name),
    )
  );
}

/** Updates and deletes of users and sessions, any write of the flags, subscriptions and list tables: what the triggers announce. */
function writesWatchedTable(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'UpdateQueryNode':
      return updateAnnounced(node);
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => WATCHED_TABLES.has(tableName(from)));
    case 'InsertQueryNode':
      return WATCHED_INSERTS.has(tableName(node.into));
    default:
      return false;
  }
}

function tableName(node: OperationNode | undefined): string {
  if (!node) return '';
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return '';
}
