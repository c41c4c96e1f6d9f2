/**
 * Reads a QTI package: the manifest at the root names the resources; QTI 2.x tests (with their items, in test
 * order and by section), loose QTI 2.x items, and QTI 1.x documents (IMS, Common Cartridge, Canvas) become
 * quizzes. Every file the manifest names must be in the package.
 */
import { posix } from 'node:path';
import { plainText, textField } from '../exports/xml';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import type {
  ImportedActivity,
  ImportedImage,
  ImportedQuestion,
  ImportedQuiz,
  ReadPackage,
  SkippedItem,
} from './importedQuiz';
import { readMoodleXml } from './moodleXml';
import { ownCartridgeGraded, ownQti2Settings } from './ownExport';
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

/** Common Cartridge's file-base token (and the spellings other exporters use), encoded or not. */
const CC_FILE_BASE = /^(?:\$|%24)IMS[-_]?CC[-_]?FILE[-_]?BASE(?:\$|%24)\/?/i;

/**
 * The package file an image address names, or undefined when the package does not hold it or it is on another
 * site. Lenient where the meaning is clear: relative to the document, then to the package root (and, for the
 * Common Cartridge token, to web_resources/), then the one file whose path ends with it. An address that leaves
 * the package refuses the upload.
 */
function imageFile(files: ReadonlyMap<string, Uint8Array>, from: string, src: string): string | undefined {
  if (isRemote(src)) return undefined;
  const address = src.split(/[?#]/)[0]!;
  const token = CC_FILE_BASE.exec(address);
  const rest = decodeHref(token ? address.slice(token[0].length) : address).replace(/\\/g, '/');
  /** A package path, or undefined when `path` leaves the package. */
  const within = (path: string) => {
    const normal = posix.normalize(path);
    return normal.startsWith('../') || normal === '..' || normal.startsWith('/')
      ? undefined
      : packagePath(normal);
  };
  // Where the address points as written: it may not leave the package.
  const primary = token ? within(`web_resources/${rest}`) : resolveIn(from, address);
  if (primary === undefined) throw refuse(IMPORT_MESSAGES.escapes(src));
  const fallbacks = token ? [posix.join(posix.dirname(from), rest), rest] : [rest];
  for (const candidate of [primary, ...fallbacks.map(within)])
    if (candidate !== undefined && files.has(candidate)) return candidate;
  const tail = packagePath(rest.replace(/^(\.\.?\/|\/)+/, ''));
  if (!tail) return undefined;
  const matches = [...files.keys()].filter((path) => path.endsWith(`/${tail}`));
  return matches.length === 1 ? matches[0] : undefined;
}

function manifestTitle(manifest: XmlElement): string | undefined {
  const metadata = elements(manifest, 'metadata')[0];
  const title = metadata ? descendants(metadata, 'title')[0] : undefined;
  return title ? plainText(textOf(title)) || undefined : undefined;
}

const quizTitle = (title: string | undefined, fallback: string) => {
  const clean = textField(title ?? '');
  return clean.length >= 3 ? clean : clean.length > 0 ? `Imported quiz: ${clean}` : fallback;
};

/**
 * Most bytes of XML one package may have parsed (ADR 102): reading takes 100 to 300 ms a megabyte, so this bounds a
 * read to a few seconds; real packages hold well under 1 MB of XML per hundred questions.
 */
export const PACKAGE_XML_MAX_BYTES = 10 * 1024 * 1024;

export function readPackage(
  files: ReadonlyMap<string, Uint8Array>,
  uploadName: string,
  xmlMaxBytes = PACKAGE_XML_MAX_BYTES,
): ReadPackage {
  let xmlBytes = 0;
  /** Parses one document, counting it against the package's XML budget first. */
  const parse = (bytes: Uint8Array, path: string) => {
    xmlBytes += bytes.byteLength;
    if (xmlBytes > xmlMaxBytes)
      throw refuse(IMPORT_MESSAGES.tooMuchXml(Math.round(xmlMaxBytes / 1024 / 1024)));
    return parseXml(bytes, path);
  };
  const manifestBytes = files.get('imsmanifest.xml');
  if (!manifestBytes) throw refuse(IMPORT_MESSAGES.noManifest);
  const manifest = parse(manifestBytes, 'imsmanifest.xml');
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
  const located = (question: ImportedQuestion, from: string): ImportedQuestion => ({
    ...question,
    images: question.images.map((image): ImportedImage => {
      const path = image.inOption ? undefined : imageFile(files, from, image.src);
      return path === undefined ? image : { ...image, path };
    }),
  });
  const readItems = (quiz: string, paths: readonly string[]) =>
    paths.flatMap((path) => {
      const result = readQti2Item(parse(fileAt(path), path));
      if (result.kind === 'skipped') {
        skipped.push({
          quiz,
          item: result.item,
          type: result.type,
          ...(result.reason ? { reason: result.reason } : {}),
        });
        return [];
      }
      return [result.kind === 'video' ? result.video : located(result.question, path)];
    });

  const inTests = new Set<string>();
  for (const resource of resources.filter((r) => /^imsqti_test_xmlv2p[12]/.test(r.attributes.type ?? ''))) {
    const path = mainFile(resource);
    if (!path) continue;
    sawQti = true;
    const test = parse(fileAt(path), path);
    const title = quizTitle(test.attributes.title, fallback);
    const activities: ImportedActivity[] = testSections(test).map((section, index) => {
      const itemPaths = section.hrefs.map((href) => resolveIn(path, href));
      itemPaths.forEach((p) => inTests.add(p));
      return {
        title: textField(section.title) || `Activity ${index + 1}`,
        items: readItems(title, itemPaths),
      };
    });
    quizzes.push({ title, activities, ...ownQti2Settings(test) });
  }

  const looseItems = resources
    .filter((r) => /^imsqti_item_xmlv2p[12]/.test(r.attributes.type ?? ''))
    .flatMap((r) => mainFile(r) ?? [])
    .filter((p) => !inTests.has(p));
  if (looseItems.length > 0) {
    sawQti = true;
    quizzes.push({
      title: fallback,
      activities: [{ title: 'Activity 1', items: readItems(fallback, looseItems) }],
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
      const root = parse(fileAt(path), path);
      if (root.name !== 'questestinterop') continue;
      sawQti = true;
      const read = readQti12Document(root, fallback);
      quizzes.push(
        ...read.quizzes.map((q) => ({
          ...q,
          ...(q.isGraded === false && ownCartridgeGraded(manifest) ? { isGraded: true } : {}),
          title: quizTitle(q.title, fallback),
          activities: q.activities.map((a) => ({
            ...a,
            items: a.items.map((item) => (item.kind === 'question' ? located(item, path) : item)),
          })),
        })),
      );
      skipped.push(...read.skipped);
    }
  }

  if (!sawQti) throw refuse(IMPORT_MESSAGES.noQti);
  const kept = quizzes
    .map((q) => ({ ...q, activities: q.activities.filter((a) => a.items.length > 0) }))
    .filter((q) => q.activities.length > 0);
  if (kept.length === 0) throw refuse(IMPORT_MESSAGES.nothingImported);
  return { quizzes: kept, skipped };
}

/**
 * One XML document uploaded on its own: a Moodle XML quiz (`<quiz>`) or a bare QTI 1.2 document
 * (`<questestinterop>`).
 */
export function readXmlDocument(bytes: Uint8Array, uploadName: string): ReadPackage {
  const root = parseXml(bytes, uploadName);
  const fallback = quizTitle(uploadName.replace(/\.xml$/i, ''), 'Imported quiz');
  if (root.name === 'quiz') return readMoodleXml(root, fallback);
  if (root.name !== 'questestinterop') throw refuse(IMPORT_MESSAGES.noQti);
  const read = readQti12Document(root, fallback);
  const quizzes = read.quizzes
    .map((q) => ({ ...q, title: quizTitle(q.title, fallback) }))
    .map((q) => ({ ...q, activities: q.activities.filter((a) => a.items.length > 0) }))
    .filter((q) => q.activities.length > 0);
  if (quizzes.length === 0) throw refuse(IMPORT_MESSAGES.nothingImported);
  return { quizzes, skipped: read.skipped };
}
