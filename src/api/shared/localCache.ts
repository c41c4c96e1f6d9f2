/**
 * The console's local cache (SPEC section 9, ADR 265): what SPEC says is cached locally (the section list) is kept
 * in the browser's storage with the time it was read and the time it expires, `CACHE_HOURS` hours later (served in
 * config.json as `cacheHours`). An expired entry is read again from the server; at start every expired key is
 * removed. No zod here: the composition root clears the cache before the first paint (ADR 003); each reader checks
 * what it reads with its own schema.
 */
/** The current time (a machine's clock). */
type Clock = () => Date;

/** Every key of the cache starts with this, so clearing never touches another key of the storage. */
export const CACHE_PREFIX = 'console-cache:';
/** The lifetime when config.json does not say (an older server): one day. */
export const DEFAULT_CACHE_HOURS = 24;
const HOUR_MS = 3_600_000;

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface Entry {
  readonly savedAt: number;
  readonly expiresAt: number;
  readonly value: unknown;
}

function entryOf(raw: string | null): Entry | null {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Entry> | null;
    if (!parsed || typeof parsed.expiresAt !== 'number' || typeof parsed.savedAt !== 'number') return null;
    return parsed as Entry;
  } catch {
    return null;
  }
}

/** The lifetime config.json gives (`cacheHours`), or the default when it gives none that fits. */
export function cacheHoursOf(rawConfig: unknown): number {
  const hours = (rawConfig as { cacheHours?: unknown } | null)?.cacheHours;
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= 0 ? hours : DEFAULT_CACHE_HOURS;
}

/** Removes every cache key that has expired (or cannot be read) at `now`; answers how many went. */
export function clearExpiredCache(storage: CacheStorage | null, now: Date): number {
  if (!storage) return 0;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(CACHE_PREFIX)) keys.push(key);
    }
    const expired = keys.filter((key) => {
      const entry = entryOf(storage.getItem(key));
      return entry === null || entry.expiresAt <= now.getTime();
    });
    for (const key of expired) storage.removeItem(key);
    return expired.length;
  } catch {
    return 0;
  }
}

export interface LocalCache {
  /** The value kept under `key` while it has not expired and `parse` accepts it; null otherwise. */
  read<T>(key: string, parse: (value: unknown) => T): T | null;
  /** Keeps `value` for the configured hours (with 0 hours nothing is kept). */
  write(key: string, value: unknown): void;
}

export function createLocalCache(storage: CacheStorage | null, hours: number, clock: Clock): LocalCache {
  const keyOf = (key: string) => CACHE_PREFIX + key;
  return {
    read(key, parse) {
      if (!storage) return null;
      try {
        const entry = entryOf(storage.getItem(keyOf(key)));
        if (!entry) return null;
        if (entry.expiresAt <= clock().getTime()) {
          storage.removeItem(keyOf(key));
          return null;
        }
        return parse(entry.value);
      } catch {
        // Unreadable or no longer the shape the reader expects: read from the server again.
        return null;
      }
    },
    write(key, value) {
      if (!storage || hours <= 0) return;
      const savedAt = clock().getTime();
      try {
        storage.setItem(keyOf(key), JSON.stringify({ savedAt, expiresAt: savedAt + hours * HOUR_MS, value }));
      } catch {
        // Storage full or refused (private mode): the list is read from the server each time.
      }
    },
  };
}
