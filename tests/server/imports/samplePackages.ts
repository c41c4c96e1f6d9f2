/**
 * Packages the import tests upload: loose QTI 2 items in the smallest package an importer receives, and a sample
 * folder zipped as its system would upload it. The items are real samples (../shared/formats/samples) or ours.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { strToU8, zipSync } from 'fflate';

/** Loose QTI 2 items (bytes, or XML text) with the files they show, under a manifest naming each item. */
export function itemsPackage(
  items: Record<string, Uint8Array | string>,
  files: Record<string, Uint8Array> = {},
): Uint8Array {
  const resources = Object.keys(items)
    .map(
      (href, i) =>
        `<resource identifier="r${i}" type="imsqti_item_xmlv2p2" href="${href}"><file href="${href}"/></resource>`,
    )
    .join('');
  const bytes = Object.fromEntries(
    Object.entries(items).map(([href, xml]) => [href, typeof xml === 'string' ? strToU8(xml) : xml]),
  );
  return zipSync({
    'imsmanifest.xml': strToU8(
      `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>${resources}</resources></manifest>`,
    ),
    ...bytes,
    ...files,
  });
}

/** A sample folder holding a package, zipped as its system would upload it. */
export function folderPackage(dir: string): Uint8Array {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return zipSync(
    Object.fromEntries(walk(dir).map((f) => [relative(dir, f), new Uint8Array(readFileSync(f))])),
  );
}
