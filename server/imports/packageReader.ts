/**
 * Reads a QTI package: the manifest at the root names the resources; QTI 2.x tests (with their items, in test
 * order and by section), loose QTI 2.x items, and QTI 1.x documents (IMS, Common Cartridge, Canvas) become
 * quizzes. Every file the manifest names must be in the package.
 */
import { posix } from 'node:path';
import { plainText } from '../exports/xml';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import type { ImportedActivity, ImportedQuiz, ReadPackage, SkippedItem } from './importedQuiz';
import { readQti12Document } from './qti12Reader';
import { readQti2Item, testSections } from './qti2Reader';
import { packagePath } from './safeZip';
import { descendants, elements, parseXml, textOf, type XmlElement } from './xmlTree';

const isRemote = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

function decodeHref(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/** Resolves `href` against the folder of `from` (a package path); refuses paths that leave the package. */
function resolveIn(from: string, href: string): string {
  const joined = posix.join(posix.dirname(from), decodeHref(href));
  const path = joined.startsWith('../') || joined === '..' ? undefined : packagePath(joined);
  if (path === undefined) throw refuse(IMPORT_MESSAGES.escapes(href));
  return path;
}

function manifestTitle(manifest: XmlElement): string | undefined {
  const metadata = elements(manifest, 'metadata')[0];
  const title = metadata ? descendants(metadata, 'title')[0] : undefined;
  return title ? plainText(textOf(title)) || undefined : undefined;
}

const quizTitle = (title: string | undefined, fallback: string) => {
  const clean = plainText(title ?? '');
  return clean.length >= 3 ? clean : clean.length > 0 ? `Imported quiz: ${clean}` : fallback;
};

export function readPackage(files: ReadonlyMap<string, Uint8Array>, uploadName: string): ReadPackage {
  const manifestBytes = files.get('imsmanifest.xml');
  if (!manifestBytes) throw refuse(IMPORT_MESSAGES.noManifest);
  const manifest = parseXml(manifestBytes, 'imsmanifest.xml');
  const fallback = quizTitle(manifestTitle(manifest) ?? uploadName.replace(/\.zip$/i, ''), 'Imported quiz');

  const fileAt = (path: string) => {
    const bytes = files.get(path);
    if (!bytes) throw refuse(IMPORT_MESSAGES.missingFile(path));
    return bytes;
  };
  const resources = descendants(manifest, 'resource');
  for (const resource of resources)
    for (const file of elements(resource, 'file')) {
      const href = file.attributes.href;
      if (href && !isRemote(href)) fileAt(resolveIn('imsmanifest.xml', href));
    }

  const quizzes: ImportedQuiz[] = [];
  const skipped: SkippedItem[] = [];
  let sawQti = false;
  const mainFile = (resource: XmlElement) => {
    const href = resource.attributes.href ?? elements(resource, 'file')[0]?.attributes.href;
    return href && !isRemote(href) ? resolveIn('imsmanifest.xml', href) : undefined;
  };
  const readItems = (quiz: string, paths: readonly string[]) =>
    paths.flatMap((path) => {
      const result = readQti2Item(parseXml(fileAt(path), path));
      if (result.kind === 'skipped') {
        skipped.push({ quiz, item: result.item, type: result.type });
        return [];
      }
      return [result.question];
    });

  const inTests = new Set<string>();
  for (const resource of resources.filter((r) => /^imsqti_test_xmlv2p[12]/.test(r.attributes.type ?? ''))) {
    const path = mainFile(resource);
    if (!path) continue;
    sawQti = true;
    const test = parseXml(fileAt(path), path);
    const title = quizTitle(test.attributes.title, fallback);
    const activities: ImportedActivity[] = testSections(test).map((section, index) => {
      const itemPaths = section.hrefs.map((href) => resolveIn(path, href));
      itemPaths.forEach((p) => inTests.add(p));
      return {
        title: plainText(section.title) || `Activity ${index + 1}`,
        questions: readItems(title, itemPaths),
      };
    });
    quizzes.push({ title, activities });
  }

  const looseItems = resources
    .filter((r) => /^imsqti_item_xmlv2p[12]/.test(r.attributes.type ?? ''))
    .flatMap((r) => mainFile(r) ?? [])
    .filter((p) => !inTests.has(p));
  if (looseItems.length > 0) {
    sawQti = true;
    quizzes.push({
      title: fallback,
      activities: [{ title: 'Activity 1', questions: readItems(fallback, looseItems) }],
    });
  }

  for (const resource of resources.filter((r) => /^imsqti_xmlv1p[12]/.test(r.attributes.type ?? ''))) {
    const paths = elements(resource, 'file')
      .flatMap((f) =>
        f.attributes.href && !isRemote(f.attributes.href)
          ? [resolveIn('imsmanifest.xml', f.attributes.href)]
          : [],
      )
      .filter((p) => /\.(xml|qti)$/i.test(p));
    for (const path of paths) {
      const root = parseXml(fileAt(path), path);
      if (root.name !== 'questestinterop') continue;
      sawQti = true;
      const read = readQti12Document(root, fallback);
      quizzes.push(...read.quizzes.map((q) => ({ ...q, title: quizTitle(q.title, fallback) })));
      skipped.push(...read.skipped);
    }
  }

  if (!sawQti) throw refuse(IMPORT_MESSAGES.noQti);
  const kept = quizzes
    .map((q) => ({ ...q, activities: q.activities.filter((a) => a.questions.length > 0) }))
    .filter((q) => q.activities.length > 0);
  if (kept.length === 0) throw refuse(IMPORT_MESSAGES.nothingImported);
  return { quizzes: kept, skipped };
}
