/**
 * Unpacks an uploaded zip with bounds checked while inflating (fflate's streaming Unzip): at most `maxEntries`
 * files and `maxBytes` uncompressed bytes, counted as the data comes out, so a zip bomb is stopped after
 * `maxBytes` whatever its headers claim. Any entry whose path leaves the package refuses the whole upload.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { IMPORT_MESSAGES, refuse } from './importErrors';

export interface ZipLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
}

export const ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxBytes: 100 * 1024 * 1024 };

const CHUNK = 64 * 1024;

/** Normalised package path, or undefined when it escapes (absolute, drive letter, `..`). */
export function packagePath(name: string): string | undefined {
  const slashed = name.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed) || slashed.includes('\0')) return undefined;
  const parts: string[] = [];
  for (const part of slashed.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') return undefined;
    parts.push(part);
  }
  return parts.join('/');
}

/** Metadata junk some archivers add; never part of a package. */
const isJunk = (path: string) => path.startsWith('__MACOSX/') || path.split('/').pop() === '.DS_Store';

export function unpackZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Map<string, Uint8Array> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04)
    throw refuse(IMPORT_MESSAGES.notZip);

  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  let failure: Error | undefined;
  const fail = (error: Error, file?: UnzipFile) => {
    failure ??= error;
    file?.terminate();
  };

  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++entries > limits.maxEntries) return fail(refuse(IMPORT_MESSAGES.tooManyEntries(limits.maxEntries)));
    const path = packagePath(file.name);
    if (path === undefined) return fail(refuse(IMPORT_MESSAGES.escapes(file.name)));
    if (file.name.endsWith('/') || isJunk(path)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (failure) return;
      if (error) return fail(refuse(IMPORT_MESSAGES.notZip), file);
      total += data.length;
      if (total > limits.maxBytes)
        return fail(refuse(IMPORT_MESSAGES.tooBig(Math.round(limits.maxBytes / 1024 / 1024))), file);
      chunks.push(data);
      if (final) files.set(path, concat(chunks));
    };
    try {
      file.start();
    } catch {
      fail(refuse(IMPORT_MESSAGES.notZip));
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += CHUNK) {
      unzip.push(bytes.subarray(offset, offset + CHUNK), offset + CHUNK >= bytes.length);
    }
  } catch {
    fail(refuse(IMPORT_MESSAGES.notZip));
  }
  if (failure) throw failure;
  if (files.size === 0) throw refuse(IMPORT_MESSAGES.notZip);
  return files;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
