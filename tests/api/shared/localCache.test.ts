/**
 * The local cache (SPEC section 9, ADR 265) with a fake clock and an in-memory storage: the section list is kept
 * for CACHE_HOURS, read from the server again once expired, and expired keys are cleared at start.
 */
import { fetchSectionList } from '../../../src/api/content/content';
import { createHttpClient } from '../../../src/api/shared/http';
import {
  CACHE_PREFIX,
  cacheHoursOf,
  clearExpiredCache,
  createLocalCache,
  DEFAULT_CACHE_HOURS,
} from '../../../src/api/shared/localCache';
import { contentResponse } from '../../support/responses';

const HOUR = 3_600_000;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const SECTION = {
  section: { id: 7, title: 'Biology', parentId: null, articleType: 'journal' },
  children: [{ id: 8, title: 'Cells', parentId: 7, articleType: 'journal' }],
};

function setup(hours: number) {
  let now = new Date('2026-03-01T08:00:00Z').getTime();
  const clock = () => new Date(now);
  const storage = memoryStorage();
  const fetch = vi.fn(async () => contentResponse(SECTION));
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch,
  });
  const cache = createLocalCache(storage, hours, clock);
  return {
    storage,
    fetch,
    read: () => fetchSectionList(http, 7, cache),
    advance: (ms: number) => {
      now += ms;
    },
    now: () => new Date(now),
  };
}

describe('the section list in the local cache', () => {
  test('is read once and kept with its time for CACHE_HOURS, then read again', async () => {
    const cache = setup(3);
    await expect(cache.read()).resolves.toEqual(SECTION);
    const stored = JSON.parse(cache.storage.getItem(`${CACHE_PREFIX}sectionList:7`)!);
    expect(stored).toMatchObject({
      savedAt: cache.now().getTime(),
      expiresAt: cache.now().getTime() + 3 * HOUR,
    });
    cache.advance(3 * HOUR - 1);
    await expect(cache.read()).resolves.toEqual(SECTION);
    expect(cache.fetch).toHaveBeenCalledTimes(1);
    cache.advance(1);
    await cache.read();
    expect(cache.fetch).toHaveBeenCalledTimes(2);
  });

  test('with CACHE_HOURS 0 nothing is kept', async () => {
    const cache = setup(0);
    await cache.read();
    await cache.read();
    expect(cache.fetch).toHaveBeenCalledTimes(2);
    expect(cache.storage.length).toBe(0);
  });

  test('an entry that no longer has the list shape is read from the server again', async () => {
    const cache = setup(3);
    await cache.read();
    const key = `${CACHE_PREFIX}sectionList:7`;
    const stored = JSON.parse(cache.storage.getItem(key)!);
    cache.storage.setItem(key, JSON.stringify({ ...stored, value: { section: 'broken' } }));
    await expect(cache.read()).resolves.toEqual(SECTION);
    expect(cache.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('at start', () => {
  test('expired and unreadable cache keys are removed, fresh ones and other keys stay', async () => {
    const cache = setup(2);
    await cache.read();
    cache.storage.setItem(`${CACHE_PREFIX}old`, JSON.stringify({ savedAt: 0, expiresAt: 1, value: 1 }));
    cache.storage.setItem(`${CACHE_PREFIX}garbled`, '{not json');
    cache.storage.setItem('console-language', 'ar');
    expect(clearExpiredCache(cache.storage, cache.now())).toBe(2);
    expect(cache.storage.getItem(`${CACHE_PREFIX}sectionList:7`)).not.toBeNull();
    expect(cache.storage.getItem('console-language')).toBe('ar');
    cache.advance(2 * HOUR);
    expect(clearExpiredCache(cache.storage, cache.now())).toBe(1);
    expect(cache.storage.length).toBe(1);
  });

  test('the lifetime comes from config.json, the default when it is missing or not a whole number', () => {
    expect(cacheHoursOf({ cacheHours: 6 })).toBe(6);
    expect(cacheHoursOf({ cacheHours: 0 })).toBe(0);
    expect(cacheHoursOf({})).toBe(DEFAULT_CACHE_HOURS);
    expect(cacheHoursOf({ cacheHours: -1 })).toBe(DEFAULT_CACHE_HOURS);
    expect(cacheHoursOf({ cacheHours: '6' })).toBe(DEFAULT_CACHE_HOURS);
    expect(cacheHoursOf(null)).toBe(DEFAULT_CACHE_HOURS);
  });
});
