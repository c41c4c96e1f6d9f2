/**
 * Files on the local disk under one directory (DATA_DIR/storage), at the paths their keys name: the layout the
 * server always had, so existing data keeps working. The type of a file comes from its key's extension.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Stats } from 'node:fs';
import { checkStorageKey, contentTypeOf, type ByteRange, type Storage, type StoredFileInfo } from './storage';

/** The validators of a file on disk: a tag of its size and modification time (a rewrite renames a new file in). */
const validatorsOf = (info: Stats): Pick<StoredFileInfo, 'etag' | 'lastModified'> => ({
  etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
  lastModified: new Date(Math.floor(info.mtimeMs / 1000) * 1000),
});

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR';

export function diskStorage(dir: string): Storage {
  const root = resolve(dir);
  /** The file a key names; a checked key cannot leave the root, and this makes sure of it once more. */
  const pathOf = (key: string) => {
    const full = resolve(root, checkStorageKey(key));
    if (!full.startsWith(root + sep)) throw new Error('storage key escapes the storage directory');
    return full;
  };

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never gets half a file.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async putFile(key, file) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await copyFile(file.path, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, 'r');
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return undefined;
        }
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { body, contentType: contentTypeOf(key), size: info.size, ...validatorsOf(info) };
      } catch (error) {
        await handle?.close();
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile()
          ? { contentType: contentTypeOf(key), size: info.size, ...validatorsOf(info) }
          : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
