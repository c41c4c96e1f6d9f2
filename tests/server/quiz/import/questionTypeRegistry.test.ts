/**
 * The question types behind one registry (ADR 197): every kind has one type; every real item is claimed by at most
 * one type (a true/false item also fits the choice type, which reads it until the console holds true/false); and an
 * item whose type the console does not hold yet is reported, through the real upload, as not supported yet.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { qti12Source } from '../../../../server/imports/qti12Item';
import { qti2Source } from '../../../../server/imports/qti2Item';
import { descendants, parseXml, type XmlElement } from '../../../../server/imports/xmlTree';
import { QUESTION_KINDS } from '../../../../server/questionTypes/questionKinds';
import type { FormatReader } from '../../../../server/questionTypes/questionType';
import { QUESTION_TYPES } from '../../../../server/questionTypes/registry';
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
    for (const type of QUESTION_TYPES) expect(type.read.qti12 ?? type.read.qti2, type.kind).toBeDefined();
    const formats = (kind: string) => Object.keys(QUESTION_TYPES.find((t) => t.kind === kind)!.read).sort();
    for (const kind of ['choice', 'trueFalse', 'shortAnswer', 'numeric', 'essay', 'matching'])
      expect(formats(kind), kind).toEqual(['gift', 'moodleXml', 'qti12', 'qti2']);
    expect(formats('ordering')).toEqual(['moodleXml', 'qti12', 'qti2']);
    expect(formats('fillInBlanks')).toEqual(['moodleXml', 'qti12', 'qti2']);
    expect(formats('hotspot')).toEqual(['qti12', 'qti2']);
  });

  test('only the choice type is stored today, and true/false is read as a choice until it is', () => {
    expect(QUESTION_TYPES.filter((t) => t.store !== undefined).map((t) => t.kind)).toEqual(['choice']);
    expect(QUESTION_TYPES.filter((t) => t.readAs !== undefined).map((t) => [t.kind, t.readAs])).toEqual([
      ['trueFalse', 'choice'],
    ]);
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

describe('uploading items of a type the console does not hold yet', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signIn('super@demo.test')).accessToken;
  });
  afterAll(() => t.close());

  test("Canvas's cartridge: each item is named with its type and that the console does not support it yet", async () => {
    const bytes = new Uint8Array(readFileSync(join(SAMPLES_DIR, 'canvas_cartridge.imscc')));
    const result = await uploadFile(t, token, 'canvas_cartridge.imscc', bytes);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    const reasons = new Map(
      result.content.report.lines.filter((l) => l.status === 'skipped').map((l) => [l.type, l.notes[0]]),
    );
    expect(Object.fromEntries(reasons)).toEqual({
      short_answer_question: 'Short-answer questions are not supported yet.',
      numerical_question: 'Numeric questions are not supported yet.',
      essay_question: 'Essay questions are not supported yet.',
      matching_question: 'Matching questions are not supported yet.',
      fill_in_multiple_blanks_question: 'Fill-in-the-blank questions are not supported yet.',
      multiple_dropdowns_question: 'Fill-in-the-blank questions are not supported yet.',
      calculated_question: 'The console holds single- and multiple-answer choice questions only.',
      file_upload_question: 'The console holds single- and multiple-answer choice questions only.',
      text_only_question: 'The item asks nothing: it has no interaction (text only).',
    });
    expect(result.content.report).toMatchObject({ imported: 6, skipped: 18 });
  });

  test('a Moodle XML short answer and cloze are named so too, and the choice beside them is stored', async () => {
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
      ['skipped', 'Gas', 'Short-answer questions are not supported yet.'],
      ['skipped', 'Water', 'Fill-in-the-blank questions are not supported yet.'],
    ]);
  });
});
