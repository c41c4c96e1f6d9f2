/**
 * How much of what other systems wrote comes into the console (ADR 197): every real package under
 * ../shared/formats/samples, and any file named on the command line (a Moodle XML, GIFT or Aiken file, a QTI or
 * Common Cartridge package), read through the console's own readers. Per source system and per kind of question it
 * prints how many items are imported as their own type exactly, as their own type with changes (the notes say
 * which), as another type, or skipped, and why items are skipped (ADR 204). Exactly means type, text, options, order,
 * right answers, points and feedback as the source has them: the points and feedback are checked against the
 * source's own text (scripts/importCoverageSource.ts), and a difference the report does not name is listed (ADR 393).
 *
 *   npx tsx scripts/importCoverage.ts [--json] [file …]
 *
 * An item is counted where it appears: the samples hold some items in more than one package.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { strFromU8, strToU8, zipSync } from 'fflate';
import { importFileKind } from '../src/api/quiz/import/quizImportContract';
import { type ReadPackage, type ReportLine } from '../server/imports/importedQuiz';
import { itemsOfReport, reportOf } from '../server/imports/importReport';
import { readPackage, readXmlDocument, PACKAGE_XML_MAX_BYTES } from '../server/imports/packageReader';
import { repairForEditor } from '../server/imports/repairForEditor';
import { unpackZip } from '../server/imports/safeZip';
import { readTextQuestions } from '../server/imports/textFormats';
import type { QuestionKind } from '../src/questionTypes/shared/server/questionKinds';
import { sourceDifferences, sourceFacts, type SourceFacts } from './importCoverageSource';
import { kindLabel, QUESTION_TYPES } from '../src/questionTypes/shared/server/registry';

export const SAMPLES_DIR = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../shared/formats/samples',
);

/** One file or package of the samples as an upload reads it. */
interface Unit {
  readonly name: string;
  readonly system: string;
  /** The upload's read, or why the whole file was refused. */
  readonly read: () => ReadPackage;
  /** How many items the file holds, counted from its text (for a file refused whole). */
  readonly itemsInFile: () => number;
  /** What its items say of their points and feedback, read from its text. */
  readonly sources: () => SourceFacts[];
}

export interface CoverageLine {
  readonly unit: string;
  readonly system: string;
  /** The kind of question the item is, or `other: <type the source gives it>` when no question type knows it. */
  readonly kind: string;
  readonly item: string;
  readonly status: ReportLine['status'];
  /** The question type the item is stored as, when it is stored. */
  readonly storedAs?: string;
  /** What the import changed, or why it skipped the item. */
  readonly notes: readonly string[];
  readonly reason?: string;
  /** Where the stored question differs from the source's text in points or feedback (ADR 393). */
  readonly differences?: readonly string[];
}

const withoutComments = (xml: string) => xml.replace(/<!--[\s\S]*?-->/g, '');

function itemsInXml(xml: string): number {
  const text = withoutComments(xml);
  if (/<(\w+:)?questestinterop\b/.test(text)) return (text.match(/<(\w+:)?item[\s>]/g) ?? []).length;
  if (/<(\w+:)?assessmentItem\b/.test(text)) return 1;
  if (/<quiz[\s>]/.test(text)) return (text.match(/<question\s+type="(?!category")/g) ?? []).length;
  return 0;
}

/** The XML documents of a package that hold items: Canvas's Common Cartridge twin of a full quiz is left out. */
const itemDocuments = (files: Readonly<Record<string, Uint8Array>>) =>
  Object.entries(files)
    .filter(([path]) => /\.(xml|qti|dat)$/i.test(path) && !path.startsWith('__MACOSX'))
    .filter(([path]) => {
      // Canvas's Common Cartridge copy of a quiz whose full QTI is beside it is read once, as the full one.
      const twin = /^([^/]+)\/assessment_qti\.xml$/.exec(path);
      return !(twin && files[`non_cc_assessments/${twin[1]}.xml.qti`]);
    })
    .map(([, bytes]) => strFromU8(bytes));

const itemsInFiles = (files: Readonly<Record<string, Uint8Array>>) =>
  itemDocuments(files).reduce((sum, xml) => sum + itemsInXml(xml), 0);

const factsInFiles = (files: Readonly<Record<string, Uint8Array>>) =>
  itemDocuments(files).flatMap(sourceFacts);

/** Which system wrote a file, by what it holds: Canvas's metadata, QTIWorks, QTI 1.2 or 2.x of the references. */
function systemOf(name: string, text: string): string {
  if (/qtiworks/i.test(name)) return 'QTIWorks (QTI 2.1)';
  if (/<quiz[\s>]/.test(text) && !/questestinterop|assessmentItem/.test(text)) return 'Moodle XML';
  if (/<fieldlabel>\s*(question_type|cc_profile)\s*<\/fieldlabel>/.test(text) || /canvas/i.test(name))
    return 'Canvas (QTI 1.2, Common Cartridge)';
  if (/questestinterop/.test(text)) return 'IMS QTI 1.2 examples';
  if (/assessmentItem|assessmentTest/.test(text)) return 'QTI 2.1/2.2 (IMS, reference implementations)';
  return 'other';
}

const xmlText = (files: Readonly<Record<string, Uint8Array>>) =>
  Object.entries(files)
    .filter(([path]) => /\.(xml|qti|dat)$/i.test(path))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');

function filesUnder(dir: string): Record<string, Uint8Array> {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return Object.fromEntries(walk(dir).map((f) => [relative(dir, f), new Uint8Array(readFileSync(f))]));
}

/** A loose QTI 2 item wrapped in the smallest package an importer receives. */
/**
 * A loose item as a package of its own, with the files of its folder it includes (XInclude) beside it, as a
 * teacher zipping the item with what it needs would upload it.
 */
function itemPackage(xml: Uint8Array, folder: string): Record<string, Uint8Array> {
  const included = [...strFromU8(xml).matchAll(/<(?:\w+:)?include\b[^>]*\bhref="([^"#]+)/g)]
    .map((match) => match[1]!)
    .filter((href) => /^[\w.-]+$/.test(href));
  const files: Record<string, Uint8Array> = {};
  for (const href of included)
    try {
      files[href] = new Uint8Array(readFileSync(join(folder, href)));
    } catch {
      // Not in the folder: the item comes without it, as it would from the teacher.
    }
  const listed = ['item.xml', ...Object.keys(files)].map((href) => `<file href="${href}"/>`).join('');
  return {
    'imsmanifest.xml': strToU8(
      '<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>' +
        `<resource identifier="r" type="imsqti_item_xmlv2p2" href="item.xml">${listed}</resource>` +
        '</resources></manifest>',
    ),
    'item.xml': xml,
    ...files,
  };
}

const measure = { measure: true } as const;

function packageUnit(name: string, files: Record<string, Uint8Array>): Unit {
  return {
    name,
    system: systemOf(name, xmlText(files)),
    read: () => readPackage(unpackZip(zipSync(files)), basename(name), PACKAGE_XML_MAX_BYTES, measure),
    itemsInFile: () => itemsInFiles(files),
    sources: () => factsInFiles(files),
  };
}

/** A file as the upload route reads it: a package, an XML document, or GIFT or Aiken text. */
export function fileUnit(name: string, bytes: Uint8Array): Unit {
  const text = strFromU8(bytes);
  switch (importFileKind(name)) {
    case 'package':
      return {
        name,
        system: systemOf(name, xmlText(Object.fromEntries(unpackZip(bytes)))),
        read: () => readPackage(unpackZip(bytes), basename(name), PACKAGE_XML_MAX_BYTES, measure),
        itemsInFile: () => itemsInFiles(Object.fromEntries(unpackZip(bytes))),
        sources: () => factsInFiles(Object.fromEntries(unpackZip(bytes))),
      };
    case 'xml':
      return {
        name,
        system: systemOf(name, text),
        read: () => readXmlDocument(bytes, basename(name), PACKAGE_XML_MAX_BYTES, measure).read,
        itemsInFile: () => itemsInXml(text),
        sources: () => sourceFacts(text),
      };
    default:
      return {
        name,
        system: /^\s*ANSWER\s*:/im.test(text) ? 'Aiken' : 'GIFT',
        read: () => repairForEditor(readTextQuestions(bytes, basename(name), PACKAGE_XML_MAX_BYTES, measure)),
        itemsInFile: () => 0,
        sources: () => [],
      };
  }
}

/** Every package of the samples: the uploads under import/, and the folders, items and documents under lms/. */
export function sampleUnits(dir = SAMPLES_DIR): Unit[] {
  const units: Unit[] = [];
  const imports = join(dir, 'import');
  for (const name of readdirSync(imports).sort())
    units.push(fileUnit(`import/${name}`, new Uint8Array(readFileSync(join(imports, name)))));
  const lms = join(dir, 'lms');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const at = relative(dir, path);
      if (statSync(path).isDirectory()) {
        if (readdirSync(path).includes('imsmanifest.xml')) units.push(packageUnit(at, filesUnder(path)));
        else walk(path);
      } else if (name.endsWith('.xml')) {
        const bytes = new Uint8Array(readFileSync(path));
        const text = strFromU8(bytes);
        if (/<(\w+:)?assessmentItem\b/.test(text)) units.push(packageUnit(at, itemPackage(bytes, folder)));
        else if (/<(\w+:)?questestinterop\b/.test(text)) units.push(fileUnit(at, bytes));
      }
    }
  };
  walk(lms);
  return units;
}

/** The kind of an item read as a text block and questions of its own (ADR 282). */
export const SEVERAL_QUESTIONS = 'Several questions';

const kindOf = (sourceKind: QuestionKind | undefined, type: string) =>
  sourceKind ? kindLabel(sourceKind) : `other: ${type}`;

/** Every item of a unit with its kind and what the import does with it. */
export function measureUnit(unit: Unit): CoverageLine[] {
  let read: ReadPackage;
  try {
    read = unit.read();
  } catch (error) {
    const reason = `The file is refused: ${(error as Error).message}`;
    return Array.from({ length: unit.itemsInFile() }, (_, index) => ({
      unit: unit.name,
      system: unit.system,
      kind: 'unread (file refused)',
      item: `item ${index + 1}`,
      status: 'skipped' as const,
      notes: [reason],
      reason,
    }));
  }
  // The pieces of an item that asked several things at once are one item, as the report names it (ADR 282).
  const stored = read.quizzes.flatMap((quiz) => quiz.activities.flatMap((a) => itemsOfReport(a.items)));
  const kinds = [
    ...stored.map(([item]) =>
      item!.kind === 'video'
        ? 'video'
        : item!.partOf
          ? SEVERAL_QUESTIONS
          : kindOf(item!.sourceKind, item!.isMultiple ? 'multiple answer' : 'single answer'),
    ),
    ...read.skipped.map((skipped) => kindOf(skipped.sourceKind, skipped.type)),
    // Moodle's random questions, read as random slots (ADR 259): reportOf lists them last.
    ...read.quizzes.flatMap((quiz) =>
      quiz.activities.flatMap((a) =>
        (a.draws ?? []).flatMap((d) => (d.sources ?? []).map(() => 'random question')),
      ),
    ),
  ];
  const sources = unit.sources();
  const storedAs = (index: number) => {
    const group = stored[index];
    if (!group) return {};
    const types = group.map((item) => (item.kind === 'video' ? 'video' : (item.questionType ?? 'choice')));
    const questions = group.flatMap((item) => (item.kind === 'question' ? [item] : []));
    const differences = sourceDifferences(questions, sources);
    return { storedAs: types.join(', '), ...(differences ? { differences } : {}) };
  };
  return reportOf(read).map((line, index) => ({
    unit: unit.name,
    system: unit.system,
    kind: kinds[index]!,
    item: line.item,
    status: line.status,
    ...storedAs(index),
    notes: line.notes,
    ...(line.status === 'skipped' ? { reason: line.notes[0] ?? 'no reason given' } : {}),
  }));
}

interface Count {
  items: number;
  /** Stored as the kind of question it is, with nothing changed: points and feedback as the source's text has them. */
  imported: number;
  /** Stored as its own kind, with changes the notes name, or points or feedback the source's text has otherwise. */
  changed: number;
  /** Reported as imported unchanged, yet its points or feedback differ from the source's text (ADR 393). */
  unnamed: number;
  /** Stored as another kind of question (true/false as a two-option choice). */
  otherwise: number;
  skipped: number;
}

const KIND_OF_TYPE = new Map<string, string>(QUESTION_TYPES.map((type) => [type.names.kind, type.kind]));

/** Whether a stored item is stored as the kind of question it is (an item no type recognised counts as itself). */
export const asItsOwnType = (line: CoverageLine) =>
  line.storedAs !== undefined && (KIND_OF_TYPE.get(line.kind) ?? line.storedAs) === line.storedAs;

/** A difference from the source's points or feedback that the report does not name (ADR 393). */
export const unnamedDifference = (line: CoverageLine) =>
  line.status === 'imported' && (line.differences?.length ?? 0) > 0;

/**
 * Whether an item is carried exactly: its own type, nothing the report names changed (type, text, options, order,
 * right answers), and the points and feedback its source's text gives (ADR 393).
 */
export const isExact = (line: CoverageLine) =>
  line.status === 'imported' && asItsOwnType(line) && !unnamedDifference(line);

function count(lines: readonly CoverageLine[]): Count {
  const own = lines.filter((l) => l.status !== 'skipped' && asItsOwnType(l));
  return {
    items: lines.length,
    imported: own.filter(isExact).length,
    changed: own.filter((l) => !isExact(l)).length,
    unnamed: lines.filter(unnamedDifference).length,
    otherwise: lines.filter((l) => l.status !== 'skipped' && !asItsOwnType(l)).length,
    skipped: lines.filter((l) => l.status === 'skipped').length,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((part / whole) * 1000) / 10} %`;

function groupBy<T>(values: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** The measure as a plain-text table: per system and kind, per kind, the reasons, and the share carried exactly. */
export function coverageReport(lines: readonly CoverageLine[]): string {
  const row = (label: string, c: Count) =>
    `${label.padEnd(62)} ${String(c.items).padStart(5)} ${String(c.imported).padStart(7)} ${String(c.changed).padStart(8)} ${String(c.otherwise).padStart(9)} ${String(c.skipped).padStart(8)}`;
  const header = `${''.padEnd(62)} ${'items'.padStart(5)} ${'exactly'.padStart(7)} ${'changed'.padStart(8)} ${'otherwise'.padStart(9)} ${'skipped'.padStart(8)}`;
  const out: string[] = [
    'exactly: stored as its own type, nothing changed, points and feedback as the source has them; changed: its own',
    'type, with the changes noted (or points or feedback otherwise than the source, unnamed when the report is silent);',
    'otherwise: stored as another type; skipped: not stored, with the reason.',
    '',
    'Per source system and kind of question',
    header,
  ];
  for (const [system, ofSystem] of groupBy(lines, (l) => l.system)) {
    out.push(row(system, count(ofSystem)));
    for (const [kind, ofKind] of groupBy(ofSystem, (l) => l.kind)) out.push(row(`  ${kind}`, count(ofKind)));
  }
  out.push('', 'Per kind of question, all systems', header);
  for (const [kind, ofKind] of groupBy(lines, (l) => l.kind)) out.push(row(kind, count(ofKind)));
  out.push('', 'Why items are skipped');
  const reasons = groupBy(
    lines.filter((l) => l.status === 'skipped'),
    (l) => l.reason?.replace(/ \(line \d+\)$/, '') ?? '',
  );
  for (const [reason, ofReason] of [...reasons].sort(([, a], [, b]) => b.length - a.length))
    out.push(`${String(ofReason.length).padStart(5)}  ${reason}`);
  out.push('', 'Points and feedback otherwise than the source, the report silent');
  for (const line of lines.filter(unnamedDifference))
    out.push(`       ${line.unit} "${line.item.slice(0, 50)}": ${line.differences!.join('; ')}`);
  out.push('', 'What changed in items stored with changes');
  const changes = groupBy(
    lines.filter((l) => l.status === 'changed').flatMap((l) => l.notes),
    (note) => note.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'n'),
  );
  for (const [change, ofChange] of [...changes].sort(([, a], [, b]) => b.length - a.length))
    out.push(`${String(ofChange.length).padStart(5)}  ${change}`);
  const total = count(lines);
  out.push(
    '',
    row('All items', total),
    `Carried exactly as their own type: ${total.imported} of ${total.items} (${percent(total.imported, total.items)}); ` +
      `own type with changes: ${total.changed} (${percent(total.changed, total.items)}); ` +
      `as another type: ${total.otherwise} (${percent(total.otherwise, total.items)}); ` +
      `skipped: ${total.skipped} (${percent(total.skipped, total.items)}).`,
    `Points or feedback otherwise than the source and not in the report: ${total.unnamed}; ` +
      `stored items not found in the source's text to check: ${lines.filter((l) => l.storedAs !== undefined && l.differences === undefined).length}.`,
  );
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const units = [
    ...sampleUnits(),
    ...args.filter((a) => a !== '--json').map((path) => fileUnit(path, new Uint8Array(readFileSync(path)))),
  ];
  const lines = units.flatMap(measureUnit);
  console.log(json ? JSON.stringify(lines, null, 1) : coverageReport(lines));
}
