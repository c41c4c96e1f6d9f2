/**
 * The question types behind one registry (ADR 197, 204): every kind has one type, and every type stores its items;
 * every real item is claimed by at most one type (a true/false item also fits the choice type, and is read as
 * true/false, which the registry asks first); and through the real upload each item is stored as its type, or named
 * with what it asks that the console cannot hold.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { qti12Source } from '../../../../server/imports/qti12Item';
import { qti2Source } from '../../../../server/imports/qti2Item';
import { descendants, parseXml, type XmlElement } from '../../../../server/imports/xmlTree';
import { QUESTION_KINDS } from '../../../../src/questionTypes/shared/server/questionKinds';
import type { FormatReader } from '../../../../src/questionTypes/shared/server/questionType';
import { QUESTION_TYPES } from '../../../../src/questionTypes/shared/server/registry';
import { createTestApp, type TestApp } from '../../testApp';
import { SAMPLES_DIR } from '../exports/packageValidator';
import { uploadFile } from './importUpload';

const ROOT = join(SAMPLES_DIR, '..');

/** Every QTI item document or QTI 1.2 item of the samples, loose or in a package, with where it is. */
interface SampleItem {
  readonly at: string;
  readonly format: 'qti12' | 'qti2';
  readonly item: XmlElement;
}

function sampleItems(): SampleItem[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  const documents: [string, Uint8Array][] = walk(ROOT).flatMap((path): [string, Uint8Array][] =>
    /\.(zip|imscc)$/.test(path)
      ? Object.entries(unzipSync(new Uint8Array(readFileSync(path)))).map(([p, b]) => [`${path}!${p}`, b])
      : [[path, new Uint8Array(readFileSync(path))]],
  );
  return documents.flatMap(([at, bytes]): SampleItem[] => {
    if (!/\.(xml|qti|dat)$/.test(at) || at.includes('__MACOSX')) return [];
    let root: XmlElement;
    try {
      root = parseXml(strToU8(strFromU8(bytes).replace(/<!DOCTYPE[^[>]*\[[\s\S]*?\]>/, '')), at);
    } catch {
      return [];
    }
    if (root.name === 'assessmentItem') return [{ at, format: 'qti2', item: root }];
    return descendants(root, 'item').map((item) => ({ at, format: 'qti12', item }));
  });
}

describe('the registry', () => {
  test('has one type for every kind of question, each read from the formats the issue names', () => {
    expect(QUESTION_TYPES.map((t) => t.kind).sort()).toEqual([...QUESTION_KINDS].sort());
    // Every type is read from some format; all but those read from other formats alone are read from QTI.
    const readFromOtherFormatsOnly = ['structure'];
    for (const type of QUESTION_TYPES) {
      expect(Object.keys(type.read), type.kind).not.toEqual([]);
      if (!readFromOtherFormatsOnly.includes(type.kind))
        expect(type.read.qti12 ?? type.read.qti2, type.kind).toBeDefined();
    }
    const formats = (kind: string) => Object.keys(QUESTION_TYPES.find((t) => t.kind === kind)!.read).sort();
    for (const kind of ['choice', 'trueFalse', 'shortAnswer', 'numeric', 'essay', 'matching', 'textBlock'])
      expect(formats(kind), kind).toEqual(['gift', 'moodleXml', 'qti12', 'qti2']);
    expect(formats('ordering')).toEqual(['moodleXml', 'qti12', 'qti2']);
    expect(formats('fillInBlanks')).toEqual(['moodleXml', 'qti12', 'qti2']);
    expect(formats('hotspot')).toEqual(['qti12', 'qti2']);
    expect(formats('calculated')).toEqual(['moodleXml', 'qti12', 'qti2']);
    // A chemical structure comes only from Moodle's pmatchjme: no other format draws a molecule (ADR 389).
    expect(formats('structure')).toEqual(['moodleXml']);
  });

  test('every type is stored as itself: none is read as another', () => {
    expect(QUESTION_TYPES.filter((t) => t.store === undefined).map((t) => t.kind)).toEqual([]);
    expect(QUESTION_TYPES.filter((t) => t.readAs !== undefined).map((t) => t.kind)).toEqual([]);
  });

  test('no real item is claimed by two types (a true/false item fits the choice type it is read as)', () => {
    const items = sampleItems();
    expect(items.length).toBeGreaterThan(200);
    for (const { at, format, item } of items) {
      const source = format === 'qti12' ? qti12Source(item) : qti2Source(item);
      if (!source) continue;
      const claiming = QUESTION_TYPES.filter((type) =>
        (type.read[format] as FormatReader<typeof source, unknown> | undefined)?.claims(source),
      ).map((type) => type.kind);
      const label = `${at} ${item.attributes.title ?? ''}`;
      if (claiming.includes('trueFalse'))
        expect(
          claiming.filter((k) => k !== 'choice'),
          label,
        ).toEqual(['trueFalse']);
      else expect(claiming.length, `${label}: ${claiming.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});

describe('uploading items of every type', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signIn('super@demo.test')).accessToken;
  });
  afterAll(() => t.close());

  test("Canvas's cartridge: each item is stored as its type; the kinds the console has no question for are named with why", async () => {
    const bytes = new Uint8Array(readFileSync(join(SAMPLES_DIR, 'canvas_cartridge.imscc')));
    const result = await uploadFile(t, token, 'canvas_cartridge.imscc', bytes);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    const reasons = new Map(
      result.content.report.lines.filter((l) => l.status === 'skipped').map((l) => [l.type, l.notes[0]]),
    );
    // Its calculated question comes in as calculated (ADR 291), its text as a text block (ADR 260), its file upload
    // as a file upload (ADR 294): nothing stays out.
    expect(Object.fromEntries(reasons)).toEqual({});
    const stored = [
      ...new Set(result.content.report.lines.filter((l) => l.status !== 'skipped').map((l) => l.type)),
    ];
    expect(stored.sort()).toEqual([
      'calculated',
      'essay',
      'file upload',
      'fill in the blanks',
      'matching',
      'multiple answer',
      'numeric',
      'short answer',
      'single answer',
      'text block',
      'true/false',
    ]);
    // Its matching, blanks, multiple answer and calculated questions keep their feedback (ADR 404, 406).
    expect(result.content.report).toMatchObject({ imported: 24, changed: 0, skipped: 0 });
  });

  test('a Moodle XML short answer and cloze are stored as their types beside the choice', async () => {
    const xml =
      '<quiz><question type="multichoice"><name><text>Cells</text></name><questiontext><text>Which organelle makes ATP?' +
      '</text></questiontext><answer fraction="100"><text>Mitochondrion</text></answer><answer fraction="0"><text>Nucleus' +
      '</text></answer></question><question type="shortanswer"><name><text>Gas</text></name><questiontext><text>Which ' +
      'gas do we breathe out?</text></questiontext><answer fraction="100"><text>carbon dioxide</text></answer></question>' +
      '<question type="cloze"><name><text>Water</text></name><questiontext><text>Water is {1:SA:=H2O}.</text>' +
      '</questiontext></question></quiz>';
    const result = await uploadFile(t, token, 'cells.xml', xml);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    expect(result.content.report.lines.map((l) => [l.status, l.item, l.notes[0] ?? ''])).toEqual([
      ['imported', 'Which organelle makes ATP?', ''],
      ['imported', 'Which gas do we breathe out?', ''],
      ['imported', 'Water is _____.', ''],
    ]);
  });
});
