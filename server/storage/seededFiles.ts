/**
 * The seed writes its media and documents to the disk (DATA_DIR/storage). When files live in an object store,
 * they are copied there after seeding, so every process serves them; files already there with the same size are
 * left alone, so this is cheap on every start. Uploads never come from the disk.
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ServerConfig } from '../config';
import { createStorage } from './createStorage';
import { contentTypeOf, isStorageKey, type Storage } from './storage';
import { diskStorage } from './diskStorage';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name))
        : Promise.resolve(entry.isFile() ? [join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}

/** Copies the seeded files of `dir` into `target`; returns the keys it wrote. */
export async function copySeededFiles(dir: string, target: Storage): Promise<string[]> {
  const source = diskStorage(dir);
  const written: string[] = [];
  for (const path of await filesUnder(dir)) {
    const key = relative(dir, path).split(sep).join('/');
    if (!isStorageKey(key) || key.includes('/uploads/')) continue;
    const [here, there] = await Promise.all([source.stat(key), target.stat(key)]);
    if (!here || there?.size === here.size) continue;
    const bytes = await source.read(key);
    if (!bytes) continue;
    await target.put(key, bytes, contentTypeOf(key));
    written.push(key);
  }
  return written;
}

/** After seeding: makes the seeded files reachable from the configured storage (nothing to do on the disk). */
export async function publishSeededFiles(config: ServerConfig): Promise<void> {
  if (config.storage.kind === 'disk') return;
  await copySeededFiles(config.storageDir, createStorage(config.storage));
}
