/**
 * Where a package starts (ADR 221): many people re-zip an unpacked export with its top folder, so the manifest sits
 * at `course/imsmanifest.xml`. The package is read as if rooted at the folder of its shallowest manifest; another
 * package beside it is named in a warning rather than left out without a word.
 */
import { posix } from 'node:path';

const MANIFEST = 'imsmanifest.xml';

export const PACKAGE_ROOT_WARNINGS = {
  otherPackage: (folder: string) =>
    `The upload holds another package in the folder "${folder}", which was not read: upload it on its own.`,
} as const;

const depth = (path: string) => path.split('/').length;

/** The upload's files as the package sees them, and a warning for each package it holds beside the one read. */
export function rootedAtManifest(files: ReadonlyMap<string, Uint8Array>): {
  files: ReadonlyMap<string, Uint8Array>;
  warnings: string[];
} {
  if (files.has(MANIFEST)) return { files, warnings: [] };
  const manifests = [...files.keys()]
    .filter((path) => posix.basename(path) === MANIFEST)
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
  const first = manifests[0];
  if (first === undefined) return { files, warnings: [] };
  const prefix = `${posix.dirname(first)}/`;
  const rooted = new Map<string, Uint8Array>();
  for (const [path, bytes] of files)
    if (path.startsWith(prefix)) rooted.set(path.slice(prefix.length), bytes);
  const warnings = manifests
    .filter((path) => !path.startsWith(prefix))
    .map((path) => PACKAGE_ROOT_WARNINGS.otherPackage(posix.dirname(path)));
  return { files: rooted, warnings };
}
