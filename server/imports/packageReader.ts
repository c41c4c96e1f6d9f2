/**
 * Reads a QTI package: the manifest at the root names the resources; QTI 2.x tests (with their items, in test
 * order and by section), loose QTI 2.x items, and QTI 1.x documents (IMS, Common Cartridge, Canvas) become
 * quizzes. Every file the manifest names must be in the package.
 */
import { posix } from 'node:path';
import { escapeHtml, plainText, textField } from '../exports/xml';
import { readBlackboardPool } from './blackboardPool';
import { imageSize } from './imageSize';
import { withCheckedDraws } from './importedBanks';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import {
  skippedItem,
  withSourceKind,
  type ImportedActivity,
  type ImportedImage,
  type ImportedItem,
  type ImportedQuestion,
  type ImportedQuiz,
  type ReadOptions,
  type ReadPackage,
  type SkippedItem,
} from './importedQuiz';
import { readMoodleXml } from './moodleXml';
import { ownCartridgeGraded, ownQti2Moment, ownQti2Settings, ownQti2VideoSettings } from './ownExport';
import { ownQti2Fields, withOwnFields } from './ownFields';
import { readQti12Document } from './qti12Reader';
import { readQti2ItemTyped, testSections, type TestDraw } from './qti2Reader';
import { repairForEditor } from './repairForEditor';
import { packagePath } from './safeZip';
import {
  descendants,
  elements,
  parseXml,
  textOf,
  xmlRepairOf,
  type XmlChild,
  type XmlElement,
} from './xmlTree';

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

export const QTI2_WARNINGS = {
  shuffle: (quiz: string, section: string) =>
    `"${quiz}": the section "${section}" shows its questions in random order; the console shows them in the order of the file (ADR 259).`,
} as const;

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

/** How deep included files may include others (XInclude): real items include a passage or an interaction once. */
const INCLUDE_MAX_DEPTH = 4;

const isInclude = (node: XmlElement) => node.name === 'include' || node.name.endsWith(':include');

/**
 * The item with each XInclude of a file of the package replaced by that file's root element (`parse="xml"`, the
 * default) or its text (`parse="text"`), as an XInclude processor does: IMS's items keep a shared passage or
 * interaction in a file of its own. Each included file is parsed against the package's XML budget; an include of
 * a file the package does not hold, of another site, too deep or in a cycle is left as it is (the item then says
 * its question is elsewhere). One that leaves the package refuses the upload, as an image's address does.
 */
function withIncludes(
  item: XmlElement,
  files: ReadonlyMap<string, Uint8Array>,
  from: string,
  parse: (bytes: Uint8Array, path: string) => XmlElement,
): XmlElement {
  const expand = (node: XmlElement, at: string, open: readonly string[]): XmlElement => ({
    ...node,
    children: node.children.map((child): XmlChild => {
      if (typeof child === 'string') return child;
      if (!isInclude(child)) return expand(child, at, open);
      const href = child.attributes.href?.trim();
      if (!href || isRemote(href) || open.length >= INCLUDE_MAX_DEPTH) return child;
      const path = resolveIn(at, href.split('#')[0]!);
      const bytes = files.get(path);
      if (!bytes || open.includes(path)) return child;
      if (child.attributes.parse === 'text') return new TextDecoder().decode(bytes);
      return expand(parse(bytes, path), path, [...open, path]);
    }),
  });
  return expand(item, from, [from]);
}

/** Interactions whose coordinates are pixels of their image (a positionObjectStage holds its picture). */
const ON_A_PICTURE = new Set([
  'hotspotInteraction',
  'selectPointInteraction',
  'positionObjectStage',
  'graphicOrderInteraction',
  'graphicGapMatchInteraction',
]);

/**
 * The item with the size of each picture a hotspot is placed on written on its `object` when the item does not give
 * it (ADR 213): the picture is then shown at its own size, which its file's header tells.
 */
function withPictureSizes(
  item: XmlElement,
  files: ReadonlyMap<string, Uint8Array>,
  from: string,
): XmlElement {
  const sizeOfPicture = (object: XmlElement): XmlElement => {
    const { width, height, data } = object.attributes;
    if ((width && height) || !data?.trim()) return object;
    let path: string | undefined;
    try {
      path = imageFile(files, from, data.trim());
    } catch {
      // An address outside the package: the image's own reading refuses it.
      return object;
    }
    const size = path === undefined ? undefined : imageSize(files.get(path)!);
    return size
      ? {
          ...object,
          attributes: { ...object.attributes, width: String(size.width), height: String(size.height) },
        }
      : object;
  };
  const walk = (node: XmlElement, onPicture: boolean): XmlElement => ({
    ...node,
    children: node.children.map((c): XmlChild => {
      if (typeof c === 'string') return c;
      if (onPicture && c.name === 'object') return sizeOfPicture(c);
      return walk(c, onPicture || ON_A_PICTURE.has(c.name));
    }),
  });
  return walk(item, false);
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

/** Whether a package file is a QTI 1.2 document, by its first bytes (the root comes after a DOCTYPE at most). */
function isQti12File(path: string, bytes: Uint8Array): boolean {
  return (
    /\.xml$/i.test(path) &&
    /<questestinterop[\s>]/.test(new TextDecoder('latin1').decode(bytes.subarray(0, 4096)))
  );
}

/**
 * ILIAS exports a question pool or test as a zip of `<name>_qti.xml` beside its own `<name>_qpl.xml` (or `_tst`),
 * without an IMS manifest. For a package without one, the manifest is made up of its QTI 1.2 documents, so they are
 * read like any other; undefined when it holds none.
 */
function manifestOfLooseQti(files: ReadonlyMap<string, Uint8Array>): Uint8Array | undefined {
  const documents = [...files].filter(([path, bytes]) => isQti12File(path, bytes)).map(([path]) => path);
  if (documents.length === 0) return undefined;
  const resources = documents.map((path, index) => {
    const href = escapeHtml(encodeURI(path));
    return `<resource identifier="r${index}" type="imsqti_xmlv1p2" href="${href}"><file href="${href}"/></resource>`;
  });
  return new TextEncoder().encode(`<manifest><resources>${resources.join('')}</resources></manifest>`);
}

/**
 * Most bytes of XML one package may have parsed (ADR 102): reading takes 100 to 300 ms a megabyte, so this bounds a
 * read to a few seconds; real packages hold well under 1 MB of XML per hundred questions.
 */
export const PACKAGE_XML_MAX_BYTES = 10 * 1024 * 1024;

/** The question with one more note, when there is one. */
const withNote = (question: ImportedQuestion, note: string | undefined): ImportedQuestion =>
  note === undefined ? question : { ...question, notes: [...(question.notes ?? []), note] };

/** Each question of the quiz with one more note: what a document read repaired says (ADR 285). */
const withQuizNote = (quiz: ImportedQuiz, note: string | undefined): ImportedQuiz =>
  note === undefined
    ? quiz
    : {
        ...quiz,
        activities: quiz.activities.map((a) => ({
          ...a,
          items: a.items.map((item) => (item.kind === 'question' ? withNote(item, note) : item)),
        })),
      };

export function readPackage(
  files: ReadonlyMap<string, Uint8Array>,
  uploadName: string,
  xmlMaxBytes = PACKAGE_XML_MAX_BYTES,
  options: ReadOptions = {},
): ReadPackage {
  let xmlBytes = 0;
  /** What was repaired in each document read repaired (ADR 285), by its path: a note on each of its questions. */
  const repairs = new Map<string, string>();
  /** Parses one document, counting it against the package's XML budget first. */
  const parse = (bytes: Uint8Array, path: string) => {
    xmlBytes += bytes.byteLength;
    if (xmlBytes > xmlMaxBytes)
      throw refuse(IMPORT_MESSAGES.tooMuchXml(Math.round(xmlMaxBytes / 1024 / 1024)));
    const root = parseXml(bytes, path);
    const repaired = xmlRepairOf(root);
    if (repaired !== undefined) repairs.set(path, repaired);
    return root;
  };
  const manifestBytes = files.get('imsmanifest.xml') ?? manifestOfLooseQti(files);
  if (!manifestBytes) throw refuse(IMPORT_MESSAGES.noManifest);
  const manifest = parse(manifestBytes, 'imsmanifest.xml');
  const fallback = quizTitle(
    manifestTitle(manifest) ?? uploadName.replace(/\.(zip|imscc)$/i, ''),
    'Imported quiz',
  );

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
  const locatedImages = (images: readonly ImportedImage[], from: string) =>
    images.map((image): ImportedImage => {
      const path = image.inOption ? undefined : imageFile(files, from, image.src);
      return path === undefined ? image : { ...image, path };
    });
  const located = (question: ImportedQuestion, from: string): ImportedQuestion => ({
    ...withNote(question, repairs.get(from)),
    images: locatedImages(question.images, from),
    // A version shows its own pictures (ADR 309).
    ...(question.versions
      ? { versions: question.versions.map((v) => ({ ...v, images: locatedImages(v.images, from) })) }
      : {}),
  });
  // Each item's resource, whose metadata keeps a console's moment or video settings (ADR 343).
  const resourceOf = new Map(resources.flatMap((r) => (mainFile(r) ? [[mainFile(r)!, r] as const] : [])));
  const readItems = (quiz: string, paths: readonly string[]) =>
    paths.flatMap((path): ImportedItem[] => {
      const item = withIncludes(parse(fileAt(path), path), files, path, parse);
      const typed = readQti2ItemTyped(withPictureSizes(item, files, path));
      if (typed.result.kind === 'questions') return typed.result.questions.map((q) => located(q, path));
      const result = withSourceKind(typed.result, typed.kind);
      if (result.kind === 'skipped') {
        skipped.push(skippedItem(quiz, result));
        return [];
      }
      const resource = resourceOf.get(path);
      if (result.kind === 'video') {
        const settings = ownQti2VideoSettings(resource);
        return [settings ? { ...result.video, settings } : result.video];
      }
      const moment = ownQti2Moment(resource);
      const question = withOwnFields(result.question, ownQti2Fields(resource, fileAt(path)));
      return [{ ...located(question, path), ...(moment ? { moment } : {}) }];
    });

  const warnings: string[] = [];
  const inTests = new Set<string>();
  for (const resource of resources.filter((r) => /^imsqti_test_xmlv2p[12]/.test(r.attributes.type ?? ''))) {
    const path = mainFile(resource);
    if (!path) continue;
    sawQti = true;
    const test = parse(fileAt(path), path);
    const title = quizTitle(test.attributes.title, fallback);
    // Sections that draw put their questions in a bank named after the test, a category each (ADR 259); two
    // sections drawing from the same questions draw from one category.
    const bankKey = `test:${path}`;
    const categories = new Map<string, ImportedActivity>();
    const categoryOf = (draw: TestDraw, index: number) => {
      const itemPaths = draw.hrefs.map((href) => resolveIn(path, href));
      itemPaths.forEach((p) => inTests.add(p));
      const same = [...itemPaths].sort().join('\n');
      const found = categories.get(same);
      if (found) return found.title;
      const taken = new Set([...categories.values()].map((c) => c.title));
      const named = textField(draw.title) || `Draw ${index + 1}`;
      let unique = named;
      for (let n = 2; taken.has(unique); n++) unique = `${named} (${n})`;
      categories.set(same, { title: unique, items: readItems(title, itemPaths) });
      return unique;
    };
    let drawn = 0;
    const activities: ImportedActivity[] = testSections(test).map((section, index) => {
      const itemPaths = section.hrefs.map((href) => resolveIn(path, href));
      itemPaths.forEach((p) => inTests.add(p));
      const activityTitle = textField(section.title) || `Activity ${index + 1}`;
      for (const shuffled of section.shuffled)
        warnings.push(QTI2_WARNINGS.shuffle(title, textField(shuffled) || activityTitle));
      const draws = section.draws.map((draw) => ({
        bank: bankKey,
        category: categoryOf(draw, drawn++),
        count: draw.select,
        label: textField(draw.title) || activityTitle,
      }));
      return {
        title: activityTitle,
        items: readItems(title, itemPaths),
        ...(draws.length > 0 ? { draws } : {}),
      };
    });
    quizzes.push({ title, activities, ...ownQti2Settings(test) });
    if (categories.size > 0)
      quizzes.push({ title, bank: { key: bankKey }, activities: [...categories.values()] });
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

  for (const path of qti12Documents(files, resources, mainFile)) {
    const root = parse(fileAt(path), path);
    if (root.name === 'POOL') {
      // Blackboard 5's own format, before its QTI flavour (ADR 221).
      sawQti = true;
      const pool = readBlackboardPool(root, fallback);
      quizzes.push(
        ...pool.quizzes.map((q) =>
          withQuizNote({ ...q, title: quizTitle(q.title, fallback) }, repairs.get(path)),
        ),
      );
      skipped.push(...pool.skipped);
      continue;
    }
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
    warnings.push(...read.warnings);
  }

  if (!sawQti) throw refuse(IMPORT_MESSAGES.noQti);
  return keptForEditor({ quizzes, skipped, warnings }, options, 'package');
}

/**
 * What the editor can save as it is (server/imports/repairForEditor.ts), without empty activities and quizzes; an
 * upload left with nothing is refused (unless it is read to be measured).
 */
export function keptForEditor(
  read: ReadPackage,
  options: ReadOptions,
  upload: 'package' | 'file',
): ReadPackage {
  const repaired = withCheckedDraws(repairForEditor(read));
  const quizzes = repaired.quizzes
    .map((q) => ({
      ...q,
      activities: q.activities.filter((a) => a.items.length > 0 || (a.draws ?? []).length > 0),
    }))
    .filter((q) => q.activities.length > 0);
  if (quizzes.length === 0 && !options.measure)
    throw refuse(
      upload === 'package' ? IMPORT_MESSAGES.nothingImported : IMPORT_MESSAGES.nothingImportedFromFile,
    );
  return { ...repaired, quizzes };
}

/**
 * The QTI 1.2 documents of a package, each once, in manifest order: IMS and Common Cartridge assessments (Canvas's
 * full quiz under non_cc_assessments/ in place of its CC-profile copy when the package holds it), Blackboard pools
 * and tests (`bb:file`), then Canvas's question banks and any other full quiz under non_cc_assessments/.
 */
function qti12Documents(
  files: ReadonlyMap<string, Uint8Array>,
  resources: readonly XmlElement[],
  mainFile: (resource: XmlElement) => string | undefined,
): string[] {
  const paths: string[] = [];
  const add = (path: string | undefined) => {
    if (path !== undefined && !paths.includes(path)) paths.push(path);
  };
  for (const resource of resources) {
    const type = resource.attributes.type ?? '';
    if (/^imsqti_xmlv1p[12]/.test(type)) {
      const canvas = canvasFullQuiz(files, resource.attributes.identifier);
      if (canvas !== undefined) add(canvas);
      else
        for (const file of elements(resource, 'file'))
          if (
            file.attributes.href &&
            !isRemote(file.attributes.href) &&
            /\.(xml|qti)$/i.test(file.attributes.href)
          )
            add(resolveIn('imsmanifest.xml', file.attributes.href));
    } else if (/^assessment\/x-bb-/.test(type)) {
      const file = resource.attributes.file ?? mainFile(resource);
      if (file !== undefined) {
        const path = resolveIn('imsmanifest.xml', file);
        if (!files.has(path)) throw refuse(IMPORT_MESSAGES.missingFile(path));
        add(path);
      }
    }
  }
  for (const path of files.keys()) if (CANVAS_FULL_QUIZ.test(path)) add(path);
  return paths;
}

/** Canvas writes each quiz and question bank in its own QTI beside the CC profile: `non_cc_assessments/<id>.xml.qti`. */
const CANVAS_FULL_QUIZ = /^non_cc_assessments\/[^/]+\.xml\.qti$/;

function canvasFullQuiz(files: ReadonlyMap<string, Uint8Array>, identifier: string | undefined) {
  const path = identifier === undefined ? undefined : `non_cc_assessments/${identifier}.xml.qti`;
  return path !== undefined && files.has(path) ? path : undefined;
}

/**
 * One XML document uploaded on its own: a Moodle XML quiz (`<quiz>`, with the files it embeds) or a bare QTI 1.2
 * document (`<questestinterop>`). The document is held to the package's XML budget.
 */
export function readXmlDocument(
  bytes: Uint8Array,
  uploadName: string,
  xmlMaxBytes = PACKAGE_XML_MAX_BYTES,
  options: ReadOptions = {},
): { read: ReadPackage; files: ReadonlyMap<string, Uint8Array> } {
  if (bytes.byteLength > xmlMaxBytes)
    throw refuse(IMPORT_MESSAGES.tooMuchXmlInFile(Math.round(xmlMaxBytes / 1024 / 1024)));
  const root = parseXml(bytes, uploadName);
  const fallback = quizTitle(uploadName.replace(/\.xml$/i, ''), 'Imported quiz');
  const noted = (quiz: ImportedQuiz) => withQuizNote(quiz, xmlRepairOf(root));
  if (root.name === 'quiz') {
    const { files, ...read } = readMoodleXml(root, fallback, options);
    return { read: keptForEditor({ ...read, quizzes: read.quizzes.map(noted) }, options, 'file'), files };
  }
  if (root.name !== 'questestinterop') throw refuse(IMPORT_MESSAGES.noQtiInFile);
  const read = readQti12Document(root, fallback);
  return {
    read: keptForEditor(
      {
        quizzes: read.quizzes.map((q) => noted({ ...q, title: quizTitle(q.title, fallback) })),
        skipped: read.skipped,
        warnings: read.warnings,
      },
      options,
      'file',
    ),
    files: new Map(),
  };
}
