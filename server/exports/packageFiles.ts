/** The files of a package being built, zipped with fflate at the end. */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { isStorageKey, type Storage } from '../storage/storage';

export class PackageFiles {
  private readonly files = new Map<string, Uint8Array>();

  addText(path: string, text: string): void {
    this.files.set(path, strToU8(text));
  }

  addBytes(path: string, bytes: Uint8Array): void {
    this.files.set(path, bytes);
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  bytesAt(path: string): Uint8Array | undefined {
    return this.files.get(path);
  }

  get paths(): string[] {
    return [...this.files.keys()];
  }

  zip(): Uint8Array {
    const zippable: Zippable = {};
    // Media is already compressed; XML and HTML compress well.
    for (const [path, bytes] of this.files)
      zippable[path] = [bytes, { level: /\.(mp4|jpe?g|png)$/i.test(path) ? 0 : 6 }];
    return zipSync(zippable, { mtime: new Date('2026-01-01T00:00:00Z') });
  }
}

/**
 * Reads a stored file; a path that is no storage key (one that would leave the storage) or names no file gives
 * undefined, and the package goes without it. A store that fails fails the export.
 */
export async function readStoredFile(storage: Storage, key: string): Promise<Uint8Array | undefined> {
  return isStorageKey(key) ? storage.read(key) : undefined;
}
