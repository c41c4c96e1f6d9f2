/**
 * Every question type in every export format (ADR 205), through the real export route: the QTI 2.1 package holds
 * each type's own interaction and response processing and is valid; the Common Cartridge writes the types its
 * profile has and the closest profile type for the others, valid, with each change listed in the download; Moodle
 * XML writes each type as Moodle's own question; GIFT each type's syntax, ordering left out with a comment.
 */
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { seedContent } from '../../../server/seed/content';
import { validatePackage } from '../quiz/exports/packageValidator';
import { bearer, createTestApp, type TestApp } from '../testApp';
import { createEveryTypeQuiz } from './everyTypeQuiz';

/** Parsed XML or JSON, read by path: an element, its list, or its text. */
type Node = ReturnType<typeof JSON.parse>;

let t: TestApp;
let token: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createEveryTypeQuiz(t, token);
});
afterAll(() => t.close());

async function download(format: 'qti' | 'cc' | 'scorm' | 'moodle' | 'gift') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) =>
    [
      'question',
      'answer',
      'subquestion',
      'mapEntry',
      'simpleChoice',
      'simpleAssociableChoice',
      'item',
    ].includes(name) ||
    name === 'responseCondition' ||
    name === 'qtimetadatafield' ||
    name === 'respcondition' ||
    name === 'value',
});

describe('QTI 2.1', () => {
  let files: Record<string, Uint8Array>;
  let items: Node[];
  beforeAll(async () => {
    const bytes = await download('qti');
    files = unzipSync(bytes);
    const test = parser.parse(strFromU8(files['assessmentTest.xml']!));
    const refs = test.assessmentTest.testPart.assessmentSection.assessmentItemRef as { '@_href': string }[];
    items = refs.map((ref) => parser.parse(strFromU8(files[ref['@_href']]!)).assessmentItem);
  });

  test('the package is valid', async () => {
    const validation = await validatePackage(await download('qti'), 'qti21');
    expect(validation.valid, validation.output).toBe(true);
  }, 240_000);

  test('each type is its own interaction, scored in its points', () => {
    const interactions = items.map((item) =>
      Object.keys(item.itemBody).concat(item.itemBody.p ? item.itemBody.p.flatMap(Object.keys) : []),
    );
    expect(interactions.map((keys) => keys.find((k) => k.endsWith('Interaction')))).toEqual([
      'choiceInteraction',
      'choiceInteraction',
      'textEntryInteraction',
      'textEntryInteraction',
      'extendedTextInteraction',
      'matchInteraction',
      'orderInteraction',
    ]);
    // SCORE's normal maximum; a question with general feedback declares its outcome too (ADR 376).
    const maxima = items.map(
      (item) =>
        [item.outcomeDeclaration].flat().find((o) => o['@_identifier'] === 'SCORE')['@_normalMaximum'],
    );
    expect(maxima).toEqual([undefined, '2', '1', '3', '5', '3', '3']);
    const [, trueFalse, shortAnswer, numeric, essay, matching, ordering] = items;

    expect(trueFalse.responseDeclaration.correctResponse.value).toEqual(['false']);

    expect(shortAnswer.responseDeclaration['@_baseType']).toBe('string');
    expect(
      shortAnswer.responseDeclaration.mapping.mapEntry.map((e: Node) => [
        e['@_mapKey'],
        e['@_mappedValue'],
        e['@_caseSensitive'],
      ]),
    ).toEqual([
      ['mitochondrion', '1', 'false'],
      ['mitochondria', '1', 'false'],
      ['power station', '0.5', 'false'],
      ['nucleus', '0', 'false'],
    ]);
    // One answer gives half: the answers are asked in order, and the first that matches sets its share.
    const condition = shortAnswer.responseProcessing.responseCondition[0];
    const branches = [condition.responseIf, ...condition.responseElseIf];
    expect(
      branches.map((b: Node) => [
        b.stringMatch.baseValue['#text'],
        b.stringMatch['@_caseSensitive'],
        b.setOutcomeValue.baseValue['#text'],
      ]),
    ).toEqual([
      ['mitochondrion', 'false', '1'],
      ['mitochondria', 'false', '1'],
      ['power station', 'false', '0.5'],
      ['nucleus', 'false', '0'],
    ]);

    // The first accepted answer the number fits gives its share of the 3 points.
    expect(numeric.responseDeclaration['@_baseType']).toBe('float');
    const numericIf = numeric.responseProcessing.responseCondition[0];
    expect(numericIf.responseIf.equal).toMatchObject({
      '@_toleranceMode': 'absolute',
      '@_tolerance': '0.05 0.05',
    });
    expect(numericIf.responseIf.equal.baseValue['#text']).toBe('9.81');
    expect(numericIf.responseIf.setOutcomeValue.baseValue['#text']).toBe('3');
    expect(numericIf.responseElseIf.equal.baseValue['#text']).toBe('10');
    expect(numericIf.responseElseIf.setOutcomeValue.baseValue['#text']).toBe('1.5');

    // An essay is scored by a person: no rule sets its score; its grader information is a rubric for scorers.
    expect(essay.responseProcessing.responseCondition).toBeUndefined();
    expect(essay.itemBody.rubricBlock).toMatchObject({ '@_view': 'scorer' });
    expect(essay.itemBody.extendedTextInteraction['@_expectedLines']).toBe('8');

    const [prompts, answers] = matching.itemBody.matchInteraction.simpleMatchSet;
    expect(prompts.simpleAssociableChoice.map((c: Node) => c['#text'])).toEqual([
      'Glycolysis',
      'Krebs cycle',
      'Electron transport',
    ]);
    expect(answers.simpleAssociableChoice.map((c: Node) => c['#text'])).toEqual([
      'Cytoplasm',
      'Inner membrane',
      'Mitochondrial matrix',
      'Nucleus',
    ]);
    expect(
      matching.responseDeclaration.mapping.mapEntry.map((e: Node) => [e['@_mapKey'], e['@_mappedValue']]),
    ).toEqual([
      ['P1 A1', '1'],
      ['P2 A3', '1'],
      ['P3 A2', '1'],
    ]);

    // Never shown in the right order; scored by neighbours kept, one condition per place but the last.
    expect(ordering.itemBody.orderInteraction.simpleChoice.map((c: Node) => c['#text'])).toEqual([
      'Electron transport',
      'Krebs cycle',
      'Pyruvate oxidation',
      'Glycolysis',
    ]);
    expect(ordering.responseDeclaration.correctResponse.value).toEqual(['I1', 'I2', 'I3', 'I4']);
    expect(ordering.responseProcessing.responseCondition).toHaveLength(4);
  });

  test('the download lists what QTI 2.1 does not carry', () => {
    const notes = strFromU8(files['export-notes.txt']!);
    expect(notes).toContain('"What is g at sea level?": its units (m/s²) are not written');
    expect(notes).toContain(
      '"Explain how the proton gradient makes ATP.": its minimum of 120 words is not written',
    );
    expect(notes).toContain(
      '"Explain how the proton gradient makes ATP.": its word limit (250 words) is not written',
    );
    // The general feedback and a true/false question's feedback on each answer are written (ADR 376).
    expect(notes).not.toContain('Only animal cells have mitochondria.');
    expect(notes).not.toContain('Which organelle makes most ATP?');
  });
});

describe('Common Cartridge', () => {
  test('is valid, writes the profile types it has and the closest for the others, and lists each change', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);

    const files = unzipSync(bytes);
    const assessment = parser.parse(strFromU8(files[`quiz-${quizId}/assessment_qti.xml`]!));
    const items = assessment.questestinterop.assessment.section.item as Node[];
    const field = (item: Node, label: string) =>
      item.itemmetadata.qtimetadata.qtimetadatafield.find((f: Node) => f.fieldlabel === label)?.fieldentry;
    expect(items.map((item) => field(item, 'cc_profile'))).toEqual([
      'cc.multiple_choice.v0p1',
      'cc.true_false.v0p1',
      'cc.fib.v0p1',
      'cc.fib.v0p1',
      'cc.essay.v0p1',
      'cc.essay.v0p1',
      'cc.essay.v0p1',
    ]);
    expect(items.map((item) => field(item, 'cc_weighting'))).toEqual(['1', '2', '1', '3', '5', '3', '3']);
    expect(items.slice(4).map((item) => field(item, 'qmd_computerscored'))).toEqual(['No', 'No', 'No']);
    // A matching question shows its prompts and answers, and keeps the right pairs as its solution.
    const matching = items[5];
    expect(matching.presentation.material.mattext['#text']).toContain('<li>Krebs cycle</li>');
    expect(matching.itemfeedback.solution.solutionmaterial.material.mattext['#text']).toBe(
      'Glycolysis → Cytoplasm; Krebs cycle → Mitochondrial matrix; Electron transport → Inner membrane',
    );
    expect(items[6].itemfeedback.solution.solutionmaterial.material.mattext['#text']).toBe(
      'Glycolysis → Pyruvate oxidation → Krebs cycle → Electron transport',
    );

    const notes = strFromU8(files['export-notes.txt']!);
    expect(notes).toContain('"What is g at sea level?": Common Cartridge has no numeric question');
    expect(notes).toContain('the tolerance or range around 9.81 is lost');
    expect(notes).toContain(
      '"Match each stage with where it happens.": Common Cartridge has no matching question',
    );
    expect(notes).toContain(
      '"Put the stages of respiration in order.": Common Cartridge has no ordering question',
    );
  }, 240_000);
});

describe('Moodle XML', () => {
  test('writes each type as Moodle’s own question', async () => {
    const xml = strFromU8(await download('moodle'));
    const questions = (parser.parse(xml).quiz.question as Node[]).filter((q) => q['@_type'] !== 'category');
    expect(questions.map((q) => q['@_type'])).toEqual([
      'multichoice',
      'truefalse',
      'shortanswer',
      'numerical',
      'essay',
      'matching',
      'ordering',
    ]);
    expect(questions.map((q) => q.defaultgrade)).toEqual(['1', '2', '1', '3', '5', '3', '3']);
    const [, trueFalse, shortAnswer, numeric, essay, matching, ordering] = questions;
    expect(trueFalse.generalfeedback.text).toBe('<p>Both plant and animal cells respire.</p>');
    expect(trueFalse.answer.map((a: Node) => [a.text, a['@_fraction']])).toEqual([
      ['true', '0'],
      ['false', '100'],
    ]);
    expect(shortAnswer.usecase).toBe('0');
    expect(shortAnswer.answer.map((a: Node) => [a.text, a['@_fraction']])).toEqual([
      ['mitochondrion', '100'],
      ['mitochondria', '100'],
      ['power station', '50'],
      ['nucleus', '0'],
    ]);
    expect(numeric.answer.map((a: Node) => [a.text, a.tolerance, a['@_fraction']])).toEqual([
      ['9.81', '0.05', '100'],
      ['10', '0.05', '50'],
    ]);
    expect(numeric.units.unit).toEqual({ multiplier: '1', unit_name: 'm/s²' });
    expect(essay).toMatchObject({
      responsefieldlines: '8',
      minwordenabled: '1',
      minwordlimit: '120',
      maxwordenabled: '1',
      maxwordlimit: '250',
    });
    expect(matching.subquestion.map((s: Node) => [s.text ?? '', s.answer[0].text])).toEqual([
      ['<p>Glycolysis</p>', 'Cytoplasm'],
      ['<p>Krebs cycle</p>', 'Mitochondrial matrix'],
      ['<p>Electron transport</p>', 'Inner membrane'],
      ['', 'Nucleus'],
    ]);
    expect(ordering.gradingtype).toBe('RELATIVE_NEXT_EXCLUDE_LAST');
    expect(ordering.answer.map((a: Node) => a.text)).toEqual([
      'Glycolysis',
      'Pyruvate oxidation',
      'Krebs cycle',
      'Electron transport',
    ]);
  });
});

describe('GIFT', () => {
  test('writes each type’s syntax and says that ordering cannot be written', async () => {
    const gift = strFromU8(await download('gift'));
    expect(gift).toContain(
      '{\n\tF#Plants have mitochondria too.#Right\\: plant cells have both.\n\t####Both plant and animal cells respire.\n}',
    );
    expect(gift).toContain(
      '{\n\t=mitochondrion#The cell’s power station.\n\t=mitochondria\n\t=%50%power station#Its nickname\\: half the points.\n\t=%0%nucleus#The nucleus holds the DNA.\n}',
    );
    expect(gift).toContain('{\n#\n\t=%100%9.81:0.05#Standard gravity.\n\t=%50%10:0.05\n}');
    expect(gift).toContain('// its units (m/s²) are not written');
    expect(gift).toContain('Explain how the proton gradient makes ATP.</p> {\n}');
    expect(gift).toContain(
      '{\n\t=Glycolysis -> Cytoplasm\n\t=Krebs cycle -> Mitochondrial matrix\n\t=Electron transport -> Inner membrane\n\t= -> Nucleus\n}',
    );
    expect(gift).toContain('// GIFT has no ordering question: it is left out of this file');
    expect(gift).not.toContain('::Put the stages of respiration in order.::');
  });
});

describe('a question of a type no export writes yet', () => {
  test('is left out of every download, which says so', async () => {
    const other = await createEveryTypeQuiz(t, token);
    const essay = await t.db
      .selectFrom('quiz_items')
      .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
      .select('quiz_items.id')
      .where('quiz_activities.quiz_id', '=', other)
      .where('quiz_items.question_type', '=', 'essay')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('quiz_items')
      .set({
        // A type this version does not know (one a newer version stored).
        question_type: 'drawing',
        title: '<p>Mark the nucleus.</p>',
        definition: JSON.stringify({
          regions: [{ id: 'r1', shape: 'rectangle', x: 0.1, y: 0.1, width: 0.2, height: 0.2 }],
          maxMarks: 1,
        }),
      })
      .where('id', '=', essay.id)
      .execute();
    const get = async (format: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/quiz/template/${other}/${format}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return new Uint8Array(response.rawPayload);
    };
    const note = '"Mark the nucleus." is not in this download: a drawing question cannot be exported yet.';
    const qti = unzipSync(await get('qti'));
    expect(strFromU8(qti['export-notes.txt']!)).toContain(note);
    expect(Object.keys(qti).filter((path) => path.startsWith('items/'))).toHaveLength(6);
    const gift = strFromU8(await get('gift'));
    expect(gift).toContain(`// - ${note}`);
    expect(gift).not.toContain('Mark the nucleus.</p>');
    expect(strFromU8(await get('moodle'))).toContain(note);
  });
});
