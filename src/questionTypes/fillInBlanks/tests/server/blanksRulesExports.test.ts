/**
 * Typed blanks that accept close-enough answers and patterns (ADR 305) in every export, through the real export and
 * import routes: QTI 2.1 writes the patterns as `patternMatch` (XML Schema expressions, checked by xmllint's own
 * engine), valid, the close-enough blank as its exact answers, noted; Moodle XML writes the few answers a pattern
 * accepts, noted; both come back to our import with both rules, from the question's own record (ADR 392); Common
 * Cartridge says the rules in the solution; GIFT leaves the question out; the SCORM player scores both rules as the
 * server does.
 */
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreQuestion } from '../../../shared/domain/registry';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { play } from '../../../../../tests/server/exports/scormLms';

type Node = ReturnType<typeof JSON.parse>;

let t: TestApp;
let token: string;
let quizId: number;

const BLANKS = {
  text: 'Roses are [[1]], violets are [[2]]; the [[3]] is [[4]].',
  gaps: [
    {
      id: 'g1',
      kind: 'typed',
      answers: [{ id: 'g1a', text: 'crimson' }],
      caseSensitive: false,
      match: { kind: 'closeEnough', distance: 2 },
    },
    {
      id: 'g2',
      kind: 'typed',
      answers: [
        { id: 'g2a', text: '^(dark )?blue$' },
        { id: 'g2b', text: 'vio(let|lett)' },
      ],
      caseSensitive: false,
      match: { kind: 'pattern' },
    },
    {
      id: 'g3',
      kind: 'typed',
      answers: [{ id: 'g3a', text: 'colou?r' }],
      caseSensitive: true,
      match: { kind: 'pattern' },
    },
    { id: 'g4', kind: 'typed', answers: [{ id: 'g4a', text: 'orange<s>' }], caseSensitive: true },
  ],
};

/** Responses the blanks are scored on, each blank's in turn, right and wrong. */
const RESPONSES = [
  ['crimson', 'blue', 'colour', 'orange<s>'],
  ['CRIMSN', 'Dark Blue', 'color', 'orange<s>'],
  ['krimsen', 'violett', 'Colour', 'oranges'],
  ['crimsonnnn', 'dark  blue', 'colouur', 'Orange<s>'],
  ['red', 'bluish', 'colo', 'orange'],
];

const base = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

/** A quiz of one blanks question with this definition; its id. */
async function createQuiz(definition: unknown): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload: {
      title: 'Colours: close enough and patterns',
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: true,
      duration: null,
      showCaption: false,
      restrictNonInstitutional: false,
      activities: [
        {
          title: 'Colours',
          sortIndex: 1,
          items: [
            {
              ...base,
              title: '<p>Complete the poem.</p>',
              questionType: 'fillInBlanks',
              points: 4,
              definition,
              sortIndex: 1,
            },
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { content: { id: number } }).content.id;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createQuiz(BLANKS);
}, 120_000);
afterAll(() => t.close());

async function download(format: 'qti' | 'cc' | 'moodle' | 'gift' | 'scorm', id = quizId) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

/** The blanks question an import stored. */
async function importBack(name: string, bytes: Uint8Array | string) {
  const result = await uploadFile(t, token, name, bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.created).toHaveLength(1);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${result.content.created[0]!.id}`,
    headers: bearer(token),
  });
  const quiz = response.json().content as { activities: { items: Node[] }[] };
  return quiz.activities.flatMap((activity) => activity.items).find((item) => item.type === 2)!;
}

/** Each blank right or wrong for each of the responses, under a definition. */
function rightBlanks(definition: unknown): boolean[][] {
  const question: StoredQuestion = {
    id: 1,
    title: 'Complete the poem.',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'fillInBlanks',
    points: 1,
    definition,
  };
  const ids = (definition as { gaps: { id: string }[] }).gaps.map((gap) => gap.id);
  return RESPONSES.map((answers) =>
    answers.map((answer, i) => scoreQuestion(question, { response: [{ gap: ids[i]!, answer }] }).earned > 0),
  );
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['question', 'responseDeclaration', 'responseCondition', 'patternMatch'].includes(name),
});

/** Whether an XML Schema pattern matches a value, as xmllint's XML Schema engine says. */
function xsdMatches(pattern: string, value: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'xsd-pattern-'));
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  try {
    writeFileSync(
      join(dir, 's.xsd'),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="v"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="${escape(pattern)}"/></xs:restriction></xs:simpleType></xs:element></xs:schema>`,
    );
    writeFileSync(join(dir, 'v.xml'), `<v>${escape(value)}</v>`);
    try {
      execFileSync('xmllint', ['--noout', '--schema', join(dir, 's.xsd'), join(dir, 'v.xml')], {
        stdio: 'pipe',
      });
      return true;
    } catch {
      return false;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the console scores the blanks as their rules say', () => {
  expect(rightBlanks(BLANKS)).toEqual([
    [true, true, true, true],
    [true, true, true, true],
    [true, true, false, false],
    [false, true, false, false],
    [false, false, false, false],
  ]);
});

describe('QTI 2.1', () => {
  test('is valid; patterns are patternMatch operators that accept what the console accepts; the loss is listed', async () => {
    const bytes = await download('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const itemFile = Object.keys(files).find((name) => /^items\/.*\.xml$/.test(name))!;
    const item = parser.parse(strFromU8(files[itemFile]!)).assessmentItem;
    // A blank of patterns has no mapping: its answers are no texts to type.
    expect(item.responseDeclaration.map((d: Node) => d.mapping !== undefined)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const patterns = item.responseProcessing.responseCondition.map((c: Node) =>
      (c.responseIf.or.patternMatch ?? []).map((p: Node) => p['@_pattern']),
    );
    expect(patterns).toEqual([
      [],
      ['([Dd][Aa][Rr][Kk] )?[Bb][Ll][Uu][Ee]', '[Vv][Ii][Oo]([Ll][Ee][Tt]|[Ll][Ee][Tt][Tt])'],
      ['colou?r'],
      [],
    ]);
    for (const [pattern, value, right] of [
      [patterns[1][0], 'Dark Blue', true],
      [patterns[1][0], 'blue', true],
      [patterns[1][0], 'bluish', false],
      [patterns[2][0], 'color', true],
      [patterns[2][0], 'Colour', false],
    ] as const)
      expect(xsdMatches(pattern, value), `${pattern} ${value}`).toBe(right);
    const notes = strFromU8(files['export-notes.txt']!);
    expect(notes).toContain(
      '"Complete the poem.": blank 1 accepts an answer within 2 typos of an accepted one, which QTI 2.1 cannot say',
    );
    expect(notes).not.toContain('blank 2');
  }, 240_000);

  test('comes back to our import with its patterns and its close-enough blank, which accept the same answers', async () => {
    // QTI 2.1 cannot say the close-enough rule; the item's own record (ADR 392) gives it back to the console.
    const back = await importBack('Colours-qti.zip', await download('qti'));
    expect(back.questionType).toBe('fillInBlanks');
    expect(back.definition.gaps.map((gap: Node) => gap.match)).toEqual(BLANKS.gaps.map((gap) => gap.match));
    expect(back.definition.gaps.map((gap: Node) => gap.answers.map((a: Node) => a.text))).toEqual(
      BLANKS.gaps.map((gap) => gap.answers.map((a) => a.text)),
    );
    expect(rightBlanks(back.definition)).toEqual(rightBlanks(BLANKS));
  }, 240_000);
});

describe('Moodle XML', () => {
  test('writes the answers the patterns accept and the close-enough blank as its answer, noted; our import takes the rules back', async () => {
    const xml = strFromU8(await download('moodle'));
    const [question] = (parser.parse(xml).quiz.question as Node[]).filter((q) => q['@_type'] !== 'category');
    expect(question.questiontext.text).toContain(
      'Roses are {1:SHORTANSWER:=crimson}, violets are {1:SHORTANSWER:=blue~=dark blue~=violet~=violett}; the {1:SHORTANSWER_C:=color~=colour} is {1:SHORTANSWER_C:=orange&lt;s&gt;}.',
    );
    expect(xml).toContain(
      "blank 1 accepts an answer within 2 typos of an accepted one, which Moodle's embedded answers cannot say",
    );
    expect(xml).toContain(
      "blank 2's answers are patterns (regular expressions), which Moodle's embedded answers cannot say: they are written as the few answers they accept",
    );
    // Moodle reads the written answers; the question's own record (ADR 392) gives the console both rules back.
    const back = await importBack('Colours-moodle.xml', xml);
    expect(back.definition.gaps.map((gap: Node) => gap.match)).toEqual(BLANKS.gaps.map((gap) => gap.match));
    expect(rightBlanks(back.definition)).toEqual(rightBlanks(BLANKS));
  }, 240_000);
});

describe('Common Cartridge', () => {
  test('is valid and says each rule in the solution, for the person scoring it', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const assessment = parser.parse(strFromU8(files[`quiz-${quizId}/assessment_qti.xml`]!));
    const item = assessment.questestinterop.assessment.section.item;
    expect(item.itemfeedback.solution.solutionmaterial.material.mattext['#text']).toBe(
      '(1) crimson (or within 2 typos); (2) matching /^(dark )?blue$/ or /vio(let|lett)/; (3) matching /colou?r/; (4) orange<s>',
    );
    expect(strFromU8(files['export-notes.txt']!)).toContain(
      'the solution says how blanks 1, 2, 3 accept answers (close enough or as patterns)',
    );
  }, 240_000);
});

test('GIFT leaves the question out and says so', async () => {
  const gift = strFromU8(await download('gift'));
  expect(gift).toContain('// GIFT has no fill-in-the-blanks question: it is left out of this file');
});

describe('SCORM 1.2', () => {
  test.each(RESPONSES.map((answers, r) => [r, answers] as const))(
    'the player scores response %i as the server does',
    async (r, answers) => {
      const files = unzipSync(await download('scorm'));
      const { api, document } = play(files);
      const typed = document.querySelectorAll<HTMLInputElement>('fieldset input[type=text]');
      answers.forEach((answer, i) => (typed[i]!.value = answer));
      document.getElementById('submit')!.click();
      expect(api.refused).toEqual([]);
      const right = rightBlanks(BLANKS)[r]!.filter(Boolean).length;
      expect(api.sets['cmi.core.score.raw']).toBe(String(Math.round((right / 4) * 100)));
    },
    120_000,
  );

  test('ships the matching rule only in a package that needs it, RE2 inside', async () => {
    const bytes = await download('scorm');
    const validation = await validatePackage(bytes, 'scorm12');
    expect(validation.valid, validation.output).toBe(true);
    const player = strFromU8(unzipSync(bytes)['player.js']!);
    // Booleans, not the 150 kB script itself, so that a failure prints a line.
    expect(player.startsWith('"use strict";var GAP_MATCH=')).toBe(true);
    expect(player.includes('Backtracker cannot evaluate Lookbehind')).toBe(true);
    // The same question without its rules: the player alone.
    const plain = structuredClone(BLANKS) as { gaps: { match?: unknown }[] };
    for (const gap of plain.gaps) delete gap.match;
    const plainId = await createQuiz(plain);
    const without = strFromU8(unzipSync(await download('scorm', plainId))['player.js']!);
    expect(without.includes('Backtracker cannot evaluate Lookbehind')).toBe(false);
    expect(without.includes('var GAP_MATCH=')).toBe(false);
  }, 240_000);
});
