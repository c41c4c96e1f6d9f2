/** The files of a package being built, zipped with fflate at the end. */
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';

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

/** Reads a file from the storage directory; refuses paths that leave it. */
export async function readStoredFile(
  storageDir: string,
  relativePath: string,
): Promise<Uint8Array | undefined> {
  const root = resolve(storageDir);
  const full = resolve(root, relativePath);
  if (!full.startsWith(root + sep)) return undefined;
  try {
    return new Uint8Array(await readFile(full));
  } catch {
    return undefined;
  }
}
